/** Upload grants and limits: images by signed single-use grant, MP4 streamed with the limit enforced while streaming. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';
import { makeMp4, makePng } from '../helpers/media';

/** Node's Buffer is not a BlobPart under TypeScript's DOM types: copy into a plain Uint8Array. */
const blob = (bytes: Buffer, type?: string) => new Blob([new Uint8Array(bytes)], type ? { type } : undefined);

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function grant(user: TestUser) {
  const { body } = await user.json<{ signature: string; expire: number; token: string; publicKey: string }>(
    '/api/file/auth',
  );
  expect(body.code).toBe(0);
  return body.data;
}

function imageForm(file: Blob, auth: Record<string, string | number>, name = 'photo.png') {
  const form = new FormData();
  form.append('file', file, name);
  form.append('fileName', name);
  form.append('folder', 'temp/2026/11/22');
  for (const [key, value] of Object.entries(auth)) form.append(key, String(value));
  return form;
}

/** A request body that arrives in chunks with no Content-Length, as a browser stream would. */
function streamedBody(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe('uploads', () => {
  let atelier: TestAtelier;
  let user: TestUser;
  let mp4: Buffer;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { IMAGE_UPLOAD_MAX_MB: '0.05', VIDEO_UPLOAD_MAX_MB: '0.5' } });
    user = await atelier.signUp();
    mp4 = fs.readFileSync(makeMp4(1));
  });
  afterAll(() => atelier.close());

  it('answers 401 for the upload grant when not signed in', async () => {
    const response = await atelier.request('/api/file/auth');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: -401 });
  });

  it('stores an image with a valid grant under the dated temp folder and serves it', async () => {
    const png = await makePng();
    const response = await atelier.request('/api/file/upload', {
      method: 'POST',
      body: imageForm(blob(png), await grant(user)),
    });
    const body = (await response.json()) as { code: number; data: { url: string } };
    expect(body.code).toBe(0);
    // Issue #15 item 20: uploads are private keys, answered with a signed, expiring URL.
    expect(body.data.url).toMatch(
      /^http:\/\/localhost:3000\/files\/private\/temp\/2026\/11\/22\/[0-9a-f-]+\.png\?expires=\d+&signature=[0-9a-f]+$/,
    );
    const served = await atelier.request(new URL(body.data.url).pathname + new URL(body.data.url).search);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a reused, forged or expired grant', async () => {
    const png = blob(await makePng());
    const auth = await grant(user);
    expect((await atelier.request('/api/file/upload', { method: 'POST', body: imageForm(png, auth) })).status).toBe(
      200,
    );
    const reused = await atelier.request('/api/file/upload', { method: 'POST', body: imageForm(png, auth) });
    expect(reused.status).toBe(403);
    const fresh = await grant(user);
    const forged = await atelier.request('/api/file/upload', {
      method: 'POST',
      body: imageForm(png, { ...fresh, signature: 'f'.repeat(64) }),
    });
    expect(forged.status).toBe(403);
    const expired = await atelier.request('/api/file/upload', {
      method: 'POST',
      body: imageForm(png, { ...fresh, expire: 1_000_000 }),
    });
    expect(expired.status).toBe(403);
  });

  it('rejects non-images by their bytes and images over the limit', async () => {
    const notImage = await atelier.request('/api/file/upload', {
      method: 'POST',
      body: imageForm(new Blob(['<svg onload="alert(1)"></svg>'.padEnd(64, ' ')]), await grant(user), 'evil.png'),
    });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ code: -1, msg: 'Only PNG, JPEG or WebP images are accepted.' });

    const big = await makePng(600, 600); // raw-ish PNG of solid colour is small: pad with noise instead
    const noisy = Buffer.concat([big.subarray(0, 16), Buffer.alloc(80 * 1024, 7)]);
    const tooLarge = await atelier.request('/api/file/upload', {
      method: 'POST',
      body: imageForm(blob(noisy), await grant(user)),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      msg: 'File size exceeds 0.05MB limit. Please upload a smaller file.',
    });
  });

  it('streams an MP4 to storage and serves it with Range support', async () => {
    const form = new FormData();
    form.append('mime_type', 'video/mp4');
    form.append('files', blob(mp4), 'clip.mp4');
    const response = await user.request('/goapi/v1/upload/temp', { method: 'POST', body: form });
    const body = (await response.json()) as { code: number; data: { fileUrls: string[] } };
    expect(body.code).toBe(0);
    expect(body.data.fileUrls).toHaveLength(1);
    const url = new URL(body.data.fileUrls[0]!);
    expect(url.pathname).toMatch(/^\/files\/private\/temp\/\d{4}\/\d{1,2}\/\d{1,2}\/[0-9a-f-]+\.mp4$/);
    const ranged = await atelier.request(url.pathname + url.search, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${mp4.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(mp4.subarray(0, 100))).toBe(true);
  });

  it('requires sign-in for video uploads', async () => {
    const form = new FormData();
    form.append('files', blob(mp4), 'clip.mp4');
    const response = await atelier.request('/goapi/v1/upload/temp', { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });

  it('rejects a PNG renamed .mp4 and leaves no file behind', async () => {
    const before = listFiles(path.join(atelier.dataDir, 'files'));
    const form = new FormData();
    form.append('mime_type', 'video/mp4');
    form.append('files', blob(await makePng(), 'video/mp4'), 'movie.mp4');
    const response = await user.request('/goapi/v1/upload/temp', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: -1, msg: 'Only MP4 (video/mp4) files are accepted.' });
    expect(listFiles(path.join(atelier.dataDir, 'files'))).toEqual(before);
  });

  it('aborts an oversize video while streaming (no Content-Length) and leaves no partial file', async () => {
    const before = listFiles(path.join(atelier.dataDir, 'files'));
    const boundary = '----atelier-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="mime_type"\r\n\r\nvideo/mp4\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(1);
    const parts = [
      head,
      mp4.subarray(0, 64),
      ...Array.from({ length: 16 }, () => chunk),
      new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
    ];
    const response = await user.request('/goapi/v1/upload/temp', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: streamedBody(parts),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      msg: 'File size exceeds 0.5MB limit. Please upload a smaller file.',
    });
    expect(listFiles(path.join(atelier.dataDir, 'files'))).toEqual(before);
  });

  it('refuses a declared oversize body before reading it', async () => {
    const response = await user.request('/goapi/v1/upload/temp', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
      body: '--x--',
    });
    expect(response.status).toBe(413);
  });
});
