/** A fresh, migrated database for one test: a PGlite copy of the run's template, or a new PostgreSQL database. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.ATELIER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database from the run's template and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = process.env.ATELIER_TEST_PG_TEMPLATE!;
  const name = `atelier_t_${process.ppid}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Concurrent CREATE DATABASE from one template can collide briefly; retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await client.end();
    },
  };
}

export interface OpenTestDatabaseOptions {
  /** PGlite only: keep the database in this directory (to reopen it after a simulated restart). */
  pgliteDir?: string;
  /** PostgreSQL only: reuse this database URL instead of creating one. */
  postgresUrl?: string;
  poolSize?: number;
}

export async function openTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'postgres') {
    if (options.postgresUrl)
      return openDatabase({ databaseUrl: options.postgresUrl, migrate: false, poolSize: options.poolSize });
    const created = await createPostgresDatabase();
    const handle = await openDatabase({ databaseUrl: created.url, migrate: false, poolSize: options.poolSize });
    const close = handle.close;
    return {
      ...handle,
      close: async () => {
        await close();
        await created.drop();
      },
    };
  }
  const dumpPath = process.env.ATELIER_TEST_PGLITE_DUMP;
  if (!dumpPath) throw new Error('tests/setup/global-setup.ts did not run (ATELIER_TEST_PGLITE_DUMP unset)');
  const reopening = options.pgliteDir && fs.existsSync(`${options.pgliteDir}/PG_VERSION`);
  const loadDataDir = reopening ? undefined : new Blob([fs.readFileSync(dumpPath)]);
  return openDatabase({ pgliteDir: options.pgliteDir, loadDataDir, migrate: false });
}
