/**
 * Lists the tests that passed only on a retry (CI retries db and e2e tests once, see vitest.config.ts) in the file named
 * by FLAKY_REPORT, so `npm test` can print them at its end: a retry must not hide instability, only stop one slow
 * moment on a loaded machine from failing the whole run.
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
    fs.appendFileSync(file, `${where} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount})\n`);
  }
}
