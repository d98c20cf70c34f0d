/** S3-compatible storage (AWS, MinIO, R2 …) through the official SDK; uploads stream with multipart. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidKey,
  byteLimiter,
  isPrivateKey,
  signedUrlExpiry,
  StorageLimitError,
  type ByteRange,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';

interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  publicUrl?: string;
  defaultTtlSeconds: number;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<StoredObject> {
    assertValidKey(key);
    const counter = byteLimiter(options.maxBytes, (limit) => new StorageLimitError(limit));
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: source.pipe(counter), ContentType: options.contentType },
    });
    counter.on('error', () => void upload.abort());
    try {
      await upload.done();
    } catch (error) {
      await this.delete(key).catch(() => {});
      throw error instanceof StorageLimitError || !(counter.errored instanceof StorageLimitError)
        ? error
        : counter.errored;
    }
    return { key, size: counter.bytes, contentType: options.contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertValidKey(key);
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return result.Body as Readable;
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async toLocalFile(key: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'atelier-s3-'));
    const file = path.join(dir, path.basename(key));
    await pipeline(await this.read(key), fs.createWriteStream(file));
    return { path: file, cleanup: () => fsp.rm(dir, { recursive: true, force: true }) };
  }

  async url(key: string, options: { ttlSeconds?: number } = {}): Promise<string> {
    assertValidKey(key);
    if (this.config.publicUrl && !isPrivateKey(key)) return `${this.config.publicUrl.replace(/\/$/, '')}/${key}`;
    // Signed at the start of the current step (see signedUrlExpiry): the same URL for the whole step.
    const ttlSeconds = options.ttlSeconds ?? this.config.defaultTtlSeconds;
    const expires = signedUrlExpiry(ttlSeconds);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.config.bucket, Key: key }), {
      expiresIn: ttlSeconds,
      signingDate: new Date((expires - ttlSeconds) * 1000),
    });
  }
}
