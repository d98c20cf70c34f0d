#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, make sure a secret exists,
// then run the server (TypeScript through tsx). `--no-worker` serves without the in-process worker.
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

const buildMarker = path.join(root, 'build', 'server', 'index.js');
const sources = ['app', 'contract', 'content', 'vite.config.ts', 'react-router.config.ts', 'package.json'];
const stale = !fs.existsSync(buildMarker) || newestMtime(sources) > fs.statSync(buildMarker).mtimeMs;
if (stale) {
  console.log('Building Atelier …');
  const result = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...process.env, NODE_ENV: 'production' };
if (process.argv.includes('--no-worker')) env.RUN_WORKER = 'false';
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
