/**
 * Mandala pages ("mandala", "a mandala with flowers", "zentangle cat", "geometric pattern", 曼陀罗): concentric rings
 * of shapes repeated around the centre, every shape a closed outline to colour. The harder the level, the more rings
 * and the more shapes in each. A subject named with the mandala sits in its centre and circles it in one ring.
 */

import { random, shuffle } from './seeded';

/** The picture the word table gives the mandala; the composer lays such a page out as one mandala. */
export const MANDALA = 'pattern:mandala';

export interface MandalaOptions {
  cx: number;
  cy: number;
  radius: number;
  /** Rings between the centre and the rim (3 for children, up to 7). */
  rings: number;
  /** Seeded random in [0, 1): the same prompt gives the same mandala. */
  rand: () => number;
  /** A motif's 24×24 drawing (its body) to put in the centre and around one ring. */
  motif?: string;
  /** The line width, in the mandala's own units. */
  stroke: number;
}

type RingKind = 'petals' | 'scallops' | 'beads' | 'diamonds' | 'leaves' | 'motifs';

const f = (value: number) => value.toFixed(2);

/** A point at `radius` and `angle` (radians, 0 at the top, clockwise) around the centre. */
function at(o: MandalaOptions, radius: number, angle: number): [number, number] {
  return [o.cx + radius * Math.sin(angle), o.cy - radius * Math.cos(angle)];
}

function circle(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
}

/** One ring's shapes between radii `inner` and `outer`, `count` times around. */
function ring(o: MandalaOptions, kind: RingKind, inner: number, outer: number, count: number): string {
  const step = (2 * Math.PI) / count;
  const parts: string[] = [];
  const depth = outer - inner;
  for (let i = 0; i < count; i++) {
    const angle = i * step;
    const [bx, by] = at(o, inner, angle);
    const [tx, ty] = at(o, outer, angle);
    const [lx, ly] = at(o, inner + depth * 0.45, angle - step * 0.48);
    const [rx, ry] = at(o, inner + depth * 0.45, angle + step * 0.48);
    // A pointed petal: two curves from its base to its tip, bulging to each side.
    const petal = `<path d="M${f(bx)} ${f(by)}Q${f(lx)} ${f(ly)} ${f(tx)} ${f(ty)}Q${f(rx)} ${f(ry)} ${f(bx)} ${f(by)}Z"/>`;
    switch (kind) {
      case 'petals':
        parts.push(petal);
        break;
      case 'leaves':
        // A petal split by its vein from base to tip: two halves to colour (a vein ending inside was an open line).
        parts.push(petal, `<path d="M${f(bx)} ${f(by)}L${f(tx)} ${f(ty)}"/>`);
        break;
      case 'scallops': {
        // An arch from one spoke to the next (its peak at 85 % of the ring), a bead under it.
        const [ax, ay] = at(o, inner, angle - step / 2);
        const [cx2, cy2] = at(o, inner, angle + step / 2);
        const [qx, qy] = at(o, inner + depth * 1.7, angle);
        parts.push(`<path d="M${f(ax)} ${f(ay)}Q${f(qx)} ${f(qy)} ${f(cx2)} ${f(cy2)}"/>`);
        const [ix, iy] = at(o, inner + depth * 0.4, angle);
        parts.push(circle(ix, iy, Math.min(depth * 0.2, inner * Math.sin(step / 2) * 0.4)));
        break;
      }
      case 'beads': {
        const [x, y] = at(o, (inner + outer) / 2, angle + step / 2);
        parts.push(circle(x, y, Math.min(depth * 0.42, ((inner + outer) / 2) * Math.sin(step / 2) * 0.85)));
        break;
      }
      case 'diamonds': {
        const mid = (inner + outer) / 2;
        const [ax, ay] = at(o, mid, angle - step * 0.3);
        const [cx2, cy2] = at(o, mid, angle + step * 0.3);
        parts.push(`<path d="M${f(bx)} ${f(by)}L${f(ax)} ${f(ay)}L${f(tx)} ${f(ty)}L${f(cx2)} ${f(cy2)}Z"/>`);
        break;
      }
      case 'motifs': {
        const size = Math.min(depth * 0.9, ((inner + outer) / 2) * step * 0.8);
        const [x, y] = at(o, (inner + outer) / 2, angle);
        const scale = size / 24;
        parts.push(
          `<g transform="translate(${f(x)} ${f(y)}) rotate(${f((angle * 180) / Math.PI)}) translate(${f(-size / 2)} ${f(-size / 2)}) scale(${scale.toFixed(4)})" stroke-width="${(o.stroke / scale).toFixed(3)}">${o.motif}</g>`,
        );
        break;
      }
    }
  }
  return parts.join('');
}

/**
 * The mandala's SVG elements (to be drawn with stroke, no fill): a centre, then rings out to `radius`, each ring
 * closed by a circle so every shape is enclosed.
 */
export function mandalaElements(o: MandalaOptions): string {
  const parts: string[] = [];
  const centre = o.radius * (o.motif ? 0.26 : 0.16);
  if (o.motif) {
    const size = centre * 1.3;
    const scale = size / 24;
    parts.push(
      `<g transform="translate(${f(o.cx - size / 2)} ${f(o.cy - size / 2)}) scale(${scale.toFixed(4)})" stroke-width="${(o.stroke / scale).toFixed(3)}">${o.motif}</g>`,
    );
  } else if (centre > o.stroke * 12) {
    parts.push(circle(o.cx, o.cy, centre * 0.35));
    parts.push(ring(o, 'petals', centre * 0.35, centre, 8));
  } else {
    // Too small for a rosette: its lines would run together into a black dot.
    parts.push(circle(o.cx, o.cy, centre * 0.5));
  }
  parts.push(circle(o.cx, o.cy, centre));
  const kinds: RingKind[] = ['petals', 'beads', 'scallops', 'leaves', 'diamonds', 'petals', 'beads'];
  // Shuffled but for the first ring (petals round the centre read as a mandala at once); a motif ring second.
  const rest = shuffle(kinds.slice(1), o.rand);
  const order: RingKind[] = ['petals', ...(o.motif ? (['motifs'] as RingKind[]) : []), ...rest];
  const width = (o.radius - centre) / o.rings;
  for (let r = 0; r < o.rings; r++) {
    const inner = centre + width * r;
    const outer = inner + width;
    // More shapes further out, so they keep about the same size; an even count keeps the mandala symmetric.
    const count = Math.max(
      6,
      2 * Math.round((Math.PI * (inner + outer)) / width / 2 / (order[r] === 'beads' ? 1 : 1.4)),
    );
    parts.push(ring(o, order[r % order.length]!, inner, outer, count));
    parts.push(circle(o.cx, o.cy, outer));
  }
  return parts.join('');
}

/**
 * A whole page's mandala: one as large as the page's inner box allows, in its centre, and in the bands a round mandala
 * leaves on a long page two small alike ones each (a portrait A4 left a third of the page empty), with half the rings.
 */
export function mandalaPage(page: {
  width: number;
  height: number;
  inner: { x: number; y: number; w: number; h: number };
  rings: number;
  rand: () => number;
  stroke: number;
  motif?: string;
}): string {
  const { width, height, inner, rings, rand, stroke } = page;
  const radius = Math.min(inner.w, inner.h) * 0.48;
  const motif = page.motif ? { motif: page.motif } : {};
  let elements = mandalaElements({ cx: width / 2, cy: height / 2, radius, rings, rand, stroke, ...motif });
  const band = (Math.max(inner.w, inner.h) - 2 * radius) / 2;
  const small = Math.min(band * 0.45, (Math.min(inner.w, inner.h) / 4) * 0.85);
  if (small <= radius * 0.2) return elements;
  const across = inner.w > inner.h;
  // One seed for the four, so they are alike.
  const seed = Math.floor(rand() * 2 ** 32);
  for (const side of [-1, 1])
    for (const along of [-1, 1]) {
      const offset = radius + band / 2;
      const cx = width / 2 + (across ? side * offset : along * (inner.w / 4));
      const cy = height / 2 + (across ? along * (inner.h / 4) : side * offset);
      const corner = { cx, cy, radius: small, rings: Math.max(1, Math.round(rings / 2)), rand: random(seed) };
      elements += mandalaElements({ ...corner, stroke });
    }
  return elements;
}
