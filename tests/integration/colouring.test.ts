/**
 * Colouring tools through the whole pipeline (POST /v1/rabbit/NanoBanana → job → GET /v1/AiTaskRecord):
 * photo → printable line art that follows the photo's contours; text → a composed page holding the asked
 * motifs; batches give distinct pages joined by '|'; validation, credits and the Gemini vendor adapter.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRecord } from '#contract/generation';
import { renderMotifAlone, strokeWidthFor, type Placement } from '#server/providers/colouring/composer';
import { measurePage } from '#server/providers/colouring/page-quality';
import { NOTHING_TO_COLOUR } from '#server/domain/generation/colouring';
import { putOwnedFile } from '#server/domain/files/stored-files';
import { datedKey } from '#server/storage/storage';
import { createTestAtelier, waitFor, type TestAtelier, type TestUser } from '../helpers/test-app';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name));

async function grey(image: Buffer, width?: number, height?: number) {
  let pipeline = sharp(image).flatten({ background: '#ffffff' });
  if (width && height) pipeline = pipeline.resize(width, height, { fit: 'fill' });
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The X resolution (DPI) written in an image's EXIF (a WebP carries its 300 DPI there). */
async function exifDpi(image: Buffer): Promise<number | null> {
  const exif = (await sharp(image).metadata()).exif;
  if (!exif) return null;
  const tiff = exif.subarray(exif.indexOf('II*\0', 0, 'latin1'));
  const entries = tiff.readUInt16LE(tiff.readUInt32LE(4));
  for (let i = 0; i < entries; i++) {
    const entry = tiff.readUInt32LE(4) + 2 + i * 12;
    if (tiff.readUInt16LE(entry) !== 0x011a) continue; // XResolution, a rational
    const at = tiff.readUInt32LE(entry + 8);
    return tiff.readUInt32LE(at) / tiff.readUInt32LE(at + 4);
  }
  return null;
}

/** Distance (in pixels, chessboard) from each pixel to the nearest set pixel, capped at `cap`. */
function near(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++)
        for (let dx = -radius; dx <= radius; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) out[ny * width + nx] = 1;
        }
    }
  return out;
}

/** The strongest Sobel edges of a photo (top `share` of pixels), as a mask. */
function mainContours(data: Buffer, width: number, height: number, share: number): Uint8Array {
  const magnitude = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = (dx: number, dy: number) => data[(y + dy) * width + x + dx]!;
      const gx = p(1, -1) + 2 * p(1, 0) + p(1, 1) - p(-1, -1) - 2 * p(-1, 0) - p(-1, 1);
      const gy = p(-1, 1) + 2 * p(0, 1) + p(1, 1) - p(-1, -1) - 2 * p(0, -1) - p(1, -1);
      magnitude[y * width + x] = Math.hypot(gx, gy);
    }
  const sorted = Float32Array.from(magnitude).sort();
  const threshold = sorted[Math.floor(sorted.length * (1 - share))]!;
  return Uint8Array.from(magnitude, (m) => (m >= threshold && m > 0 ? 1 : 0));
}

describe('colouring tools (local engines)', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  beforeAll(async () => {
    atelier = await createTestAtelier({ runWorker: true });
    user = await atelier.signUp();
  });
  afterAll(() => atelier?.close());

  const finish = (taskId: string, who = user) =>
    waitFor(
      async () => {
        const { body } = await who.json<TaskRecord>(`/v1/AiTaskRecord/${taskId}`);
        return body.data.status === 'ok' || body.data.status === 'no' ? body.data : null;
      },
      120_000,
      200,
    );

  /** Puts a photo into our storage the way /api/file/upload does and returns its URL (resolved, never fetched). */
  async function uploaded(bytes: Buffer, who = user): Promise<string> {
    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: who.id }, key, bytes, { contentType: 'image/png' });
    return atelier.services.storage.url(key);
  }

  async function create(json: Record<string, unknown>, who = user) {
    const { body } = await who.json<{ task_id: string }>('/v1/rabbit/NanoBanana', { json });
    expect(body.code, body.msg).toBe(0);
    return finish(body.data.task_id, who);
  }

  /** A stored page: photo pages are WebP (the spec saves results as image.webp), text pages PNG. */
  async function download(url: string, type: 'image/webp' | 'image/png' = 'image/png'): Promise<Buffer> {
    const response = await atelier.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (type === 'image/webp')
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
        'RIFF',
        'WEBP',
      ]);
    return bytes;
  }
  const photoPage = (url: string) => download(url, 'image/webp');

  /**
   * Where the photo's art sits on a print page: fitted inside the 150 px margins and centred (line-art.ts renderPage).
   * Returns the page crop of the art scaled back to the photo's size, so positions can be compared with the photo.
   */
  async function artAtPhotoSize(page: Buffer, photoWidth: number, photoHeight: number) {
    const { width, height } = await sharp(page).metadata();
    const scale = Math.min((width! - 300) / photoWidth, (height! - 300) / photoHeight);
    const art = { width: Math.round(photoWidth * scale), height: Math.round(photoHeight * scale) };
    const left = Math.floor((width! - art.width) / 2);
    const top = Math.floor((height! - art.height) / 2);
    const { data } = await sharp(page)
      .extract({ left, top, width: art.width, height: art.height })
      .resize(photoWidth, photoHeight, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data;
  }

  it('turns a photo into a printable page: A4 at 300 DPI, pure, closed outlines that follow the photo’s contours', async () => {
    const photo = fixture('chelsea.png');
    const record = await create({
      tool: 'image-to-coloring',
      prompt: '',
      image_urls: [await uploaded(photo)],
      num_images: 1,
    });
    expect(record.status, record.msg).toBe('ok');
    const page = await photoPage(record.url!);
    const { data, width, height } = await grey(page);
    // A landscape photo gives a landscape A4 page (the default paper) at 300 DPI, whatever the photo's size (451×300).
    expect([width, height]).toEqual([3508, 2480]);
    expect(await exifDpi(page)).toBe(300);
    const quality = measurePage(data, width, height);
    expect(quality.pureShare).toBeGreaterThanOrEqual(0.95);
    expect(quality.closedShare).toBeGreaterThanOrEqual(0.9);
    expect(quality.inkShare).toBeGreaterThan(0.01);
    expect(quality.inkShare).toBeLessThan(0.25);
    // The margins stay paper.
    for (let x = 0; x < width; x += 7) expect(data[40 * width + x]).toBe(255);

    // Compared with the photo at its own size: the art scaled back down (lines become ~1.5 px, grey where thin).
    const pw = 451;
    const ph = 300;
    const art = await artAtPhotoSize(page, pw, ph);
    const ink = Uint8Array.from(art, (v) => (v < 200 ? 1 : 0));
    // The art's own frame (1 px around the photo) is not a contour of the photo.
    for (let y = 0; y < ph; y++)
      for (let x = 0; x < pw; x++) if (x < 3 || y < 3 || x >= pw - 3 || y >= ph - 3) ink[y * pw + x] = 0;
    const inkCount = ink.reduce((a, b) => a + b, 0);
    const source = await grey(photo, pw, ph);
    // Recall: most of the photo's strongest contours have a line within 3 px.
    const contours = mainContours(source.data, pw, ph, 0.03);
    const inkNear = near(ink, pw, ph, 3);
    let hit = 0;
    let total = 0;
    for (let i = 0; i < contours.length; i++)
      if (contours[i]) {
        total++;
        if (inkNear[i]) hit++;
      }
    expect(hit / total).toBeGreaterThan(0.6);
    // Precision: lines sit on the photo's edges (near its top 10% gradients), far more often than lines drawn
    // anywhere would (the share of the picture near those edges).
    const edges = near(mainContours(source.data, pw, ph, 0.1), pw, ph, 3);
    let onEdge = 0;
    for (let i = 0; i < ink.length; i++) if (ink[i] && edges[i]) onEdge++;
    const chance = edges.reduce((a, b) => a + b, 0) / edges.length;
    expect(onEdge / inkCount).toBeGreaterThan(chance * 1.1);
    expect(await atelier.services.credits.balance(user.id)).toBe(100 - atelier.env.COST_COLOURING);
  });

  it('traces a synthetic photo’s shapes exactly where they are', async () => {
    // A grey disc and a dark square on a soft gradient, with some sensor noise.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#ddd"/><stop offset="1" stop-color="#bbb"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#g)"/><circle cx="250" cy="300" r="150" fill="#666"/><rect x="500" y="150" width="200" height="300" fill="#222"/></svg>`;
    const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const noisy = Buffer.from(base.data);
    for (let i = 0; i < noisy.length; i++)
      noisy[i] = Math.max(0, Math.min(255, noisy[i]! + Math.round((Math.random() - 0.5) * 16)));
    const photo = await sharp(noisy, { raw: base.info }).png().toBuffer();
    const record = await create({
      tool: 'image-to-coloring',
      image_urls: [await uploaded(photo)],
      options: { preserveFaces: false },
    });
    expect(record.status, record.msg).toBe('ok');
    // Positions on the page's art, scaled back to the photo's 800×600 (lines ~3 px wide there).
    const data = await artAtPhotoSize(await photoPage(record.url!), 800, 600);
    const width = 800;
    const isInk = (x: number, y: number) => data[y * width + x]! < 160;
    const inkWithin = (x: number, y: number, r: number) => {
      for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (isInk(x + dx, y + dy)) return true;
      return false;
    };
    // Every 10° around the disc's rim there is a line; the disc's middle and the background stay white.
    for (let angle = 0; angle < 360; angle += 10) {
      const x = Math.round(250 + 150 * Math.cos((angle * Math.PI) / 180));
      const y = Math.round(300 + 150 * Math.sin((angle * Math.PI) / 180));
      expect(inkWithin(x, y, 4), `rim at ${angle}°`).toBe(true);
    }
    for (const [x, y] of [
      [500, 200],
      [500, 400],
      [700, 300],
      [600, 150],
      [600, 450],
    ] as const)
      expect(inkWithin(x, y, 4), `square edge ${x},${y}`).toBe(true);
    for (const [x, y] of [
      [250, 300],
      [600, 300],
      [60, 60],
      [420, 560],
    ] as const)
      expect(inkWithin(x, y, 8), `flat area ${x},${y}`).toBe(false);
  });

  it('text → a page that contains the cat and the house motifs', async () => {
    const record = await create({
      tool: 'text-to-coloring',
      prompt: 'a cat and a house, coloring page --no color',
      num_images: 1,
      options: {
        userPrompt: 'a cat and a house',
        difficulty: 'Children',
        dimension: 'Default',
        promptEnhancer: true,
        removeWatermark: true,
      },
    });
    expect(record.status, record.msg).toBe('ok');
    const report = record.content as { engine: string; pages: Array<{ motifs: string[]; placements: Placement[] }> };
    expect(report.engine).toBe('motif-composer');
    expect(report.pages[0]!.motifs).toEqual(expect.arrayContaining(['cat', 'home']));
    const page = await download(record.url!);
    const { data, width, height } = await grey(page);
    expect([width, height]).toEqual([1240, 1754]);
    const stroke = strokeWidthFor('Children', width, height);
    for (const motif of ['cat', 'home']) {
      const placement = report.pages[0]!.placements.find((p) => p.motif === motif && p.role === 'subject')!;
      expect(placement, motif).toBeDefined();
      // The motif drawn alone at its reported place: its ink is ink on the page too.
      const alone = await renderMotifAlone(placement, width, height, stroke);
      let motifInk = 0;
      let shared = 0;
      for (let i = 0; i < alone.length; i++)
        if (alone[i]! < 128) {
          motifInk++;
          if (data[i]! < 128) shared++;
        }
      expect(motifInk, motif).toBeGreaterThan(500);
      expect(shared / motifInk, motif).toBeGreaterThan(0.95);
    }
  });

  it('batch 3 gives three distinct pages joined by "|" and charges per page', async () => {
    const other = await atelier.signUp();
    const record = await create(
      {
        tool: 'text-to-coloring',
        prompt: 'a rocket and the moon',
        num_images: 3,
        options: { userPrompt: 'a rocket and the moon', difficulty: 'Teens' },
      },
      other,
    );
    expect(record.status, record.msg).toBe('ok');
    const urls = record.url!.split('|');
    expect(urls).toHaveLength(3);
    expect(record.images).toEqual(urls);
    const hashes = new Set<string>();
    for (const url of urls)
      hashes.add(
        crypto
          .createHash('sha256')
          .update(await download(url))
          .digest('hex'),
      );
    expect(hashes.size).toBe(3);
    expect(await atelier.services.credits.balance(other.id)).toBe(100 - 3 * atelier.env.COST_COLOURING);

    const photo = await create(
      { tool: 'image-to-coloring', image_urls: [await uploaded(fixture('chelsea.png'), other)], num_images: 3 },
      other,
    );
    const pages = photo.url!.split('|');
    expect(pages).toHaveLength(3);
    const inks: number[] = [];
    for (const url of pages) {
      const { data } = await grey(await photoPage(url));
      inks.push(data.filter((v) => v < 128).length);
    }
    // Different line weights: three different amounts of ink.
    expect(new Set(inks).size).toBe(3);
  });

  it('upscale traces finer detail at the same print size; removeBackground blanks everything around the subject', async () => {
    const photo = fixture('astronaut.png');
    const page = async (options: Record<string, boolean>) => {
      const record = await create({ tool: 'image-to-coloring', image_urls: [await uploaded(photo)], options });
      expect(record.status, record.msg).toBe('ok');
      const bytes = await photoPage(record.url!);
      const { data, width, height } = await grey(bytes);
      // A square photo on portrait A4, whatever the options.
      expect([width, height]).toEqual([2480, 3508]);
      return { quality: measurePage(data, width, height), art: await artAtPhotoSize(bytes, 512, 512) };
    };
    const cutOut = await page({ upscale: true, removeBackground: true, preserveFaces: true });
    const plain = await page({ preserveFaces: false });
    const finer = await page({ upscale: true, preserveFaces: false });
    expect(finer.quality.regions).toBeGreaterThan(plain.quality.regions);
    // The top-left corner (flag and background) has lines in the plain page and none with the background removed
    // (the art's own frame, its outer 4 px, aside).
    const inkIn = (art: Buffer) => {
      let n = 0;
      for (let y = 4; y < 120; y++) for (let x = 4; x < 120; x++) if (art[y * 512 + x]! < 160) n++;
      return n;
    };
    expect(inkIn(plain.art)).toBeGreaterThan(100);
    expect(inkIn(cutOut.art)).toBeLessThan(inkIn(plain.art) / 10);
  }, 180_000);

  it('private results get signed URLs; public ones plain /files/ URLs; the watermark is drawn unless removed', async () => {
    const privateRecord = await create({
      tool: 'text-to-coloring',
      prompt: 'a tree',
      options: { userPrompt: 'a tree' },
    });
    expect(privateRecord.url).toMatch(/^\/files\/private\/results\/.+\.png\?expires=\d+&signature=[0-9a-f]+$/);
    const publicRecord = await create({
      tool: 'text-to-coloring',
      prompt: 'a tree',
      options: { userPrompt: 'a tree', isPrivate: false, removeWatermark: true },
    });
    expect(publicRecord.url).toMatch(/^\/files\/results\/.+\.png$/);
    const marked = await grey(await download(privateRecord.url!));
    const clean = await grey(await download(publicRecord.url!));
    // Bottom-right strip between the border and the page edge: the "Made with Atelier" mark is there only when the watermark is kept.
    const inkBottomRight = (g: { data: Buffer; width: number; height: number }) => {
      let n = 0;
      for (let y = g.height - 45; y < g.height - 5; y++)
        for (let x = g.width - 400; x < g.width - 20; x++) if (g.data[y * g.width + x]! < 200) n++;
      return n;
    };
    expect(inkBottomRight(marked)).toBeGreaterThan(50);
    expect(inkBottomRight(clean)).toBe(0);
  });

  it('text: refuses before charging a noun it cannot draw, and reads other languages', async () => {
    const fresh = await atelier.signUp();
    const { body } = await fresh.json('/v1/rabbit/NanoBanana', {
      json: {
        tool: 'text-to-coloring',
        prompt: 'a unicorn and a blorf',
        options: { userPrompt: 'a unicorn and a blorf' },
      },
    });
    expect(body.code).toBe(-1);
    expect(body.msg).toMatch(/^We can't draw 'blorf' yet: try '[^']+', '[^']+' or '[^']+'\.$/);
    expect(await atelier.services.credits.balance(fresh.id)).toBe(100);
    // A prompt that names nothing to draw (only a name and a description) is refused too, not drawn as flowers.
    for (const prompt of ['Elsa from Frozen', 'something cute']) {
      const { body: nothing } = await fresh.json('/v1/rabbit/NanoBanana', {
        json: { tool: 'text-to-coloring', prompt, options: { userPrompt: prompt } },
      });
      expect(nothing.code, prompt).toBe(-1);
      expect(nothing.msg).toBe(
        "We couldn't find anything to draw in your prompt: name an animal, a thing or a place, for example 'a cat in a garden'.",
      );
    }
    expect(await atelier.services.credits.balance(fresh.id)).toBe(100);
    const record = await create(
      {
        tool: 'text-to-coloring',
        prompt: 'un dragón leyendo un libro',
        options: { userPrompt: 'un dragón leyendo un libro', removeWatermark: true },
      },
      fresh,
    );
    expect(record.status, record.msg).toBe('ok');
    const report = record.content as { pages: Array<{ motifs: string[] }>; unmatched: string[] };
    expect(report.pages[0]!.motifs).toEqual(['dragon', 'book']);
    expect(report.unmatched).toEqual([]);
  });

  it('validates input with the spec’s messages and charges nothing', async () => {
    const fresh = await atelier.signUp();
    let { body } = await fresh.json('/v1/rabbit/NanoBanana', { json: { tool: 'text-to-coloring', prompt: '   ' } });
    expect(body).toMatchObject({ code: -1, msg: 'prompt: Please enter a prompt.' });
    ({ body } = await fresh.json('/v1/rabbit/NanoBanana', { json: { tool: 'image-to-coloring', prompt: '' } }));
    expect(body).toMatchObject({ code: -1, msg: 'image_urls: Please upload an image first.' });
    ({ body } = await fresh.json('/v1/rabbit/NanoBanana', { json: { tool: 'image-to-coloring', image_urls: [] } }));
    expect(body).toMatchObject({ code: -1, msg: 'image_urls: Please upload an image first.' });
    ({ body } = await fresh.json('/v1/rabbit/NanoBanana', {
      json: { tool: 'text-to-coloring', prompt: 'cat', num_images: 5 },
    }));
    expect(body.code).toBe(-1);
    expect(await atelier.services.credits.balance(fresh.id)).toBe(100);
  });

  it('refuses (and refunds) a photo with nothing to colour instead of returning an empty page', async () => {
    const fresh = await atelier.signUp();
    // A soft, featureless gradient: no shapes, nothing to outline.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#ccc"/><stop offset="1" stop-color="#bbb"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/></svg>`;
    const record = await create(
      {
        tool: 'image-to-coloring',
        image_urls: [await uploaded(await sharp(Buffer.from(svg)).png().toBuffer(), fresh)],
      },
      fresh,
    );
    expect(record).toMatchObject({ status: 'no', msg: NOTHING_TO_COLOUR });
    expect(await atelier.services.credits.balance(fresh.id)).toBe(100);
  });

  it('fails an unreadable upload with a message and refunds', async () => {
    const fresh = await atelier.signUp();
    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: fresh.id }, key, Buffer.from('not an image at all'), {
      contentType: 'image/png',
    });
    const record = await create(
      { tool: 'image-to-coloring', image_urls: [await atelier.services.storage.url(key)] },
      fresh,
    );
    expect(record).toMatchObject({
      status: 'no',
      msg: 'This file is not an image we can read. Please upload a JPG, PNG or WebP photo.',
    });
    expect(await atelier.services.credits.balance(fresh.id)).toBe(100);
  });
});

describe('colouring tools (Gemini vendor adapter against a local fake)', () => {
  let atelier: TestAtelier;
  let server: http.Server;
  const seen: Array<{
    url: string;
    key: string | undefined;
    body: { contents: Array<{ parts: Array<Record<string, unknown>> }>; generationConfig: unknown };
  }> = [];

  beforeAll(async () => {
    const page = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><circle cx="32" cy="24" r="16" fill="none" stroke="#000" stroke-width="3"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.push({ url: req.url!, key: req.headers['x-goog-api-key'] as string | undefined, body: JSON.parse(raw) });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            candidates: [
              {
                content: {
                  parts: [
                    { text: 'Here is your page' },
                    { inlineData: { mimeType: 'image/png', data: page.toString('base64') } },
                  ],
                },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    atelier = await createTestAtelier({
      runWorker: true,
      env: {
        COLOURING_PROVIDER: 'gemini',
        GEMINI_API_KEY: 'test-key',
        GEMINI_BASE_URL: `http://127.0.0.1:${port}`,
        GEMINI_IMAGE_MODEL: 'gemini-test-image',
      },
    });
  });
  afterAll(async () => {
    await atelier?.close();
    server?.close();
  });

  it('sends the built prompt (and the photo inline) and stores the vendor’s pages', async () => {
    const user = await atelier.signUp();
    const { body } = await user.json<{ task_id: string }>('/v1/rabbit/NanoBanana', {
      json: {
        tool: 'text-to-coloring',
        prompt: 'a cat, coloring page --no color',
        num_images: 2,
        options: { removeWatermark: true },
      },
    });
    expect(body.code).toBe(0);
    const record = await waitFor(
      async () => {
        const { body: poll } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${body.data.task_id}`);
        return poll.data.status === 'ok' || poll.data.status === 'no' ? poll.data : null;
      },
      60_000,
      200,
    );
    expect(record.status, record.msg).toBe('ok');
    expect(record.url!.split('|')).toHaveLength(2);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ url: '/v1beta/models/gemini-test-image:generateContent', key: 'test-key' });
    expect(seen[0]!.body.contents[0]!.parts[0]).toEqual({ text: 'a cat, coloring page --no color' });
    expect(seen[0]!.body.generationConfig).toEqual({ responseModalities: ['IMAGE'] });
    const stored = await atelier.request(record.url!.split('|')[0]!);
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(64);

    const key = datedKey('temp', 'png');
    await putOwnedFile(atelier.services, { userId: user.id }, key, fixture('chelsea.png'), {
      contentType: 'image/png',
    });
    const { body: second } = await user.json<{ task_id: string }>('/v1/rabbit/NanoBanana', {
      json: {
        tool: 'image-to-coloring',
        prompt: 'coloring page --no color',
        image_urls: [await atelier.services.storage.url(key)],
      },
    });
    await waitFor(
      async () => {
        const { body: poll } = await user.json<TaskRecord>(`/v1/AiTaskRecord/${second.data.task_id}`);
        return poll.data.status === 'ok' ? poll.data : null;
      },
      60_000,
      200,
    );
    const inline = seen[2]!.body.contents[0]!.parts[1] as { inline_data: { mime_type: string; data: string } };
    expect(inline.inline_data.mime_type).toBe('image/png');
    expect(Buffer.from(inline.inline_data.data, 'base64').equals(fixture('chelsea.png'))).toBe(true);
  });
});
