/**
 * What a person holds in front of them (a camera, a cup, a phone, a microphone, gloved hands) is often dropped by the
 * background remover: it was trained to cut out people, and a camera held to the face is "not the person". For a
 * headshot it is part of the picture, so it is brought back where the photo says it is not background:
 * - where: pixels the matte dropped within reach of the kept subject and near the face, from about the eyebrows down
 *   (held objects sit beside or in front of the face or chest; what the model kept or dropped around the top of the
 *   head is not this step's business);
 * - what: colours rare in the background the model removed outside that zone (RARITY), or clearly likelier among the
 *   subject's kept colours than among the background's (SUBJECT_ODDS: a glove as dark as the coat over a lighter
 *   wall); judged over a small window, so one odd pixel of a textured background does not count;
 * - how much: only what is connected to the subject is added; if it would add more than a few face areas, the
 *   background is too varied to tell an object from scenery, and nothing is added.
 * bench/headshot-matte.ts (hand-outlined truth): the cameraman over four backgrounds, IoU 0.80 → 0.89–0.98, the
 * astronaut unchanged; SUBJECT_ODDS 4 also took in part of a cream cup rim beside the astronaut's head (debris
 * 0.42 → 0.61 %), 8 recovered less of the camera over the star field (0.911 → 0.865).
 */
import { boxBlur, chessboardDistance, colourBin, grownFrom, touches, type FaceArea, type Matte } from './mask-ops';

/** Colour bins per channel (8³ bins: coarse enough that a background's noise falls in its colour's bin). */
const LEVELS = 8;
/** A colour rarer in the removed background than an even spread over all bins (times this) is not background. */
const RARITY = 1;
/** A colour this many times likelier among the subject's kept pixels than the background's belongs to the subject. */
const SUBJECT_ODDS = 6;
/** Share of a window's pixels that must be such colours for the window's centre to count as an object. */
const RARE_AROUND = 0.6;
/** How far from the kept subject an object may reach, in face heights (a camera held to the eye ≈ 1.3). */
const REACH_FACES = 1.6;
/** How far from the face's centre an object may lie, in face heights. */
const FROM_FACE_FACES = 2.6;
/** Objects start this far down the face (in face heights from its top): about the eyebrows. */
const TOP_FACES = 0.2;
/**
 * The background outside the zone must be at least this share of the zone's size to judge it by. bench: a cat filling
 * the frame over a wooden table (its face box the whole cat) read the table's look from a strip 0.14 of the zone and
 * took in wood as fur (debris 0.01 → 8.1 %); the cameraman's frames read 1.8 times the zone.
 */
const MIN_BACKGROUND_SHARE = 0.5;
/**
 * Gaps up to this wide (in face heights) between the subject and what it holds are crossed, and closed: a camera's
 * dark eyepiece between the eye and its pale body, a dark seam between glove and tripod. bench (hand truth): the
 * cameraman over the cat 0.888 → 0.907, over the stars 0.897 → 0.908; 0.03 gave 0.904 / 0.908, 0.05 and 0.08 took in
 * star-field debris (0.59 %, 1.14 % against 0.32 %).
 */
const BRIDGE_FACES = 0.04;
/** More than this many face areas of added pixels means the background itself is too varied: nothing is added. */
const MAX_ADDED_FACE_AREAS = 3;

/** The colour distribution of the sampled pixels, each bin smoothed with its 26 neighbours (a colour's noise spreads). */
function colourDistribution(source: Buffer, sample: Uint8Array, n: number): Float64Array | null {
  const bins = LEVELS ** 3;
  const counts = new Float64Array(bins);
  let total = 0;
  for (let p = 0; p < n; p++) {
    if (!sample[p]) continue;
    counts[colourBin(source, p, LEVELS)]! += 1;
    total++;
  }
  if (total < n * 0.02) return null;
  const smoothed = new Float64Array(bins);
  for (let r = 0; r < LEVELS; r++)
    for (let g = 0; g < LEVELS; g++)
      for (let b = 0; b < LEVELS; b++) {
        let sum = 0;
        let cells = 0;
        for (let dr = -1; dr <= 1; dr++)
          for (let dg = -1; dg <= 1; dg++)
            for (let db = -1; db <= 1; db++) {
              const rr = r + dr;
              const gg = g + dg;
              const bb = b + db;
              if (rr < 0 || gg < 0 || bb < 0 || rr >= LEVELS || gg >= LEVELS || bb >= LEVELS) continue;
              // The bin itself counts as much as all its neighbours together.
              const weight = dr === 0 && dg === 0 && db === 0 ? 26 : 1;
              sum += counts[(rr * LEVELS + gg) * LEVELS + bb]! * weight;
              cells += weight;
            }
        smoothed[(r * LEVELS + g) * LEVELS + b] = sum / cells / total;
      }
  return smoothed;
}

/**
 * The matte with what the person holds in front of them added back (opaque, with a soft one-pixel rim).
 * `source` is the photo as RGBA; `modelAlpha` the background remover's own alpha (what it removed).
 */
export function recoverHeldObjects(matte: Matte, source: Buffer, modelAlpha: Uint8Array, face?: FaceArea): Matte {
  if (!face) return matte;
  const { data, width, height } = matte;
  const n = width * height;
  const kept = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (data[p]! >= 128) kept[p] = 1;
  const reach = Math.max(4, Math.round(face.height * REACH_FACES));
  const distance = chessboardDistance(kept, width, height, reach * 2 + 1);
  const centreX = face.x + face.width / 2;
  const centreY = face.y + face.height / 2;
  const fromFace = face.height * FROM_FACE_FACES;
  const top = face.y + face.height * TOP_FACES;
  // Where a held object may be; the background's colours are read from everything removed outside it.
  const zone = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (kept[p] || distance[p]! > reach) continue;
    const x = p % width;
    const y = (p - x) / width;
    if (y >= top && Math.hypot(x - centreX, y - centreY) <= fromFace) zone[p] = 1;
  }
  const removed = new Uint8Array(n);
  let zoneSize = 0;
  let removedSize = 0;
  for (let p = 0; p < n; p++) {
    zoneSize += zone[p]!;
    if (modelAlpha[p]! < 13 && !zone[p]) {
      removed[p] = 1;
      removedSize++;
    }
  }
  // Too little background outside the zone to know what it looks like (the subject fills the frame): nothing added.
  if (removedSize < zoneSize * MIN_BACKGROUND_SHARE) return matte;
  const background = colourDistribution(source, removed, n);
  const subject = colourDistribution(source, kept, n);
  if (!background || !subject) return matte;
  const even = 1 / LEVELS ** 3;
  // Pixels whose colour says "not this background".
  const notBackground = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    const b = colourBin(source, p, LEVELS);
    if (background[b]! < even * RARITY || subject[b]! > background[b]! * SUBJECT_ODDS) notBackground[p] = 1;
  }
  const radius = Math.max(2, Math.round(face.height / 25));
  const notBackgroundAround = boxBlur(notBackground, width, height, radius);
  const candidate = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (zone[p] && notBackgroundAround[p]! >= RARE_AROUND) candidate[p] = 1;
  }
  // Grown from the subject's edge through candidates (4-connected), across gaps up to `bridge` wide (a camera's dark
  // eyepiece between the eye and its pale body): what touches the subject.
  const bridge = Math.max(1, Math.round(face.height * BRIDGE_FACES));
  const near = chessboardDistance(candidate, width, height, bridge + 1);
  const across = new Uint8Array(n);
  for (let p = 0; p < n; p++) across[p] = near[p]! <= bridge && zone[p] ? 1 : 0;
  const { reached } = grownFrom(across, width, (p) => touches(kept, p, width));
  // The gaps themselves, where the subject and what it holds close around them (a closing of their union): no rim
  // of background around the object.
  const union = new Uint8Array(n);
  for (let p = 0; p < n; p++) union[p] = kept[p] || (reached[p] && candidate[p]) ? 1 : 0;
  const grown = chessboardDistance(union, width, height, bridge + 1);
  const outside = new Uint8Array(n);
  for (let p = 0; p < n; p++) outside[p] = grown[p]! <= bridge ? 0 : 1;
  const fromOutside = chessboardDistance(outside, width, height, bridge + 1);
  const added = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (!kept[p] && zone[p] && reached[p] && fromOutside[p]! > bridge) added[p] = 1;
  let size = 0;
  for (let p = 0; p < n; p++) size += added[p]!;
  if (size === 0 || size > MAX_ADDED_FACE_AREAS * face.width * face.height) return matte;
  // Opaque inside, a one-pixel soft rim at its edge (a hard cut shows as a jagged outline on a flat backdrop); the
  // rim's colour is then decontaminated like the rest of the edge (matte.ts, cleanCutout).
  const addedShare = new Float32Array(n);
  for (let p = 0; p < n; p++) addedShare[p] = added[p]!;
  const soft = boxBlur(addedShare, width, height, 1);
  const out = new Uint8Array(data);
  for (let p = 0; p < n; p++) out[p] = Math.max(out[p]!, Math.round(soft[p]! * 255));
  return { data: out, width, height };
}
