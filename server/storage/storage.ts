/**
 * File storage behind one interface: local disk under DATA_DIR/files (default) or an S3-compatible
 * bucket (S3_* env). Keys follow the spec's date layout, e.g. `temp/2026/11/22/<uuid>.png`.
 * Keys under `private/` are served only with a signed, expiring URL (a user's uploads, media, thumbnails and
 * results live there); who owns an object is recorded beside it (server/domain/files/stored-files.ts).
 */
import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Abort (and remove what was written) once the stream exceeds this many bytes. */
  maxBytes?: number;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds the ${Number((maxBytes / 1024 / 1024).toFixed(2))} MB limit.`);
  }
}

/** A pass-through that counts bytes and fails with `makeError()` once more than `maxBytes` went through. */
export function byteLimiter(
  maxBytes: number | undefined,
  makeError: (maxBytes: number) => Error,
): Transform & { bytes: number } {
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      limiter.bytes += chunk.length;
      if (maxBytes !== undefined && limiter.bytes > maxBytes) callback(makeError(maxBytes));
      else callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  limiter.bytes = 0;
  return limiter;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<StoredObject>;
  /** The object's bytes; `range` is inclusive, as in an HTTP Range header. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and content type, or null when there is no such object. */
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** A local file path for engines (ffmpeg, sharp); S3 objects are downloaded to a temp file. */
  toLocalFile(key: string): Promise<{ path: string; cleanup: () => Promise<void> }>;
  /** URL a browser can load: `/files/<key>` locally (signed when private), the bucket URL or a presigned URL on S3. */
  url(key: string, options?: { ttlSeconds?: number }): Promise<string>;
}

const FILES_PREFIX = '/files/';

const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]{0,400}$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('//')) throw new Error(`invalid storage key: ${key}`);
}

/** `temp/YYYY/M/D/<uuid><ext>` — the spec's upload layout (month and day not zero-padded). */
export function datedKey(prefix: string, extension: string, now = new Date()): string {
  const ext = extension.startsWith('.') || extension === '' ? extension : `.${extension}`;
  return `${prefix}/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}/${now.getUTCDate()}/${crypto.randomUUID()}${ext}`;
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith('private/');
}

/**
 * The expiry of a URL signed now: the lifetime rounded down to a step of a quarter of it (at most an hour), so
 * every URL of a key signed within one step is the same string — the poller's answers do not change on every
 * poll, browsers keep their cached copy — and still lives at least three quarters of `ttlSeconds`.
 */
export function signedUrlExpiry(ttlSeconds: number, nowMs = Date.now()): number {
  const step = Math.max(1, Math.min(3600, Math.floor(ttlSeconds / 4)));
  return Math.floor((Math.floor(nowMs / 1000) + ttlSeconds) / step) * step;
}

/** The permanent, unsigned reference `/files/<key>` that task rows store; answers sign it when they are read. */
export function fileRef(key: string): string {
  assertValidKey(key);
  return `${FILES_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** HMAC signature for a private file URL: `/files/<key>?expires=<unix>&signature=<hex>`. */
export function signFileUrl(secret: string, key: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`file:${key}:${expires}`).digest('hex');
}

export function verifyFileSignature(secret: string, key: string, expires: number, signature: string): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signFileUrl(secret, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * Recognises URLs that point into our own storage (absolute on our origin, or root-relative)
 * so callers resolve them to the stored object instead of fetching them over HTTP.
 */
export function storageKeyFromUrl(url: string, publicOrigin: string, s3PublicUrl?: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, publicOrigin);
    const base = new URL(publicOrigin);
    if (s3PublicUrl && url.startsWith(`${s3PublicUrl.replace(/\/$/, '')}/`)) {
      const key = decodeURIComponent(url.slice(s3PublicUrl.replace(/\/$/, '').length + 1).split('?')[0]!);
      return KEY_PATTERN.test(key) ? key : null;
    }
    const isRelative = url.startsWith('/') && !url.startsWith('//');
    // A bare path ("files/…") is no URL: only root-relative and absolute URLs name our files.
    if (!isRelative && !/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
    if (!isRelative && parsed.origin !== base.origin) return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PREFIX)) return null;
  const key = decodeURIComponent(pathname.slice(FILES_PREFIX.length));
  return KEY_PATTERN.test(key) && !key.includes('//') ? key : null;
}

/** The `expires` and `signature` a `/files/` URL carries (null when it carries none). */
export function fileUrlSignature(url: string, publicOrigin: string): { expires: number; signature: string } | null {
  try {
    const params = new URL(url, publicOrigin).searchParams;
    const signature = params.get('signature');
    const expires = Number(params.get('expires'));
    return signature && Number.isFinite(expires) ? { expires, signature } : null;
  } catch {
    return null;
  }
}
