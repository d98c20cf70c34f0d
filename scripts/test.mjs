#!/usr/bin/env node
// `npm test`: lint, typecheck, the vitest projects unit + db + web on PGlite, the db project again on PostgreSQL when
// TEST_DATABASE_URL is set, then the e2e journeys in real Chromium against a fresh build.
// Ends with one line: "N passed, N failed, N skipped".
// Flags: --only <step> / --skip <step> (steps: lint (eslint + prettier), typecheck, unit, postgres, e2e).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const skip = new Set(args.flatMap((arg, i) => (arg === '--skip' ? [args[i + 1]] : [])));
const wanted = (step) => (only ? only === step : !skip.has(step));
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test with the first line of its error, printed again at the very end: a CI log is often read from its tail. */
const failedTests = [];
const flakyReport = path.join(reportDir, 'passed-on-retry.txt');
/** Errors thrown outside any test: vitest fails the step for them while every test passes. */
const unhandled = [];

function run(label, command, commandArgs, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failures.push(label);
    console.log(`✗ ${label} failed (${seconds}s)`);
  } else {
    console.log(`✓ ${label} (${seconds}s)`);
  }
  return result.status === 0;
}

function firstLine(message) {
  return (
    (message ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? '(no message)'
  );
}

function vitest(label, configArgs, env = {}) {
  const stem = label.replace(/\W+/g, '-');
  const report = path.join(reportDir, `${stem}.json`);
  const unhandledReport = path.join(reportDir, `${stem}-unhandled.txt`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...configArgs,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./tests/setup/flaky-reporter.ts',
      `--outputFile.json=${report}`,
    ],
    { FLAKY_REPORT: flakyReport, UNHANDLED_REPORT: unhandledReport, ...env },
  );
  if (fs.existsSync(unhandledReport)) {
    for (const line of fs.readFileSync(unhandledReport, 'utf8').trim().split('\n'))
      unhandled.push(`${label} · ${line}`);
  }
  try {
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += data.numPassedTests ?? 0;
    totals.failed += data.numFailedTests ?? 0;
    totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    if (!ok && (data.numFailedTests ?? 0) === 0) totals.failed += 1; // a suite that failed to load counts
    const failedFile = (data.testResults ?? []).some((file) => file.status === 'failed');
    if (!ok && (data.numFailedTests ?? 0) === 0 && !failedFile && !unhandled.some((line) => line.startsWith(label)))
      failedTests.push(
        `${label}: vitest failed the step with no failed test and no unhandled error; its output says why`,
      );
    for (const file of data.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name ?? '');
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
        failedTests.push(`${label} · ${where}: ${firstLine(file.message)}`);
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failedTests.push(`${label} · ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  } catch {
    if (!ok) totals.failed += 1;
  }
  return ok;
}

if (wanted('lint')) {
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  // No import cycle, and the server's layers import only downward (.dependency-cruiser.cjs).
  run('layers', 'npx', [
    'depcruise',
    'server',
    'contract',
    'app',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'err',
  ]);
}
if (wanted('typecheck')) {
  if (run('typegen', 'npx', ['react-router', 'typegen'])) run('typecheck', 'npx', ['tsc', '--noEmit']);
}
if (wanted('unit')) {
  vitest(
    'unit + db + web (PGlite)',
    ['--project', 'unit', '--project', 'db', '--project', 'web', '--project', 'web-isolated'],
    {
      ATELIER_TEST_DB: 'pglite',
    },
  );
}
if (wanted('postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    // Only the database-backed suites: unit and web results do not depend on the database. The R7 fuzz sends 1,000
    // generated requests per endpoint on PGlite; here 250 (other random ones): the requests' handling does not depend
    // on the database, and the full count twice took a fifth of the whole run.
    vitest('db (PostgreSQL)', ['--project', 'db'], {
      ATELIER_TEST_DB: 'postgres',
      R7_RUNS: process.env.R7_RUNS ?? '250',
    });
  } else {
    console.log('\n(PostgreSQL suite skipped: set TEST_DATABASE_URL=postgres://… to run it)');
  }
}
if (wanted('e2e')) {
  if (run('build', 'npx', ['react-router', 'build']))
    vitest('e2e (Chromium)', ['-c', 'vitest.e2e.config.ts'], { ATELIER_TEST_DB: 'pglite' });
  else totals.failed += 1;
}

const passedOnRetry = fs.existsSync(flakyReport) ? fs.readFileSync(flakyReport, 'utf8').trim() : '';
if (passedOnRetry) console.log(`\nPassed only on retry (unstable, fix them):\n${passedOnRetry.replace(/^/gm, '  ~ ')}`);
fs.rmSync(reportDir, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
if (unhandled.length)
  console.log(`\nUnhandled errors (outside any test):\n${unhandled.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
