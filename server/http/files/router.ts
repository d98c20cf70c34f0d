/**
 * Uploads and file serving.
 * - GET  /api/file/auth        → a single-use, expiring, HMAC-signed upload grant (signed-in users).
 * - POST /api/file/upload      → an image (png/jpeg/webp by magic bytes, IMAGE_UPLOAD_MAX_MB) with a grant.
 * - POST /goapi/v1/upload/temp → MP4 video streamed to storage (VIDEO_UPLOAD_MAX_MB enforced while streaming).
 * - GET  /files/<key>          → stored files, Range-capable; `private/` keys need a valid signature or the owner's
 *                                session.
 * Uploads are private keys (`private/temp/YYYY/M/D/<uuid>.<ext>`) recorded as the uploader's: the answer carries a
 * signed, expiring URL, and only the uploader can use the file as an input.
 */
import crypto from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { deleteObject, mayReadFile, putOwnedFile } from '#server/domain/files/stored-files';
import { consumeUploadGrant, issueUploadGrant } from '#server/domain/files/upload-grants';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import {
  datedKey,
  isPrivateKey,
  StorageLimitError,
  verifyFileSignature,
  type StoredObject,
} from '#server/storage/storage';
import { currentUser, requireUser, type AppContext, type AppEnv } from '../context';
import { ok } from '../envelope';
import { EXTENSION_BY_TYPE, sniffType, SNIFF_BYTES, type SniffedType } from '#server/media/file-type';

const IMAGE_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/webp'];
const UPLOADS_PREFIX = 'private';

function absoluteUrl(services: Services, url: string): string {
  return url.startsWith('/') ? `${services.env.PUBLIC_URL}${url}` : url;
}

/**
 * `folder` as image hosts take it; only a safe relative path under temp/ or uploads/, else today's temp folder.
 * Either way inside `private/`: an upload is its owner's.
 */
function folderToKeyPrefix(folder: string | undefined): string | null {
  const trimmed = (folder ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!trimmed) return null;
  return /^(temp|uploads)(\/[A-Za-z0-9_-]{1,40}){0,5}$/.test(trimmed) ? trimmed : null;
}

interface MultipartPart {
  field: string;
  stream: Readable;
  filename: string;
}

/**
 * Streams a multipart body through busboy. `onFile` consumes each file stream; fields are collected.
 * A source abort or a rejected file stops reading the request and rejects.
 */
async function readMultipart(
  request: Request,
  limits: { fileSize: number; files: number },
  onFile: (part: MultipartPart, fields: Map<string, string>) => Promise<void>,
): Promise<Map<string, string>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw AppError.invalid('Expected a multipart/form-data body.');
  }
  const fields = new Map<string, string>();
  const source = Readable.fromWeb(request.body as unknown as WebReadableStream);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { ...limits, fields: 20, fieldSize: 4096 } });
  } catch {
    throw AppError.invalid('Malformed multipart body.');
  }
  return new Promise((resolve, reject) => {
    const pending: Promise<void>[] = [];
    const openStreams = new Set<Readable>();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      // Destroy without an error: nobody listens for 'error' on busboy's file streams once we have failed.
      for (const open of openStreams) open.destroy();
      // Let in-flight writes clean up their partial files before answering.
      void Promise.allSettled(pending).then(() => reject(error));
    };
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (field, fileStream, info) => {
      openStreams.add(fileStream);
      // busboy truncates at the limit and sets `truncated`; consumers check it (storage.put counts bytes itself).
      fileStream.on('close', () => openStreams.delete(fileStream));
      fileStream.on('limit', () => {
        // Past the limit busboy would go on reading (and discarding) the rest of the part: stop reading the
        // request now, and fail the file stream so its consumer (piped with pipeFailing) rejects with the limit.
        source.unpipe(parser);
        source.pause();
        fileStream.destroy(new StorageLimitError(limits.fileSize));
      });
      const work = onFile({ field, stream: fileStream, filename: info.filename ?? '' }, fields);
      pending.push(work);
      work.catch(fail);
    });
    parser.on('error', () => fail(AppError.invalid('Malformed multipart body.')));
    parser.on('close', () => {
      Promise.all(pending).then(() => {
        if (!settled) {
          settled = true;
          resolve(fields);
        }
      }, fail);
    });
    source.on('error', () => fail(AppError.invalid('Upload aborted.')));
    source.pipe(parser);
  });
}

/** Passes bytes through once the first SNIFF_BYTES prove the content is one of `allowed`. */
function magicGate(allowed: readonly SniffedType[], onType: (type: SniffedType) => void): Transform {
  let head = Buffer.alloc(0);
  let decided = false;
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (decided) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return callback();
      const type = sniffType(head);
      if (!type || !allowed.includes(type)) return callback(AppError.invalid(unsupportedMessage(allowed)));
      decided = true;
      onType(type);
      callback(null, head);
    },
    flush(callback) {
      if (decided) return callback();
      const type = sniffType(head);
      if (!type || !allowed.includes(type)) return callback(AppError.invalid(unsupportedMessage(allowed)));
      onType(type);
      callback(null, head);
    },
  });
  // Bytes flow as soon as the gate is piped, possibly before its consumer attaches: keep an early rejection from
  // becoming an uncaught 'error' (the consumer's pipeline still sees it through the stream's errored state).
  gate.on('error', () => {});
  return gate;
}

/**
 * `source.pipe(target)` that also fails `target` when `source` errors or closes before its end (a truncated or
 * aborted upload): pipe() forwards neither, and a consumer of `target` would wait for an end that never comes.
 */
function pipeFailing<T extends Transform>(source: Readable, target: T): T {
  source.on('error', (error) => {
    if (!target.destroyed) target.destroy(error);
  });
  source.on('close', () => {
    if (!source.readableEnded && !target.destroyed) target.destroy(AppError.invalid('Upload aborted.'));
  });
  return source.pipe(target);
}

function unsupportedMessage(allowed: readonly SniffedType[]): string {
  return allowed.includes('video/mp4')
    ? 'Only MP4 (video/mp4) files are accepted.'
    : 'Only PNG, JPEG or WebP images are accepted.';
}

function toLimitError(error: unknown, limitMb: number): unknown {
  return error instanceof StorageLimitError
    ? AppError.tooLarge(`File size exceeds ${limitMb}MB limit. Please upload a smaller file.`)
    : error;
}

export const filesRouter = new Hono<AppEnv>()
  .get('/api/file/auth', async (c) => {
    const user = await requireUser(c);
    return ok(c, await issueUploadGrant(c.var.services, user.id));
  })
  .post('/api/file/upload', async (c) => {
    const services = c.var.services;
    const limitMb = services.env.IMAGE_UPLOAD_MAX_MB;
    const maxBytes = Math.floor(limitMb * 1024 * 1024);
    let image: { bytes: Buffer; type: SniffedType } | null = null;
    const fields = await readMultipart(c.req.raw, { fileSize: maxBytes, files: 1 }, async (part) => {
      if (part.field !== 'file') {
        part.stream.resume();
        return;
      }
      let type: SniffedType | null = null;
      const chunks: Buffer[] = [];
      const gate = magicGate(IMAGE_TYPES, (t) => (type = t));
      try {
        for await (const chunk of pipeFailing(part.stream, gate)) chunks.push(chunk as Buffer);
      } catch (error) {
        part.stream.destroy();
        throw toLimitError(error, limitMb);
      }
      if ((part.stream as Readable & { truncated?: boolean }).truncated)
        throw toLimitError(new StorageLimitError(maxBytes), limitMb);
      image = { bytes: Buffer.concat(chunks), type: type! };
    }).catch((error: unknown) => {
      throw toLimitError(error, limitMb);
    });
    const userId = await consumeUploadGrant(services, fields);
    const received = image as { bytes: Buffer; type: SniffedType } | null;
    if (!received) throw AppError.invalid('file: a file is required');
    const prefix = folderToKeyPrefix(fields.get('folder'));
    const key = prefix
      ? `${UPLOADS_PREFIX}/${prefix}/${crypto.randomUUID()}${EXTENSION_BY_TYPE[received.type]}`
      : datedKey(`${UPLOADS_PREFIX}/temp`, EXTENSION_BY_TYPE[received.type]);
    await putOwnedFile(services, { userId }, key, received.bytes, { contentType: received.type });
    return ok(c, { url: absoluteUrl(services, await services.storage.url(key)), name: fields.get('fileName') ?? null });
  })
  .post('/goapi/v1/upload/temp', async (c) => {
    const user = await requireUser(c);
    const services = c.var.services;
    const limitMb = services.env.VIDEO_UPLOAD_MAX_MB;
    const maxBytes = Math.floor(limitMb * 1024 * 1024);
    const declared = Number(c.req.header('content-length'));
    // Refuse early when the declared size cannot fit (multipart framing allows a little slack).
    if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) {
      throw AppError.tooLarge(`File size exceeds ${limitMb}MB limit. Please upload a smaller file.`);
    }
    const stored: StoredObject[] = [];
    const fields = await readMultipart(c.req.raw, { fileSize: maxBytes + 1, files: 1 }, async (part) => {
      if (part.field !== 'files' && part.field !== 'file') {
        part.stream.resume();
        return;
      }
      const key = datedKey(`${UPLOADS_PREFIX}/temp`, '.mp4');
      try {
        const object = await putOwnedFile(
          services,
          { userId: user.id },
          key,
          pipeFailing(
            part.stream,
            magicGate(['video/mp4'], () => {}),
          ),
          {
            contentType: 'video/mp4',
            maxBytes,
          },
        );
        stored.push(object);
      } catch (error) {
        part.stream.destroy();
        await services.storage.delete(key).catch(() => {});
        throw toLimitError(error, limitMb);
      }
    }).catch((error: unknown) => {
      throw toLimitError(error, limitMb);
    });
    const mimeType = fields.get('mime_type');
    if ((mimeType && mimeType !== 'video/mp4') || stored.length === 0) {
      for (const object of stored) await deleteObject(services, object.key);
      throw AppError.invalid(
        stored.length === 0 ? 'files: an MP4 file is required' : 'mime_type: only video/mp4 is accepted',
      );
    }
    const fileUrls = await Promise.all(
      stored.map(async (o) => absoluteUrl(services, await services.storage.url(o.key))),
    );
    return ok(c, { fileUrls });
  })
  .get('/files/*', async (c) => {
    const { storage } = c.var.services;
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/files/'.length));
    } catch {
      throw AppError.notFound('File not found.'); // malformed percent-encoding names no file
    }
    const access = isPrivateKey(key) ? await privateAccess(c, key) : 'public';
    if (!access) throw AppError.notFound('File not found.');
    let stat: Awaited<ReturnType<typeof storage.stat>>;
    try {
      stat = await storage.stat(key);
    } catch {
      stat = null;
    }
    if (!stat) throw AppError.notFound('File not found.');
    const headers: Record<string, string> = {
      'content-type': stat.contentType,
      'accept-ranges': 'bytes',
      'cache-control': CACHE_CONTROL[access],
      'x-content-type-options': 'nosniff',
    };
    const range = parseRange(c.req.header('range'), stat.size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { 'content-range': `bytes */${stat.size}` });
    }
    const body = await storage.read(key, range ?? undefined);
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
      headers['content-length'] = String(range.end - range.start + 1);
      c.status(206);
    } else {
      headers['content-length'] = String(stat.size);
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return stream(c, async (out) => {
      for await (const chunk of body) await out.write(chunk as Uint8Array);
    });
  });

/** How a private file may be served: by its signed URL, to its owner's session, or (null) not at all. */
async function privateAccess(c: AppContext, key: string): Promise<'signed' | 'session' | null> {
  const services = c.var.services;
  const expires = Number(c.req.query('expires'));
  if (verifyFileSignature(services.env.AUTH_SECRET, key, expires, c.req.query('signature') ?? '')) return 'signed';
  const user = await currentUser(c);
  return user && (await mayReadFile(services, user.id, key)) ? 'session' : null;
}

const CACHE_CONTROL = {
  public: 'public, max-age=31536000, immutable',
  // A signed URL is one expiring capability: the browser may keep what it fetched for a while, shared caches not.
  signed: 'private, max-age=300',
  // Served because of a session: nothing may be kept beyond it.
  session: 'private, no-store',
} as const;

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (!suffix) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
