/**
 * R6 uploads. On every upload endpoint — images by upload grant (/api/file/upload), videos for the tools and the
 * media library (/goapi/v1/upload/temp), documents for presentations (/v1/PPTDocmee/upload) — a body that is
 * oversize (streamed without Content-Length, or declared), truncated (ends before the closing boundary), aborted
 * (the connection drops mid-file) or mislabelled (magic bytes that are not the declared type) is rejected with
 * the right status, the server stops reading the body early where it can (metered: bytes pulled vs offered), and
 * no file — partial or complete — is left in storage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '#server/domain/generation/documents';
import { makePng } from '../helpers/media';
import { createTestAtelier, type TestAtelier, type TestUser } from '../helpers/test-app';
import {
  filler,
  listFiles,
  meteredBody,
  multipartHead,
  multipartTail,
  MULTIPART_TYPE,
  type MeteredBody,
} from '../helpers/upload-stream';

const IMAGE_LIMIT_MB = 0.05;
const VIDEO_LIMIT_MB = 0.5;
const MB = 1024 * 1024;

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const MP4_HEAD = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2');
const MAGIC = {
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  html: bytes('<!doctype html><script>alert(1)</script>'),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  elf: bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  zip: bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0]),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0xf7, 0x81]),
  mp4: MP4_HEAD,
  pngPrefix: bytes([0x89], 'PNG'),
  empty: Buffer.alloc(0),
};

interface UploadEndpoint {
  name: string;
  path: string;
  /** The largest file accepted, and how much more the server may read before noticing (framing, chunking). */
  limitBytes: number;
  readSlack: number;
  fileField: string;
  /** Text fields sent before the file (the grant, the declared type). */
  fields: () => Promise<Record<string, string>>;
  /** A file the endpoint accepts (the control that proves the harness can succeed). */
  valid: () => Promise<{ name: string; type: string; content: Buffer }>;
  /** Contents that are not what their name and declared type say. */
  mislabelled: Array<{ label: string; name: string; type: string; content: Buffer }>;
  /** The declared-size check (Content-Length) rejects before reading. */
  refusesDeclaredSize: boolean;
  /** The server can reject mislabelled content after its first bytes (it sniffs while streaming). */
  sniffsWhileStreaming: boolean;
  /** The answer to a body whose connection drops (nobody is left to read it; what matters is the clean storage). */
  abortedStatus: number | 'error';
}

let atelier: TestAtelier;
let user: TestUser;
let png: Buffer;

async function grantFields(): Promise<Record<string, string>> {
  const { body } = await user.json<Record<string, string | number>>('/api/file/auth');
  return Object.fromEntries(Object.entries(body.data).map(([key, value]) => [key, String(value)]));
}

/** The endpoints (built after beforeAll: some fixtures are made asynchronously). */
const endpoints = (): UploadEndpoint[] => [
  {
    name: 'image upload (grant)',
    path: '/api/file/upload',
    limitBytes: IMAGE_LIMIT_MB * MB,
    readSlack: 512 * 1024,
    fileField: 'file',
    fields: async () => ({ ...(await grantFields()), fileName: 'photo.png', folder: 'temp/reliability' }),
    valid: async () => ({ name: 'photo.png', type: 'image/png', content: png }),
    mislabelled: [
      { label: 'SVG with script as .png', name: 'photo.png', type: 'image/png', content: MAGIC.svg },
      { label: 'HTML as .jpg', name: 'photo.jpg', type: 'image/jpeg', content: MAGIC.html },
      { label: 'GIF as .webp', name: 'photo.webp', type: 'image/webp', content: MAGIC.gif },
      { label: 'PDF as .png', name: 'photo.png', type: 'image/png', content: MAGIC.pdf },
      { label: 'ELF as .png', name: 'photo.png', type: 'image/png', content: MAGIC.elf },
      { label: 'MP4 as .png', name: 'photo.png', type: 'image/png', content: MAGIC.mp4 },
      { label: 'truncated PNG magic', name: 'photo.png', type: 'image/png', content: MAGIC.pngPrefix },
      { label: 'empty .png', name: 'photo.png', type: 'image/png', content: MAGIC.empty },
    ],
    refusesDeclaredSize: false,
    sniffsWhileStreaming: true,
    abortedStatus: 400,
  },
  {
    name: 'video upload (tools, media library)',
    path: '/goapi/v1/upload/temp',
    limitBytes: VIDEO_LIMIT_MB * MB,
    readSlack: 512 * 1024,
    fileField: 'files',
    fields: async () => ({ mime_type: 'video/mp4' }),
    valid: async () => ({
      name: 'clip.mp4',
      type: 'video/mp4',
      content: Buffer.concat([MP4_HEAD, Buffer.alloc(4096, 1)]),
    }),
    mislabelled: [
      { label: 'PNG as .mp4', name: 'clip.mp4', type: 'video/mp4', content: png },
      { label: 'WebM as .mp4', name: 'clip.mp4', type: 'video/mp4', content: MAGIC.webm },
      { label: 'HTML as .mp4', name: 'clip.mp4', type: 'video/mp4', content: MAGIC.html },
      { label: 'ZIP as .mp4', name: 'clip.mp4', type: 'video/mp4', content: MAGIC.zip },
      { label: 'empty .mp4', name: 'clip.mp4', type: 'video/mp4', content: MAGIC.empty },
    ],
    refusesDeclaredSize: true,
    sniffsWhileStreaming: true,
    abortedStatus: 400,
  },
  {
    name: 'document upload (presentations)',
    path: '/v1/PPTDocmee/upload',
    limitBytes: DOCUMENT_MAX_BYTES,
    // Documents pass the app's 16 MB JSON body limit, which counts while streaming.
    readSlack: 2 * MB,
    fileField: 'file',
    fields: async () => ({}),
    valid: async () => ({
      name: 'notes.txt',
      type: 'text/plain',
      content: Buffer.from('Quarterly review\nRevenue grew.\n'),
    }),
    mislabelled: [
      {
        label: 'PNG as .docx',
        name: 'deck.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: png,
      },
      {
        label: 'HTML as .docx',
        name: 'deck.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        content: MAGIC.html,
      },
      { label: 'PNG as .txt', name: 'notes.txt', type: 'text/plain', content: png },
      { label: 'ELF as .txt', name: 'notes.txt', type: 'text/plain', content: MAGIC.elf },
      { label: 'ZIP as .pdf', name: 'deck.pdf', type: 'application/pdf', content: MAGIC.zip },
    ],
    refusesDeclaredSize: true,
    sniffsWhileStreaming: false,
    // The app's JSON body limit reads this body before the route does; a dropped connection there is an
    // error answer (500) that no client receives.
    abortedStatus: 'error',
  },
];

beforeAll(async () => {
  atelier = await createTestAtelier({
    env: { IMAGE_UPLOAD_MAX_MB: String(IMAGE_LIMIT_MB), VIDEO_UPLOAD_MAX_MB: String(VIDEO_LIMIT_MB) },
  });
  user = await atelier.signUp();
  png = await makePng();
});
afterAll(() => atelier?.close());

const storedFiles = () => listFiles(`${atelier.dataDir}/files`);

async function post(
  endpoint: UploadEndpoint,
  body: MeteredBody,
  headers: Record<string, string> = {},
): Promise<{ status: number; msg: string }> {
  const response = await user.request(endpoint.path, {
    method: 'POST',
    headers: { 'content-type': MULTIPART_TYPE, ...headers },
    body: body.stream,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  let msg = text;
  try {
    msg = (JSON.parse(text) as { msg: string }).msg;
  } catch {
    /* not an envelope */
  }
  return { status: response.status, msg };
}

/** Posts `body` and checks the answer and that storage is exactly as before. */
async function expectRejected(
  endpoint: UploadEndpoint,
  what: string,
  body: MeteredBody,
  status: number | 'error',
  headers?: Record<string, string>,
) {
  const before = storedFiles();
  const answer = await post(endpoint, body, headers);
  if (status === 'error') expect(answer.status, `${endpoint.name}, ${what}: ${answer.msg}`).toBeGreaterThanOrEqual(400);
  else expect(answer.status, `${endpoint.name}, ${what}: ${answer.msg}`).toBe(status);
  const after = storedFiles();
  expect(
    after.filter((file) => !before.includes(file)),
    `${endpoint.name}, ${what}: files left in storage`,
  ).toEqual([]);
  expect(after, `${endpoint.name}, ${what}: storage unchanged`).toEqual(before);
  return answer;
}

describe('R6 uploads', () => {
  it('every upload endpoint rejects oversize, truncated, aborted and mislabelled bodies and keeps storage clean', async () => {
    const summary: string[] = [];
    let rejected = 0;
    const ENDPOINTS = endpoints();
    for (const endpoint of ENDPOINTS) {
      const valid = await endpoint.valid();
      const head = async (file = valid) =>
        multipartHead(await endpoint.fields(), { field: endpoint.fileField, name: file.name, type: file.type });

      // Control: a good file is accepted and stored (the harness can succeed).
      const before = storedFiles();
      const accepted = await post(endpoint, meteredBody([await head(), valid.content, multipartTail()]));
      expect(accepted.status, `${endpoint.name} control: ${accepted.msg}`).toBe(200);
      expect(storedFiles().length, `${endpoint.name} control stored a file`).toBeGreaterThan(before.length);

      // Oversize, streamed without Content-Length: 8× the limit is offered, the server must stop near the limit.
      const offered = Math.max(8 * endpoint.limitBytes, endpoint.limitBytes + 4 * MB);
      const oversize = meteredBody([
        await head(),
        valid.content.subarray(0, 16),
        ...filler(Math.ceil(offered / (64 * 1024))),
        multipartTail(),
      ]);
      await expectRejected(endpoint, 'oversize (streamed)', oversize, 413);
      expect(oversize.pulled, `${endpoint.name}: bytes read of ${offered} offered`).toBeLessThanOrEqual(
        endpoint.limitBytes + endpoint.readSlack,
      );
      rejected++;

      // Oversize by declaration: refused before reading the body.
      if (endpoint.refusesDeclaredSize) {
        const declared = meteredBody([
          await head(),
          valid.content.subarray(0, 16),
          ...filler(Math.ceil(offered / (64 * 1024))),
          multipartTail(),
        ]);
        await expectRejected(endpoint, 'oversize (declared)', declared, 413, {
          'content-length': String(offered + 1024),
        });
        expect(declared.pulled, `${endpoint.name}: declared oversize read nothing`).toBe(0);
        rejected++;
      }

      // Truncated: the body ends inside the file, before the closing boundary.
      await expectRejected(
        endpoint,
        'truncated',
        meteredBody([await head(), valid.content.subarray(0, Math.ceil(valid.content.length / 2))]),
        400,
      );
      rejected++;

      // Aborted: the connection drops mid-file (after enough bytes to start writing a file).
      await expectRejected(
        endpoint,
        'aborted',
        meteredBody([await head(), valid.content, ...filler(2, 8 * 1024), new Error('socket hang up')]),
        endpoint.abortedStatus,
      );
      rejected++;

      // Mislabelled: small files, and one followed by megabytes the server should not need to read.
      for (const file of endpoint.mislabelled) {
        await expectRejected(
          endpoint,
          `mislabelled: ${file.label}`,
          meteredBody([await head(file), file.content, multipartTail()]),
          400,
        );
        rejected++;
      }
      const [bad] = endpoint.mislabelled;
      const big = meteredBody([await head(bad), bad!.content, ...filler(64), multipartTail()]);
      await expectRejected(endpoint, `mislabelled then 4 MB: ${bad!.label}`, big, 400);
      if (endpoint.sniffsWhileStreaming)
        expect(big.pulled, `${endpoint.name}: mislabelled body read before rejecting`).toBeLessThan(MB);
      rejected++;

      expect(
        listFiles(`${atelier.dataDir}/files`).filter((file) => file.endsWith('.partial')),
        'partial files',
      ).toEqual([]);
      summary.push(
        `${endpoint.name}: oversize stopped after ${(oversize.pulled / MB).toFixed(2)} of ${(offered / MB).toFixed(1)} MB, mislabelled+4 MB after ${(big.pulled / 1024).toFixed(0)} KiB`,
      );
    }
    console.log(
      `R6 uploads: ${ENDPOINTS.length} endpoints, ${rejected} hostile uploads rejected, 0 files left behind; ${summary.join('; ')}`,
    );
  });
});
