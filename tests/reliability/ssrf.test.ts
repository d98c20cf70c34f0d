/**
 * R5 SSRF. Every endpoint that makes the server fetch a user-supplied URL is given hostile URLs: loopback in every
 * spelling (decimal, octal, hex, short, IPv4-mapped IPv6, unspecified), private, CGNAT, link-local and cloud metadata
 * (169.254.169.254, fd00:ec2::254), ULA, names that resolve there, and redirects from an allowed host to all of those.
 * Each must be refused — at the door (HTTP 4xx) or by the fetcher, which fails the task with the SSRF message —
 * and a canary HTTP server on 127.0.0.1 (where every loopback URL points) must receive no request at all.
 *
 * DNS is offline here, so names resolve through safe-fetch's injectable lookup (`setHostLookup`): made-up names
 * answer hostile addresses, as a rebinding or hostile DNS server would. The redirecting "allowed host" is such a
 * name too, listed in FETCH_ALLOWLIST; its hits prove each endpoint really fetched before refusing the next hop.
 */
import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import type { ServerTask } from '#contract/library';
import { setHostLookup, SSRF_REFUSED_MESSAGE } from '#server/net/safe-fetch';
import { startMediaServer, type MediaServer } from '../integration/library-helpers';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

const ALLOWED_HOST = 'media.allowed.test';

/** What the "DNS" answers for the made-up names (family 4 or 6 by the address). */
const HOSTILE_DNS: Record<string, string[]> = {
  [ALLOWED_HOST]: ['127.0.0.1'],
  // As the system resolver answers it (checkUrl refuses 'localhost' by name, not 'localhost.').
  localhost: ['127.0.0.1'],
  'loopback.rebind.test': ['127.0.0.1'],
  'loopback6.rebind.test': ['::1'],
  'mapped.rebind.test': ['::ffff:127.0.0.1'],
  'metadata.rebind.test': ['169.254.169.254'],
  'metadata6.rebind.test': ['fd00:ec2::254'],
  'private.rebind.test': ['10.1.2.3'],
  'ula.rebind.test': ['fd12:3456:789a::1'],
  'cgnat.rebind.test': ['100.64.0.7'],
  // One public and one loopback answer: every address must be public, not just the first.
  'mixed.rebind.test': ['93.184.216.34', '127.0.0.1'],
};

function fakeLookup(
  hostname: string,
  _family: number,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
): void {
  const answers = HOSTILE_DNS[hostname.toLowerCase().replace(/\.$/, '')];
  if (!answers)
    return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
  callback(
    null,
    answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

/** The hostile URLs; `P` is the canary's port, so anything reaching loopback lands on the canary. */
function hostileUrls(canaryPort: number, redirector: string): string[] {
  const P = canaryPort;
  const direct = [
    // Loopback, in every spelling the URL parser accepts.
    `http://127.0.0.1:${P}/x`,
    `http://localhost:${P}/x`,
    `http://LOCALHOST.:${P}/x`,
    `http://sub.localhost:${P}/x`,
    `http://[::1]:${P}/x`,
    `http://2130706433:${P}/x`,
    `http://017700000001:${P}/x`,
    `http://0x7f000001:${P}/x`,
    `http://0x7f.0.0.1:${P}/x`,
    `http://127.1:${P}/x`,
    `http://[::ffff:127.0.0.1]:${P}/x`,
    `http://[0:0:0:0:0:ffff:7f00:1]:${P}/x`,
    `http://0.0.0.0:${P}/x`,
    `http://[::]:${P}/x`,
    `https://127.0.0.1:${P}/x`,
    // Private, CGNAT, link-local, cloud metadata, ULA.
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://0xa9fea9fe/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    // Credentials in the URL.
    `http://user:pass@${ALLOWED_HOST}:${P}/x`,
    // Names that resolve to hostile addresses.
    ...Object.keys(HOSTILE_DNS)
      .filter((name) => name !== ALLOWED_HOST)
      .map((name) => `http://${name}:${P}/x`),
  ];
  const redirected = [
    `http://127.0.0.1:${P}/x`,
    `http://[::ffff:127.0.0.1]:${P}/x`,
    `http://2130706433:${P}/x`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    `http://loopback.rebind.test:${P}/x`,
    'http://metadata.rebind.test/latest/meta-data/',
    `file:///etc/passwd`,
  ].map((target) => `${redirector}/redirect?to=${encodeURIComponent(target)}`);
  return [...direct, ...redirected];
}

interface Endpoint {
  name: string;
  path: string;
  body: (url: string) => Record<string, unknown>;
  /** Where the task's outcome is read. */
  kind: 'generation' | 'library';
  /** The plan limits how many of these run at once. */
  limitedInProgress?: boolean;
}

/** Every endpoint whose input names a URL the server fetches (grep the contract and routers: image_urls, image_url, video_add, file_url, url). */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'headshot image_urls',
    path: '/v1/rabbit/NanoBanana',
    kind: 'generation',
    body: (url) => ({ tool: 'headshot', prompt: 'studio', image_urls: [url] }),
  },
  {
    name: 'colouring image_urls',
    path: '/v1/rabbit/NanoBanana',
    kind: 'generation',
    body: (url) => ({ tool: 'image-to-coloring', image_urls: [url] }),
  },
  {
    name: 'image-to-video image_url',
    path: '/v1/acedata/pixverse-video',
    kind: 'generation',
    body: (url) => ({ prompt: 'a slow pan', image_url: url }),
  },
  {
    name: 'watermark video_add',
    path: '/v1/sora2/WatermarkRemover',
    kind: 'generation',
    body: (url) => ({ video_add: url }),
    limitedInProgress: true,
  },
  {
    name: 'presentation file_url',
    path: '/v1/PPTDocmee/word2pptx',
    kind: 'generation',
    body: (url) => ({ file_url: url }),
  },
  { name: 'library import url', path: '/v1/ScreenApp/CreateTask', kind: 'library', body: (url) => ({ url }) },
];

let atelier: TestAtelier;
let user: TestUser;
let canary: MediaServer;
let redirector: MediaServer;

beforeAll(async () => {
  [canary, redirector] = await Promise.all([startMediaServer(), startMediaServer()]);
  setHostLookup(fakeLookup);
  atelier = await createTestAtelier({
    runWorker: true,
    env: {
      FETCH_ALLOWLIST: ALLOWED_HOST,
      FETCH_TIMEOUT_SECONDS: '3',
      SIGNUP_CREDITS: '100000',
      WORKER_CONCURRENCY: '16',
    },
  });
  user = await atelier.signUp();
});
afterAll(async () => {
  setHostLookup();
  await atelier?.close();
  await Promise.all([canary?.close(), redirector?.close()]);
});

type Outcome =
  { refusedAt: 'door'; status: number; msg: string } | { refusedAt: 'fetcher'; status: string; msg: string };

async function attempt(endpoint: Endpoint, url: string): Promise<{ taskId?: string; outcome?: Outcome }> {
  const { status, body } = await user.json<{ task_id: string }>(endpoint.path, { json: endpoint.body(url) });
  if (body.code !== 0) return { outcome: { refusedAt: 'door', status, msg: body.msg } };
  return { taskId: body.data.task_id };
}

async function finalState(endpoint: Endpoint, taskId: string): Promise<Outcome> {
  return waitFor(
    async () => {
      if (endpoint.kind === 'generation') {
        const { body } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
        return body.data.status === 'ok' || body.data.status === 'no'
          ? ({ refusedAt: 'fetcher', status: body.data.status, msg: body.data.msg } as const)
          : null;
      }
      const { body } = await user.json<ServerTask>(`/user/task/read?id=${taskId}`);
      return body.data.status === 'ok' || body.data.status === 'no'
        ? ({ refusedAt: 'fetcher', status: body.data.status, msg: body.data.error_reason ?? '' } as const)
        : null;
    },
    60_000,
    100,
  );
}

describe('R5 SSRF', () => {
  it('every URL-taking endpoint refuses every hostile URL and fetches nothing', async () => {
    const urls = hostileUrls(canary.port, `http://${ALLOWED_HOST}:${redirector.port}`);
    const redirects = urls.filter((url) => url.includes('/redirect?to=')).length;
    // Create everything first (the worker refuses in parallel), then read every task's final state.
    const pending: Array<{ endpoint: Endpoint; url: string; taskId?: string; outcome?: Outcome }> = [];
    for (const endpoint of ENDPOINTS) {
      for (const url of urls) {
        const entry: (typeof pending)[number] = { endpoint, url, ...(await attempt(endpoint, url)) };
        // A plan runs only so many watermark videos at once (3 on the free tier): settle each one before the next.
        if (endpoint.limitedInProgress && entry.taskId) entry.outcome = await finalState(endpoint, entry.taskId);
        pending.push(entry);
      }
    }
    for (const entry of pending)
      if (entry.taskId && !entry.outcome) entry.outcome = await finalState(entry.endpoint, entry.taskId);

    const failures = pending.filter(({ outcome }) => {
      if (!outcome) return true;
      // Refused at the door for the URL itself, never for something else (a plan limit would hide the fetcher).
      if (outcome.refusedAt === 'door') return outcome.status < 400 || outcome.status >= 500 || outcome.status === 403;
      return outcome.status !== 'no' || outcome.msg !== SSRF_REFUSED_MESSAGE;
    });
    expect(failures.map(({ endpoint, url, outcome }) => `${endpoint.name} ${url}: ${JSON.stringify(outcome)}`)).toEqual(
      [],
    );
    expect(canary.hits, 'requests that reached the loopback canary').toEqual([]);
    // The allowed host was really fetched by every endpoint for every redirect case: the endpoints do fetch,
    // and the hop after the redirect is what was refused.
    expect(redirector.hits.filter((hit) => hit.startsWith('/redirect')).length).toBe(ENDPOINTS.length * redirects);

    const atDoor = pending.filter(({ outcome }) => outcome?.refusedAt === 'door').length;
    console.log(
      `R5 SSRF: ${ENDPOINTS.length} endpoints × ${urls.length} hostile URLs → ${pending.length - failures.length} refused ` +
        `(${atDoor} at the door, ${pending.length - atDoor} by the fetcher, task failed), 0 fetched (canary: ${canary.hits.length} requests; ` +
        `${redirector.hits.length} redirects followed from the allowed host, every next hop refused)`,
    );
  });
});
