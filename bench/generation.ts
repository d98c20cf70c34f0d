/**
 * Generation benchmarks. `npx tsx bench/generation.ts [seconds] [runs]` (poll seconds, default 10; engine runs, default 7)
 * 1. GET /v1/AiTaskRecord/{id} (signed in, the widgets' hot path) vs a bare Hono JSON route, 50 connections.
 *    The task is left queuing (no worker), so every poll goes through the prepared statement, not the
 *    terminal-state cache. Targets: throughput ratio ≥ 0.5, p99 ≤ 25 ms.
 * 2. The local video engines vs raw ffmpeg with the same arguments on the same input (target ≤ 1.25×):
 *    image → 5 s 720p video (zoompan), and watermark removal (probe + detection + delogo) on a 10 s clip.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeMedia, runFfmpeg } from '#server/media/ffmpeg';
import { imageToVideoArgs, LocalImageToVideoProvider } from '#server/providers/video/local-image-to-video';
import { delogoArgs, LocalWatermarkRemover } from '#server/providers/video/local-watermark';
import { makeWatermarkedVideo } from '#tests/fakes/media';
import { measure, printTable, startBenchServer } from './lib/http';
import { reportResults } from './lib/report';

async function benchPoll(seconds: number) {
  const bare = await startBenchServer('bare');
  const atelier = await startBenchServer('atelier', { RUN_WORKER: 'false' });
  try {
    const headers = { authorization: `Bearer ${atelier.info}` };
    const created = await fetch(`http://127.0.0.1:${atelier.port}/v1/PPTDocmee/generatePptx`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Benchmark deck' }),
    }).then((r) => r.json() as Promise<{ code: number; data: { task_id: string } }>);
    if (created.code !== 0) throw new Error(`could not create a task: ${JSON.stringify(created)}`);
    const pollUrl = `http://127.0.0.1:${atelier.port}/v1/AiTaskRecord/${created.data.task_id}`;
    await measure(`http://127.0.0.1:${bare.port}/bare`, { durationSeconds: 2 });
    await measure(pollUrl, { durationSeconds: 2, headers });
    const baseline = await measure(`http://127.0.0.1:${bare.port}/bare`, { durationSeconds: seconds });
    const poll = await measure(pollUrl, { durationSeconds: seconds, headers });
    if (poll.non2xx > 0 || poll.errors > 0)
      throw new Error(`poll answered ${poll.non2xx} non-2xx, ${poll.errors} errors`);
    printTable(`GET /v1/AiTaskRecord/{id} vs bare Hono — 50 connections, ${seconds} s each`, [
      {
        route: 'bare Hono JSON',
        'req/s': baseline.requestsPerSecond,
        'p50 ms': baseline.p50Ms,
        'p99 ms': baseline.p99Ms,
      },
      {
        route: 'GET /v1/AiTaskRecord/{id} (queuing task)',
        'req/s': poll.requestsPerSecond,
        'p50 ms': poll.p50Ms,
        'p99 ms': poll.p99Ms,
      },
    ]);
    const ratio = poll.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `throughput ratio poll ÷ bare = ${ratio.toFixed(3)} (target ≥ 0.5); poll p99 = ${poll.p99Ms} ms (target ≤ 25 ms)`,
    );
    reportResults([
      {
        bench: 'generation',
        metric: 'GET /v1/AiTaskRecord/{id} req/s ÷ bare Hono JSON',
        value: ratio,
        unit: '×',
        target: { op: '>=', limit: 0.5 },
        note: `${poll.requestsPerSecond} vs ${baseline.requestsPerSecond} req/s, 50 conns`,
      },
      {
        bench: 'generation',
        metric: 'GET /v1/AiTaskRecord/{id} p99 at 50 connections',
        value: poll.p99Ms,
        unit: 'ms',
        target: { op: '<=', limit: 25 },
      },
    ]);
    return { ratio, p99: poll.p99Ms };
  } finally {
    await Promise.all([bare.stop(), atelier.stop()]);
  }
}

async function timed(fn: () => Promise<unknown>, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

async function benchEngines(runs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-video-'));
  try {
    const still = path.join(import.meta.dirname, '../tests/fixtures/astronaut.png');
    const prompt = 'slow push in';
    const engine = new LocalImageToVideoProvider();
    const i2vEngine = await timed(
      async () => (await engine.render({ imageFile: still, prompt, durationSeconds: 5 })).cleanup(),
      runs,
    );
    const i2vRaw = await timed(() => runFfmpeg(imageToVideoArgs(still, path.join(dir, 'raw.mp4'), prompt, 5)), runs);

    const marked = path.join(dir, 'marked.mp4');
    await makeWatermarkedVideo(marked, still, 10);
    const remover = new LocalWatermarkRemover();
    let regions: Array<{ x: number; y: number; w: number; h: number }> = [];
    const wmEngine = await timed(async () => {
      const result = await remover.remove({ videoFile: marked });
      regions = result.regions ?? [];
      await result.cleanup();
    }, runs);
    const probe = await probeMedia(marked);
    const wmRaw = await timed(
      () => runFfmpeg(delogoArgs(marked, path.join(dir, 'raw-clean.mp4'), regions, probe)),
      runs,
    );

    printTable(`Local video engines vs raw ffmpeg (median of ${runs})`, [
      {
        job: 'image → 5 s 720p video',
        'engine ms': Math.round(i2vEngine),
        'raw ffmpeg ms': Math.round(i2vRaw),
        ratio: (i2vEngine / i2vRaw).toFixed(2),
      },
      {
        job: 'watermark removal, 10 s 640×360 (detect + delogo)',
        'engine ms': Math.round(wmEngine),
        'raw ffmpeg ms': Math.round(wmRaw),
        ratio: (wmEngine / wmRaw).toFixed(2),
      },
    ]);
    console.log('target: engine ÷ raw ffmpeg ≤ 1.25');
    reportResults([
      {
        bench: 'generation',
        metric: 'image → 5 s 720p video: engine ÷ raw ffmpeg',
        value: i2vEngine / i2vRaw,
        unit: '×',
        target: { op: '<=', limit: 1.25 },
        note: `${Math.round(i2vEngine)} vs ${Math.round(i2vRaw)} ms`,
      },
      {
        bench: 'generation',
        metric: 'watermark removal 10 s clip: engine ÷ raw ffmpeg',
        value: wmEngine / wmRaw,
        unit: '×',
        target: { op: '<=', limit: 1.25 },
        note: `${Math.round(wmEngine)} vs ${Math.round(wmRaw)} ms`,
      },
    ]);
    return { i2v: i2vEngine / i2vRaw, watermark: wmEngine / wmRaw };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 10);
  await benchPoll(seconds);
  await benchEngines(Number(process.argv[3] ?? 7));
}
