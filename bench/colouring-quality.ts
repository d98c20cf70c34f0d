/**
 * Colouring pages from photos, against the goals of issue #19 item 2, on the photos in ../shared/media/images:
 * each page at the chosen print size (A4 / Letter at 300 DPI, 0.5 in margins), ≥ 95% pure paper/ink pixels,
 * ≥ 90% of the outline pixels on closed contours (page-quality.ts); line weights thin < medium < bold in ink;
 * "Preserve faces" keeps more of the face (regions inside the detected face box); instructions change the page.
 * Text pages (the composer: scenes, a letter, groups, mandalas) are measured by the same two figures; the motifs'
 * own details (a cat's whiskers, a dot of an eye) are open lines by design, so their goal is the photo pages' only
 * for mandalas, whose every shape is closed by construction.
 * Pages are written to $TMPDIR/atelier-colouring-bench/ to look at.
 * `npx tsx bench/colouring-quality.ts`
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { composePage, strokeWidthFor } from '#server/providers/colouring/composer';
import { closeEnginePool } from '#server/providers/engine-pool/pool';
import { detectFace } from '#server/providers/image/face';
import { PRINT_PAGES, settingsFromInstructions, STROKE_PX } from '#server/providers/colouring/instructions';
import { photoToLineArtVariants, type Box } from '#server/providers/colouring/line-art';
import { measurePage } from '#server/providers/colouring/page-quality';
import { reportResults } from './lib/report';

const IMAGES = path.resolve(import.meta.dirname, '../../shared/media/images');
const OUT = path.join(os.tmpdir(), 'atelier-colouring-bench');
const PURE_GOAL = 0.95;
const CLOSED_GOAL = 0.9;

async function greyOf(png: Buffer) {
  const { data, info } = await sharp(png).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Paper regions (≥ 400 px) that lie inside a box of the page: how much of the face is kept as areas to colour. */
function regionsInside(grey: Uint8Array, width: number, height: number, box: Box): number {
  const crop = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++)
    crop.set(grey.subarray((box.y + y) * width + box.x, (box.y + y) * width + box.x + box.width), y * box.width);
  return measurePage(crop, box.width, box.height, { minRegion: 400 }).regions;
}

export async function benchColouringQuality() {
  fs.mkdirSync(OUT, { recursive: true });
  const files = fs.readdirSync(IMAGES).filter((name) => /\.(png|jpe?g|webp)$/i.test(name));
  const rows: Array<Record<string, string | number>> = [];
  let worstPure = 1;
  let worstClosed = 1;
  let sizesOk = true;
  let weightsOk = true;
  let instructionsOk = true;
  for (const file of files) {
    const photo = fs.readFileSync(path.join(IMAGES, file));
    const face = await detectFace(photo).catch(() => null);
    const faces = face ? [face] : [];
    for (const paper of ['A4', 'Letter'] as const) {
      const page = PRINT_PAGES[paper];
      const weights: Record<string, number> = {};
      for (const weight of ['thin', 'medium', 'bold'] as const) {
        if (paper === 'Letter' && (weight !== 'medium' || file !== files[0])) continue;
        const started = performance.now();
        const [result] = await photoToLineArtVariants(photo, 1, { page, strokePx: STROKE_PX[weight], faces });
        const ms = performance.now() - started;
        const { data, width, height } = await greyOf(result!.png);
        // An outline pixel counts as closed when regions on both sides reach it within about a line's width.
        const quality = measurePage(data, width, height, { reach: Math.max(12, STROKE_PX[weight]) });
        const density = (await sharp(result!.png).metadata()).density;
        const rightSize =
          Math.min(width, height) === Math.min(page.width, page.height) &&
          Math.max(width, height) === Math.max(page.width, page.height) &&
          density === 300;
        sizesOk &&= rightSize;
        worstPure = Math.min(worstPure, quality.pureShare);
        worstClosed = Math.min(worstClosed, quality.closedShare);
        weights[weight] = quality.inkShare;
        rows.push({
          photo: file,
          paper,
          weight,
          size: `${width}×${height} @${density}`,
          'pure %': +(quality.pureShare * 100).toFixed(1),
          'closed %': +(quality.closedShare * 100).toFixed(1),
          'ink %': +(quality.inkShare * 100).toFixed(1),
          regions: quality.regions,
          ms: Math.round(ms),
        });
        fs.writeFileSync(path.join(OUT, `${file}-${paper}-${weight}.png`), result!.png);
      }
      if (paper === 'A4') weightsOk &&= weights.thin! < weights.medium! && weights.medium! < weights.bold!;
    }
    if (file !== 'chelsea.png' && file !== 'astronaut.png') continue;
    // Instructions: "simple" and "very detailed" give different pages (fewer / more regions).
    const form = { lineWeight: 'medium' as const, detail: 0.5, removeBackground: false, preserveFaces: true };
    const hashes = new Set<string>();
    for (const words of ['simple', '', 'very detailed']) {
      const settings = settingsFromInstructions(words, form);
      const [result] = await photoToLineArtVariants(photo, 1, {
        page: PRINT_PAGES.A4,
        strokePx: STROKE_PX[settings.lineWeight],
        detail: settings.detail,
        faces,
      });
      hashes.add(crypto.createHash('sha256').update(result!.png).digest('hex'));
    }
    instructionsOk &&= hashes.size === 3;
    if (face) {
      const [kept] = await photoToLineArtVariants(photo, 1, { page: PRINT_PAGES.A4, strokePx: 11, faces });
      const [plain] = await photoToLineArtVariants(photo, 1, { page: PRINT_PAGES.A4, strokePx: 11 });
      // The face box on the page (the art is fitted inside the margins and centred).
      const meta = await sharp(photo).metadata();
      const a = await greyOf(kept!.png);
      const b = await greyOf(plain!.png);
      const scale = Math.min((a.width - 300) / meta.width!, (a.height - 300) / meta.height!);
      const left = Math.floor((a.width - Math.round(meta.width! * scale)) / 2);
      const top = Math.floor((a.height - Math.round(meta.height! * scale)) / 2);
      const box = {
        x: left + Math.round(face.x * scale),
        y: top + Math.round(face.y * scale),
        width: Math.round(face.width * scale),
        height: Math.round(face.height * scale),
      };
      console.log(
        `${file}: face ${Math.round(face.width)}×${Math.round(face.height)} px — regions inside the face box: ` +
          `${regionsInside(a.data, a.width, a.height, box)} with "Preserve faces", ${regionsInside(b.data, b.width, b.height, box)} without`,
      );
      fs.writeFileSync(path.join(OUT, `${file}-faces-kept.png`), kept!.png);
      fs.writeFileSync(path.join(OUT, `${file}-faces-plain.png`), plain!.png);
    }
  }
  // Exposure: each photo at a quarter of its brightness should be outlined like the photo itself (same ink, A4 medium).
  const exposure: Array<Record<string, string | number>> = [];
  for (const file of files) {
    const photo = fs.readFileSync(path.join(IMAGES, file));
    const dark = await sharp(photo).modulate({ brightness: 0.25 }).linear(0.5, 0).png().toBuffer();
    const options = { page: PRINT_PAGES.A4, strokePx: STROKE_PX.medium };
    const [original] = await photoToLineArtVariants(photo, 1, options);
    const [underexposed] = await photoToLineArtVariants(dark, 1, options);
    exposure.push({
      photo: file,
      'ink %': +(original!.inkRatio * 100).toFixed(1),
      'ink % underexposed': +(underexposed!.inkRatio * 100).toFixed(1),
      ratio: +(underexposed!.inkRatio / original!.inkRatio).toFixed(2),
    });
  }
  // Text pages: the same measures, each level's own line width as the reach.
  const textRows: Array<Record<string, string | number>> = [];
  let worstMandalaClosed = 1;
  let worstMandalaPure = 1;
  for (const prompt of [
    'mandala',
    'a mandala with flowers',
    'zentangle cat',
    'letter A',
    'farm animals',
    'a cat and a house',
  ])
    for (const difficulty of ['Children', 'Expert'] as const) {
      const page = await composePage({ prompt, difficulty });
      const { data, width, height } = await greyOf(page.png);
      // Text pages are 150 DPI (photo pages 300): the smallest area to colour is the same 1.7 mm square, 100 px.
      const reach = Math.max(6, Math.round(strokeWidthFor(difficulty, width, height) * 1.5));
      const quality = measurePage(data, width, height, { reach, minRegion: 100 });
      if (prompt.includes('mandala')) {
        worstMandalaClosed = Math.min(worstMandalaClosed, quality.closedShare);
        worstMandalaPure = Math.min(worstMandalaPure, quality.pureShare);
      }
      textRows.push({
        prompt,
        difficulty,
        'pure %': +(quality.pureShare * 100).toFixed(1),
        'closed %': +(quality.closedShare * 100).toFixed(1),
        regions: quality.regions,
      });
      fs.writeFileSync(path.join(OUT, `text-${prompt.replace(/\W+/g, '-')}-${difficulty}.png`), page.png);
    }
  console.table(rows);
  console.table(exposure);
  console.table(textRows);
  console.log(`pages written to ${OUT}`);
  console.log(
    `print size ${sizesOk ? 'ok' : 'WRONG'}; thin < medium < bold ink ${weightsOk ? 'ok' : 'NOT ok'}; ` +
      `instructions change the page ${instructionsOk ? 'ok' : 'NOT ok'}`,
  );
  reportResults([
    {
      bench: 'colouring-quality',
      metric: 'photo → page: pure paper/ink pixels (worst page)',
      value: +(worstPure * 100).toFixed(1),
      unit: '%',
      target: { op: '>=', limit: PURE_GOAL * 100 },
      note: `${files.length} photos, A4 and Letter`,
    },
    {
      bench: 'colouring-quality',
      metric: 'photo → page: outline pixels on closed contours (worst page)',
      value: +(worstClosed * 100).toFixed(1),
      unit: '%',
      target: { op: '>=', limit: CLOSED_GOAL * 100 },
      note: `${files.length} photos, A4 and Letter`,
    },
    {
      bench: 'colouring-quality',
      metric: 'text → mandala page: outline pixels on closed contours (worst page)',
      value: +(worstMandalaClosed * 100).toFixed(1),
      unit: '%',
      target: { op: '>=', limit: CLOSED_GOAL * 100 },
      note: `pure ${(worstMandalaPure * 100).toFixed(1)} %; children and expert levels`,
    },
  ]);
  return (
    worstPure >= PURE_GOAL &&
    worstClosed >= CLOSED_GOAL &&
    worstMandalaClosed >= CLOSED_GOAL &&
    sizesOk &&
    weightsOk &&
    instructionsOk
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchColouringQuality();
  await closeEnginePool();
  process.exitCode = ok ? 0 : 1;
}
