/**
 * Image → colouring page on a 12 MP photo (Chelsea the cat upscaled to 4000×3000, saved as a JPEG as a camera
 * would): decode + edge analysis + cleanup + 2048 px PNG, one page, as the tool runs it. Target: median ≤ 300 ms.
 * Also prints the text composer's time per page. `npx tsx bench/colouring.ts [runs]`
 */
import path from 'node:path';
import sharp from 'sharp';
import { composePage } from '#server/providers/colouring/composer';
import { photoToLineArt } from '#server/providers/colouring/line-art';
import { reportResults } from './lib/report';

const TARGET_MEDIAN_MS = 300;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), min: sorted[0]!, max: sorted.at(-1)! };
}

export async function benchColouring(runs = Number(process.argv[2] ?? 15)) {
  const source = path.join(import.meta.dirname, '../tests/fixtures/chelsea.png');
  const photo = await sharp(source)
    .resize(4000, 3000, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const meta = await sharp(photo).metadata();
  console.log(
    `input: ${meta.width}×${meta.height} JPEG (${((meta.width! * meta.height!) / 1e6).toFixed(1)} MP, ${(photo.length / 1e6).toFixed(1)} MB)`,
  );

  for (let i = 0; i < 3; i++) await photoToLineArt(photo); // warm-up (libvips caches, JIT)
  const times: number[] = [];
  const stages: Array<{ analyseMs: number; fieldMs: number; renderMs: number }> = [];
  let size = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const page = await photoToLineArt(photo);
    times.push(performance.now() - started);
    if (page.timings) stages.push(page.timings);
    size = `${page.width}×${page.height}, ${(page.png.length / 1024).toFixed(0)} kB, ink ${(page.inkRatio * 100).toFixed(1)}%`;
  }
  const s = stats(times);
  const stage = (key: 'analyseMs' | 'fieldMs' | 'renderMs') => stats(stages.map((t) => t[key])).median;
  console.log(`output: ${size}`);
  console.table([
    {
      benchmark: 'image → colouring (12 MP)',
      runs,
      'median ms': Math.round(s.median),
      'p90 ms': Math.round(s.p90),
      'min ms': Math.round(s.min),
      'max ms': Math.round(s.max),
      'decode+DoG ms': stage('analyseMs'),
      'threshold+cleanup ms': stage('fieldMs'),
      'upsample+thicken+PNG ms': stage('renderMs'),
    },
  ]);

  const composeTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await composePage({ prompt: 'a cat and a house under the sun', difficulty: 'Adults', variant: i });
    composeTimes.push(performance.now() - started);
  }
  console.log(`text → colouring (A4 page, Adults): median ${Math.round(stats(composeTimes).median)} ms`);

  const ok = s.median <= TARGET_MEDIAN_MS;
  console.log(
    `image → colouring median ${Math.round(s.median)} ms — target ≤ ${TARGET_MEDIAN_MS} ms: ${ok ? 'met' : 'NOT met'}`,
  );
  reportResults([
    {
      bench: 'colouring',
      metric: 'image → colouring page, 12 MP photo (median)',
      value: s.median,
      unit: 'ms',
      target: { op: '<=', limit: TARGET_MEDIAN_MS },
      note: `${runs} runs, p90 ${Math.round(s.p90)} ms`,
    },
  ]);
  return { median: s.median, ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchColouring();
  process.exitCode = ok ? 0 : 1;
}
