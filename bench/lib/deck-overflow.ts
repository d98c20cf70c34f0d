/**
 * The deck overflow check (issue #18 goal "no overflow"): the PDF LibreOffice drew from the .pptx is read back with
 * `pdftotext -bbox-layout` (every word's box, in points) and compared with the layout plan the deck was written from:
 * every word must lie inside the slide and inside one of the slide's planned text boxes or tables; titles may take at
 * most two lines; no text may be planned under 14 pt.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MIN_BODY_PT,
  SLIDE_H,
  SLIDE_W,
  type PlannedItem,
  type PlannedPicture,
  type PlannedShape,
  type PlannedSlide,
} from '#server/providers/presentation/layout';

/** Glyph boxes reach a little past the line box (ascenders, italic overhang): this much is not an overflow. */
const TOLERANCE_PT = 4;

interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface DeckProblem {
  slide: number;
  kind: 'outside-slide' | 'outside-box' | 'title-lines' | 'small-text' | 'page-count' | 'picture-overlap';
  detail: string;
}

export interface DeckCheck {
  pages: number;
  words: number;
  problems: DeckProblem[];
  /** The smallest planned size of any text (pt). */
  minPlannedPt: number;
  /** The most lines any title took in the PDF. */
  maxTitleLines: number;
}

/** Words per page (pdftotext -bbox-layout). */
export function pdfWords(pdf: Buffer): PdfWord[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deck-check-'));
  try {
    const file = path.join(dir, 'deck.pdf');
    fs.writeFileSync(file, pdf);
    const out = spawnSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
    return out.stdout
      .split(/<page /)
      .slice(1)
      .map((page) =>
        [
          ...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
        ].map((m) => {
          const word = { xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: m[5]! };
          // A word cut at a zero-width space ends with it, and pdftotext gives that invisible character an advance
          // (~10 pt at 40 pt, seen on the rendered page as blank): its share of the box is not ink.
          const chars = [...word.text];
          if (chars.length > 1 && chars.at(-1) === '\u200b') word.xMax -= (word.xMax - word.xMin) / chars.length;
          return word;
        }),
      );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function checkDeck(pdf: Buffer, plan: PlannedSlide[]): DeckCheck {
  const pages = pdfWords(pdf);
  const problems: DeckProblem[] = [];
  if (pages.length !== plan.length)
    problems.push({ slide: 0, kind: 'page-count', detail: `${pages.length} PDF pages for ${plan.length} slides` });
  let minPlannedPt = Infinity;
  let maxTitleLines = 0;
  let words = 0;
  const t = TOLERANCE_PT;
  plan.forEach((slide, index) => {
    const n = index + 1;
    const boxes = slide.items
      .filter((item) => item.kind !== 'rect' && item.kind !== 'image')
      .map((item) => item as Exclude<PlannedItem, PlannedShape | PlannedPicture>)
      .map((item) => ({ item, x: item.x * 72, y: item.y * 72, w: item.w * 72, h: item.h * 72 }));
    // Pictures (photos, icons): inside the slide, and over no text box.
    for (const picture of slide.items.filter((item) => item.kind === 'image')) {
      const [x, y, w, h] = [picture.x * 72, picture.y * 72, picture.w * 72, picture.h * 72];
      if (x < 0 || y < 0 || x + w > SLIDE_W * 72 + 0.5 || y + h > SLIDE_H * 72 + 0.5)
        problems.push({ slide: n, kind: 'outside-slide', detail: 'picture' });
      const overlaps = boxes.some((b) => x < b.x + b.w && b.x < x + w && y < b.y + b.h && b.y < y + h);
      if (overlaps) problems.push({ slide: n, kind: 'picture-overlap', detail: 'picture over a text box' });
    }
    for (const { item } of boxes) {
      const size = item.sizePt;
      minPlannedPt = Math.min(minPlannedPt, size);
      if (size < MIN_BODY_PT) problems.push({ slide: n, kind: 'small-text', detail: `${size} pt text` });
    }
    const pageWords = pages[index] ?? [];
    words += pageWords.length;
    for (const word of pageWords) {
      const inSlide =
        word.xMin >= -t && word.yMin >= -t && word.xMax <= SLIDE_W * 72 + t && word.yMax <= SLIDE_H * 72 + t;
      if (!inSlide) {
        problems.push({ slide: n, kind: 'outside-slide', detail: `"${word.text}"` });
        continue;
      }
      const inside = boxes.some(
        (b) => word.xMin >= b.x - t && word.xMax <= b.x + b.w + t && word.yMin >= b.y - t && word.yMax <= b.y + b.h + t,
      );
      if (!inside)
        problems.push({
          slide: n,
          kind: 'outside-box',
          detail: `"${word.text}" at ${word.xMin.toFixed(0)},${word.yMin.toFixed(0)}–${word.xMax.toFixed(0)},${word.yMax.toFixed(0)} pt`,
        });
    }
    // Titles: the distinct baselines of the words inside each title box.
    for (const b of boxes) {
      if (b.item.kind !== 'text' || b.item.role !== 'title') continue;
      const bottoms = pageWords
        .filter((w) => w.xMin >= b.x - t && w.xMax <= b.x + b.w + t && w.yMin >= b.y - t && w.yMax <= b.y + b.h + t)
        .map((w) => w.yMax)
        .sort((a, c) => a - c);
      // A new line where the word bottoms jump by more than a third of the type size.
      const lines = bottoms.filter((y, i) => i === 0 || y - bottoms[i - 1]! > b.item.sizePt / 3).length;
      maxTitleLines = Math.max(maxTitleLines, lines);
      if (lines > 2) problems.push({ slide: n, kind: 'title-lines', detail: `${lines} lines` });
    }
  });
  return { pages: pages.length, words, problems, minPlannedPt, maxTitleLines };
}
