/**
 * OCR demo accuracy (issue #22 item 3) against ground truth: printed pages rendered here from known text (sharp +
 * SVG, several fonts and sizes, one page of small text set tight against the left edge, one photographed page with
 * uneven light, blur and JPEG), read by tesseract.js with the demo's own preparation and settings
 * (app/lib/ocr/*), scored as character accuracy = 1 − CER (Levenshtein distance ÷ reference length, whitespace
 * runs and curly quotes normalised). Photos without text must give "No readable text found".
 * The old pipeline (the raw image, default settings) is scored beside it.
 * Target: ≥ 98% character accuracy on every page. `npx tsx bench/ocr-accuracy.ts`
 */
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { prepareForOcr } from '#app/lib/ocr/prepare';
import { NO_TEXT_MESSAGE, OCR_PARAMETERS, readingOf } from '#app/lib/ocr/read';
import { reportResults } from './lib/report';

const TARGET_ACCURACY = 98;
const ROOT = path.resolve(import.meta.dirname, '..');

interface PageSpec {
  name: string;
  font: string;
  size: number;
  /** Left margin in px (2: letters almost touch the edge). */
  left: number;
  width: number;
  lines: string[];
  photographed?: boolean;
  /** Light text on a dark ground (a dark-mode screenshot). */
  dark?: boolean;
}

const PAGES: PageSpec[] = [
  {
    name: 'serif 20 px',
    font: 'Liberation Serif',
    size: 20,
    left: 48,
    width: 900,
    lines: [
      'Connection-based segmentation splits the page into lines first,',
      'then words, then characters. To read a page well, first determine',
      'the layout of its text, then read each line from its left margin',
      'to its right one. Whole lines must never be lost on the way.',
      'Printed in 1998, the second edition added 42 new figures.',
    ],
  },
  {
    name: 'sans 14 px',
    font: 'Liberation Sans',
    size: 14,
    left: 32,
    width: 640,
    lines: [
      'Credits are bought in packs and spent per generation.',
      'A failed generation is refunded to your balance at once.',
      'Your invoices are listed under Orders, with their dates',
      'and amounts; receipts are sent by e-mail after payment.',
      'Questions? Write to support and we answer within a day.',
    ],
  },
  {
    name: 'small serif 9 px, tight left edge',
    font: 'Liberation Serif',
    size: 9,
    left: 2,
    width: 420,
    lines: [
      'Terms apply. Prices include VAT where required by law.',
      'Offer valid until 31 December for new accounts only.',
      'Unused credits never expire and are not transferable.',
      'See the refund policy for details of automatic refunds.',
    ],
  },
  {
    name: 'small sans 11 px',
    font: 'Liberation Sans',
    size: 11,
    left: 16,
    width: 480,
    lines: [
      'Connection-based segmentation splits the page into',
      'lines first, then words, then characters. To read',
      'a page well, first determine the layout of its text.',
    ],
  },
  {
    name: 'mono 16 px',
    font: 'DejaVu Sans Mono',
    size: 16,
    left: 24,
    width: 760,
    lines: [
      'const total = items.reduce((sum, item) => sum + item.price, 0);',
      'if (total > budget) throw new Error("over budget");',
      'console.log(`Paid ${total} credits for ${items.length} items`);',
    ],
  },
  {
    name: 'photographed page 15 px',
    font: 'DejaVu Serif',
    size: 15,
    left: 40,
    width: 700,
    photographed: true,
    lines: [
      'The quick brown fox jumps over the lazy dog near the river.',
      'Pack my box with five dozen liquor jugs before the trip.',
      'Sphinx of black quartz, judge my vow: then sign at the end.',
      'Receipt no. 20418 was paid in full on 12 March 2025.',
    ],
  },
  {
    name: 'photographed page 12 px',
    font: 'Liberation Sans',
    size: 12,
    left: 24,
    width: 520,
    photographed: true,
    lines: [
      'Keep this receipt for your records. Items may be',
      'returned within 30 days with proof of purchase.',
      'Total paid: 48.90 EUR by card ending in 4417.',
    ],
  },
  {
    name: 'light on dark 13 px',
    font: 'DejaVu Sans',
    size: 13,
    left: 20,
    width: 560,
    dark: true,
    lines: ['Dark mode screenshots invert the usual contrast.', 'The reader should still find every word here.'],
  },
];

/** Photos with no text at all: the demo must say it found none. */
const TEXTLESS_PHOTOS = ['tests/fixtures/chelsea.png', 'tests/fixtures/coffee.png', 'tests/fixtures/astronaut.png'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function renderPage(spec: PageSpec): Promise<Buffer> {
  const lineHeight = Math.round(spec.size * 1.5);
  const height = lineHeight * spec.lines.length + spec.size * 3;
  const text = spec.lines
    .map(
      (line, index) =>
        `<text x="${spec.left}" y="${spec.size * 2 + index * lineHeight}" font-family="${spec.font}" font-size="${spec.size}" fill="${spec.dark ? '#e8e6e1' : '#1a1a1a'}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${height}"><rect width="100%" height="100%" fill="${spec.dark ? '#1d2230' : '#fbfaf7'}"/>${text}</svg>`;
  const page = sharp(Buffer.from(svg));
  if (!spec.photographed) return page.png().toBuffer();
  // Light falling off towards one corner, a slightly soft focus and a camera's JPEG.
  const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#8c8577"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const flat = await page.png().toBuffer();
  return sharp(flat)
    .composite([{ input: Buffer.from(shade), blend: 'multiply' }])
    .blur(0.7)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The demo's preparation, run on sharp's pixels instead of a canvas. */
async function prepared(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const ready = prepareForOcr({
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  });
  return sharp(Buffer.from(ready.data.buffer), { raw: { width: ready.width, height: ready.height, channels: 4 } })
    .png()
    .toBuffer();
}

function normalise(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

function accuracy(reference: string, read: string): number {
  const expected = normalise(reference);
  return 100 * Math.max(0, 1 - levenshtein(expected, normalise(read)) / expected.length);
}

async function read(worker: Worker, image: Buffer) {
  const { data } = await worker.recognize(image);
  return data;
}

export async function benchOcrAccuracy() {
  const langPath = path.join(ROOT, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none' });
  const rows: Array<Record<string, string | number>> = [];
  const accuracies: number[] = [];
  try {
    for (const spec of PAGES) {
      const image = await renderPage(spec);
      const reference = spec.lines.join('\n');
      await worker.reinitialize('eng', OEM.LSTM_ONLY);
      const before = await read(worker, image);
      await worker.setParameters(OCR_PARAMETERS);
      const started = performance.now();
      const after = await read(worker, await prepared(image));
      const seconds = (performance.now() - started) / 1000;
      const reading = readingOf(after);
      const score = reading.kind === 'text' ? accuracy(reference, reading.text) : 0;
      accuracies.push(score);
      rows.push({
        page: spec.name,
        chars: normalise(reference).length,
        'old accuracy %': Number(accuracy(reference, before.text).toFixed(1)),
        'accuracy %': Number(score.toFixed(1)),
        confidence: reading.kind === 'text' ? reading.confidence : NO_TEXT_MESSAGE,
        seconds: Number(seconds.toFixed(1)),
      });
      if (score < TARGET_ACCURACY)
        console.log(`${spec.name} read as:\n${reading.kind === 'text' ? reading.text : '—'}\n`);
    }
    let silent = 0;
    for (const photo of TEXTLESS_PHOTOS) {
      const image = await sharp(path.join(ROOT, photo)).png().toBuffer();
      const reading = readingOf(await read(worker, await prepared(image)));
      if (reading.kind === 'none') silent++;
      rows.push({
        page: `photo without text: ${path.basename(photo)}`,
        chars: 0,
        'old accuracy %': '',
        'accuracy %': '',
        confidence:
          reading.kind === 'none' ? NO_TEXT_MESSAGE : `${reading.confidence}: ${JSON.stringify(reading.text)}`,
        seconds: '',
      });
    }
    console.table(rows);
    const worst = Math.min(...accuracies);
    const mean = accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length;
    console.log(
      `worst page ${worst.toFixed(1)}%, mean ${mean.toFixed(1)}% (target ≥ ${TARGET_ACCURACY}% on every page)`,
    );
    console.log(`photos without text answered "${NO_TEXT_MESSAGE}": ${silent} of ${TEXTLESS_PHOTOS.length}`);
    reportResults([
      {
        bench: 'ocr-accuracy',
        metric: 'OCR character accuracy, worst printed page',
        value: worst,
        unit: '%',
        target: { op: '>=', limit: TARGET_ACCURACY },
        note: `${PAGES.length} pages, mean ${mean.toFixed(1)}%`,
      },
      {
        bench: 'ocr-accuracy',
        metric: 'OCR photos without text read as none',
        value: silent,
        unit: `of ${TEXTLESS_PHOTOS.length}`,
        target: { op: '>=', limit: TEXTLESS_PHOTOS.length },
      },
    ]);
  } finally {
    await worker.terminate();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOcrAccuracy();
