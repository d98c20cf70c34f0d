/** End-to-end journeys in real Chromium (playwright-core) against the built app served on a random port. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time: a journey mostly waits (on the server, the engines, the browser), so two share the two
    // cores well; each file has its own server, database and browser. Serial, the e2e step alone took ~20 minutes.
    fileParallelism: true,
    maxWorkers: 2,
    // Once more in CI, as the db project (docs/decisions/015-ci-retry.md); `npm test` names the tests that needed it.
    retry: process.env.CI ? 1 : 0,
    pool: 'forks',
  },
});
