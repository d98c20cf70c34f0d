/**
 * Turns the URLs a tool is given into bytes or a local file: data URLs are decoded, URLs into our own storage
 * are read from storage directly (never over HTTP), anything else goes through the SSRF-safe fetcher.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DATA_URL_PATTERN } from '#contract/generation';
import { safeDownload } from '#server/net/safe-fetch';
import type { Services } from '#server/services';
import { datedKey, storageKeyFromUrl } from '#server/storage/storage';
import { ToolError } from '#server/providers/errors';

export interface LocalInput {
  path: string;
  contentType: string;
  cleanup: () => Promise<void>;
}

export function decodeDataUrl(value: string): { bytes: Buffer; contentType: string } {
  if (!DATA_URL_PATTERN.test(value)) throw new ToolError('Invalid base64 string format');
  const comma = value.indexOf(',');
  const header = value.slice(5, comma);
  const contentType = header.split(';')[0] || 'application/octet-stream';
  return { bytes: Buffer.from(value.slice(comma + 1), 'base64'), contentType };
}

async function tempFile(extension = ''): Promise<{ file: string; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-input-'));
  return { file: path.join(dir, `${crypto.randomUUID()}${extension}`), dir };
}

/** A local file with the referenced content; call `cleanup` when done. */
export async function inputToLocalFile(
  services: Services,
  ref: string,
  options: { maxBytes?: number; label?: string } = {},
): Promise<LocalInput> {
  const { env, storage } = services;
  const maxBytes = options.maxBytes ?? env.FETCH_MAX_MB * 1024 * 1024;
  if (ref.startsWith('data:')) {
    const { bytes, contentType } = decodeDataUrl(ref);
    if (bytes.length > maxBytes) throw new ToolError(`The ${options.label ?? 'file'} is too large.`);
    const { file, dir } = await tempFile();
    await fs.writeFile(file, bytes);
    return { path: file, contentType, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  const key = storageKeyFromUrl(ref, env.PUBLIC_URL, env.S3_PUBLIC_URL);
  if (key) {
    const stat = await storage.stat(key);
    if (!stat) throw new ToolError(`The ${options.label ?? 'file'} could not be found. Please upload it again.`);
    if (stat.size > maxBytes) throw new ToolError(`The ${options.label ?? 'file'} is too large.`);
    const local = await storage.toLocalFile(key);
    return { path: local.path, contentType: stat.contentType, cleanup: local.cleanup };
  }
  const { file, dir } = await tempFile();
  try {
    const result = await safeDownload(ref, file, {
      allowlist: env.FETCH_ALLOWLIST,
      maxBytes,
      timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
    });
    return { path: file, contentType: result.contentType, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    // The fetcher's messages are written for users (refused address, HTTP status, too large, timed out).
    throw new ToolError((error as Error).message || `The ${options.label ?? 'file'} could not be downloaded.`);
  }
}

/** The referenced content as bytes. */
export async function inputToBuffer(
  services: Services,
  ref: string,
  options: { maxBytes?: number; label?: string } = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const local = await inputToLocalFile(services, ref, options);
  try {
    return { bytes: await fs.readFile(local.path), contentType: local.contentType };
  } finally {
    await local.cleanup();
  }
}

/** Stores a result and returns the URL the browser loads. */
export async function storeResult(
  services: Services,
  bytes: Buffer,
  extension: string,
  contentType: string,
): Promise<string> {
  const key = datedKey('results', extension);
  await services.storage.put(key, bytes, { contentType });
  return services.storage.url(key);
}

/** Stores a result file (streamed) and returns the URL the browser loads. */
export async function storeResultFile(
  services: Services,
  file: string,
  extension: string,
  contentType: string,
): Promise<string> {
  const key = datedKey('results', extension);
  await services.storage.put(key, createReadStream(file), { contentType });
  return services.storage.url(key);
}
