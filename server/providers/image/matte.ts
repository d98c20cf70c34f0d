/**
 * Cleaning the background remover's matte before a headshot is composed (issue #19 item 1: "no debris"):
 * - islands: parts of the old background the model kept (a lamp, a hand on the next person's shoulder) are
 *   opaque islands apart from the subject; only the subject's own components are kept (the largest, those touching
 *   the face, and any at least a fifth of its size), with a short reach around them for the soft edge of hair;
 * - haze: a faint veil of alpha over the background (a few percent) shows as a smudge on a flat backdrop; it is cut;
 * - fringe: edge pixels still carry the old background's colour (dark halos around hair and shoulders on a light
 *   backdrop); their colour is replaced by the subject's own colour nearby (foreground estimate: a blur of the
 *   opaque subject's colours, divided by the blur of its mask), weighted by how transparent they are;
 * - held objects: what the person holds in front of them, which the model dropped, is brought back
 *   (held-objects.ts);
 * - kept background: parts of the old background the model kept attached to the subject are dropped, by the colours of
 *   the whole photo (dropBackgroundColours) and by those right beside the edge (edge-background.ts).
 */
import sharp from 'sharp';
import { dropEdgeBackground } from './edge-background';
import { recoverHeldObjects } from './held-objects';
import { boxBlur, chessboardDistance, colourBin, grownFrom, touches, type FaceArea, type Matte } from './mask-ops';

export type { FaceArea, Matte } from './mask-ops';

/** Alpha below this (of 255) is background haze. */
const HAZE = 20;
/** A component this share of the largest one is part of the subject too (two arms, a shoulder cut by a strap). */
const KEEP_SHARE = 0.2;
/** A smaller component this share of the largest one, within the edge's reach of the subject, is a part of it. */
const NEAR_SHARE = 0.03;
/** How close such a part must come to the subject, as a share of the image's larger side. */
const NEAR_REACH = 0.05;
/** How far a soft edge may reach beyond the kept components, as a share of the image's larger side. */
const EDGE_REACH = 0.02;

/** Chessboard distance of every pixel from the kept components, capped at `far`. */
function distanceFromKept(labels: Int32Array, keep: boolean[], width: number, height: number, far: number) {
  const kept = new Uint8Array(width * height);
  for (let p = 0; p < kept.length; p++) if (labels[p]! >= 0 && keep[labels[p]!]) kept[p] = 1;
  return chessboardDistance(kept, width, height, far);
}

/** The matte without islands apart from the subject and without haze. */
export function cleanMatte(matte: Matte, face?: FaceArea): Matte {
  const { data, width, height } = matte;
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1 || data[start]! < 128) continue;
    const id = sizes.length;
    labels[start] = id;
    stack[0] = start;
    let size = 1;
    for (let next = 0; next < size; next++) {
      const p = stack[next]!;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (labels[q] !== -1 || data[q]! < 128) continue;
          labels[q] = id;
          stack[size++] = q;
        }
      }
    }
    sizes.push(size);
  }
  if (sizes.length === 0) return { data: new Uint8Array(n), width, height };
  const largest = Math.max(...sizes);
  const keep = sizes.map((size) => size >= largest * KEEP_SHARE);
  if (face) {
    const x0 = Math.max(0, Math.floor(face.x));
    const y0 = Math.max(0, Math.floor(face.y));
    const x1 = Math.min(width, Math.ceil(face.x + face.width));
    const y1 = Math.min(height, Math.ceil(face.y + face.height));
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const id = labels[y * width + x]!;
        if (id >= 0) keep[id] = true;
      }
  }
  // Parts of the subject the model cut apart from the body (a tripod's legs past the hands, a held object, a tail)
  // are smaller than KEEP_SHARE but lie within the edge's reach of what is kept: kept too, a few rounds deep.
  const reach = Math.max(2, Math.round(Math.max(width, height) * EDGE_REACH));
  const nearReach = Math.max(3, Math.round(Math.max(width, height) * NEAR_REACH));
  for (let round = 0; round < 3; round++) {
    const near = distanceFromKept(labels, keep, width, height, nearReach + 1);
    let grew = false;
    for (let p = 0; p < n; p++) {
      const id = labels[p]!;
      if (id < 0 || keep[id] || near[p]! > nearReach || sizes[id]! < largest * NEAR_SHARE) continue;
      keep[id] = true;
      grew = true;
    }
    if (!grew) break;
  }
  const distance = distanceFromKept(labels, keep, width, height, reach + 1);
  const out = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const a = data[p]!;
    if (a < HAZE || distance[p]! > reach) continue;
    // An island's own opaque pixels go even inside the reach (they are not the subject's edge).
    if (labels[p]! >= 0 && !keep[labels[p]!]) continue;
    out[p] = a;
  }
  return { data: out, width, height };
}

/** Colour bins per channel of the colour models (16³ bins). */
const COLOUR_LEVELS = 16;
/** Background this many times likelier than subject (smoothed over a few pixels): the model kept background. */
const BACKGROUND_ODDS = 2;

/**
 * A colour bin holding this share of the subject is one of its main colours (a black coat on a night sky): an area
 * mostly (MAIN_COLOUR_AROUND) of main colours is never dropped, however common they are in the background; a striped
 * background whose one band happens to share a main colour is still dropped.
 */
const MAIN_COLOUR_SHARE = 0.05;
const MAIN_COLOUR_AROUND = 0.6;
/** A pixel with this share of dropped background around it is dropped too. */
const DROPPED_AROUND = 0.5;
/**
 * How far from the face the subject's colour weights fall off (Gaussian spread, in face heights). Narrow: a block of
 * background the model kept two face heights away (a cup by a tripod) otherwise counts enough among the subject's
 * colours to become one of its main colours, which are never dropped; what a headshot keeps (head and shoulders, about
 * ±1.5 face heights) is still well counted. bench/headshot-matte.ts, 1.5 → 0.85: camera.png over the coffee photo
 * debris 2.39 → 0.31 %, IoU 0.889 → 0.913; astronaut over it IoU 0.990 → 0.985; other composites within ±0.002.
 */
const SUBJECT_SPREAD_FACES = 0.85;

/**
 * Background the model kept because it touches the subject (a saucer under a tripod, stripes between an arm and the
 * body) has the colours of the background the model did remove, not the subject's. Two colour histograms, of what
 * was removed (alpha < 13) and what is solidly kept (alpha ≥ 242), give each kept pixel the odds that it is
 * background; the odds are smoothed over a few pixels (a striped or textured background mixes colours the subject
 * also has), and kept pixels where background is BACKGROUND_ODDS times likelier are dropped, never in the inner face.
 * `source` is the photo as RGBA (the model's cut-out does not keep the removed background's colours).
 */
export function dropBackgroundColours(matte: Matte, source: Buffer, modelAlpha: Uint8Array, face?: FaceArea): Matte {
  const { data, width, height } = matte;
  const n = width * height;
  const bins = COLOUR_LEVELS ** 3;
  const background = new Float64Array(bins);
  const subject = new Float64Array(bins);
  let backgroundCount = 0;
  let subjectCount = 0;
  // The subject's colours are counted with more weight near its centre (the face, else the kept area's centroid):
  // background kept at the subject's far edge counts little toward what the subject looks like.
  const centre = face
    ? { x: face.x + face.width / 2, y: face.y + face.height / 2, spread: face.height * SUBJECT_SPREAD_FACES }
    : centroidOf(data, width, height);
  const twoSpreadSquared = 2 * centre.spread ** 2;
  for (let p = 0; p < n; p++) {
    if (modelAlpha[p]! < 13) {
      background[colourBin(source, p, COLOUR_LEVELS)]! += 1;
      backgroundCount++;
    } else if (data[p]! >= 242) {
      const x = p % width;
      const y = (p - x) / width;
      const weight = Math.exp(-((x - centre.x) ** 2 + (y - centre.y) ** 2) / twoSpreadSquared);
      subject[colourBin(source, p, COLOUR_LEVELS)]! += weight;
      subjectCount += weight;
    }
  }
  if (backgroundCount < n * 0.01 || subjectCount < 1) return matte;
  // Log-odds per pixel, as a byte (128 = even), smoothed by a box blur.
  const odds = new Float32Array(n);
  const prior = 1;
  const main = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    if (data[p]! === 0) continue;
    const bin = colourBin(source, p, COLOUR_LEVELS);
    const pBackground = (background[bin]! + prior) / (backgroundCount + prior * bins);
    const pSubject = (subject[bin]! + prior) / (subjectCount + prior * bins);
    odds[p] = Math.log(pBackground / pSubject);
    if (subject[bin]! >= subjectCount * MAIN_COLOUR_SHARE) main[p] = 1;
  }
  const radius = Math.max(2, Math.round(Math.max(width, height) / 100));
  const smoothed = boxBlur(odds, width, height, radius);
  const mainAround = boxBlur(main, width, height, radius);
  const threshold = Math.log(BACKGROUND_ODDS);
  // The inner face is never dropped (skin can share a beige wall's colours); its rim can be (a detector's box for an
  // animal's face takes in the background around it).
  const margin = face ? -face.height * 0.1 : 0;
  const inFace = (p: number) => {
    if (!face) return false;
    const x = p % width;
    const y = (p - x) / width;
    return (
      x >= face.x - margin &&
      x <= face.x + face.width + margin &&
      y >= face.y - margin &&
      y <= face.y + face.height + margin
    );
  };
  const dropped = new Float32Array(n);
  for (let p = 0; p < n; p++) {
    if (data[p]! === 0 || smoothed[p]! < threshold || mainAround[p]! >= MAIN_COLOUR_AROUND || inFace(p)) continue;
    dropped[p] = 1;
  }
  // Majority: a kept pixel mostly surrounded by dropped background is background too (the dark band of a striped
  // background, which a dark coat's colour protected on its own).
  const droppedAround = boxBlur(dropped, width, height, radius);
  const candidate = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    if (dropped[p]! || (droppedAround[p]! >= DROPPED_AROUND && !inFace(p))) candidate[p] = 1;
  }
  // Only what reaches the removed background (or the frame's edge) goes: a patch of the subject that happens to have
  // the background's colours (an orange suit over an orange saucer) but lies inside it is not a hole to punch.
  const removedNow = new Uint8Array(n);
  for (let p = 0; p < n; p++) if (data[p] === 0) removedNow[p] = 1;
  const { reached } = grownFrom(candidate, width, (p) => {
    const x = p % width;
    const onEdge = x === 0 || p < width || x === width - 1 || p >= n - width;
    return onEdge || touches(removedNow, p, width);
  });
  const out = new Uint8Array(data);
  for (let p = 0; p < n; p++) if (reached[p]) out[p] = 0;
  return { data: out, width, height };
}

/** Background the model kept: by the colours of the whole photo, then by those right beside the edge. */
function withoutKeptBackground(matte: Matte, source: Buffer, modelAlpha: Uint8Array, face?: FaceArea): Matte {
  return dropEdgeBackground(dropBackgroundColours(matte, source, modelAlpha, face), source, modelAlpha, face);
}

/** The centre of the kept area, and a spread of about a third of its size. */
function centroidOf(data: Uint8Array, width: number, height: number) {
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  for (let p = 0; p < width * height; p++) {
    if (data[p]! < 128) continue;
    const x = p % width;
    sumX += x;
    sumY += (p - x) / width;
    count++;
  }
  if (count === 0) return { x: width / 2, y: height / 2, spread: Math.max(width, height) };
  return { x: sumX / count, y: sumY / count, spread: Math.sqrt(count) * 0.6 };
}

/**
 * An RGBA cut-out with a clean matte and decontaminated edge colours: the colour of a partly transparent pixel is
 * moved toward the subject's own colour nearby, in proportion to its transparency. With the photo (`source`), the
 * colour steps run too: background the model kept is dropped and what the person holds is brought back.
 */
export async function cleanCutout(
  rgba: Buffer,
  width: number,
  height: number,
  face?: FaceArea,
  source?: Buffer,
): Promise<Buffer> {
  const n = width * height;
  const alpha = new Uint8Array(n);
  for (let p = 0; p < n; p++) alpha[p] = rgba[p * 4 + 3]!;
  const islandsCut = cleanMatte({ data: alpha, width, height }, face);
  const matte = source
    ? recoverHeldObjects(cleanMatte(withoutKeptBackground(islandsCut, source, alpha, face), face), source, alpha, face)
    : islandsCut;
  // Foreground estimate: blur(colour × opaque) ÷ blur(opaque), opaque = alpha ≥ 242. Colour and weight are blurred
  // as separate images (sharp would treat a fourth channel as alpha and premultiply on its own).
  const colour = Buffer.alloc(n * 3);
  const solid = Buffer.alloc(n);
  for (let p = 0; p < n; p++) {
    if (matte.data[p]! < 242) continue;
    solid[p] = 255;
    colour[p * 3] = rgba[p * 4]!;
    colour[p * 3 + 1] = rgba[p * 4 + 1]!;
    colour[p * 3 + 2] = rgba[p * 4 + 2]!;
  }
  const sigma = Math.max(1.5, Math.max(width, height) / 300);
  const [blurredColour, blurredWeight] = await Promise.all([
    sharp(colour, { raw: { width, height, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer(),
    // One channel in, one out (sharp would answer three, as sRGB).
    sharp(solid, { raw: { width, height, channels: 1 } })
      .blur(sigma)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  const out = Buffer.alloc(n * 4);
  for (let p = 0; p < n; p++) {
    const a = matte.data[p]!;
    out[p * 4 + 3] = a;
    const weight = blurredWeight[p]!;
    // How much of the pixel's colour is the old background: all of it at alpha 0, none when opaque.
    const mix = a >= 242 || weight < 8 ? 0 : 1 - a / 255;
    for (let c = 0; c < 3; c++) {
      const own = rgba[p * 4 + c]!;
      const subject = weight < 8 ? own : (blurredColour[p * 3 + c]! * 255) / weight;
      out[p * 4 + c] = Math.round(own * (1 - mix) + Math.min(255, subject) * mix);
    }
  }
  return out;
}
