/**
 * `npm run bench`: runs every benchmark script in bench/ in turn (each prints its own figures).
 * Pass names to run a subset: `npm run bench -- user-info colouring`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts')
  .map((name) => name.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const summary: Array<{ benchmark: string; status: string; seconds: string }> = [];
for (const name of scripts) {
  console.log(`\n════ bench/${name}.ts ════`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], { stdio: 'inherit' });
  summary.push({ benchmark: name, status: result.status === 0 ? 'ok' : `failed (${result.status})`, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\nBenchmarks run:');
console.table(summary);
