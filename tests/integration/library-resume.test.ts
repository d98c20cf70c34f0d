/**
 * Media library reliability: a worker stopped in the middle of a transcript resumes on restart and completes
 * (finished steps are not redone, credits are charged once); and on PostgreSQL, live progress crosses process
 * boundaries — a worker in one app instance, the browser's event stream on another (LISTEN/NOTIFY).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerTask } from '#contract/library';
import { creditEntries, mediaTasks } from '#server/db/schema';
import { PostgresEventBus } from '#server/events/bus';
import { createPostgresDatabase, openTestDatabase, testDatabaseKind } from '../helpers/database';
import { tempDir } from '../helpers/media';
import { createTestAtelier, waitFor, type TestAtelier } from '../helpers/test-app';
import { createTask, readSse, SPEECH_MP4, uploadMp4 } from './library-helpers';
import { createLogger } from '#server/logger';

const onPostgres = testDatabaseKind() === 'postgres';

/**
 * The fixture's speech 24 times over (~6.8 min): long enough that the transcript is still mid-way after the 5 s a
 * graceful stop gives a running job. The offline recogniser (Moonshine) decodes ~70 s of speech in about 2.5 s on an
 * idle machine, so a shorter file finishes during the stop and the test sees `ok` (it did, with four times over).
 */
function longSpeechMp4(): Buffer {
  const file = path.join(tempDir('library-long-'), 'long.mp4');
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-stream_loop',
    '23',
    '-i',
    SPEECH_MP4,
    '-c',
    'copy',
    file,
  ]);
  return fs.readFileSync(file);
}

describe('media task resumes after the worker stops mid-processing', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('completes on restart without redoing finished steps or charging twice', async () => {
    const dataDir = tempDir('library-resume-');
    const pgliteDir = path.join(dataDir, 'db');
    let postgresUrl: string | undefined;
    if (onPostgres) {
      const created = await createPostgresDatabase();
      postgresUrl = created.url;
      cleanups.push(created.drop);
    }
    const open = () => openTestDatabase(onPostgres ? { postgresUrl } : { pgliteDir });

    let first: TestAtelier | null = await createTestAtelier({ runWorker: true, database: await open(), dataDir });
    cleanups.push(async () => first?.close());
    const user = await first.signUp();
    const url = await uploadMp4(user, longSpeechMp4(), 'long.mp4');
    const { body } = await createTask(user, url, 'Long reading');
    expect(body.code).toBe(0);
    const id = body.data.task_id;

    const readRow = async (atelier: TestAtelier) =>
      (await atelier.services.db.select().from(mediaTasks).where(eq(mediaTasks.id, id)))[0]!;
    // Wait until the transcript is under way (thumbnail done, speech recognition running).
    const midway = await waitFor(
      async () => {
        const row = await readRow(first!);
        return row.progress >= 46 && row.thumbnailKey ? row : null;
      },
      90_000,
      100,
    );
    expect(midway.status).toBe('processing');
    expect(midway.transcript).toBeNull();

    await first.close();
    first = null;

    const second = await createTestAtelier({ runWorker: true, database: await open(), dataDir });
    cleanups.push(() => second.close());
    const stopped = await readRow(second);
    expect(stopped.status).toBe('processing');
    expect(stopped.transcript).toBeNull();

    const done = await waitFor(
      async () => {
        const row = await readRow(second);
        return row.status === 'ok' || row.status === 'no' ? row : null;
      },
      240_000,
      250,
    );
    expect(done.status).toBe('ok');
    expect(done.thumbnailKey).toBe(midway.thumbnailKey);
    expect(done.videoKey).toBe(midway.videoKey);
    expect(done.transcript!.length).toBeGreaterThan(4);
    expect(done.transcript!.at(-1)!.end).toBeGreaterThan(60);

    // Charged once: one reservation entry, settled; balance = signup credits - import cost.
    const entries = await second.services.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
    expect(entries.filter((e) => e.kind === 'reserve')).toHaveLength(1);
    expect(entries.filter((e) => e.kind === 'refund')).toHaveLength(0);
    expect(await second.services.credits.balance(user.id)).toBe(100 - second.env.COST_MEDIA_IMPORT);
  }, 420_000);
});

describe.skipIf(!onPostgres)('live progress across processes on PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('delivers an event published by one connection to a listener on another', async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const db = await openTestDatabase({ postgresUrl: created.url });
    cleanups.push(() => db.close());
    const log = createLogger('silent');
    const notify = (text: string, values: unknown[]) => db.raw.query(text, values);
    const a = new PostgresEventBus(created.url, notify, log);
    const b = new PostgresEventBus(created.url, notify, log);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const received: unknown[] = [];
    const unsubscribe = await b.subscribe('media-task:x', (payload) => received.push(payload));
    await a.publish('media-task:x', { progress: 42 });
    await a.publish('media-task:y', { progress: 1 });
    await waitFor(async () => received.length === 1, 5_000, 20);
    expect(received).toEqual([{ progress: 42 }]);
    unsubscribe();
    await a.publish('media-task:x', { progress: 43 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
  });

  it('streams progress to a web instance while another instance works the job', async () => {
    const created = await createPostgresDatabase();
    cleanups.push(created.drop);
    const dataDir = tempDir('library-two-');
    const worker = await createTestAtelier({
      runWorker: true,
      database: await openTestDatabase({ postgresUrl: created.url }),
      dataDir,
    });
    cleanups.push(() => worker.close());
    const web = await createTestAtelier({
      runWorker: false,
      database: await openTestDatabase({ postgresUrl: created.url }),
      dataDir,
    });
    cleanups.push(() => web.close());

    const user = await web.signUp();
    const url = await uploadMp4(user, fs.readFileSync(SPEECH_MP4));
    const { body } = await createTask(user, url);
    expect(body.code).toBe(0);
    const events = await readSse(await user.request(`/user/task/track?id=${body.data.task_id}&siteId=31`));
    const progress = events.filter((e) => e.event === 'progress').map((e) => Number((e.data as ServerTask).progress));
    // More distinct states than the web instance's own periodic re-reads could have seen: they came over NOTIFY.
    expect(new Set(progress).size).toBeGreaterThan(3);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'ok', progress: 100 } });
  }, 120_000);
});
