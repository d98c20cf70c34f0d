import { describe, expect, it } from 'vitest';
import { cleanCutout, cleanMatte, dropBackgroundColours } from './matte';

const W = 200;
const H = 200;

/** A matte with a subject disc, a far island, a faint veil and a soft rim. */
function dirtyMatte(): Uint8Array {
  const data = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const p = y * W + x;
      const r = Math.hypot(x - 100, y - 110);
      if (r < 50) data[p] = 255;
      else if (r < 53)
        data[p] = 120; // the hair's soft edge
      else if (x < 20 && y < 20)
        data[p] = 255; // a lamp the model kept
      else data[p] = 10; // haze
    }
  return data;
}

describe('cleanMatte', () => {
  it('keeps the subject and its soft edge, drops a far island and the haze', () => {
    const { data } = cleanMatte({ data: dirtyMatte(), width: W, height: H });
    expect(data[110 * W + 100]).toBe(255);
    expect(data[110 * W + 151]).toBe(120);
    expect(data[5 * W + 5]).toBe(0);
    expect(data[190 * W + 190]).toBe(0);
  });

  it('keeps a small part inside the face box even when it is apart from the body', () => {
    const data = dirtyMatte();
    const face = { x: 0, y: 0, width: 25, height: 25 };
    expect(cleanMatte({ data, width: W, height: H }, face).data[5 * W + 5]).toBe(255);
  });

  it('keeps a smaller part the model cut off near the subject (a tripod past the hands), not the same part far away', () => {
    const data = dirtyMatte();
    // A bar of 6 × 60 (360 px, 4.6% of the disc) 8 px right of the disc, and the same bar far to the left.
    for (let y = 80; y < 140; y++)
      for (let x = 158; x < 164; x++) {
        data[y * W + x] = 255;
        data[y * W + x - 150] = 255;
      }
    const cleaned = cleanMatte({ data, width: W, height: H }).data;
    expect(cleaned[110 * W + 160]).toBe(255);
    expect(cleaned[110 * W + 10]).toBe(0);
  });

  it('an empty matte stays empty', () => {
    expect(cleanMatte({ data: new Uint8Array(W * H), width: W, height: H }).data.every((a) => a === 0)).toBe(true);
  });
});

describe('cleanCutout', () => {
  it('moves a half-transparent edge pixel toward the subject colour, away from the old dark background', async () => {
    const alpha = dirtyMatte();
    const rgba = Buffer.alloc(W * H * 4);
    for (let p = 0; p < W * H; p++) {
      const inside = alpha[p]! === 255;
      // A light subject over a black background: the rim pixels carry the black.
      const value = inside ? 220 : alpha[p]! === 120 ? 110 : 0;
      rgba.fill(value, p * 4, p * 4 + 3);
      rgba[p * 4 + 3] = alpha[p]!;
    }
    const out = await cleanCutout(rgba, W, H);
    const rim = (110 * W + 151) * 4;
    expect(out[rim + 3]).toBe(120);
    // 110 is half black; the estimate moves it by its transparency (53%) toward the subject's 220.
    expect(out[rim]).toBeGreaterThan(160);
    expect(out[(110 * W + 100) * 4]).toBe(220);
  });
});

describe('dropBackgroundColours', () => {
  it('drops kept background that has the removed background colours, keeps the subject and the face', () => {
    // Red/teal stripes everywhere; a grey disc (the subject, face in its middle); the model also kept a block of
    // stripes touching the disc (x 145–180, about a tenth of the subject: debris much larger than that would count
    // among the subject's main colours, which are never dropped).
    const source = Buffer.alloc(W * H * 4);
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = y * W + x;
        const inDisc = Math.hypot(x - 100, y - 110) < 50;
        const stripe = Math.floor((x + y) / 6) % 2 === 0 ? [200, 40, 30] : [40, 170, 190];
        const colour = inDisc ? [128, 128, 128] : stripe;
        source.set([...colour, 255], p * 4);
        alpha[p] = inDisc || (x >= 145 && x < 180 && y >= 95 && y < 125) ? 255 : 0;
      }
    const face = { x: 80, y: 90, width: 40, height: 40 };
    const { data } = dropBackgroundColours({ data: alpha, width: W, height: H }, source, alpha, face);
    expect(data[110 * W + 100]).toBe(255);
    expect(data[110 * W + 140]).toBe(255);
    let kept = 0;
    for (let y = 100; y < 120; y++) for (let x = 158; x < 178; x++) kept += data[y * W + x]! > 0 ? 1 : 0;
    expect(kept).toBe(0);
  });

  it('drops a kept block of background two face heights from the face, which used to pass for a subject colour', () => {
    // A grey subject (the face at its centre) on a brown table; the model kept a brown block (a cup by a tripod
    // leg) about two face heights from the face. Counted among the subject's colours with the weight of that distance,
    // the block made brown one of the subject's main colours (never dropped): the subject's colours are those near
    // the face.
    const source = Buffer.alloc(W * H * 4);
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = y * W + x;
        const inDisc = Math.hypot(x - 100, y - 80) < 40;
        const block = x >= 135 && x < 165 && y >= 115 && y < 145;
        const brown = (x + y) % 7 < 3 ? [150, 100, 60] : [120, 80, 50];
        source.set([...(inDisc ? [128, 128, 128] : brown), 255], p * 4);
        alpha[p] = inDisc || block ? 255 : 0;
      }
    const face = { x: 80, y: 60, width: 40, height: 40 };
    const { data } = dropBackgroundColours({ data: alpha, width: W, height: H }, source, alpha, face);
    expect(data[80 * W + 100]).toBe(255);
    expect(data[80 * W + 135]).toBe(255);
    let kept = 0;
    for (let y = 120; y < 140; y++) for (let x = 140; x < 160; x++) kept += data[y * W + x]! > 0 ? 1 : 0;
    expect(kept).toBe(0);
  });

  it('never punches a hole: a patch inside the subject with the background colour stays', () => {
    const source = Buffer.alloc(W * H * 4);
    const alpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = y * W + x;
        const r = Math.hypot(x - 100, y - 110);
        // An orange background; a grey subject with an orange badge (radius 12) well inside it, below the face.
        const badge = Math.hypot(x - 100, y - 140) < 12;
        source.set(r < 50 && !badge ? [128, 128, 128, 255] : [230, 110, 40, 255], p * 4);
        alpha[p] = r < 50 ? 255 : 0;
      }
    const face = { x: 85, y: 75, width: 30, height: 30 };
    const { data } = dropBackgroundColours({ data: alpha, width: W, height: H }, source, alpha, face);
    expect(data[140 * W + 100]).toBe(255);
  });
});

describe('cleanCutout with the photo: what the person holds', () => {
  // A dark-coated subject (disc) with a skin-toned face over a green textured background; the model dropped what the
  // person holds (a silver block touching the subject at face level).
  const face = { x: 82, y: 82, width: 36, height: 36 };
  const SILVER = [190, 190, 195];
  function photo(object: (x: number, y: number) => boolean) {
    const source = Buffer.alloc(W * H * 4);
    const modelAlpha = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const p = y * W + x;
        const inSubject = Math.hypot(x - 100, y - 130) < 50;
        const inFace = Math.hypot(x - 100, y - 100) < 18;
        const green = (Math.floor(x / 3) + Math.floor(y / 3)) % 2 === 0 ? [40, 120, 50] : [60, 150, 70];
        const colour = inFace ? [200, 160, 140] : inSubject ? [30, 30, 35] : object(x, y) ? SILVER : green;
        source.set([...colour, 255], p * 4);
        modelAlpha[p] = inSubject || inFace ? 255 : 0;
      }
    const rgba = Buffer.from(source);
    for (let p = 0; p < W * H; p++) rgba[p * 4 + 3] = modelAlpha[p]!;
    return { rgba, source };
  }
  const alphaAt = (out: Buffer, x: number, y: number) => out[(y * W + x) * 4 + 3]!;

  it('brings back an object held beside the face that the model dropped, not the background around it', async () => {
    const { rgba, source } = photo((x, y) => x >= 140 && x < 180 && y >= 95 && y < 120);
    const out = await cleanCutout(rgba, W, H, face, source);
    expect(alphaAt(out, 165, 107)).toBe(255);
    expect(alphaAt(out, 176, 116)).toBe(255);
    // A soft one-pixel rim, not a hard cut.
    expect(alphaAt(out, 180, 107)).toBeGreaterThan(0);
    expect(alphaAt(out, 180, 107)).toBeLessThan(255);
    expect(alphaAt(out, 165, 135)).toBe(0);
    expect(alphaAt(out, 190, 107)).toBe(0);
  });

  it('brings back a held object across a narrow gap where the background shows through (a grille)', async () => {
    // Columns 146–150 alternate background and object: the column in their middle reads as background.
    const grille = (x: number) => x < 146 || x > 150 || x % 2 === 1;
    const { rgba, source } = photo((x, y) => x >= 140 && x < 180 && y >= 95 && y < 120 && grille(x));
    const out = await cleanCutout(rgba, W, H, face, source);
    expect(alphaAt(out, 165, 107)).toBe(255);
    expect(alphaAt(out, 148, 107)).toBe(255); // the gap, closed
    expect(alphaAt(out, 165, 135)).toBe(0);
    expect(alphaAt(out, 190, 107)).toBe(0);
  });

  it('does not bring back an object of the same colour above the eyes (scenery behind the head)', async () => {
    const { rgba, source } = photo((x, y) => x >= 85 && x < 115 && y >= 50 && y < 82);
    const out = await cleanCutout(rgba, W, H, face, source);
    expect(alphaAt(out, 100, 60)).toBe(0);
  });

  it('does not bring back an object apart from the subject', async () => {
    const { rgba, source } = photo((x, y) => x >= 165 && x < 190 && y >= 95 && y < 120);
    const out = await cleanCutout(rgba, W, H, face, source);
    expect(alphaAt(out, 175, 107)).toBe(0);
  });

  it('adds nothing without a face to place it by', async () => {
    const { rgba, source } = photo((x, y) => x >= 140 && x < 180 && y >= 95 && y < 120);
    const out = await cleanCutout(rgba, W, H, undefined, source);
    expect(alphaAt(out, 165, 107)).toBe(0);
  });
});

describe('cleanCutout with the photo: background kept along the edge', () => {
  // An orange suit (disc) on a brown table; beside its right edge a steel spoon, part of which the model kept as if it
  // were the suit (a 10 px strip), the rest removed. Steel is rare in the photo as a whole (in what was removed and in
  // what was kept), so only the colours right beside the edge tell the kept strip is the spoon.
  const S = 400;
  const STEEL = [200, 200, 210];
  function photo(face?: { x: number; y: number; width: number; height: number }, strip = STEEL, beside = STEEL) {
    const source = Buffer.alloc(S * S * 4);
    const rgba = Buffer.alloc(S * S * 4);
    for (let y = 0; y < S; y++)
      for (let x = 0; x < S; x++) {
        const p = y * S + x;
        const inSuit = Math.hypot(x - 200, y - 200) < 120;
        const keptSpoon = !inSuit && x < 330 && y >= 170 && y < 230 && x >= 300;
        const removedSpoon = x >= 330 && x < 340 && y >= 170 && y < 230;
        const wood = (x + 2 * y) % 9 < 4 ? [110, 70, 45] : [90, 55, 35];
        const colour = inSuit ? [230, 100, 40] : keptSpoon ? strip : removedSpoon ? beside : wood;
        source.set([...colour, 255], p * 4);
        rgba.set([...colour, inSuit || keptSpoon ? 255 : 0], p * 4);
      }
    return { rgba, source, face };
  }
  const alphaAt = (out: Buffer, x: number, y: number) => out[(y * S + x) * 4 + 3]!;

  it('drops the kept strip of the spoon and keeps the suit to its edge', async () => {
    const { rgba, source } = photo();
    const out = await cleanCutout(rgba, S, S, undefined, source);
    expect(alphaAt(out, 325, 200)).toBe(0);
    expect(alphaAt(out, 328, 180)).toBe(0);
    expect(alphaAt(out, 310, 200)).toBe(255);
    expect(alphaAt(out, 200, 318)).toBe(255);
  });

  it('keeps a light rim of the subject beside a light background of another colour', async () => {
    // A white rim (a helmet's edge) by a pale beige background (fur): light both, 45 apart, not the same surface.
    const { rgba, source } = photo(undefined, [245, 245, 245], [215, 205, 195]);
    const out = await cleanCutout(rgba, S, S, undefined, source);
    expect(alphaAt(out, 325, 200)).toBe(255);
  });

  it('never drops what lies in the face box', async () => {
    const { rgba, source } = photo({ x: 290, y: 160, width: 45, height: 80 });
    const out = await cleanCutout(rgba, S, S, { x: 290, y: 160, width: 45, height: 80 }, source);
    expect(alphaAt(out, 325, 200)).toBe(255);
  });
});
