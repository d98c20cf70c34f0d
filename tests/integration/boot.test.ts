/** Boot-time guards: a bad env value names the variable; a second process cannot open the same PGlite directory. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from '#server/db/client';
import { EnvError, loadEnv } from '#server/env';

describe('env', () => {
  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ NODE_ENV: 'test', SIGNUP_CREDITS: '-5' })).toThrow(/SIGNUP_CREDITS/);
    expect(() => loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
  });

  it('applies the documented defaults', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_ID: '31',
      SIGNUP_CREDITS: 100,
      LOW_CREDIT_THRESHOLD: 20,
      IMAGE_UPLOAD_MAX_MB: 10,
      VIDEO_UPLOAD_MAX_MB: 100,
    });
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
  });
});

// Runs in the PGlite pass only (it needs that pass's template dump); the PostgreSQL pass has nothing to add here.
describe.runIf(process.env.ATELIER_TEST_DB !== 'postgres')('embedded database ownership', () => {
  it('refuses a second owner of a PGlite directory with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'lock-'));
    const dumpPath = process.env.ATELIER_TEST_PGLITE_DUMP!;
    const first = await openDatabase({
      pgliteDir: path.join(dir, 'db'),
      loadDataDir: new Blob([fs.readFileSync(dumpPath)]),
      migrate: false,
    });
    try {
      await expect(openDatabase({ pgliteDir: path.join(dir, 'db'), migrate: false })).rejects.toThrow(
        DatabaseLockedError,
      );

      // A real second process (the production entry) exits with the message instead of opening it.
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dir,
          AUTH_SECRET: 'x'.repeat(40),
          PORT: '0',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/in use by another Atelier process/);
    } finally {
      await first.close();
    }
    // Once released, the directory opens again.
    const again = await openDatabase({ pgliteDir: path.join(dir, 'db'), migrate: false });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
