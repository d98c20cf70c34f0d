/**
 * How the capability modules (server/http/openapi/<capability>.ts) declare their routes in the OpenAPI document.
 *
 * The feature routers stay plain Hono routers (the poll endpoint is a tuned hot path, and the routers are
 * edited independently); the routes are declared beside them with @hono/zod-openapi's `createRoute` into a
 * registry that only builds the document. openapi.test.ts compares the document with the app's real routes,
 * so a route added without a declaration fails the suite.
 *
 * Every API answer is the `{ code, msg, data }` envelope (contract/envelope.ts): a declaration names the
 * schema of `data` on success, and the failure answers it can give (ResultCode with its HTTP status).
 */
import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { API_KEY_HEADER } from '#contract/api-keys';
import { envelopeSchema, ResultCode } from '#contract/envelope';

type OpenApiRegistry = OpenAPIHono['openAPIRegistry'];

/** Who may call a route: a signed-in user, anyone (user optional), or a vendor (webhooks, signed bodies). */
export type Access = 'user' | 'public' | 'vendor';

/** The failure answers a route documents, each with the code in the body and the HTTP status. */
export const failures = {
  invalidInput: {
    status: 400,
    code: ResultCode.InvalidInput,
    description: 'Invalid input: `msg` names the field (`data.field`).',
  },
  unauthorized: { status: 401, code: ResultCode.Unauthorized, description: 'Not signed in.' },
  badGrant: { status: 403, code: ResultCode.Unauthorized, description: 'Invalid or expired upload signature.' },
  forbidden: { status: 403, code: ResultCode.Forbidden, description: 'Signed in, but not an administrator.' },
  notFound: {
    status: 404,
    code: ResultCode.NotFound,
    description: "Not found, or not yours (another user's ids answer 404).",
  },
  conflict: {
    status: 409,
    code: ResultCode.Conflict,
    description: 'Not processable yet (out-of-order webhook): retry later.',
  },
  tooLarge: { status: 413, code: ResultCode.TooLarge, description: 'Body or file too large.' },
  rateLimited: {
    status: 429,
    code: ResultCode.RateLimited,
    description: 'Too many requests. Please wait a moment and try again.',
  },
  upstream: {
    status: 502,
    code: ResultCode.Upstream,
    description: 'A vendor failed (e.g. the payment could not be started).',
  },
} as const;
type Failure = keyof typeof failures;

export interface ApiRouteDeclaration {
  method: 'get' | 'post';
  /** OpenAPI path (`{param}`), the same path the Hono router declares (`:param`). */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access?: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** JSON request body. */
  body?: z.ZodType;
  /** multipart/form-data request body. */
  form?: z.ZodType;
  /** `data` of the success envelope (code 0, HTTP 200). */
  data?: z.ZodType;
  /** The success answer when it is not a JSON envelope (health probes, event streams, vendor answers). */
  success?: { status?: number; description: string; content: Record<string, { schema: z.ZodType }> };
  /** Generation creates: out of credits answers code -102 with HTTP 200. */
  creditsExhausted?: boolean;
  failures?: Failure[];
  /**
   * False for routes whose handler is not ours (Better Auth): no failure is added implicitly, only the listed
   * `failures` (answered by our middleware, e.g. the rate limiter) and `extraResponses`.
   */
  envelope?: boolean;
  /** Further non-envelope answers (e.g. Better Auth's own error bodies). */
  extraResponses?: RouteConfig['responses'];
}

export interface OpenApiDeclarations {
  registry: OpenApiRegistry;
  route(declaration: ApiRouteDeclaration): void;
  /** Registers a schema as a named component (`#/components/schemas/<name>`); use the returned schema. */
  component<T extends z.ZodType>(name: string, schema: T): T;
}

const SECURITY_SESSION_COOKIE = 'sessionCookie';
const SECURITY_BEARER = 'bearerToken';
const SECURITY_API_KEY = 'apiKey';
const USER_SECURITY: Array<Record<string, string[]>> = [
  { [SECURITY_SESSION_COOKIE]: [] },
  { [SECURITY_BEARER]: [] },
  { [SECURITY_API_KEY]: [] },
];

const resultCodeSchema = z
  .number()
  .int()
  .describe(
    `ResultCode: ${Object.entries(ResultCode)
      .map(([name, code]) => `${code} ${name}`)
      .join(', ')}.`,
  );

export function createDeclarations(registry: OpenApiRegistry): OpenApiDeclarations {
  registry.registerComponent('securitySchemes', SECURITY_SESSION_COOKIE, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie Better Auth sets on sign-in (browsers send it automatically).',
  });
  registry.registerComponent('securitySchemes', SECURITY_BEARER, {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token from the `set-auth-token` header of a sign-in or sign-up answer.',
  });
  registry.registerComponent('securitySchemes', SECURITY_API_KEY, {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description:
      'A key created on the API keys page (shown once; revocable there). Acts as its owner on every signed-in route except the key management ones.',
  });
  const errorEnvelope = registry.register(
    'ErrorEnvelope',
    z
      .object({ code: resultCodeSchema, msg: z.string(), data: z.unknown() })
      .describe(
        'A failure: `code` is negative (see ResultCode), `msg` is shown to the user, `data` is null or details.',
      ),
  );
  const creditsExhaustedEnvelope = registry.register(
    'CreditsExhaustedEnvelope',
    z
      .object({ code: z.literal(ResultCode.CreditsExhausted), msg: z.string(), data: z.null() })
      .describe('Out of credits: HTTP 200 with code -102.'),
  );

  const route = (declaration: ApiRouteDeclaration): void => {
    const access = declaration.access ?? 'user';
    const responses: RouteConfig['responses'] = {};
    if (declaration.success) {
      responses[declaration.success.status ?? 200] = {
        description: declaration.success.description,
        content: declaration.success.content,
      };
    } else {
      const success = envelopeSchema(declaration.data ?? z.null()).extend({ code: z.literal(ResultCode.Success) });
      responses[200] = {
        description: declaration.creditsExhausted
          ? 'Success (code 0), or out of credits (code -102).'
          : 'Success (code 0).',
        content: {
          'application/json': {
            schema: declaration.creditsExhausted ? z.union([success, creditsExhaustedEnvelope]) : success,
          },
        },
      };
    }
    const ours = declaration.envelope !== false;
    const documented = new Set<Failure>(declaration.failures ?? []);
    // Malformed path parameters answer 404 (nothing has that id), so only bodies and queries document -1.
    if (ours && (declaration.body || declaration.form || declaration.query)) documented.add('invalidInput');
    if (ours && access === 'user') documented.add('unauthorized');
    // Failures sharing an HTTP status are described together.
    const byStatus = new Map<number, string[]>();
    for (const name of documented) {
      const failure = failures[name];
      byStatus.set(failure.status, [
        ...(byStatus.get(failure.status) ?? []),
        `${failure.code}: ${failure.description}`,
      ]);
    }
    for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
      responses[status] = { description: lines.join(' '), content: { 'application/json': { schema: errorEnvelope } } };
    }
    if (ours)
      responses[500] = {
        description: '-500: An unexpected error occurred.',
        content: { 'application/json': { schema: errorEnvelope } },
      };
    Object.assign(responses, declaration.extraResponses);

    const request: NonNullable<RouteConfig['request']> = {};
    if (declaration.params) request.params = declaration.params;
    if (declaration.query) request.query = declaration.query;
    if (declaration.headers) request.headers = declaration.headers;
    if (declaration.body)
      request.body = { required: true, content: { 'application/json': { schema: declaration.body } } };
    if (declaration.form)
      request.body = { required: true, content: { 'multipart/form-data': { schema: declaration.form } } };

    registry.registerPath(
      createRoute({
        method: declaration.method,
        path: declaration.path,
        tags: [declaration.tag],
        summary: declaration.summary,
        description: declaration.description,
        operationId: operationId(declaration.method, declaration.path),
        // Public and vendor routes need no session (vendors prove themselves by signing the body).
        security: access === 'user' ? USER_SECURITY : [],
        request,
        responses,
      }),
    );
  };

  return { registry, route, component: (name, schema) => registry.register(name, withOpenApiMethod(schema)) };
}

/**
 * The registry names a component through the schema's `.openapi()` method, which @hono/zod-openapi adds to
 * zod when it is first imported. Zod 4 copies such methods onto each schema when the schema is built, so a
 * contract schema built before that import (the app loads contract/* at boot, this module lazily) lacks it:
 * a clone (same definition, same validation) is built now and has it.
 */
function withOpenApiMethod<T extends z.ZodType>(schema: T): T {
  return typeof (schema as { openapi?: unknown }).openapi === 'function' ? schema : (schema.clone() as T);
}

/** `post /v1/rabbit/NanoBanana` → `postV1RabbitNanoBanana`: stable ids for client generators. */
function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}
