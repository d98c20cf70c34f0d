/**
 * The API document against the real app:
 *  1. every API route the app serves is declared (same method and path), and every declared route is served —
 *     a route added without a declaration fails here;
 *  2. the document is valid OpenAPI 3.1;
 *  3. the declared request schemas are the ones the endpoints enforce: bodies and queries the document's
 *     schema accepts (and the contract's zod schema parses) pass the endpoint's validation, and ones it
 *     refuses are refused with the `-1` envelope;
 *  4. /api/docs is an HTML page with our CSP whose scripts are served from our origin.
 */
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogListQuerySchema } from '#contract/marketing';
import { contactRequestSchema } from '#contract/forms';
import { generatePptxRequestSchema, nanoBananaRequestSchema } from '#contract/generation';
import { chatSchema, createFunSchema, idsSchema, updateTaskSchema } from '#contract/library';
import { paymentConfirmRequestSchema } from '#contract/pricing';
import { createTestAtelier, type TestAtelier, type TestUser } from '#tests/helpers/test-app';
import { isApiPath } from '../api-paths';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from './router';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: object }>;
  responses: Record<string, unknown>;
}
interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

/** Hono's `:name` and `:name{regex}` → OpenAPI's `{name}`. */
function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');
}

/** Routes that are not part of the document: Better Auth's catch-all (its main endpoints are declared one by one) and the docs themselves. */
const UNDECLARED = new Set(['/api/auth/*', OPENAPI_DOCUMENT_PATH, API_DOCS_PATH, `${API_DOCS_PATH}/assets/:file`]);

describe('API document', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  let document: OpenApiDoc;
  let dereferenced: OpenApiDoc;

  beforeAll(async () => {
    atelier = await createTestAtelier();
    user = await atelier.signUp();
    const response = await atelier.request(OPENAPI_DOCUMENT_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    document = (await response.json()) as OpenApiDoc;
    dereferenced = (await dereference(structuredClone(document) as never)) as unknown as OpenApiDoc;
  });
  afterAll(() => atelier?.close());

  function servedApiRoutes(): Set<string> {
    const served = new Set<string>();
    for (const route of atelier.app.routes) {
      if (!isApiPath(route.path) || UNDECLARED.has(route.path)) continue;
      // Middleware (rate limiters, the admin guard) takes `next` and is registered for all methods or on a
      // wildcard; route handlers answer. An all-methods API route would have to be declared per method: refuse
      // it so it cannot slip through.
      if (route.handler.length >= 2 && (route.method === 'ALL' || route.path.endsWith('*'))) continue;
      expect(route.method, `ALL-method API route ${route.path}: split it per method and declare each`).not.toBe('ALL');
      served.add(`${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`);
    }
    return served;
  }

  function declaredRoutes(): Set<string> {
    const declared = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) declared.add(`${method} ${path}`);
    }
    return declared;
  }

  it('documents the deck style fields every presentation build takes (theme, brand, images, logo)', () => {
    for (const path of ['/v1/PPTDocmee/generatePptx', '/v1/PPTDocmee/word2pptx', '/v1/PPTDocmee/buildPptx']) {
      const body = JSON.stringify((dereferenced.paths[path] as { post: { requestBody: unknown } }).post.requestBody);
      for (const field of ['theme', 'brand', 'images', 'logo'])
        expect(body, `${path} ${field}`).toContain(`"${field}"`);
    }
  });

  it('converts Hono paths to OpenAPI paths', () => {
    expect(toOpenApiPath('/v1/AiTaskRecord/:taskId')).toBe('/v1/AiTaskRecord/{taskId}');
    expect(toOpenApiPath('/api/admin/blog/:id{[0-9]+}/publish')).toBe('/api/admin/blog/{id}/publish');
    expect(toOpenApiPath('/checkout/sandbox/:paymentId/:action{complete|cancel}')).toBe(
      '/checkout/sandbox/{paymentId}/{action}',
    );
  });

  it('declares every API route the app serves, with the same method and path', () => {
    const served = servedApiRoutes();
    const declared = declaredRoutes();
    expect(served.size).toBeGreaterThan(40);
    const undeclared = [...served].filter((route) => !declared.has(route));
    expect(undeclared, 'served but not in the document: declare them in server/http/openapi/<capability>.ts').toEqual(
      [],
    );
  });

  it('serves every route it declares (Better Auth endpoints through its catch-all)', () => {
    const served = servedApiRoutes();
    const authEndpoints = new Set<string>();
    for (const endpoint of Object.values(atelier.services.auth.api) as Array<{
      path?: string;
      options?: { method?: string | string[] };
    }>) {
      if (!endpoint.path) continue;
      for (const method of [endpoint.options?.method ?? []].flat())
        authEndpoints.add(`${method.toLowerCase()} /api/auth${endpoint.path}`);
    }
    const missing = [...declaredRoutes()].filter((route) =>
      route.includes(' /api/auth/') ? !authEndpoints.has(route) : !served.has(route),
    );
    expect(missing, 'declared but not served').toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('serves the same document again from memory', async () => {
    const again = await atelier.request(OPENAPI_DOCUMENT_PATH);
    expect(await again.json()).toEqual(document);
  });

  describe('request schemas match what the endpoints enforce', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    // OpenAPI's own keywords inside schemas.
    for (const keyword of ['example', 'discriminator', 'xml', 'externalDocs']) ajv.addKeyword(keyword);

    function bodySchema(method: Method, path: string): object {
      const schema = dereferenced.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
      if (!schema) throw new Error(`${method} ${path} declares no JSON body`);
      return schema;
    }

    /** Calls the endpoint; validation passed when the answer is not the invalid-input envelope. */
    async function call(method: Method, path: string, body: unknown): Promise<{ status: number; code: number }> {
      const response = await user.request(path, {
        method: method.toUpperCase(),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number };
      return { status: response.status, code: answer.code };
    }

    const tinyPng = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='}`;
    const samples: Array<{ path: string; schema: z.ZodType; accepted: unknown[]; refused: unknown[] }> = [
      {
        path: '/api/contact',
        schema: contactRequestSchema,
        accepted: [{ name: 'Ada', email: 'ada@example.com', message: 'Hello there, a question about plans.' }],
        // The field rules (lengths, email) live in a superRefine that JSON Schema cannot express; the shape can.
        refused: [
          { name: 'Ada', message: 'Hello there, a question about plans.' },
          { name: 'Ada', email: 'ada@example.com', message: 'Hello there, a question.', website: 'spam' },
        ],
      },
      {
        path: '/v1/rabbit/NanoBanana',
        schema: nanoBananaRequestSchema,
        accepted: [{ prompt: 'A studio headshot', image_urls: [tinyPng], tool: 'headshot' }],
        refused: [{ prompt: 'x', tool: 'not-a-tool' }, { image_urls: 'not-an-array' }],
      },
      {
        path: '/v1/PPTDocmee/generatePptx',
        schema: generatePptxRequestSchema,
        accepted: [{ subject: 'Tides and the moon', language: 'English' }],
        refused: [{ subject: 'x'.repeat(50_001) }, { subject: 'Tides', tone: 'x'.repeat(41) }],
      },
      {
        path: '/v1/payment/confirm',
        schema: paymentConfirmRequestSchema,
        accepted: [{ order_no: 'no-such-order' }, { order_no: 'no-such-order', canceled: true }],
        refused: [{}, { order_no: '' }, { order_no: 'x', canceled: 'yes' }],
      },
      {
        path: '/user/task/update',
        schema: updateTaskSchema,
        accepted: [{ id: 'no-such-task', title: 'Renamed', category: null }],
        refused: [{ title: 'Renamed' }, { id: 'x'.repeat(65) }],
      },
      {
        path: '/user/task/delete',
        schema: idsSchema,
        accepted: [{ ids: ['no-such-task'] }],
        refused: [{ ids: [] }, { ids: 'one' }],
      },
      {
        path: '/v1/rabbit/chat',
        schema: chatSchema,
        accepted: [{ task_id: 'no-such-task', question: 'What is said first?' }],
        refused: [{ task_id: 'no-such-task' }, { task_id: 'x', question: 'q'.repeat(2001) }],
      },
      {
        path: '/v1/ScreenApp/CreateFun',
        schema: createFunSchema,
        accepted: [{ fun: 'translate', task_id: 'no-such-task', target_language: 'es' }],
        refused: [
          { fun: 'dance', task_id: 'x' },
          { fun: 'translate', task_id: 'x', target_language: 'klingon' },
        ],
      },
    ];

    for (const sample of samples) {
      it(`POST ${sample.path}`, async () => {
        const check = ajv.compile(bodySchema('post', sample.path));
        for (const body of sample.accepted) {
          expect(sample.schema.safeParse(body).success, `contract accepts ${JSON.stringify(body)}`).toBe(true);
          expect(check(body), `document accepts ${JSON.stringify(body)}: ${ajv.errorsText(check.errors)}`).toBe(true);
          const answer = await call('post', sample.path, body);
          expect(answer, `endpoint accepts ${JSON.stringify(body)}`).not.toMatchObject({ status: 400 });
          expect(answer.code).not.toBe(-1);
        }
        for (const body of sample.refused) {
          expect(sample.schema.safeParse(body).success, `contract refuses ${JSON.stringify(body)}`).toBe(false);
          expect(check(body), `document refuses ${JSON.stringify(body)}`).toBe(false);
          expect(await call('post', sample.path, body), `endpoint refuses ${JSON.stringify(body)}`).toEqual({
            status: 400,
            code: -1,
          });
        }
      });
    }

    it('GET /content/blog/list (query parameters)', async () => {
      const parameters = dereferenced.paths['/content/blog/list']?.get?.parameters ?? [];
      expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
        'query:current',
        'query:locale',
        'query:pageSize',
        'query:site_id',
      ]);
      // The blog's languages (optional: the spec's call without it is the English list).
      const locale = parameters.find((parameter) => parameter.name === 'locale')!;
      expect(locale.required ?? false).toBe(false);
      expect(ajv.compile(locale.schema)('es')).toBe(true);
      expect(ajv.compile(locale.schema)('fr')).toBe(false);
      expect((await atelier.request('/content/blog/list?locale=fr')).status).toBe(400);
      const pageSize = parameters.find((parameter) => parameter.name === 'pageSize')!;
      const check = ajv.compile(pageSize.schema);
      expect(check(50)).toBe(true);
      expect(blogListQuerySchema.safeParse({ pageSize: '50' }).success).toBe(true);
      expect((await atelier.request('/content/blog/list?pageSize=50')).status).toBe(200);
      expect(check(51)).toBe(false);
      expect(blogListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
      expect((await atelier.request('/content/blog/list?pageSize=51')).status).toBe(400);
    });
  });

  it('serves /api/docs as an HTML page under our CSP, with its scripts from our origin', async () => {
    const response = await atelier.request(API_DOCS_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    for (const src of scripts) {
      expect(src.startsWith(`${API_DOCS_PATH}/assets/`)).toBe(true);
      const asset = await atelier.request(src, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get('content-type')).toContain('text/javascript');
    }
    expect((await atelier.request(`${API_DOCS_PATH}/assets/nope.js`)).status).toBe(404);
  });
});
