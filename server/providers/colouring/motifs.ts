/**
 * The motif library for the offline text → colouring composer: Tabler's outline icons (MIT, 5,000+ line
 * drawings on a 24×24 grid) with their names, categories and tags from `@tabler/icons/icons.json`.
 * A prompt's words are matched to icons by name first, then by tag, preferring pictorial categories
 * (animals, nature, buildings, food, vehicles …) over interface symbols.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface IconEntry {
  name: string;
  category: string;
  tags: string[];
  styles?: { outline?: unknown };
}

interface Motif {
  name: string;
  category: string;
  /** The icon's drawing elements (paths, circles …) without the outer <svg> and the invisible frame. */
  body: string;
}

let index: { byName: Map<string, IconEntry>; byTag: Map<string, IconEntry[]>; dir: string } | null = null;

function loadIndex() {
  if (index) return index;
  // The package exports only `./*` → `./icons/*`; icons.json sits at the package root, two levels above an icon.
  const outlineDir = path.dirname(require.resolve('@tabler/icons/outline/cat.svg'));
  const packageDir = path.resolve(outlineDir, '..', '..');
  const entries = Object.values(
    JSON.parse(fs.readFileSync(path.join(packageDir, 'icons.json'), 'utf8')) as Record<string, IconEntry>,
  ).filter((entry) => entry.styles?.outline !== undefined);
  const byName = new Map<string, IconEntry>();
  const byTag = new Map<string, IconEntry[]>();
  for (const entry of entries) {
    byName.set(entry.name, entry);
    for (const tag of entry.tags) {
      const key = String(tag).toLowerCase();
      const list = byTag.get(key) ?? [];
      list.push(entry);
      byTag.set(key, list);
    }
  }
  index = { byName, byTag, dir: outlineDir };
  return index;
}

/** Categories that hold pictures of things (good motifs) vs. interface symbols (avoided). */
const PICTORIAL = new Set([
  'Animals',
  'Nature',
  'Buildings',
  'Food',
  'Vehicles',
  'Weather',
  'Sport',
  'Map',
  'Games',
  'Health',
  'Mood',
  'Shapes',
  'Zodiac',
  'Laundry',
  'Photography',
  'Media',
  'Design',
  'Symbols',
]);
const EXCLUDED = new Set([
  'Brand',
  'Letters',
  'Numbers',
  'Arrows',
  'Text',
  'Database',
  'Version control',
  'Logic',
  'Charts',
  'Development',
  'Computers',
  'Math',
  'Currencies',
  'Badges',
  'Extensions',
]);
/** Name parts that make an icon a variant of a thing (crossed out, with a badge …) rather than the thing. */
const MODIFIERS = new Set([
  'off',
  'bitcoin',
  'bolt',
  'cancel',
  'check',
  'code',
  'cog',
  'dollar',
  'down',
  'up',
  'exclamation',
  'heart',
  'minus',
  'pause',
  'pin',
  'plus',
  'question',
  'search',
  'share',
  'spark',
  'star',
  'x',
  'filled',
  'stats',
  'signal',
  'share',
  'lock',
  'eye',
  'edit',
  'dot',
  'bitcoin',
  'question',
]);

const STOPWORDS = new Set(
  'a an and the with of in on at to for from by under over near next beside behind between into onto is are be some many few two three four five six seven eight nine ten very big small little cute happy funny lovely beautiful nice please draw drawing picture image page pages colouring coloring color colour line art lines simple detailed scene there their its it this that my your our his her them they we you i me us as or but so than then flying playing running sitting standing jumping swimming eating sleeping walking dancing reading riding going looking holding having together around'.split(
    ' ',
  ),
);

/** A few everyday words whose best Tabler picture has another name. */
const SYNONYMS: Record<string, string> = {
  house: 'home',
  houses: 'home',
  kitten: 'cat',
  kitty: 'cat',
  puppy: 'dog',
  doggy: 'dog',
  bike: 'bike',
  bicycle: 'bike',
  aeroplane: 'plane',
  airplane: 'plane',
  ship: 'sailboat',
  boat: 'sailboat',
  flowers: 'flower',
  sea: 'ripple',
  ocean: 'ripple',
  forest: 'trees',
  castle: 'building-castle',
  princess: 'crown',
  king: 'crown',
  queen: 'crown',
  birthday: 'cake',
  rainbow: 'rainbow',
  stars: 'star',
  space: 'planet',
  robot: 'robot',
  ghost: 'ghost',
};

/** Lowercase words of a prompt, without stop words, naively singularised. */
export function promptWords(prompt: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of prompt.toLowerCase().split(/[^a-z-]+/)) {
    const word = raw.replace(/^-+|-+$/g, '');
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words;
}

function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves') && word.length > 4) forms.push(`${word.slice(0, -3)}f`);
  if (word.endsWith('es') && word.length > 3) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 2) forms.push(word.slice(0, -1));
  return forms;
}

function score(entry: IconEntry, form: string, viaTag: boolean): number {
  if (EXCLUDED.has(entry.category)) return -Infinity;
  let value = viaTag ? 40 : 100;
  const parts = entry.name.split('-');
  if (parts.some((part) => MODIFIERS.has(part))) value -= 50;
  if (parts.some((part) => /^\d+$/.test(part))) value -= 5;
  if (PICTORIAL.has(entry.category)) value += 10;
  if (entry.category === 'System') value -= 15;
  if (viaTag && parts.includes(form)) value += 15;
  value -= parts.length * 2;
  return value;
}

/** The best icon for one word, or null when nothing pictorial matches. */
export function findMotif(word: string): string | null {
  const { byName, byTag } = loadIndex();
  let best: { name: string; value: number } | null = null;
  const consider = (entry: IconEntry | undefined, form: string, viaTag: boolean) => {
    if (!entry) return;
    const value = score(entry, form, viaTag);
    if (value > 0 && (!best || value > best.value)) best = { name: entry.name, value };
  };
  for (const form of singulars(word)) {
    const synonym = SYNONYMS[form];
    if (synonym) consider(byName.get(synonym), form, false);
    consider(byName.get(form), form, false);
    for (const entry of byTag.get(form) ?? []) consider(entry, form, true);
  }
  return (best as { name: string } | null)?.name ?? null;
}

const bodyCache = new Map<string, string>();

/** Loads an icon's drawing elements. */
export function loadMotif(name: string): Motif {
  const { byName, dir } = loadIndex();
  const entry = byName.get(name);
  if (!entry) throw new Error(`unknown motif ${name}`);
  let body = bodyCache.get(name);
  if (body === undefined) {
    const svg = fs.readFileSync(path.join(dir, `${name}.svg`), 'utf8');
    const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
    // Drop the invisible 24×24 frame every Tabler icon starts with.
    body = inner.replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, '').trim();
    bodyCache.set(name, body);
  }
  return { name, category: entry.category, body };
}

/** Scenery the prompt enhancer adds around the subjects (all exist in Tabler). */
export const SCENERY_MOTIFS = [
  'sun',
  'cloud',
  'flower',
  'tree',
  'butterfly',
  'leaf',
  'star',
  'mountain',
  'plant-2',
  'trees',
  'balloon',
  'moon',
] as const;
/** Small repeated motifs for the background pattern of the harder difficulties. */
export const PATTERN_MOTIFS = ['star', 'heart', 'flower', 'leaf', 'circle', 'cloud', 'sparkles', 'diamond'] as const;
/** When no word of the prompt matches a picture. */
export const FALLBACK_MOTIFS = ['flower', 'butterfly', 'sun'] as const;
