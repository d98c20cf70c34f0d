/**
 * Unit and integration tests, in four projects:
 * - `unit`: server and contract `*.test.ts` files that need no database. No database setup, so a pure file runs in
 *   well under a second.
 * - `db`: `*.db.test.ts` files beside the code, and the suites in tests/integration and tests/reliability, against
 *   one migrated template database built once per run by tests/setup/global-setup.ts — PGlite by default,
 *   PostgreSQL with ATELIER_TEST_DB=postgres and TEST_DATABASE_URL.
 * - `web`: component tests in jsdom; `web-isolated`: those of them that mock modules (vi.mock).
 * The e2e journeys have their own config (vitest.e2e.config.ts).
 *
 * `db` and `web` do not isolate their files (decision 018): a worker imports the server's module graph, or sets up
 * jsdom, once for all the files it runs, instead of once per file. Module mocks would then leak from file to file, so
 * a component test that mocks a module runs in `web-isolated`, found here by its `vi.mock(` call.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const COMPONENT_TESTS = ['app/**/*.test.ts', 'app/**/*.test.tsx'];

/** The component test files that mock a module, relative to the root. */
function componentTestsThatMock(dir = 'app'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return componentTestsThatMock(file);
    if (!/\.test\.tsx?$/.test(entry.name)) return [];
    return /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}
const mockingComponentTests = componentTestsThatMock();

// Suites here wait on child processes (ffmpeg, pocketsphinx) and job polling more than they compute.
const slowSuiteTimeouts = { testTimeout: 60_000, hookTimeout: 120_000 };
// In CI a database-backed test that fails is run once more (docs/decisions/015-ci-retry.md): one late heartbeat on a
// loaded 2-core machine must not throw away a session's work. `npm test` prints every test that passed only on retry.
const ciRetry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    // Most integration time is spent waiting (job polling, ffmpeg, pocketsphinx in child processes), so three
    // workers beat the default of cores − 1 (one, on our 2-core machines).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.db.test.ts'],
          // Only a scratch folder (ATELIER_TEST_WORKDIR); a unit file that reaches for the database helpers fails
          // loudly ("global-setup.ts did not run") and belongs in `db` as `*.db.test.ts`.
          globalSetup: ['tests/setup/work-dir.ts'],
          ...slowSuiteTimeouts,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'db',
          environment: 'node',
          include: [
            'server/**/*.db.test.ts',
            'contract/**/*.db.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/global-setup.ts'],
          ...slowSuiteTimeouts,
          retry: ciRetry,
          pool: 'forks',
          // Each file opens its own database and services and closes them; what it imports is shared (header).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: COMPONENT_TESTS,
          exclude: [...configDefaults.exclude, ...mockingComponentTests],
          setupFiles: ['tests/setup/web-setup.ts'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          // An empty list would mean vitest's default pattern, every test file.
          include: mockingComponentTests.length ? mockingComponentTests : ['(no component test mocks a module)'],
          setupFiles: ['tests/setup/web-setup.ts'],
        },
      },
    ],
  },
});
