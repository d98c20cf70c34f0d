/**
 * Real Atelier processes for the scale-out and crash suites: web processes (tests/reliability/api-server.ts,
 * through tests/helpers/server-process.ts) and `server/worker.ts` workers, sharing one database and DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startServer, type ServerProcess } from '../helpers/server-process';

/** Every process of one deployment signs and checks the same file URLs and sessions. */
export const SHARED_SECRET = 'reliability-secret-0123456789-0123456789';

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM (graceful) or SIGKILL with `{ kill: true }`. */
  stop: (options?: { kill?: boolean }) => Promise<void>;
}

export async function startWeb(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  return startServer({
    entry: path.join('tests', 'reliability', 'api-server.ts'),
    env: { AUTH_SECRET: SHARED_SECRET, ...env },
    port,
    dataDir: env.DATA_DIR,
  });
}

/** Starts `server/worker.ts` (what `npm run worker` runs) and waits for its "worker started" line. */
export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<WorkerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production', AUTH_SECRET: SHARED_SECRET, LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (!output.includes('"msg":"worker started"')) {
    if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    output: () => output,
    stop: async ({ kill = false } = {}) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(kill ? 'SIGKILL' : 'SIGTERM');
      await exited;
    },
  };
}

/** Job ids this worker started, one entry per run, from its debug log ("job started" lines). */
export function jobRuns(output: string, jobName: string): string[] {
  const runs: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"job started"')) continue;
    try {
      const entry = JSON.parse(line) as { job?: string; jobId?: string };
      if (entry.job === jobName && entry.jobId) runs.push(entry.jobId);
    } catch {
      /* a partial line */
    }
  }
  return runs;
}

export interface ApiUser {
  id: string;
  token: string;
}

/** Signs a user up through Better Auth on a web process; the bearer token works on every web process. */
export async function signUp(baseUrl: string, publicOrigin = new URL(baseUrl).origin): Promise<ApiUser> {
  const email = `user-${crypto.randomUUID()}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    // Node's fetch sends Sec-Fetch-Mode, so Better Auth's CSRF check wants the Origin a browser would send.
    headers: { 'content-type': 'application/json', origin: publicOrigin },
    body: JSON.stringify({ name: 'Load User', email, password: 'correct-horse-battery' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error('sign-up returned no bearer token');
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, token };
}

export async function apiJson<T>(
  baseUrl: string,
  user: ApiUser,
  route: string,
  json?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}
