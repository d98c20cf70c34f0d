/**
 * Text → colouring page, offline. No text-to-image model runs offline, so this is an honest composer: it
 * picks line-art motifs that match the prompt's words (Tabler outline icons, see motifs.ts), lays them out
 * as a scene inside a border — sky things up, ground things on a rolling ground line — and renders the SVG
 * to PNG with sharp (librsvg). `difficulty` sets line weight, motif size and how much pattern fills the
 * page; `dimension` sets the page shape; `variant` (the batch index) gives a different layout.
 * It reports which motifs it drew and where, and which words it found no picture for.
 * Layout and rendering run in the engine pool (a worker thread), off the web process's event loop.
 */
import sharp from 'sharp';
import { asBuffer, runEngine } from '../engine-pool/pool';
import { dimensionPresets, type Difficulty, type Dimension } from '#contract/colouring';
import { MANDALA, mandalaPage } from './mandala';
import {
  FALLBACK_MOTIFS,
  livesUnderwater,
  loadMotif,
  mirrorable,
  PATTERN_MOTIFS,
  readPrompt,
  SEA,
  sceneryFor,
} from './motifs';
import { hash, random, shuffle } from './seeded';
import { vocabulary } from './vocabulary';

interface ComposeOptions {
  /** What the user asked for (just their words, not the keyword-laden vendor prompt). */
  prompt: string;
  difficulty?: Difficulty;
  dimension?: Dimension;
  /** Prompt enhancer: add fitting scenery around the subjects. */
  enhance?: boolean;
  /** Batch index: each gives a different layout. */
  variant?: number;
  /** Twice the pixel size. */
  highQuality?: boolean;
  /** Print a small "Made with Atelier" mark. */
  watermark?: boolean;
}

export interface Placement {
  motif: string;
  role: 'subject' | 'scenery' | 'pattern';
  /**
   * Top-left corner and edge length of the square the motif is drawn in, in output pixels: its drawing (not its 24×24
   * grid) fills the square's width or height, centred across and standing on the square's bottom edge.
   */
  x: number;
  y: number;
  size: number;
  flipped: boolean;
  /** Worn on a subject's head (a crown on a cat): drawn over it, hiding the lines beneath. */
  worn?: boolean;
}

interface ComposedPage {
  png: Buffer;
  width: number;
  height: number;
  placements: Placement[];
  /** Subject motifs drawn, in prompt order. */
  motifs: string[];
  /** Prompt words that became motifs. */
  words: string[];
  /** Prompt words with no matching picture. */
  unmatched: string[];
}

interface Style {
  /** Line width as a share of the page's short side. */
  stroke: number;
  /** Subject size as a share of the inner width, before fitting. */
  subjectSize: number;
  maxSubjects: number;
  scenery: number;
  pattern: number;
  border: number;
}

const STYLES: Record<Difficulty, Style> = {
  Children: { stroke: 0.0085, subjectSize: 0.5, maxSubjects: 8, scenery: 3, pattern: 0, border: 0.01 },
  Teens: { stroke: 0.006, subjectSize: 0.42, maxSubjects: 8, scenery: 3, pattern: 8, border: 0.008 },
  Adults: { stroke: 0.0042, subjectSize: 0.36, maxSubjects: 8, scenery: 4, pattern: 26, border: 0.006 },
  Expert: { stroke: 0.003, subjectSize: 0.32, maxSubjects: 8, scenery: 5, pattern: 60, border: 0.005 },
};

/**
 * A page's only ground subject (or its sky things when nothing stands on the ground) is drawn this much larger than
 * one of two: it is the picture, not one of a row (half the inner width left a unicorn in a third of the page, the
 * sky above it empty).
 */
const ALONE = 1.4;

/** What lives on the sea floor: it stands there on an underwater page, under the swimmers. */
const ON_THE_SEA_FLOOR: ReadonlySet<string> = new Set([
  'own:coral',
  'own:seaweed',
  'own:starfish',
  'own:crab',
  'lucide:shell',
]);

/** Pattern motifs of the land and sky, left out of an underwater page's pattern. */
const LAND_PATTERN: ReadonlySet<string> = new Set(['cloud', 'leaf', 'flower']);

/** Hats: worn on the head of a subject that shows one at its top (a cat wearing a crown), not drawn beside it. */
const HEADWEAR: ReadonlySet<string> = new Set([
  'crown',
  'own:top-hat',
  'own:witch-hat',
  'own:party-hat',
  'own:santa-hat',
  'own:cowboy-hat',
  'own:beanie',
  'own:cap',
  'chef-hat',
  'lucide:hard-hat',
  'helmet',
]);
/** Subjects drawn facing us with the head at the top, in the middle: where a hat sits is known. */
const HEAD_ON_TOP: ReadonlySet<string> = new Set([
  'cat',
  'dog',
  'own:cow',
  'own:owl',
  'own:frog',
  'own:lion',
  'own:tiger',
  'own:monkey',
  'own:bear',
  'lucide:panda',
  'own:koala',
  'own:fox',
  'own:wolf',
  'own:penguin',
  'own:octopus',
  'own:hamster',
  'own:raccoon',
  'own:gorilla',
  'own:meerkat',
  'own:lemur',
  'own:teddy',
  'ghost',
  'robot',
  'alien',
  'snowman',
  'mood-kid',
  'woman',
  'man',
  'own:fairy',
  'own:clown',
  'own:superhero',
]);

/** Motifs that belong in the sky band. */
const SKY = new Set([
  'sun',
  'moon',
  'moon-stars',
  'cloud',
  'star',
  'stars',
  'planet',
  'rocket',
  'plane',
  'balloon',
  'air-balloon',
  'butterfly',
  'drone',
  'feather',
  'sparkles',
  'comet',
  'ufo',
  'kite',
  'rainbow',
  'zeppelin',
  'helicopter',
  'bat',
  'cloud-rain',
  'snowflake',
  'lucide:bird',
  'own:kite',
  'own:bee',
  'own:fairy',
]);

/** Picks subject motifs for a prompt: one per subject named, de-duplicated; `unmatched`: nouns we cannot draw. */
export function pickSubjects(prompt: string): { motifs: string[]; words: string[]; unmatched: string[] } {
  const { subjects, unknown } = readPrompt(prompt);
  return {
    motifs: subjects.map((s) => s.subject.picture),
    words: subjects.map((s) => s.word),
    unmatched: unknown,
  };
}

/**
 * The pictures to draw, each as many times as the prompt counts, `most` in all: every thing named once first (ten
 * cats and a dog still show the dog), then the further copies in prompt order.
 */
function countedSubjects(
  subjects: ReadonlyArray<{ subject: { picture: string }; count: number }>,
  most: number,
): string[] {
  const kept = subjects.slice(0, most).map((s) => ({ picture: s.subject.picture, copies: 1, count: s.count }));
  let total = kept.length;
  for (const item of kept) {
    const extra = Math.min(item.count - 1, most - total);
    item.copies += extra;
    total += extra;
  }
  return kept.flatMap((item) => Array<string>(item.copies).fill(item.picture));
}

/** Which copy of its picture the subject at `index` is (0 for the first pig, 1 for the second …). */
function copyIndex(subjects: readonly string[], index: number): number {
  return subjects.slice(0, index).filter((picture) => picture === subjects[index]).length;
}

/** Relative size of a subject on the page (a mouse beside an elephant is drawn smaller). */
function sizeOf(motif: string): number {
  const subject = vocabulary().subjects.find((s) => s.picture === motif);
  return subject?.size === 's' ? 0.6 : subject?.size === 'l' ? 1 : 0.8;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export async function composePage(options: ComposeOptions): Promise<ComposedPage> {
  const page = await runEngine('colouring-composer', options, composePageInThread);
  return { ...page, png: asBuffer(page.png) };
}

/** composePage's work, in an engine thread. */
export async function composePageInThread(options: ComposeOptions): Promise<ComposedPage> {
  const difficulty = options.difficulty ?? 'Children';
  const style = STYLES[difficulty];
  const preset = dimensionPresets[options.dimension ?? 'Default'];
  const k = options.highQuality ? 2 : 1;
  const width = preset.width * k;
  const height = preset.height * k;
  const short = Math.min(width, height);
  const variant = options.variant ?? 0;
  const rand = random(hash(`${options.prompt}|${difficulty}|${options.dimension}`) + variant * 7919);

  const terms = readPrompt(options.prompt);
  let subjects = countedSubjects(terms.subjects, style.maxSubjects);
  if (subjects.length === 0) subjects = [...FALLBACK_MOTIFS];
  // A different variant shows the subjects in a different order and arrangement.
  subjects = variant === 0 ? subjects : shuffle(subjects, rand);
  // A mandala is the whole page: a thing named with it (a mandala with flowers) sits in its centre and circles it.
  const mandala = subjects.includes(MANDALA);
  const mandalaMotif = mandala ? subjects.find((motif) => motif !== MANDALA) : undefined;
  // Sea creatures alone (a whale and a dolphin, an underwater world) swim under a water line near the top, above a
  // sea floor; on the usual ground line they stood on hills under a sun. "The sea" (waves) is that water line.
  const underwater = !mandala && livesUnderwater(subjects);
  const named = mandala ? [] : underwater ? subjects.filter((motif) => motif !== SEA) : subjects;
  // A hat named with a subject that shows its head on top (a cat wearing a crown) is drawn on that head.
  const wearer = named.find((motif) => HEAD_ON_TOP.has(motif));
  const hat = wearer ? named.find((motif) => HEADWEAR.has(motif)) : undefined;
  const sceneSubjects = hat ? named.filter((motif) => motif !== hat) : named;

  const margin = Math.round(short * 0.045);
  const inner: Box = { x: margin * 2, y: margin * 2, w: width - margin * 4, h: height - margin * 4 };
  const portrait = height > width * 1.1;
  // Subjects: ground things stand on the ground line in slots across the page, sky things fly above. On a portrait
  // or square page three or more stand in two rows: the first ones in the field in front of the ground line (drawn higher up
  // for them), the others on it. In one row across the narrow width, four subjects were each a sixth of the page
  // wide, between an empty sky and an empty field.
  const groundSubjects = sceneSubjects.filter((m) => !SKY.has(m));
  const skySubjects = sceneSubjects.filter((m) => SKY.has(m));
  const frontCount = height >= width * 0.9 && groundSubjects.length >= 3 ? Math.ceil(groundSubjects.length / 2) : 0;
  const groundY = underwater
    ? inner.y + inner.h * (0.9 + rand() * 0.03)
    : inner.y + inner.h * ((frontCount ? 0.55 : portrait ? 0.7 : 0.8) + rand() * 0.06);
  const surfaceY = inner.y + inner.h * (portrait ? 0.1 : 0.14);
  const waves = Array.from({ length: portrait ? 7 : 9 }, (_, i) => short * 0.014 * (i % 2 ? 1 : -1));
  const skyBottom = inner.y + inner.h * (portrait ? 0.22 : 0.3);
  // The ground line: rolling hills, each a quadratic curve from groundY to groundY with its control point `amp` off.
  const hills = Array.from(
    { length: 2 + Math.floor(rand() * 3) },
    (_, i) => short * (0.015 + rand() * 0.03) * (i % 2 ? 1 : -1),
  );
  const hillSpan = (width - 2 * margin) / hills.length;
  const groundAt = (x: number) => {
    const along = Math.min(hills.length - 1e-9, Math.max(0, (x - margin) / hillSpan));
    const t = along - Math.floor(along);
    return groundY + 2 * t * (1 - t) * hills[Math.floor(along)]!;
  };
  // Scenery (prompt enhancer): nothing of the sky under the sea.
  const scenery =
    options.enhance !== false && !mandala
      ? shuffle(
          sceneryFor(subjects).filter((motif) => !(underwater && SKY.has(motif))),
          rand,
        ).slice(0, style.scenery)
      : [];
  // The harder levels' background pattern: under the sea, bubbles and shapes but no clouds, leaves or flowers.
  const pattern = underwater ? PATTERN_MOTIFS.filter((motif) => !LAND_PATTERN.has(motif)) : PATTERN_MOTIFS;
  // Each motif's drawing on its grid, for the room it takes on the page (a bus is wide and low, a robot narrow).
  const drawings = new Map(
    await Promise.all(
      [...new Set([...named, ...scenery, ...PATTERN_MOTIFS])].map(
        async (motif) => [motif, await drawingBox(motif)] as const,
      ),
    ),
  );
  /** The width and height of a motif's drawing placed at `size` (its longer side). */
  const extent = (motif: string, size: number) => {
    const drawing = drawings.get(motif)!;
    const longer = Math.max(drawing.w, drawing.h);
    return { w: (size * drawing.w) / longer, h: (size * drawing.h) / longer };
  };
  /** Where a motif's drawing lies when placed in the square at x, y: centred across it, on its bottom edge. */
  const footprint = (motif: string, x: number, y: number, size: number): Box => {
    const { w, h } = extent(motif, size);
    return { x: x + (size - w) / 2, y: y + size - h, w, h };
  };
  /** The largest size at which a motif's drawing fits `width` × `height` (a whale is wide: its height has room). */
  const fitting = (motif: string, width: number, height: number) => {
    const { w, h } = extent(motif, 1);
    return Math.min(width / w, height / h);
  };
  // Where a motif `size` wide stands on the hills: its drawing's bottom on the highest ground under it, so no foot
  // sinks into a hill (a foot over a dip stands a little above the line).
  const standingTop = (motif: string, x: number, size: number) => {
    const { x: left, w } = footprint(motif, x, 0, size);
    let ground = Number.POSITIVE_INFINITY;
    for (let k = 0; k <= 8; k++) ground = Math.min(ground, groundAt(left + (w * k) / 8));
    return ground - size;
  };

  const placements: Placement[] = [];
  // The drawings placed so far: a new one keeps `gap` clear of each (a rocket's nose fills its square's corner).
  const taken: Box[] = [];
  const put = (motif: string, role: Placement['role'], x: number, y: number, size: number, flipped: boolean) => {
    placements.push({ motif, role, x: Math.round(x), y: Math.round(y), size: Math.round(size), flipped });
    taken.push(footprint(motif, x, y, size));
  };
  const fits = (motif: string, x: number, y: number, size: number, gap: number) => {
    if (x < inner.x || y < inner.y || x + size > inner.x + inner.w || y + size > inner.y + inner.h) return false;
    const f = footprint(motif, x, y, size);
    return taken.every(
      (t) => f.x >= t.x + t.w + gap || t.x >= f.x + f.w + gap || f.y >= t.y + t.h + gap || t.y >= f.y + f.h + gap,
    );
  };
  const place = (
    motif: string,
    role: Placement['role'],
    size: number,
    region: Box,
    gap: number,
    attempts = 240,
    standsOnGround = false,
  ): boolean => {
    let s = size;
    for (let round = 0; round < 6; round++, s *= 0.85) {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const x = region.x + rand() * Math.max(0, region.w - s);
        const y = standsOnGround ? standingTop(motif, x, s) : region.y + rand() * Math.max(0, region.h - s);
        if (fits(motif, x, y, s, gap)) {
          put(motif, role, x, y, s, mirrorable(motif) && rand() < 0.35);
          return true;
        }
      }
    }
    return false;
  };

  const aspect = width / height;
  const perRow = Math.max(1, frontCount || groundSubjects.length);
  const baseSize = Math.min(
    inner.w * style.subjectSize * Math.min(1, 1.3 / Math.max(1, perRow * 0.6)) * (aspect > 1.2 ? 0.8 : 1),
    (groundY - inner.y) * 0.62,
  );
  const slotWidth = inner.w / perRow;
  // The field below the ground line: the front row stands near its bottom and stays clear of the line.
  const frontBase = inner.y + inner.h - (inner.y + inner.h - groundY) * 0.08;
  const frontRoom = (frontBase - groundY) * 0.9;
  // Size classes are relative to the page's largest subject: a mouse beside an elephant is small, a violin and a
  // trumpet alone fill their slots.
  const largest = Math.max(0.6, ...groundSubjects.map(sizeOf));
  if (underwater) swimInTheSea();
  else
    groundSubjects.forEach((motif, index) => {
      const front = index < frontCount;
      const i = front || frontCount === 0 ? index : index - frontCount;
      const inRow = front ? frontCount : frontCount ? groundSubjects.length - frontCount : groundSubjects.length;
      // A shorter row is centred; the back row sits between the front row's slots.
      const shift = (perRow - inRow) / 2;
      // Fitted to its slot first, then scaled by the subject's size class, so an elephant stays bigger than a mouse.
      // A lone subject may reach up into the sky band; one of a row stays below it.
      const headroom = front ? frontRoom : perRow === 1 ? (groundY - inner.y) * 0.9 : groundY - skyBottom;
      const slotSize = Math.min(
        baseSize * (perRow === 1 ? ALONE : 1) * (sizeOf(motif) / largest) * (0.92 + rand() * 0.16),
        fitting(motif, slotWidth * 0.95, headroom),
      );
      // Where it does not fit beside its neighbours it is drawn a little smaller in its slot, else wherever it fits in
      // its part of the page, else anywhere: a subject the prompt names is never left out.
      for (let size = slotSize; size > slotSize * 0.5; size *= 0.85) {
        const x = inner.x + slotWidth * (i + shift) + (slotWidth - size) * (0.25 + rand() * 0.5);
        const y = front ? frontBase - size : standingTop(motif, x, size);
        if (!fits(motif, x, y, size, short * 0.01)) continue;
        // Copies of one thing (three pigs) face both ways, as a herd does.
        const herd = (variant % 2 === 1 && i % 2 === 0) !== (copyIndex(groundSubjects, index) % 2 === 1);
        put(motif, 'subject', x, y, size, mirrorable(motif) && herd);
        return;
      }
      const ownPart = front
        ? { x: inner.x, y: groundY, w: inner.w, h: frontBase - groundY }
        : { x: inner.x, y: skyBottom, w: inner.w, h: groundY - skyBottom };
      if (!place(motif, 'subject', slotSize, ownPart, short * 0.01)) place(motif, 'subject', slotSize, inner, 0);
    });
  /**
   * Underwater, what lives on the sea floor (coral, seaweed, a starfish, a crab) stands on it, across the page; the
   * swimmers fill the water above in a grid of cells (two across on a portrait page), each drawn within its cell at a
   * jittered place, facing either way as fish do.
   */
  function swimInTheSea() {
    const level = style.subjectSize / STYLES.Children.subjectSize;
    const onTheFloor = groundSubjects.filter((motif) => ON_THE_SEA_FLOOR.has(motif));
    const swimmers = groundSubjects.filter((motif) => !ON_THE_SEA_FLOOR.has(motif));
    const depth = groundY - surfaceY;
    let floorTop = groundY;
    onTheFloor.forEach((motif, index) => {
      // Alone on the floor they are the picture; under swimmers they keep the lower third of the water.
      const room = swimmers.length ? depth * 0.3 : depth * (onTheFloor.length === 1 ? 0.75 : 0.55);
      const slot = inner.w / onTheFloor.length;
      const size = fitting(motif, slot * 0.85, room) * level * (sizeOf(motif) / largest) * (0.92 + rand() * 0.16);
      const x = inner.x + slot * index + (slot - size) * (0.25 + rand() * 0.5);
      const y = standingTop(motif, x, size);
      put(motif, 'subject', x, y, size, mirrorable(motif) && rand() < 0.5);
      floorTop = Math.min(floorTop, y + size - extent(motif, size).h);
    });
    const n = swimmers.length;
    if (n === 0) return;
    const across = portrait ? Math.min(n, n <= 4 ? 2 : 3) : Math.min(n, n <= 3 ? n : Math.ceil(n / 2));
    const rows = Math.ceil(n / across);
    const water = { x: inner.x, y: surfaceY + short * 0.03, w: inner.w, h: floorTop - surfaceY - short * 0.06 };
    const cellW = water.w / across;
    const cellH = water.h / rows;
    swimmers.forEach((motif, index) => {
      const row = Math.floor(index / across);
      const inRow = row === rows - 1 ? n - row * across : across;
      // A shorter last row is centred.
      const column = (index % across) + (across - inRow) / 2;
      const fill = n === 1 ? 0.75 : 0.85;
      const size = fitting(motif, cellW, cellH) * fill * level * (sizeOf(motif) / largest) * (0.92 + rand() * 0.16);
      // The drawing somewhere in its cell (its square's left and top edges from the drawing's).
      const { w, h } = extent(motif, size);
      const x = water.x + cellW * column + (cellW - w) * (0.2 + rand() * 0.6) - (size - w) / 2;
      const y = water.y + cellH * row + (cellH - h) * (0.2 + rand() * 0.6) - (size - h);
      put(motif, 'subject', x, y, size, mirrorable(motif) && rand() < 0.5);
    });
  }

  // Sky things beside ground ones are smaller than them; alone (a kite, five balloons) they are the picture.
  const skyAlone = groundSubjects.length === 0;
  const largestInSky = Math.max(0.6, ...skySubjects.map(sizeOf));
  for (const motif of skySubjects) {
    const size = skyAlone
      ? baseSize *
        (skySubjects.length === 1 ? ALONE : Math.min(1, 1.3 / (skySubjects.length * 0.6))) *
        (sizeOf(motif) / largestInSky)
      : baseSize * 0.75 * sizeOf(motif);
    const sky = { x: inner.x, y: inner.y, w: inner.w, h: groundY - inner.y - baseSize * 0.3 };
    // Anywhere on the page if the sky has no room left: a subject the prompt names is never left out.
    if (!place(motif, 'subject', size, sky, short * 0.015)) place(motif, 'subject', size, inner, 0);
  }

  const head = hat ? placements.find((p) => p.role === 'subject' && p.motif === wearer) : undefined;
  if (hat && head) {
    // On the head: its brim just over the top of the head at its middle (between a cat's ears, not on their tips).
    const top = footprint(head.motif, head.x, head.y, head.size);
    const drawing = drawings.get(head.motif)!;
    const headTop = top.y + top.h * drawing.middleTop;
    // A little wider than the head where the brim sits, within a third and a half of the wearer's width (between a
    // dog's ears the lines come close).
    const brim = Math.min(Math.max(top.w * drawing.middleWidth * 1.15, top.w * 0.33), top.w * 0.55);
    const size = brim / (extent(hat, 1).w || 1);
    const x = top.x + top.w / 2 - size / 2; // the drawing is centred across its square
    const y = Math.max(inner.y, headTop + top.h * 0.05 - size);
    placements.push({
      motif: hat,
      role: 'subject',
      x: Math.round(x),
      y: Math.round(y),
      size: Math.round(size),
      flipped: false,
      worn: true,
    });
    taken.push(footprint(hat, x, y, size));
  }

  // Scenery (prompt enhancer) in the free space, then the pattern of the harder levels.
  for (const motif of scenery) {
    const sky = SKY.has(motif);
    const size = baseSize * (sky ? (portrait ? 0.55 : 0.42) : 0.4) * (0.8 + rand() * 0.4);
    // Sky scenery in the sky band; ground scenery anywhere across, standing on the hills.
    const region = sky
      ? { x: inner.x, y: inner.y, w: inner.w, h: skyBottom - inner.y + size * 0.5 }
      : { x: inner.x, y: groundY - size, w: inner.w, h: size };
    place(motif, 'scenery', size, region, short * 0.012, 120, !sky);
  }
  for (let i = 0; i < (mandala ? 0 : style.pattern); i++) {
    const motif = pattern[Math.floor(rand() * pattern.length)]!;
    place(motif, 'pattern', short * (0.035 + rand() * 0.035), inner, short * 0.006, 40);
  }

  const strokePx = short * style.stroke;
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  // Border, and a ground line across the page (rolling hills) for the scene.
  const bw = short * style.border;
  parts.push(
    `<rect x="${margin}" y="${margin}" width="${width - 2 * margin}" height="${height - 2 * margin}" rx="${margin * 0.6}" fill="none" stroke="#000" stroke-width="${bw}"/>`,
  );
  if (difficulty === 'Expert' || difficulty === 'Adults') {
    const gap = margin * 0.35;
    parts.push(
      `<rect x="${margin + gap}" y="${margin + gap}" width="${width - 2 * (margin + gap)}" height="${height - 2 * (margin + gap)}" rx="${margin * 0.45}" fill="none" stroke="#000" stroke-width="${bw * 0.6}"/>`,
    );
  }
  if (mandala) {
    const elements = mandalaPage({
      width,
      height,
      inner,
      rings: { Children: 3, Teens: 4, Adults: 6, Expert: 7 }[difficulty],
      rand,
      stroke: strokePx,
      ...(mandalaMotif ? { motif: loadMotif(mandalaMotif).body } : {}),
    });
    parts.push(
      `<g fill="none" stroke="#000" stroke-width="${strokePx}" stroke-linecap="round" stroke-linejoin="round">${elements}</g>`,
    );
  } else {
    const line = (y: number, humps: readonly number[]) => {
      const span = (width - 2 * margin) / humps.length;
      let d = `M ${margin} ${y.toFixed(1)}`;
      humps.forEach((amp, i) => {
        const x0 = margin + span * i;
        d += ` Q ${(x0 + span / 2).toFixed(1)} ${(y + amp).toFixed(1)} ${(x0 + span).toFixed(1)} ${y.toFixed(1)}`;
      });
      return `<path d="${d}" fill="none" stroke="#000" stroke-width="${strokePx}" stroke-linecap="round"/>`;
    };
    parts.push(line(groundY, hills));
    if (underwater) parts.push(line(surfaceY, waves));
  }

  for (const p of placements) {
    const lineWidth = p.role === 'pattern' ? strokePx * 0.6 : p.role === 'scenery' ? strokePx * 0.85 : strokePx;
    parts.push(await motifElement(p, lineWidth));
  }
  if (options.watermark) {
    const size = Math.round(short * 0.016);
    parts.push(
      `<text x="${width - margin * 1.4}" y="${height - margin * 0.35}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" text-anchor="end" fill="#555">Made with Atelier</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
  // A steeper tone curve: the anti-aliased fringe of the lines keeps a one-pixel ramp (no jagged edges), but the
  // near-white and near-black pixels beside it become paper and ink (pure pixels on an expert mandala 93 → 9x %).
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .linear(1.3, -38)
    .png({ compressionLevel: 6 })
    .toBuffer();
  const drawn = [
    ...placements.filter((p) => p.role === 'subject').map((p) => p.motif),
    ...(underwater ? [SEA] : []),
    ...(mandala ? [MANDALA, ...(mandalaMotif ? [mandalaMotif] : [])] : []),
  ];
  return {
    png,
    width,
    height,
    placements,
    motifs: [...new Set(subjects.filter((m) => drawn.includes(m)))],
    words: terms.subjects.map((s) => s.word),
    unmatched: terms.unknown,
  };
}

/** Renders one motif alone on a blank page of the given size, exactly as the composer draws it (for checks). */
export async function renderMotifAlone(
  placement: Placement,
  width: number,
  height: number,
  strokePx: number,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/>${await motifElement(placement, strokePx)}</svg>`;
  return sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer();
}

/** Where a placed motif's ink lies on the page (rendered alone as the page draws it, lines `strokePx` wide). */
export async function inkBoxAlone(
  placement: Placement,
  width: number,
  height: number,
  strokePx: number,
): Promise<{ left: number; top: number; width: number; height: number; bottom: number }> {
  const grey = await renderMotifAlone(placement, width, height, strokePx);
  const { left, top, right, bottom } = inkBounds(grey, width, 128);
  return { left, top, width: right - left + 1, height: bottom - top + 1, bottom };
}

/** The bounds of the pixels of a greyscale image no lighter than `lightest` (right < 0 when there are none). */
function inkBounds(grey: Buffer, width: number, lightest: number) {
  let [left, top, right, bottom] = [width, grey.length / width, -1, -1];
  for (let p = 0; p < grey.length; p++) {
    if (grey[p]! > lightest) continue;
    const x = p % width;
    const y = (p - x) / width;
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  return { left, top, right, bottom };
}

/**
 * A placed motif as an SVG group: its drawing scaled so that it fills the placement's square (lines `lineWidth` px
 * wide on the page), centred across it and standing on its bottom edge. Icons leave 2–8 of their 24 units empty
 * around the drawing (a robot is 12 units wide): scaled by the grid, a page's only subject filled a third of the
 * width it was given and floated above the ground line.
 */
async function motifElement(placement: Placement, lineWidth: number): Promise<string> {
  const { body } = loadMotif(placement.motif);
  const drawing = await drawingBox(placement.motif);
  const scale = Math.max(0.01, placement.size - lineWidth) / Math.max(drawing.w, drawing.h);
  const across = placement.flipped ? -scale : scale;
  const transform = `translate(${placement.x + placement.size / 2} ${placement.y + placement.size - lineWidth / 2}) scale(${across} ${scale}) translate(${-(drawing.x + drawing.w / 2)} ${-(drawing.y + drawing.h)})`;
  const width = (lineWidth / scale).toFixed(3);
  // A worn hat first hides the head's lines under it (its shapes filled and stroked white), then draws its own.
  const under = placement.worn
    ? `<g transform="${transform}" fill="#fff" stroke="#fff" stroke-width="${width}" stroke-linejoin="round">${body}</g>`
    : '';
  return `${under}<g transform="${transform}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
}

/**
 * A motif's drawing on its grid; how far down its top is at its middle (0 = the drawing's top, 1 = its bottom), and how
 * wide it is a little below that, between the first lines either side of the middle (a head's width where a hat's
 * brim sits; a share of the drawing's width).
 */
type Drawing = Box & { middleTop: number; middleWidth: number };

const drawingBoxes = new Map<string, Promise<Drawing>>();

/**
 * Where a motif's drawing lies on its 24×24 grid (the centre lines of its strokes, to 0.04 unit): rendered once with
 * hairlines, the inked pixels' bounds.
 */
function drawingBox(motif: string): Promise<Drawing> {
  let box = drawingBoxes.get(motif);
  if (!box) {
    box = measureDrawing(loadMotif(motif).body);
    drawingBoxes.set(motif, box);
  }
  return box;
}

async function measureDrawing(body: string): Promise<Drawing> {
  // 25 px a unit (a subject is drawn at up to 30), with a 6-unit margin for drawings that reach past the grid.
  const side = 900;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="-6 -6 36 36"><rect x="-6" y="-6" width="36" height="36" fill="#fff"/><g fill="none" stroke="#000" stroke-width="0.04">${body}</g></svg>`;
  const grey = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer();
  const { left, top, right, bottom } = inkBounds(grey, side, 200);
  if (right < 0) return { x: 0, y: 0, w: 24, h: 24, middleTop: 0, middleWidth: 1 };
  const unit = (px: number) => px / 25 - 6;
  // The first ink in the middle tenth across: where a hat sits (between a cat's ears, not on their tips).
  const middle = (left + right) / 2;
  const band = Math.max(2, (right - left) * 0.05);
  let middleTop = bottom;
  for (let y = top; y <= bottom && middleTop === bottom; y++)
    for (let x = Math.floor(middle - band); x <= Math.ceil(middle + band); x++)
      if (grey[y * side + x]! < 200) {
        middleTop = y;
        break;
      }
  const row = Math.min(bottom, middleTop + Math.round((bottom - top) * 0.06));
  const inked = (x: number) => grey[row * side + x]! < 200;
  let from = Math.round(middle);
  let to = Math.round(middle);
  while (from > left && !inked(from)) from--;
  while (to < right && !inked(to)) to++;
  return {
    x: unit(left),
    y: unit(top),
    w: Math.max(1, unit(right + 1) - unit(left)),
    h: Math.max(1, unit(bottom + 1) - unit(top)),
    middleTop: (middleTop - top) / Math.max(1, bottom - top),
    middleWidth: (to - from) / Math.max(1, right - left),
  };
}

export function strokeWidthFor(difficulty: Difficulty, width: number, height: number): number {
  return Math.min(width, height) * STYLES[difficulty].stroke;
}
