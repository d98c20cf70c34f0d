/**
 * Issue #15, "crashes and stalls" (items 1, 2, 3, 5, 6): hostile and awkward media against the media import and the
 * watermark remover, end to end through the API with the real worker, ffprobe/ffmpeg and the offline speech recogniser.
 *   1. a server that closes the connection after every response (`python3 -m http.server`) never takes the process
 *      down; an exception thrown outside any promise by a job fails that job, not the process; a job that crashed
 *      the process twice is not replayed at boot (its task fails with a refund)
 *   2. every media subprocess has a time limit; a live HLS playlist does not stall the queue
 *   3. playlists (HLS, concat) that point at a server file are refused with a clear message and a refund, by both
 *      tools, and nothing of that file reaches any output
 *   5. a deleted import stops within seconds (its engine process and scratch folder gone, no more progress), and
 *      media longer than MEDIA_MAX_DURATION_SECONDS is refused at probe time with a refund
 *   6. an MP4 whose video track is much shorter than its audio imports, with a thumbnail
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import type { ServerTask } from '#contract/library';
import { mediaTasks } from '#server/db/schema';
import { subscribeTask } from '#server/domain/library/events';
import { processMediaJob } from '#server/domain/library/job';
import { loadEnv } from '#server/env';
import {
  MEDIA_TIMEOUT_MESSAGE,
  NOT_SELF_CONTAINED_MESSAGE,
  FfmpegTimeoutError,
  probeMedia,
  runFfmpeg,
} from '#server/media/ffmpeg';
import { safeDownload } from '#server/net/safe-fetch';
import { STUCK_TASK_MESSAGE } from '#server/tasks/kernel';
import { eq } from 'drizzle-orm';
import { testDatabaseKind } from '../helpers/database';
import { freePort } from '../helpers/server-process';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';
import { createTask, readTask } from '../integration/library-helpers';

// Real footage and speech, copied from the shared media into the fixtures (see tests/fixtures/media/README.md).
const FIXTURE_MEDIA = path.resolve(import.meta.dirname, '../fixtures/media');
const SPEECH = (n: number) => path.join(FIXTURE_MEDIA, `sense_and_sensibility_01_austen_64kb-0${n}.wav`);
const MAX_DURATION_SECONDS = 120;

const work = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'media-safety-'));
/** What python serves. */
const www = path.join(work, 'www');
/** A server-side file no user may read: the playlists below point at it. */
const secretDir = path.join(work, 'server-side');
const secretMp4 = path.join(secretDir, 'secret.mp4');

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', ...args]);
}

function makeMedia(): void {
  fs.mkdirSync(www, { recursive: true });
  fs.mkdirSync(secretDir, { recursive: true });
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  // A real 5 s clip: the tree video with a reader's speech.
  ffmpeg([
    '-i',
    path.join(FIXTURE_MEDIA, 'tree.avi'),
    '-i',
    SPEECH(870),
    '-t',
    '5',
    ...h264,
    '-c:a',
    'aac',
    '-shortest',
    path.join(www, 'clip.mp4'),
  ]);
  ffmpeg([
    '-i',
    path.join(FIXTURE_MEDIA, 'tree.avi'),
    '-i',
    SPEECH(880),
    '-t',
    '3',
    ...h264,
    '-c:a',
    'aac',
    '-shortest',
    secretMp4,
  ]);
  // Item 6: 1 s of video, 17 s of audio.
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=15:duration=1',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=17',
    ...h264,
    '-c:a',
    'aac',
    path.join(www, 'short-video.mp4'),
  ]);
  // Item 5: ~114 s of read speech, under the cap (the recogniser needs ~4 s for it idle: the window to delete it in),
  // and 150 s of tone (over the cap).
  ffmpeg(['-stream_loop', '15', '-i', SPEECH(870), '-c:a', 'aac', '-b:a', '64k', path.join(www, 'long-speech.m4a')]);
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=500:duration=150', '-c:a', 'aac', path.join(www, 'too-long.m4a')]);
  // Item 2: a live HLS playlist (no end tag): ffprobe keeps reloading it, for ever.
  fs.writeFileSync(
    path.join(www, 'live.txt'),
    '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:7\n#EXTINF:4.0,\nsegment7.ts\n',
  );
  // Item 3: playlists that point at the server-side file by absolute path.
  fs.writeFileSync(
    path.join(www, 'steal.txt'),
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\n${secretMp4}\n#EXT-X-ENDLIST\n`,
  );
  fs.writeFileSync(path.join(www, 'steal-concat.txt'), `ffconcat version 1.0\nfile 'file:${secretMp4}'\n`);
}

/** `python3 -m http.server`: HTTP/1.0, closes the connection after every response. */
async function startPythonServer(): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
    cwd: www,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const request = http.get(`${origin}/clip.mp4`, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        });
        request.on('error', () => resolve(false));
      }),
    20_000,
    100,
  );
  return { origin, child };
}

/** Every stored file (the storage's own folder), for "nothing of the secret reached any output". */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((entry) => path.join(root, entry))
    .filter((file) => fs.statSync(file).isFile());
}

/** True for MP4/MOV (an `ftyp` box) and JPEG bytes: media a playlist might have been turned into. */
function looksLikeMedia(file: string): boolean {
  const head = fs.readFileSync(file).subarray(0, 64);
  return head.includes(Buffer.from('ftyp')) || (head[0] === 0xff && head[1] === 0xd8);
}

/** Pids of the processes whose command line mentions `text`. */
function childProcessesMentioning(text: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(text)) pids.push(Number(entry));
    } catch {
      /* the process ended while we looked */
    }
  }
  return pids;
}

describe('media safety (issue #15: crashes and stalls)', () => {
  let atelier: TestAtelier;
  let python: { origin: string; child: ChildProcess };

  beforeAll(async () => {
    makeMedia();
    python = await startPythonServer();
    atelier = await createTestAtelier({
      runWorker: true,
      env: {
        FETCH_ALLOWLIST: '127.0.0.1',
        // One job at a time: a stalled job would hold the whole queue.
        WORKER_CONCURRENCY: '1',
        MEDIA_MAX_DURATION_SECONDS: String(MAX_DURATION_SECONDS),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await atelier?.close();
    python?.child.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });

  const finished = (user: TestUser, id: string, timeoutMs = 90_000) =>
    waitFor(
      async () => {
        const { body } = await readTask(user, id);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      timeoutMs,
      200,
    );

  const importUrl = async (user: TestUser, url: string) => {
    const { body } = await createTask(user, url);
    expect(body.code, body.msg).toBe(0);
    return body.data.task_id;
  };

  it('item 1: 40 downloads and 4 imports from python http.server (closes after each response) leave the process up', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'downloads-'));
    const expected = fs.statSync(path.join(www, 'clip.mp4')).size;
    for (let i = 0; i < 40; i++) {
      const file = path.join(dir, `clip-${i}.mp4`);
      const result = await safeDownload(`${python.origin}/clip.mp4`, file, { allowlist: ['127.0.0.1'] });
      expect(result.size).toBe(expected);
      expect(fs.statSync(file).size).toBe(expected);
      fs.rmSync(file);
    }
    const user = await atelier.signUp();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await importUrl(user, `${python.origin}/clip.mp4`));
    for (const id of ids) {
      const task = await finished(user, id);
      expect(task.status, task.error_reason ?? '').toBe('ok');
      expect(task.duration).toBeGreaterThan(4.5);
    }
    console.log(`[item 1] 40 downloads + 4 imports of ${expected} bytes from python http.server; process alive`);
  }, 180_000);

  it('item 1: a job that crashed the process twice is not replayed at boot; its task fails with a refund', async () => {
    // PGlite only: there one process owns the database, so a job left `active` at boot is that process's crash.
    if (testDatabaseKind() !== 'pglite') return;
    const idle = await createTestAtelier({ runWorker: false, env: { FETCH_ALLOWLIST: '127.0.0.1' } });
    try {
      const user = await idle.signUp();
      const { body } = await createTask(user, `${python.origin}/clip.mp4`);
      const taskId = body.data.task_id;
      expect(await idle.services.credits.balance(user.id)).toBe(100 - idle.env.COST_MEDIA_IMPORT);
      const crash = () =>
        idle.services.database.raw.query(
          `UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name = $1 AND data->>'taskId' = $2`,
          [processMediaJob.name, taskId],
        );
      const jobState = async () =>
        (
          await idle.services.database.raw.query<{ state: string }>(
            `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2`,
            [processMediaJob.name, taskId],
          )
        ).rows[0]?.state;
      // First crash: replayed.
      await crash();
      expect(await idle.services.jobs.recoverOrphanedJobs()).toBe(1);
      expect(await jobState()).toBe('retry');
      // Second crash while running the same job: not replayed; the task fails and its credits come back.
      await crash();
      await idle.services.jobs.recoverOrphanedJobs();
      expect(await jobState()).toBe('failed');
      const [row] = await idle.services.db.select().from(mediaTasks).where(eq(mediaTasks.id, taskId));
      expect(row).toMatchObject({ status: 'no', errorReason: STUCK_TASK_MESSAGE });
      expect(await idle.services.credits.balance(user.id)).toBe(100);
    } finally {
      await idle.close();
    }
  });

  it('item 1: an exception thrown outside any promise by a job fails that job, not the process', async () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'crash-policy-'));
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/fakes/job-crash-process.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error', RUN_WORKER: 'false' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
      crashing: string;
      healthy: string;
      attempts: number;
    };
    // The job that threw from a timer failed after its retries; the process went on to run the next job.
    expect(result).toEqual({ crashing: 'failed', healthy: 'completed', attempts: 2 });
  }, 120_000);

  it('item 2: every media subprocess is killed at its time limit (a FIFO nobody writes to)', async () => {
    const fifo = path.join(work, 'never-written.mp4');
    execFileSync('mkfifo', [fifo]);
    let started = performance.now();
    await expect(probeMedia(fifo, { timeoutMs: 800 })).rejects.toBeInstanceOf(FfmpegTimeoutError);
    const probeSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await expect(
      runFfmpeg(['-i', fifo, '-f', 'null', '-'], { timeoutMs: 800, killGraceMs: 300 }),
    ).rejects.toBeInstanceOf(FfmpegTimeoutError);
    const runSeconds = (performance.now() - started) / 1000;
    expect(probeSeconds).toBeLessThan(3);
    expect(runSeconds).toBeLessThan(3);
    expect(childProcessesMentioning(fifo)).toEqual([]);
    console.log(`[item 2] ffprobe killed after ${probeSeconds.toFixed(2)} s, ffmpeg after ${runSeconds.toFixed(2)} s`);
  });

  it('item 2: a live HLS playlist and a normal import queued together: the normal one finishes', async () => {
    const user = await atelier.signUp();
    const started = performance.now();
    const live = await importUrl(user, `${python.origin}/live.txt`);
    const normal = await importUrl(user, `${python.origin}/clip.mp4`);
    const normalTask = await finished(user, normal, 60_000);
    expect(normalTask.status).toBe('ok');
    const liveTask = await finished(user, live, 60_000);
    expect(liveTask.status).toBe('no');
    expect([NOT_SELF_CONTAINED_MESSAGE, MEDIA_TIMEOUT_MESSAGE]).toContain(liveTask.error_reason);
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_MEDIA_IMPORT);
    console.log(
      `[item 2] live playlist refused, normal import done ${((performance.now() - started) / 1000).toFixed(1)} s after queueing both`,
    );
  }, 120_000);

  it('item 3: playlists pointing at a server file are refused by the media import (HLS, concat), with a refund', async () => {
    const user = await atelier.signUp();
    for (const name of ['steal.txt', 'steal-concat.txt']) {
      const id = await importUrl(user, `${python.origin}/${name}`);
      const task = await finished(user, id);
      expect(task.status, name).toBe('no');
      expect(task.error_reason, name).toBe(NOT_SELF_CONTAINED_MESSAGE);
      const { body } = await user.json<ServerTask>(`/user/task/read?id=${id}&site_id=31`);
      expect(body.data.transcript ?? null).toBeNull();
      expect(body.data.thumbnail_url ?? null).toBeNull();
    }
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    expect(
      storedFiles(atelier.dataDir)
        .filter(looksLikeMedia)
        .map((f) => path.basename(f)),
    ).not.toContainEqual(expect.stringMatching(/\.(txt|bin)$/));
  }, 120_000);

  it('item 3: a playlist pointing at a server file is refused by the watermark remover, with a refund', async () => {
    const user = await atelier.signUp();
    const before = new Set(storedFiles(atelier.dataDir));
    const { body } = await user.json<{ task_id: string }>('/v1/sora2/WatermarkRemover', {
      json: { video_add: `${python.origin}/steal.txt`, regions: [{ x: 10, y: 10, w: 40, h: 20 }] },
    });
    expect(body.code, body.msg).toBe(0);
    const record = await waitFor(
      async () => {
        const { body: task } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${body.data.task_id}`);
        return task.data.status === 'ok' || task.data.status === 'no' ? task.data : null;
      },
      90_000,
      200,
    );
    expect(record).toMatchObject({ status: 'no', msg: NOT_SELF_CONTAINED_MESSAGE });
    expect(record.url ?? null).toBeNull();
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    const added = storedFiles(atelier.dataDir).filter((file) => !before.has(file));
    expect(added.filter(looksLikeMedia)).toEqual([]);
  }, 120_000);

  it('item 5: media longer than MEDIA_MAX_DURATION_SECONDS is refused at probe time, with a refund', async () => {
    expect(loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) }).MEDIA_MAX_DURATION_SECONDS).toBe(10_800);
    const user = await atelier.signUp();
    const id = await importUrl(user, `${python.origin}/too-long.m4a`);
    const task = await finished(user, id);
    expect(task.status).toBe('no');
    expect(task.error_reason).toBe(
      'This recording is longer than 2 minutes, the longest we process. Please trim it and try again.',
    );
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
  }, 120_000);

  it('item 5: a deleted import stops within seconds: engine killed, scratch folder gone, no more progress', async () => {
    const user = await atelier.signUp();
    const id = await importUrl(user, `${python.origin}/long-speech.m4a`);
    // Wait until the offline recogniser is transcribing this task's audio: its decoder (ffmpeg streaming the task's
    // audio.wav, from the scratch folder named after the task, to the engine) runs until the last piece is heard.
    const scratch = await waitFor(
      async () => {
        for (const pid of childProcessesMentioning(`atelier-media-${id}-`)) {
          const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
          const input = args[args.indexOf('-i') + 1] ?? '';
          if (args[0]?.includes('ffmpeg') && input.endsWith('audio.wav') && args.includes('pipe:1'))
            return path.dirname(input);
        }
        return null;
      },
      60_000,
      50,
    );
    expect(fs.existsSync(scratch)).toBe(true);
    const events: ServerTask[] = [];
    const unsubscribe = await subscribeTask(atelier.services, id, (task) => events.push(task));
    const deletedAt = performance.now();
    const { body } = await user.json<{ deleted: number }>('/user/task/delete', { json: { ids: [id] } });
    expect(body.data.deleted).toBe(1);
    await waitFor(async () => !fs.existsSync(scratch) && childProcessesMentioning(scratch).length === 0, 5_000, 50);
    const stoppedSeconds = (performance.now() - deletedAt) / 1000;
    const eventsAtStop = events.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    unsubscribe();
    expect(events.length).toBe(eventsAtStop);
    expect(events.filter((event) => event.status === 'ok')).toEqual([]);
    expect(await atelier.services.credits.balance(user.id)).toBe(100);
    console.log(`[item 5] deleted import stopped ${stoppedSeconds.toFixed(2)} s after the delete`);
  }, 120_000);

  it('item 6: an MP4 with 1 s of video and 17 s of audio imports, with a thumbnail', async () => {
    const user = await atelier.signUp();
    const id = await importUrl(user, `${python.origin}/short-video.mp4`);
    const task = await finished(user, id);
    expect(task.status, task.error_reason ?? '').toBe('ok');
    expect(task.duration).toBeGreaterThan(16);
    expect(task.thumbnail_url).toBeTruthy();
    // On the first attempt: a thumbnail problem is never a reason to retry.
    const { rows } = await atelier.services.database.raw.query<{ retry_count: number }>(
      `SELECT retry_count FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2`,
      [processMediaJob.name, id],
    );
    expect(rows.map((row) => row.retry_count)).toEqual([0]);
  }, 120_000);
});
