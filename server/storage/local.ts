/** Local-disk storage under DATA_DIR/files. Writes go to a temp name and are renamed into place when complete. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  byteLimiter,
  type ByteRange,
  fileRef,
  isPrivateKey,
  signedUrlExpiry,
  signFileUrl,
  StorageLimitError,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly defaultTtlSeconds: number,
  ) {}

  pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<StoredObject> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${crypto.randomUUID()}.partial`;
    const counter = byteLimiter(options.maxBytes, (limit) => new StorageLimitError(limit));
    const file = fs.createWriteStream(partial);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, counter, file);
      await fsp.writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await fsp.rename(partial, target);
    } catch (error) {
      // pipeline rejects on the first error, possibly before the file stream has even opened its file (which
      // would then appear after the removal): wait for the stream to close first.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { key, size: counter.bytes, contentType: options.contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    try {
      const file = this.pathOf(key);
      const stats = await fsp.stat(file);
      if (!stats.isFile()) return null;
      let contentType = 'application/octet-stream';
      try {
        contentType = (JSON.parse(await fsp.readFile(`${file}.meta.json`, 'utf8')) as { contentType: string })
          .contentType;
      } catch {
        /* written by something else: serve as bytes */
      }
      return { size: stats.size, contentType };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fsp.rm(file, { force: true });
    await fsp.rm(`${file}.meta.json`, { force: true });
  }

  async toLocalFile(key: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
    const file = this.pathOf(key);
    await fsp.access(file);
    return { path: file, cleanup: async () => {} };
  }

  async url(key: string, options: { ttlSeconds?: number } = {}): Promise<string> {
    assertValidKey(key);
    const ref = fileRef(key);
    if (!isPrivateKey(key)) return ref;
    const expires = signedUrlExpiry(options.ttlSeconds ?? this.defaultTtlSeconds);
    return `${ref}?expires=${expires}&signature=${signFileUrl(this.secret, key, expires)}`;
  }
}
