#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, make sure a secret exists,
// then run the server (TypeScript through tsx). `--no-worker` (`npm run start:web`) serves without the in-process
// worker: one of several web processes on PostgreSQL, with `npm run worker` processes doing the jobs.
// ATELIER_BUILD_DIR picks the build directory (default build/), as server/main.ts and react-router.config.ts do.
import { spawnSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
// Configuration may live in .env (see .env.example); real environment variables win.
if (fs.existsSync('.env')) {
  const fromFile = { ...process.env };
  process.loadEnvFile('.env');
  Object.assign(process.env, fromFile);
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const webOnly = process.argv.includes('--no-worker');
if (webOnly && !process.env.DATABASE_URL) {
  console.error(
    'npm run start:web needs DATABASE_URL: without the worker, jobs are done by `npm run worker` processes, which share a PostgreSQL database.',
  );
  process.exit(1);
}
if (webOnly && !process.env.AUTH_SECRET) {
  // A per-directory secret would differ between replicas: sessions and signed file URLs would not carry over.
  console.error(
    'npm run start:web needs AUTH_SECRET: set the same 32+ character secret on every web and worker process.',
  );
  process.exit(1);
}

const buildMarker = path.join(path.resolve(root, process.env.ATELIER_BUILD_DIR ?? 'build'), 'server', 'index.js');
const sources = ['app', 'contract', 'content', 'vite.config.ts', 'react-router.config.ts', 'package.json'];
const stale = !fs.existsSync(buildMarker) || newestMtime(sources) > fs.statSync(buildMarker).mtimeMs;
if (stale) {
  console.log('Building Atelier …');
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, NODE_ENV: 'production' };
if (webOnly) env.RUN_WORKER = 'false';
if (!env.AUTH_SECRET) {
  // A fresh install works without configuration: one random secret per data directory.
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  fs.mkdirSync(dataDir, { recursive: true });
  const secretFile = path.join(dataDir, 'secret');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  env.AUTH_SECRET = fs.readFileSync(secretFile, 'utf8').trim();
}

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
