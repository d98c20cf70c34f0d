/**
 * Atelier's API with the in-process worker, for the task-throughput bench: PGlite in a throwaway data dir, or the
 * PostgreSQL database BENCH_DATABASE_URL names. The presentation tool's work is stubbed out IN THIS PROCESS ONLY
 * (its input schema and cost stay), so a task is pure pipeline: POST create → credits reserve → ai_tasks row →
 * pg-boss job → worker → no-op run → ok → settle. One user with plenty of credits; each task costs 1.
 * Also answers GET /__bench/tasks with the task counts by status. Prints `READY <port> <bearer token>`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '#server/app';
import { presentationTool } from '#server/domain/generation/presentation';
import { generationTools } from '#server/domain/generation/registry';
import { defineTool } from '#server/domain/generation/tools';
import { loadEnv } from '#server/env';
import { createAtelierServices } from '#server/composition';

// Swapped before anything looks a tool up (the registry indexes the list on first use).
const index = generationTools.indexOf(presentationTool);
if (index < 0) throw new Error('presentation tool not registered');
generationTools[index] = defineTool({ ...presentationTool, run: async () => ({ content: { bench: 'no-op' } }) });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-tasks-'));
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  RATE_LIMIT_CREATE_PER_MINUTE: '1000000',
  SIGNUP_CREDITS: '1000000',
  COST_PRESENTATION: '1',
  RUN_WORKER: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const services = await createAtelierServices(env, { runWorker: false });
// The in-process worker, as server/main.ts starts it.
await services.jobs.work(env.WORKER_CONCURRENCY);
const app = createApp(services);
const signUp = await app.request('http://localhost/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench-password-123' }),
});
const token = signUp.headers.get('set-auth-token');
if (!token) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);

async function taskCounts(): Promise<Response> {
  const { rows } = await services.database.raw.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM ai_tasks GROUP BY status',
  );
  return Response.json(Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])));
}

const server = serve(
  {
    fetch: (request) => (new URL(request.url).pathname === '/__bench/tasks' ? taskCounts() : app.fetch(request)),
    port: 0,
    hostname: '127.0.0.1',
  },
  (info) => console.log(`READY ${info.port} ${token}`),
);
process.on('SIGTERM', async () => {
  server.close();
  await services.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
