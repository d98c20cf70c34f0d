/**
 * `npm run bench`: runs every benchmark script in bench/ in turn (each prints its own figures and reports its
 * headline ones through bench/lib/report.ts), then prints ONE table of every figure against the issue's targets.
 * Pass names to run a subset: `npm run bench -- user-info colouring`.
 *
 * The pages benches (marketing, web-perf) share one production build, made here once into ATELIER_BUILD_DIR
 * (default build-bench/) and handed to them with --no-build. The results also stay in bench/results/latest.jsonl.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './lib/build';
import { readResults, resultsTable, RESULTS_FILE_ENV } from './lib/report';

const dir = import.meta.dirname;
const wanted = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  // Scratch files (a leading underscore) are nobody's benchmark.
  .filter((name) => name.endsWith('.ts') && name !== 'run.ts' && !name.startsWith('_'))
  .map((name) => name.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const resultsFile = path.join(dir, 'results', 'latest.jsonl');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.rmSync(resultsFile, { force: true });

const PAGE_BENCHES = new Set(['marketing', 'web-perf']);
const buildDir = path.resolve(process.env.ATELIER_BUILD_DIR ?? 'build-bench');
let built = false;
let buildError = '';
if (scripts.some((name) => PAGE_BENCHES.has(name))) {
  console.log(`building the app into ${path.relative(process.cwd(), buildDir)}/ for the page benchmarks …`);
  try {
    buildApp(buildDir);
    built = true;
  } catch (error) {
    // The other benchmarks need no build: report the failure and go on without the page benches.
    buildError = error instanceof Error ? error.message : String(error);
    console.error(buildError);
  }
}

const started = Date.now();
const runs: Array<{ benchmark: string; status: string; seconds: string }> = [];
for (const name of scripts) {
  console.log(`\n════ bench/${name}.ts ════`);
  if (buildError && PAGE_BENCHES.has(name)) {
    runs.push({ benchmark: name, status: 'skipped: build failed', seconds: '0' });
    continue;
  }
  const scriptStarted = Date.now();
  const args = built && PAGE_BENCHES.has(name) ? ['--no-build'] : [];
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ATELIER_BUILD_DIR: buildDir, [RESULTS_FILE_ENV]: resultsFile },
  });
  runs.push({
    benchmark: name,
    status: result.status === 0 ? 'ok' : `exit ${result.status ?? result.signal}`,
    seconds: ((Date.now() - scriptStarted) / 1000).toFixed(1),
  });
}

console.log('\nBenchmark scripts:');
console.table(runs);
const results = readResults(resultsFile);
const missed = results.filter((result) => result.met === false).length;
const withTarget = results.filter((result) => result.met !== null).length;
console.log(
  `\nAll figures (${new Date().toISOString()}, ${((Date.now() - started) / 60_000).toFixed(1)} min, ${withTarget - missed} of ${withTarget} targets met):\n`,
);
console.log(resultsTable(results));
const silent = runs.filter((run) => !results.some((result) => result.bench === run.benchmark));
if (silent.length)
  console.log(`\nNo figures from: ${silent.map((run) => `${run.benchmark} (${run.status})`).join(', ')}`);
// A script that crashed is a failure; a missed target is a figure, shown above.
process.exitCode = runs.some((run) => run.status !== 'ok' && !results.some((result) => result.bench === run.benchmark))
  ? 1
  : 0;
