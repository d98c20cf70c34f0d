/**
 * Unit and integration tests. `node` runs server, contract and integration suites against the database
 * chosen by ATELIER_TEST_DB (pglite by default; postgres with TEST_DATABASE_URL); `web` runs component tests in jsdom.
 * The e2e journeys have their own config (vitest.e2e.config.ts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most integration time is spent waiting (job polling, ffmpeg, pocketsphinx in child processes), so three
    // workers beat the default of cores − 1 (one, on our 2-core machines).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
          setupFiles: ['tests/setup/web-setup.ts'],
        },
      },
    ],
  },
});
