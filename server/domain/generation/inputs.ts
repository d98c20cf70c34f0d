/**
 * Turns the URLs a tool is given into bytes or a local file: data URLs are decoded, URLs into our own storage
 * are read from storage directly (never over HTTP) and only when the key is the task owner's (checked with its
 * signature when the task was created, again here without it: the job may run after the URL expired), anything
 * else goes through the SSRF-safe fetcher. Results are stored as private keys owned by the task's user and task.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DATA_URL_PATTERN } from '#contract/generation';
import { safeDownload } from '#server/net/safe-fetch';
import type { Services } from '#server/services';
import { datedKey, fileRef } from '#server/storage/storage';
import { ToolError } from '#server/providers/errors';
import { AppError } from '#server/errors';
import { putOwnedFile, resolveOwnStorageUrl, type OwnStoredFile } from '../files/stored-files';

/** Whose files a tool run reads and writes (a GenerationToolContext is one). */
export interface FileScope {
  services: Services;
  userId: string;
  /** The task storing results: deleting it may delete them. */
  taskId?: string;
}

interface LocalInput {
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
  scope: FileScope,
  ref: string,
  options: { maxBytes?: number; label?: string } = {},
): Promise<LocalInput> {
  const { services } = scope;
  const { env, storage } = services;
  const maxBytes = options.maxBytes ?? env.FETCH_MAX_MB * 1024 * 1024;
  if (ref.startsWith('data:')) {
    const { bytes, contentType } = decodeDataUrl(ref);
    if (bytes.length > maxBytes) throw new ToolError(`The ${options.label ?? 'file'} is too large.`);
    const { file, dir } = await tempFile();
    await fs.writeFile(file, bytes);
    return { path: file, contentType, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }
  let own: OwnStoredFile | null;
  try {
    own = await resolveOwnStorageUrl(services, scope.userId, ref, { requireSignature: false });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new ToolError(`The ${options.label ?? 'file'} could not be found. Please upload it again.`);
  }
  if (own) {
    if (own.size > maxBytes) throw new ToolError(`The ${options.label ?? 'file'} is too large.`);
    const local = await storage.toLocalFile(own.key);
    return { path: local.path, contentType: own.contentType, cleanup: local.cleanup };
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
  scope: FileScope,
  ref: string,
  options: { maxBytes?: number; label?: string } = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const local = await inputToLocalFile(scope, ref, options);
  try {
    return { bytes: await fs.readFile(local.path), contentType: local.contentType };
  } finally {
    await local.cleanup();
  }
}

/** Where results go: private keys, served by signed URLs (publishing is the caller's choice, e.g. colouring). */
export const PRIVATE_RESULTS_PREFIX = 'private/results';

/**
 * Stores a result as the scope's and returns its reference (`/files/<key>`, unsigned: the task row keeps it, the
 * task record signs it whenever it is read).
 */
export async function storeResult(
  scope: FileScope,
  bytes: Buffer,
  extension: string,
  contentType: string,
  prefix = PRIVATE_RESULTS_PREFIX,
): Promise<string> {
  const key = datedKey(prefix, extension);
  await putOwnedFile(scope.services, { userId: scope.userId, taskId: scope.taskId }, key, bytes, { contentType });
  return fileRef(key);
}

/** Stores a result file (streamed) as the scope's and returns its reference (see storeResult). */
export async function storeResultFile(
  scope: FileScope,
  file: string,
  extension: string,
  contentType: string,
): Promise<string> {
  const key = datedKey(PRIVATE_RESULTS_PREFIX, extension);
  await putOwnedFile(scope.services, { userId: scope.userId, taskId: scope.taskId }, key, createReadStream(file), {
    contentType,
  });
  return fileRef(key);
}
