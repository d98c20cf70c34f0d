/**
 * Lists the tests that passed only on a retry (CI retries db and e2e tests once, see vitest.config.ts) in the file named
 * by FLAKY_REPORT, so `npm test` can print them at its end: a retry must not hide instability, only stop one slow
 * moment on a loaded machine from failing the whole run. Each line carries what the failed attempt said (its first
 * error's first line): without it such a flake cannot be investigated once the run is gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const file = process.env.FLAKY_REPORT;
    const diagnostic = testCase.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    const where = path.relative(process.cwd(), testCase.module.moduleId);
    // A test that passed on a retry still reports the errors of the attempts before.
    const firstError = testCase.result().errors?.[0];
    const said = firstError ? `: ${(firstError.message ?? String(firstError)).split('\n')[0]!.slice(0, 300)}` : '';
    fs.appendFileSync(file, `${where} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount})${said}\n`);
  }
}
