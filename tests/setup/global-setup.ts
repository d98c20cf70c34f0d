/**
 * Global setup of the `db` project (and of the e2e config). Builds one migrated database per test run (with pg-boss's
 * schema installed) so each test file starts from a copy instead of migrating anew: a PGlite data-dir dump (and the
 * same as a directory, for server processes), and on PostgreSQL a template database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type PGlite } from '@electric-sql/pglite';
import { openDatabase } from '#server/db/client';
import { createTestWorkDir } from './work-dir';

export default async function globalSetup() {
  const { workDir, remove: removeWorkDir } = createTestWorkDir();

  if ((process.env.ATELIER_TEST_DB ?? 'pglite') === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('ATELIER_TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `atelier_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = withDatabase(adminUrl, template);
    const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, wait: true, close: true });
    await handle.close();
    process.env.ATELIER_TEST_PG_TEMPLATE = template;
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
        [`atelier_t_${process.pid}_%`, template],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
      removeWorkDir();
    };
  }

  const handle = await openDatabase({});
  const lite = handle.lite as PGlite;
  const executeSql = async (text: string, values?: unknown[]) =>
    values?.length ? lite.query(text, values) : lite.exec(text).then((results) => results.at(-1) ?? { rows: [] });
  const boss = new PgBoss({ db: { executeSql }, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
  const dump = await lite.dumpDataDir('none');
  const dumpPath = path.join(workDir, 'template.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env.ATELIER_TEST_PGLITE_DUMP = dumpPath;
  // The same database as a data directory: a server process started by a test (tests/helpers/server-process.ts)
  // starts from a copy of it. Creating and migrating its database took ~2.5 s of every such start; the copy 0.3 s.
  const templateDir = path.join(workDir, 'template-db');
  const unpacked = await openDatabase({ pgliteDir: templateDir, loadDataDir: new Blob([dump]), migrate: false });
  await unpacked.close();
  process.env.ATELIER_TEST_PGLITE_DIR = templateDir;
  return removeWorkDir;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
