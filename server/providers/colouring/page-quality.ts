/**
 * Colouring-page quality measures for a greyscale page.
 *
 * - Pure pixels: the share of pixels that are paper (≥ 250) or ink (≤ 5): no grey fuzz that prints as a smudge.
 * - Closed outlines: the share of ink pixels that lie on a line *separating two different colourable regions*.
 *   Paper is split into 4-connected regions; regions smaller than `minRegion` pixels (paper specks inside a clump
 *   of ink, too small to colour) count as ink. From every region, its label spreads into the ink up to `reach`
 *   pixels (about a line's width); an ink pixel reached by two or more different regions separates them, so it
 *   belongs to a closed contour. A dangling stroke, a dash or a speck has the same region on both sides (0 credit),
 *   a solid blob wider than 2 × reach earns credit only on its rim. This is the property a colouring page needs:
 *   every outline bounds an area the child can fill.
 */

export interface PageQuality {
  pureShare: number;
  closedShare: number;
  inkShare: number;
  regions: number;
}

export function measurePage(
  grey: Uint8Array,
  width: number,
  height: number,
  options: { minRegion?: number; reach?: number } = {},
): PageQuality {
  const n = width * height;
  const minRegion = options.minRegion ?? 400;
  const reach = options.reach ?? 12;
  let pure = 0;
  for (let i = 0; i < n; i++) if (grey[i]! >= 250 || grey[i]! <= 5) pure++;

  // Paper regions (4-connected), labelled 1..; 0 = ink (incl. specks of paper too small to colour).
  const label = new Int32Array(n);
  const stack = new Int32Array(n);
  let regions = 0;
  for (let start = 0; start < n; start++) {
    if (grey[start]! < 128 || label[start]) continue;
    const id = ++regions;
    label[start] = id;
    stack[0] = start;
    let size = 1;
    for (let next = 0; next < size; next++) {
      const p = stack[next]!;
      const x = p % width;
      const visit = (q: number) => {
        if (grey[q]! >= 128 && !label[q]) {
          label[q] = id;
          stack[size++] = q;
        }
      };
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
      if (p >= width) visit(p - width);
      if (p < n - width) visit(p + width);
    }
    if (size < minRegion) {
      for (let k = 0; k < size; k++) label[stack[k]!] = -1;
      regions--;
      // (ids are reused: the next region takes this id)
    }
  }

  // Two-label breadth-first spread of region labels into the ink, up to `reach` steps (8-connected).
  const first = new Int32Array(n);
  const second = new Int32Array(n);
  let frontier: number[] = [];
  for (let p = 0; p < n; p++) {
    if (label[p]! <= 0) continue;
    const x = p % width;
    // Only paper next to ink starts the spread (the rest of a region could only reach ink through it).
    if (
      (x > 0 && label[p - 1]! <= 0) ||
      (x < width - 1 && label[p + 1]! <= 0) ||
      (p >= width && label[p - width]! <= 0) ||
      (p < n - width && label[p + width]! <= 0)
    )
      frontier.push(p);
  }
  const labelsOf = (p: number): number[] => (label[p]! > 0 ? [label[p]!] : [first[p]!, second[p]!].filter(Boolean));
  for (let step = 0; step < reach && frontier.length; step++) {
    const next: number[] = [];
    for (const p of frontier) {
      const own = labelsOf(p);
      const x = p % width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          if (!dx && !dy) continue;
          if ((x === 0 && dx < 0) || (x === width - 1 && dx > 0)) continue;
          const q = p + dy * width + dx;
          if (q < 0 || q >= n || label[q]! > 0) continue;
          let changed = false;
          for (const id of own) {
            if (first[q] === id || second[q] === id) continue;
            if (!first[q]) first[q] = id;
            else if (!second[q]) second[q] = id;
            else break;
            changed = true;
          }
          if (changed) next.push(q);
        }
    }
    frontier = next;
  }

  let ink = 0;
  let closed = 0;
  for (let p = 0; p < n; p++) {
    if (label[p]! > 0) continue;
    if (grey[p]! >= 128) continue; // a paper speck: neither ink nor outline
    ink++;
    if (second[p]) closed++;
  }
  return { pureShare: pure / n, closedShare: ink ? closed / ink : 0, inkShare: ink / n, regions };
}
