/**
 * The offline deck translator: every text of an outline (titles, points, table cells, notes, the renderer's labels)
 * through an installed apertium pair, one text per line. Which pairs are installed is read once per process
 * (`apertium -l`); the source language is told from its commonest words (English or Spanish, the pairs Debian has).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deckLanguageName } from '#contract/presentation';
import { superviseProcess } from '#server/media/subprocess';
import { TransientError } from '../errors';
import { matchIcons } from './icons';
import type { DeckLabels } from './layout';
import { isIconGridPoints, type DeckOutline, type OutlineSlide } from './outline';

/** Apertium's codes for the deck languages the options name. */
const CODES: Record<string, string> = {
  english: 'eng',
  spanish: 'spa',
  catalan: 'cat',
  french: 'fra',
  german: 'deu',
  portuguese: 'por',
  italian: 'ita',
  galician: 'glg',
};
const NAMES = Object.fromEntries(Object.entries(CODES).map(([name, code]) => [code, name]));

/** Apertium's code for a deck language, by name ("Spanish") or ISO code ("es"); null when none is known. */
export function languageCode(language: string | undefined): string | null {
  const key = deckLanguageName(language ?? 'english');
  return Object.entries(CODES).find(([name]) => key.includes(name))?.[1] ?? null;
}

let pairs: Set<string> | undefined;

/** Installed pairs ("eng-spa", "spa-eng"); empty when apertium is missing. Read once (a few ms). */
export function installedPairs(binary = 'apertium'): Set<string> {
  if (pairs) return pairs;
  const listed = spawnSync(binary, ['-l'], { encoding: 'utf8', timeout: 10_000 });
  pairs = new Set(
    (listed.status === 0 ? listed.stdout : '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^[a-z]{2,3}-[a-z]{2,3}$/.test(l)),
  );
  return pairs;
}

/**
 * Languages the offline engine writes decks in: English (what it reads), and every language an installed pair
 * translates English into — by their English names, capitalised as the options spell them.
 */
export function offlineLanguages(binary?: string): string[] {
  const targets = [...installedPairs(binary)].filter((p) => p.startsWith('eng-')).map((p) => p.slice(4));
  return ['english', ...targets.map((code) => NAMES[code]).filter((n): n is string => Boolean(n))].map(
    (n) => n[0]!.toUpperCase() + n.slice(1),
  );
}

const COMMON: Record<string, string[]> = {
  eng: 'the and of to in is that for with are on as this be by it from we our'.split(' '),
  spa: 'el la de que y en los las por con para una del se es al como su más lo'.split(' '),
};

/** 'eng', 'spa', or null when the text is in neither (or too short to tell: English, the engine's default). */
export function detectLanguage(text: string): string {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const score = (code: string) => words.filter((w) => COMMON[code]!.includes(w)).length;
  return score('spa') > score('eng') ? 'spa' : 'eng';
}

/** A slide's points translated, and its icons (chosen from the source's words) keyed by the translated points. */
function translatedPoints(slide: OutlineSlide, next: () => string): Pick<OutlineSlide, 'bullets' | 'iconFor'> {
  const bullets = slide.bullets.map(next);
  if (!slide.iconFor) return { bullets };
  const iconFor: Record<string, string> = {};
  slide.bullets.forEach((point, i) => {
    const icon = slide.iconFor![point];
    if (icon) iconFor[bullets[i]!] = icon;
  });
  return { bullets, iconFor };
}

async function runApertium(binary: string, pair: string, input: string, signal?: AbortSignal): Promise<string> {
  // Through a file: the apertium script reads /dev/stdin, which a Node child's socket stdin cannot provide.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-deck-tr-'));
  const file = path.join(dir, 'input.txt');
  await fs.writeFile(file, input);
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(binary, ['-u', pair, file], { stdio: ['ignore', 'pipe', 'pipe'] });
      const supervision = superviseProcess(child, { timeoutMs: 60_000, signal });
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.resume();
      child.once('error', reject);
      child.once('close', (code) => {
        if (supervision.timedOut) reject(new TransientError('translation took too long'));
        else if (code !== 0) reject(new Error(`apertium ${pair} exited ${code}`));
        else resolve(stdout);
      });
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Translates texts (newlines inside a text are kept: each line is translated on its own). */
export async function translateTexts(
  texts: readonly string[],
  from: string,
  to: string,
  options: { binary?: string; signal?: AbortSignal } = {},
): Promise<string[]> {
  const lines = texts.flatMap((t) => t.split('\n'));
  // One text line per paragraph: apertium moves words across single line breaks (a line without a full stop
  // continues the sentence), never across a blank line. Empty lines are marked so every paragraph has a word.
  const input = lines.map((l) => l.replace(/\s+/g, ' ').trim() || '·').join('\n\n') + '\n';
  const output = await runApertium(options.binary ?? 'apertium', `${from}-${to}`, input, options.signal);
  const translated = output.trim().split(/\n\s*\n/);
  if (translated.length !== lines.length) throw new Error('translation lost the line alignment');
  let at = 0;
  return texts.map((t) => {
    const count = t.split('\n').length;
    const out = translated
      .slice(at, at + count)
      .map((l) => (l.trim() === '·' ? '' : l.trim()))
      .join('\n');
    at += count;
    return out;
  });
}

/** A slide drawn as an icon grid (layout.ts planIconGrid): short parallel points and nothing else on it. */
const isGridSlide = (slide: OutlineSlide) =>
  !slide.table && !slide.chart && !slide.columns?.length && !slide.image && isIconGridPoints(slide.bullets);

/** A grid slide whose every point already has its icon. */
const hinted = (slide: OutlineSlide) => slide.bullets.every((point) => Object.hasOwn(slide.iconFor ?? {}, point));

/**
 * Icons for the icon grids of a deck written in `language` (apertium's code): the icon table is English, so each
 * grid's points are matched in English — as they are (English), or translated by the installed `<language>-eng`
 * pair (one call for the whole deck). Grids already hinted (translated from English) keep their icons; without a
 * pair the points are matched as they are (an icon named like the word may still match).
 */
export async function withIconHints(
  outline: DeckOutline,
  language: string,
  options: { binary?: string; signal?: AbortSignal } = {},
): Promise<DeckOutline> {
  const slides = outline.sections.flatMap((s) => s.slides).filter((slide) => isGridSlide(slide) && !hinted(slide));
  if (!slides.length) return outline;
  const binary = options.binary ?? 'apertium';
  if (language !== 'eng' && !installedPairs(binary).has(`${language}-eng`)) return outline;
  const points = slides.flatMap((slide) => slide.bullets);
  const english = language === 'eng' ? points : await translateTexts(points, language, 'eng', options);
  const hints = new Map<OutlineSlide, Record<string, string>>();
  let at = 0;
  for (const slide of slides) {
    const count = slide.bullets.length;
    const icons = matchIcons(english.slice(at, at + count));
    at += count;
    hints.set(slide, Object.fromEntries(slide.bullets.map((point, i) => [point, icons[i]!])));
  }
  return {
    ...outline,
    sections: outline.sections.map((section) => ({
      ...section,
      slides: section.slides.map((slide) => (hints.has(slide) ? { ...slide, iconFor: hints.get(slide) } : slide)),
    })),
  };
}

/**
 * The outline and the renderer's labels in the target language (from the detected source language). Icon grids
 * keep the icons their source words chose (the icon table is English: a translated point would match none).
 */
export async function translateOutline(
  source: DeckOutline,
  labels: DeckLabels,
  from: string,
  to: string,
  options: { binary?: string; signal?: AbortSignal } = {},
): Promise<{ outline: DeckOutline; labels: DeckLabels }> {
  const outline = from === 'eng' ? await withIconHints(source, 'eng', options) : source;
  // Every text, in a fixed order, then put back in the same order.
  const texts: string[] = [labels.agenda, labels.continued, outline.title, outline.subtitle];
  for (const section of outline.sections) {
    texts.push(section.heading);
    for (const slide of section.slides) {
      texts.push(slide.title, slide.notes, ...slide.bullets);
      for (const row of slide.table ?? []) texts.push(...row);
      if (slide.chart) texts.push(...slide.chart.labels, ...slide.chart.series.map((series) => series.name));
      for (const column of slide.columns ?? [])
        texts.push(column.heading, ...column.bullets, ...(column.image ? [column.image.caption] : []));
      if (slide.image) texts.push(slide.image.caption);
    }
  }
  const out = await translateTexts(texts, from, to, options);
  let i = 0;
  const next = () => out[i++]!;
  const translatedLabels = { agenda: next(), continued: next() };
  const translated: DeckOutline = {
    ...outline,
    title: next(),
    subtitle: next(),
    sections: outline.sections.map((section) => ({
      heading: next(),
      slides: section.slides.map((slide) => ({
        title: next(),
        notes: next(),
        ...translatedPoints(slide, next),
        ...(slide.table ? { table: slide.table.map((row) => row.map(next)) } : {}),
        ...(slide.chart
          ? {
              chart: {
                kind: slide.chart.kind,
                labels: slide.chart.labels.map(next),
                series: slide.chart.series.map((series) => ({ name: next(), values: series.values })),
              },
            }
          : {}),
        ...(slide.columns
          ? {
              columns: slide.columns.map((c) => ({
                heading: next(),
                bullets: c.bullets.map(next),
                ...(c.image ? { image: { src: c.image.src, caption: next() } } : {}),
              })),
            }
          : {}),
        ...(slide.image ? { image: { src: slide.image.src, caption: next() } } : {}),
      })),
    })),
  };
  return { outline: translated, labels: translatedLabels };
}
