/**
 * R4 authorization. Every route the Hono app knows (`app.routes`, Better Auth's /api/auth/* included) is classified
 * below; a route that is added without a classification fails this suite ("no route left untested"), and so does a
 * classification whose route is gone. Anonymous requests to signed-in routes answer 401 (as do a made-up and a
 * revoked bearer token); public routes are public by the explicit, commented list; and another user's resources —
 * generation tasks, library tasks and sub-tasks, private files, orders and sandbox checkouts — answer 404 and stay
 * unchanged.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentRequest,
  type PaymentResponseData,
  type PlanItem,
  type SandboxCheckoutView,
} from '#contract/pricing';
import brand from '#content/brand.json';
import { aiTasks, mediaSubtasks, mediaTasks, orders } from '#server/db/schema';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';

/**
 * How a route is protected:
 * - `user`       needs a signed-in user (cookie or bearer): anonymous → 401 with code -401.
 * - `admin`      needs a user listed in ADMIN_EMAILS: anonymous → 401, any other signed-in user → 403.
 * - `public`     answers anyone; the comment says why.
 * - `credential` needs a proof other than a session (a signature or a token); anonymous → `status`.
 */
type Access =
  | { access: 'user'; sample?: string }
  | { access: 'admin'; sample?: string }
  | { access: 'public'; why: string; sample?: string }
  | { access: 'credential'; why: string; status: number; sample?: string; body?: () => FormData };

const signedIn: Access = { access: 'user' };
const adminOnly: Access = { access: 'admin' };

/** Every route of the app by `METHOD path` exactly as Hono lists it. */
const ROUTES: Record<string, Access> = {
  // Better Auth, as one block: sign-up, sign-in, sessions, password reset. Its own routes decide (session
  // endpoints need a session, sign-in/up are public by nature); this suite checks the session-bound ones below.
  'GET /api/auth/*': {
    access: 'public',
    why: 'Better Auth (get-session answers null when signed out)',
    sample: '/api/auth/get-session',
  },
  'POST /api/auth/*': {
    access: 'public',
    why: 'Better Auth (sign-in and sign-up are for anonymous visitors)',
    sample: '/api/auth/sign-in/email',
  },

  // Health.
  'GET /healthz': { access: 'public', why: 'liveness probe' },
  'GET /readyz': { access: 'public', why: 'readiness probe' },

  // The signed-in user.
  'GET /user/info': signedIn,
  'GET /user/session': {
    access: 'public',
    why: "the signed-in user or null, and the tools' credit costs: anonymous pages read it without a failed request",
  },

  // Files.
  'GET /api/file/auth': signedIn,
  'POST /api/file/upload': {
    access: 'credential',
    why: 'authorised by the signed, single-use upload grant from /api/file/auth (the image host protocol), not a session',
    status: 403,
    body: () => {
      // A well-formed upload of a real PNG signature, without the grant fields.
      const form = new FormData();
      form.append(
        'file',
        new Blob([
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
        ]),
        'a.png',
      );
      return form;
    },
  },
  'POST /goapi/v1/upload/temp': signedIn,
  'GET /files/*': {
    access: 'public',
    why: 'stored files under unguessable UUID keys; private/ keys need a signed URL (checked below)',
    sample: '/files/temp/2026/1/1/00000000-0000-0000-0000-000000000000.png',
  },

  // Payments.
  'GET /v1/plans': { access: 'public', why: 'the pricing page' },
  'POST /v1/payment/confirm': signedIn,
  'POST /v1/payment/paypal': signedIn,
  'POST /v1/payment/stripe': signedIn,
  'GET /v1/payment/sandbox/:paymentId': signedIn,
  'POST /checkout/sandbox/:paymentId/:action{complete|cancel}': {
    access: 'credential',
    why: 'the hosted checkout form: an HMAC token bound to the payment id that only the owner’s page receives',
    status: 403,
    sample: '/checkout/sandbox/sbx_x/complete',
  },
  'GET /v1/orders': signedIn,
  'GET /v1/credits/history': signedIn,
  'GET /v1/credits/history.csv': signedIn,
  'GET /v1/api-keys': signedIn,
  'POST /v1/api-keys': signedIn,
  'POST /v1/api-keys/:id/revoke': signedIn,
  'GET /v1/notifications/settings': signedIn,
  'POST /v1/notifications/settings': signedIn,
  'GET /v1/orders/:orderNo': signedIn,
  'GET /v1/billing': signedIn,
  'POST /v1/billing/subscription/cancel': signedIn,
  'POST /v1/billing/subscription/resume': signedIn,
  'GET /v1/billing/receipts/:orderNo': signedIn,
  'POST /api/webhooks/stripe': { access: 'credential', why: 'Stripe-Signature (HMAC over the raw body)', status: 400 },
  'POST /api/webhooks/paypal': {
    access: 'credential',
    why: 'PayPal transmission signature, verified with PayPal',
    status: 400,
  },

  // Generation.
  'GET /media/tools/:file{[a-z0-9-]+\\.mp4}': {
    access: 'public',
    why: 'the tools’ sample videos',
    sample: '/media/tools/none.mp4',
  },
  'GET /v1/AiTaskRecord/:taskId': signedIn,
  'GET /v1/generation/recent': signedIn,
  'GET /v1/generation/creations': signedIn,
  'POST /v1/generation/creations/:taskId/delete': signedIn,
  'POST /v1/generation/creations/:taskId/regenerate': signedIn,
  'POST /v1/rabbit/NanoBanana': signedIn,
  'POST /v1/acedata/pixverse-video': signedIn,
  'POST /v1/sora2/WatermarkRemover': signedIn,
  'POST /v1/watermark/preview': signedIn,
  'POST /v1/PPTDocmee/generatePptx': signedIn,
  'GET /v1/PPTDocmee/options': {
    access: 'public',
    why: 'what the presentation widget may offer here (an LLM or not, offline languages): no user data',
  },
  'POST /v1/PPTDocmee/upload': signedIn,
  'POST /v1/PPTDocmee/word2pptx': signedIn,
  'POST /v1/PPTDocmee/outline': signedIn,
  'POST /v1/PPTDocmee/outline/slide': signedIn,
  'POST /v1/PPTDocmee/buildPptx': signedIn,

  // Contact form and marketing content.
  'POST /api/contact': { access: 'public', why: 'the contact form takes messages from visitors' },
  'GET /content/blog/list': { access: 'public', why: 'the blog' },
  'GET /sitemap.xml': { access: 'public', why: 'search engines' },
  'GET /robots.txt': { access: 'public', why: 'search engines' },
  'GET /media/*': { access: 'public', why: 'marketing images', sample: '/media/none.webp' },
  'GET /ocr/*': {
    access: 'public',
    why: 'the in-browser OCR demo’s worker and language data',
    sample: '/ocr/worker.min.js',
  },

  // The API document and its reference page.
  'GET /api/openapi.json': { access: 'public', why: 'the OpenAPI document describes the public API' },
  'GET /api/docs': { access: 'public', why: 'the API reference page' },
  'GET /api/docs/assets/:file': {
    access: 'public',
    why: 'the reference page’s scripts',
    sample: '/api/docs/assets/init.js',
  },

  // Media library.
  'GET /user/task/list': signedIn,
  'GET /user/task/read': signedIn,
  'GET /user/task/search': { ...signedIn, sample: '/user/task/search?q=hello' },
  'GET /v1/library/languages': signedIn,
  'GET /user/task/read-sub': signedIn,
  'GET /user/task/categroy-list': signedIn,
  'POST /user/task/delete': signedIn,
  'POST /user/task/delete-sub': signedIn,
  'POST /user/task/update': signedIn,
  'POST /user/task/update-sub': signedIn,
  'POST /user/task/edit-transcript': signedIn,
  'POST /user/task/revert-transcript': signedIn,
  'GET /user/task/track': signedIn,
  'POST /v1/ScreenApp/CreateTask': signedIn,
  'POST /v1/ScreenApp/CreateFun': signedIn,
  'POST /v1/rabbit/chat': signedIn,
  'POST /v1/rabbit/translate': signedIn,
  'POST /v1/rabbit/summary': signedIn,

  // Admin console API.
  'GET /api/admin/me': adminOnly,
  'GET /api/admin/stats': adminOnly,
  'GET /api/admin/users': adminOnly,
  'GET /api/admin/users/:id': adminOnly,
  'POST /api/admin/users/:id/credits': adminOnly,
  'GET /api/admin/orders': adminOnly,
  'GET /api/admin/payment-events': adminOnly,
  'GET /api/admin/tasks/generation': adminOnly,
  'GET /api/admin/tasks/library': adminOnly,
  'POST /api/admin/tasks/generation/:id/retry': adminOnly,
  'POST /api/admin/tasks/library/:id/retry': adminOnly,
  'GET /api/admin/blog': adminOnly,
  'POST /api/admin/blog': adminOnly,
  'POST /api/admin/markdown-preview': adminOnly,
  'GET /api/admin/blog/:id{[0-9]+}': { access: 'admin', sample: '/api/admin/blog/1' },
  'POST /api/admin/blog/:id{[0-9]+}': { access: 'admin', sample: '/api/admin/blog/1' },
  'POST /api/admin/blog/:id{[0-9]+}/publish': { access: 'admin', sample: '/api/admin/blog/1/publish' },
  'GET /api/admin/contact': adminOnly,
  'GET /api/admin/audit': adminOnly,
};

/** A concrete path for a route pattern: parameters become `x`, wildcards `x`. */
function samplePath(path: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x').replace(/\*/g, 'x');
}

let atelier: TestAtelier;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  atelier = await createTestAtelier();
  [owner, stranger] = await Promise.all([atelier.signUp(), atelier.signUp()]);
});
afterAll(() => atelier?.close());

/**
 * The app's endpoints as `METHOD path`. Middleware (`app.use`, rate limiters, the API 404 catch-all) takes
 * `(c, next)` and passes requests on; endpoints take `(c)` and answer. Only endpoints are classified, so the
 * middleware stack can be reordered without touching this suite.
 */
function appRoutes(): string[] {
  return [
    ...new Set(
      atelier.app.routes.filter((route) => route.handler.length < 2).map((route) => `${route.method} ${route.path}`),
    ),
  ];
}

function middlewareCount(): number {
  return new Set(
    atelier.app.routes.filter((route) => route.handler.length >= 2).map((route) => `${route.method} ${route.path}`),
  ).size;
}

function anonymous(method: string, path: string, headers: Record<string, string> = {}) {
  // An empty JSON object: authorization must be decided before the body is validated.
  const body = method === 'GET' ? undefined : '{}';
  return atelier.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('R4 authorization: every route is classified', () => {
  it('no route left unclassified, no classification without a route', () => {
    const routes = appRoutes();
    const unclassified = routes.filter((route) => !(route in ROUTES));
    const stale = Object.keys(ROUTES).filter((route) => !routes.includes(route));
    expect(unclassified, 'new routes: add each to ROUTES in tests/reliability/authz.test.ts').toEqual([]);
    expect(stale, 'classified routes the app no longer has').toEqual([]);
  });

  it('anonymous, made-up and revoked credentials → 401 on every signed-in route; public and credential routes as classified', async () => {
    // A real session, then signed out: its token must stop working at once.
    const revoked = await atelier.signUp();
    const signOut = await revoked.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);

    const counts = { user: 0, admin: 0, public: 0, credential: 0, requests: 0 };
    for (const [key, access] of Object.entries(ROUTES)) {
      counts[access.access]++;
      const [method, pattern] = key.split(' ') as [string, string];
      const path = access.sample ?? samplePath(pattern);
      if (access.access === 'admin') {
        // Not an admin: signed in, but not in ADMIN_EMAILS.
        const response = await stranger.request(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        counts.requests++;
        expect(response.status, `${key} as a signed-in non-admin`).toBe(403);
      }
      if (access.access === 'user' || access.access === 'admin') {
        const credentials: Array<Record<string, string>> = [
          {},
          { authorization: 'Bearer not-a-real-token' },
          { authorization: `Bearer ${revoked.token}` },
          { cookie: 'better-auth.session_token=forged.value' },
        ];
        for (const headers of credentials) {
          const response = await anonymous(method, path, headers);
          counts.requests++;
          expect(response.status, `${key} with ${JSON.stringify(headers)}`).toBe(401);
          expect(((await response.json()) as { code: number }).code, key).toBe(-401);
        }
      } else {
        const response =
          access.access === 'credential' && access.body
            ? await atelier.request(path, { method, body: access.body() })
            : await anonymous(method, path);
        counts.requests++;
        if (access.access === 'credential') expect(response.status, key).toBe(access.status);
        else expect(response.status, `${key} (${access.why})`).not.toBe(401);
        expect(response.status, key).toBeLessThan(500);
      }
    }
    console.log(
      `R4 authz: ${appRoutes().length} endpoints classified (besides ${middlewareCount()} middleware): ` +
        `${counts.user} signed-in and ${counts.admin} admin → 401 for anonymous/forged/revoked (admin: 403 for other users), ${counts.public} public, ${counts.credential} by signature/token; ${counts.requests} requests`,
    );
  });
});

describe('R4 authorization: another user’s resources answer 404 and stay unchanged', () => {
  it('generation tasks', async () => {
    const taskId = crypto.randomUUID();
    await atelier.services.db
      .insert(aiTasks)
      .values({ id: taskId, userId: owner.id, tool: 'headshot', status: 'ok', input: {}, url: '/files/results/x.png' });
    expect((await owner.json(`/v1/AiTaskRecord/${taskId}`)).status).toBe(200);
    const stolen = await stranger.json(`/v1/AiTaskRecord/${taskId}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.data).toBeNull();
    // My creations: another user's task id cannot be deleted or regenerated (and is not listed).
    for (const action of ['delete', 'regenerate'])
      expect((await stranger.json(`/v1/generation/creations/${taskId}/${action}`, { method: 'POST' })).status).toBe(
        404,
      );
    const listed = await stranger.json<{ data: unknown[] }>('/v1/generation/creations');
    expect(listed.body.data.data).toEqual([]);
    expect((await owner.json(`/v1/AiTaskRecord/${taskId}`)).status).toBe(200);
  });

  it('library tasks and sub-tasks: read, track, update, delete, chat and translate', async () => {
    const taskId = crypto.randomUUID();
    const subtaskId = crypto.randomUUID();
    const { db } = atelier.services;
    await db.insert(mediaTasks).values({
      id: taskId,
      userId: owner.id,
      title: 'Owner’s video',
      status: 'ok',
      sourceUrl: 'https://example.com/v.mp4',
      transcript: [{ start: 0, end: 1, text: 'hello there' }],
    });
    await db
      .insert(mediaSubtasks)
      .values({ id: subtaskId, taskId, userId: owner.id, kind: 'chat', result: { answer: 'kept' } });
    const attempts: Array<[string, () => Promise<{ status: number }>]> = [
      ['read', () => stranger.json(`/user/task/read?id=${taskId}&site_id=31`)],
      ['read-sub', () => stranger.json(`/user/task/read-sub?task_id=${taskId}`)],
      ['track', () => stranger.request(`/user/task/track?id=${taskId}`)],
      ['update', () => stranger.json('/user/task/update', { json: { id: taskId, title: 'stolen' } })],
      ['update-sub', () => stranger.json('/user/task/update-sub', { json: { id: subtaskId, result: 'stolen' } })],
      [
        'edit-transcript',
        () => stranger.json('/user/task/edit-transcript', { json: { id: taskId, lines: [{ index: 0, text: 'x' }] } }),
      ],
      ['revert-transcript', () => stranger.json('/user/task/revert-transcript', { json: { id: taskId } })],
      ['delete-sub', () => stranger.json('/user/task/delete-sub', { json: { ids: [subtaskId] } })],
      ['delete', () => stranger.json('/user/task/delete', { json: { ids: [taskId] } })],
      [
        'CreateFun chat',
        () => stranger.json('/v1/ScreenApp/CreateFun', { json: { fun: 'chat', task_id: taskId, question: 'what?' } }),
      ],
      [
        'CreateFun translate',
        () => stranger.json('/v1/ScreenApp/CreateFun', { json: { fun: 'translate', task_id: taskId } }),
      ],
      ['chat', () => stranger.json('/v1/rabbit/chat', { json: { task_id: taskId, question: 'what?' } })],
      ['translate', () => stranger.json('/v1/rabbit/translate', { json: { task_id: taskId } })],
      ['summary', () => stranger.json('/v1/rabbit/summary', { json: { task_id: taskId } })],
    ];
    for (const [name, attempt] of attempts) expect((await attempt()).status, name).toBe(404);
    const list = await stranger.json<{ data: unknown[]; total: number }>('/user/task/list');
    expect(list.body.data.total).toBe(0);

    const [task] = await db.select().from(mediaTasks).where(eq(mediaTasks.id, taskId));
    expect(task).toMatchObject({ title: 'Owner’s video', userId: owner.id });
    const [subtask] = await db.select().from(mediaSubtasks).where(eq(mediaSubtasks.id, subtaskId));
    expect(subtask!.result).toEqual({ answer: 'kept' });
    expect((await owner.json(`/user/task/read?id=${taskId}`)).status).toBe(200);
    console.log(`R4 authz: ${attempts.length} cross-user library calls → 404, owner's task and sub-task unchanged`);
  });

  it('orders and sandbox checkouts', async () => {
    const plans = ((await (await atelier.request('/v1/plans')).json()) as { data: PlanItem[] }).data;
    const request = buildPaymentRequest(
      plans.find((plan) => plan.service_type === 'pro')!,
      'monthly',
      brand,
      {
        return_url: 'http://localhost:3000/callback/paypal/success',
        cancel_url: 'http://localhost:3000/callback/paypal/cancel',
      },
    );
    const started = await owner.json<PaymentResponseData>('/v1/payment/paypal', { json: request });
    expect(started.body.code).toBe(0);
    const paymentId = started.body.data.payment_id;
    const [order] = await atelier.services.db.select().from(orders).where(eq(orders.providerOrderId, paymentId));
    const orderNo = order!.orderNo;

    expect((await stranger.json(`/v1/orders/${orderNo}`)).status).toBe(404);
    expect((await stranger.json('/v1/payment/confirm', { json: { order_no: orderNo, canceled: true } })).status).toBe(
      404,
    );
    expect((await stranger.json(`/v1/payment/sandbox/${paymentId}`)).status).toBe(404);
    expect((await stranger.json<{ data: unknown[]; total: number }>('/v1/orders')).body.data.total).toBe(0);
    // The stranger cannot complete it either: the form token is only on the owner's checkout page.
    const view = await owner.json<SandboxCheckoutView>(`/v1/payment/sandbox/${paymentId}`);
    const forged = await atelier.request(view.body.data.complete_action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: crypto.randomBytes(32).toString('base64url') }).toString(),
    });
    expect(forged.status).toBe(403);
    const [unchanged] = await atelier.services.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(unchanged!.status).toBe('created');
    expect((await owner.json(`/v1/orders/${orderNo}`)).status).toBe(200);
  });

  it('private files need their own signed, unexpired URL', async () => {
    const { storage } = atelier.services;
    const key = `private/${owner.id}/${crypto.randomUUID()}.txt`;
    const otherKey = `private/${owner.id}/${crypto.randomUUID()}.txt`;
    await storage.put(key, Buffer.from('owner secret'), { contentType: 'text/plain' });
    await storage.put(otherKey, Buffer.from('other secret'), { contentType: 'text/plain' });
    const signed = new URL(await storage.url(key), 'http://localhost:3000');
    expect((await atelier.request(`${signed.pathname}${signed.search}`)).status).toBe(200);

    const otherSigned = new URL(await storage.url(otherKey), 'http://localhost:3000');
    const expires = signed.searchParams.get('expires')!;
    const attempts = [
      signed.pathname, // no signature
      `${signed.pathname}?expires=${expires}&signature=${'0'.repeat(64)}`, // forged
      `${signed.pathname}${otherSigned.search}`, // another file's signature
      `${signed.pathname}?expires=${Number(expires) + 60}&signature=${signed.searchParams.get('signature')}`, // extended expiry
      `${signed.pathname}?expires=1&signature=${signed.searchParams.get('signature')}`, // expired
      `/files/${encodeURIComponent(key)}`, // the whole key percent-encoded
    ];
    for (const path of attempts) {
      const response = await stranger.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });
});
