/**
 * Lists the tests that passed only on a retry (CI retries db and e2e tests once, see vitest.config.ts) in the file named
 * by FLAKY_REPORT, so `npm test` can print them at its end: a retry must not hide instability, only stop one slow
 * moment on a loaded machine from failing the whole run. Each line carries what the failed attempt said (its first
 * error's first line): without it such a flake cannot be investigated once the run is gone.
 *
 * It also lists the run's unhandled errors (an error thrown or a promise rejected outside any test) in the file named by
 * UNHANDLED_REPORT. Vitest fails the run for them while every test passed, and prints them only in the middle of a long
 * log; `npm test` prints them again at its end, where a CI log is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestCase, TestModule } from 'vitest/node';

const firstLine = (text: string | undefined): string => (text ?? '').split('\n')[0]!.slice(0, 300);

export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const file = process.env.FLAKY_REPORT;
    const diagnostic = testCase.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    const where = path.relative(process.cwd(), testCase.module.moduleId);
    // A test that passed on a retry still reports the errors of the attempts before.
    const firstError = testCase.result().errors?.[0];
    const said = firstError ? `: ${firstLine(firstError.message ?? String(firstError))}` : '';
    fs.appendFileSync(file, `${where} › ${testCase.fullName} (passed on retry ${diagnostic.retryCount})${said}\n`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const file = process.env.UNHANDLED_REPORT;
    if (!file) return;
    for (const error of unhandledErrors) {
      // Vitest names the test file that was running when the error surfaced, when it knows it.
      const testPath =
        typeof error.VITEST_TEST_PATH === 'string' ? path.relative(process.cwd(), error.VITEST_TEST_PATH) : '';
      const origin = [testPath, error.VITEST_TEST_NAME, error.type].filter(Boolean).join(' · ');
      const stackTop = (error.stack ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('at '))
        .slice(0, 3)
        .join(' | ');
      fs.appendFileSync(
        file,
        `${origin ? `${origin}: ` : ''}${error.name ?? 'Error'}: ${firstLine(error.message)}${stackTop ? ` (${stackTop})` : ''}\n`,
      );
    }
  }
}
