/**
 * Database connection: PGlite under DATA_DIR/db by default, PostgreSQL when DATABASE_URL is set.
 * Same schema and migrations on both. A PGlite directory is owned by exactly one process:
 * a second process fails with a clear message instead of silently corrupting it; the lock of a process that
 * died (kill -9) is taken over at once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: domain functions accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** Rows of a statement Drizzle cannot build (data-modifying CTEs): both drivers answer `{ rows }`. */
export async function queryRows<Row>(executor: Executor, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as { rows: Row[] };
  return result.rows;
}

/** Runs raw SQL (pg-boss, LISTEN/NOTIFY helpers) against whichever engine is in use. */
export interface RawSql {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
  exec(text: string): Promise<void>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  raw: RawSql;
  /** Present on PGlite: the instance, for tests (dumpDataDir) and LISTEN. */
  lite?: PGlite;
  /** Present on PostgreSQL: the pool. */
  pool?: pg.Pool;
  connectionString?: string;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {}

interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; omitted = in-memory (tests). */
  pgliteDir?: string;
  /** A dumped PGlite data dir to start from (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : await openPglite(options.pgliteDir, options.loadDataDir);
  if (options.migrate !== false) await runMigrations(handle);
  return handle;
}

async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    // Replicas booting together on one database would race (Drizzle's migrator takes no lock): one at a time,
    // under a session advisory lock on a dedicated connection; the others then find nothing left to apply.
    const client = await handle.pool!.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', ['atelier:migrations']);
      await migratePg(drizzlePg(client, { schema }) as unknown as Parameters<typeof migratePg>[0], {
        migrationsFolder,
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', ['atelier:migrations']).catch(() => {});
      client.release();
    }
  }
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client can lose its connection (server restart, a dropped test database): the pool discards it and
  // the next query opens a new one, so this must not become an uncaught exception.
  pool.on('error', () => {});
  // Fail at boot, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    connectionString,
    raw: {
      query: async (text, values) => {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
      exec: async (text) => {
        await pool.query(text);
      },
    },
    close: () => pool.end(),
  };
}

/** Who holds a PGlite directory's lock, written beside it, so that a dead owner's lock is taken over at once. */
interface LockOwner {
  pid: number;
  hostname: string;
  /** The process's start time (Linux /proc), so that a reused pid is not mistaken for the owner. */
  started: string | null;
}

/** Directories this process has open: a second open here is refused even though the owner pid is ours. */
const ownedDirs = new Set<string>();

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); null where there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(ownerPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname, started: typeof owner.started === 'string' ? owner.started : null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the recorded owner still runs. `unknown` (no owner file, or an owner on another host sharing the
 * volume) leaves the decision to proper-lockfile's staleness (15 s without updates). This very pid counts as
 * gone unless this process has the directory open (a container restarted with the same pid).
 */
function ownerState(owner: LockOwner | null, dir: string): 'alive' | 'gone' | 'unknown' {
  if (!owner || owner.hostname !== os.hostname()) return 'unknown';
  if (owner.pid === process.pid) return ownedDirs.has(dir) ? 'alive' : 'gone';
  if (!isProcessAlive(owner.pid)) return 'gone';
  const started = processStartTime(owner.pid);
  return owner.started && started && owner.started !== started ? 'gone' : 'alive';
}

async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  const ownerPath = `${dir}.lock-owner.json`;
  const take = async () => {
    const release = await lockfile.lock(dir, { stale: 15_000, update: 5_000, lockfilePath: lockPath });
    ownedDirs.add(dir);
    const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), started: processStartTime(process.pid) };
    fs.writeFileSync(ownerPath, JSON.stringify(owner));
    return async () => {
      ownedDirs.delete(dir);
      fs.rmSync(ownerPath, { force: true });
      await release();
    };
  };
  try {
    const owner = readLockOwner(ownerPath);
    const state = ownerState(owner, dir);
    // A live owner keeps its lock even when it could not refresh it for a while (a blocked event loop).
    if (state === 'alive') throw new Error('the owner runs');
    try {
      return await take();
    } catch (error) {
      // After a kill -9 the lock stays fresh for up to 15 s: take it over now, as its owner is gone.
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || state !== 'gone') throw error;
      // Re-read right before removing: another starter may have taken it over meanwhile.
      if (JSON.stringify(readLockOwner(ownerPath)) !== JSON.stringify(owner)) throw error;
      fs.rmSync(lockPath, { recursive: true, force: true });
      return await take();
    }
  } catch {
    throw new DatabaseLockedError(
      `The embedded database at ${dir} is in use by another Atelier process. ` +
        'Stop that process, or point DATA_DIR elsewhere, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
  }
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let release: (() => Promise<void>) | undefined;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = await lockDataDir(path.resolve(dir));
  }
  const lite = await PGlite.create({ dataDir: dir, loadDataDir });
  const db = drizzlePglite(lite, { schema }) as unknown as Database;
  // PGlite is single-connection: serialize raw statements with drizzle's own use of it.
  return {
    kind: 'pglite',
    db,
    lite,
    raw: {
      query: async (text, values) => {
        const result = await lite.query(text, values as unknown[] | undefined);
        return { rows: result.rows as never[] };
      },
      exec: async (text) => {
        await lite.exec(text);
      },
    },
    close: async () => {
      await lite.close();
      await release?.();
    },
  };
}
