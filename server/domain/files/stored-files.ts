/**
 * Ownership of stored objects. Every object a user's action stores (an upload, an imported video, a thumbnail, a
 * generation result) is recorded with its owner and, when a task made it, that task. From this:
 * - a `/files/` URL is accepted as an import URL or a tool input only when its key is the caller's, and a private
 *   key only with a valid, unexpired signature (`resolveOwnStorageUrl`, the one check every input path uses);
 * - a task deletes only the objects recorded as its own (`deleteTaskFiles`). An import of an upload takes the upload
 *   over (deleting the import deletes the upload, as the library shows one item for both) unless another task took it
 *   first; when the task that owns an object is deleted while another task of the user still shows it, the object
 *   passes to that task instead of being deleted.
 * - a private file is served to its owner's session without a signature (`mayReadFile`).
 * Objects stored before ownership was recorded have no owner: nobody can use them as an input.
 */
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { mediaTasks, storedFiles } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import {
  fileUrlSignature,
  isPrivateKey,
  storageKeyFromUrl,
  verifyFileSignature,
  type PutOptions,
  type StoredObject,
} from '#server/storage/storage';

interface FileOwner {
  userId: string;
  /** The task creating the object: deleting the task deletes it. */
  taskId?: string;
}

/** Stores an object and records its owner. */
export async function putOwnedFile(
  services: Services,
  owner: FileOwner,
  key: string,
  body: Readable | Buffer,
  options: PutOptions,
): Promise<StoredObject> {
  const object = await services.storage.put(key, body, options);
  try {
    await recordOwner(services.db, owner, key);
  } catch (error) {
    await services.storage.delete(key).catch(() => {});
    throw error;
  }
  return object;
}

async function recordOwner(db: Executor, owner: FileOwner, key: string): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ key, userId: owner.userId, taskId: owner.taskId ?? null })
    .onConflictDoUpdate({ target: storedFiles.key, set: { userId: owner.userId, taskId: owner.taskId ?? null } });
}

export interface OwnStoredFile {
  key: string;
  size: number;
  contentType: string;
}

const messages = {
  invalidLink: 'this file link is not valid or has expired. Please upload the file again.',
  notYours: 'this file is not one of your files. Please upload it again.',
};

/**
 * The stored object a URL into our storage names, when it is the caller's: `null` when the URL does not point into
 * our storage (the caller fetches it over HTTP, through the SSRF guard). A URL into our storage that is not the
 * caller's (someone else's key, an object with no recorded owner, one that is gone) or, for a private key, carries
 * no valid unexpired signature, is refused with a 4xx AppError naming `field`.
 * `requireSignature: false` is for jobs re-reading an input that was checked when its task was created (its
 * signature may have expired since).
 */
export async function resolveOwnStorageUrl(
  services: Services,
  userId: string,
  url: string,
  options: { field?: string; requireSignature?: boolean } = {},
): Promise<OwnStoredFile | null> {
  const { env, storage, db } = services;
  const key = storageKeyFromUrl(url, env.PUBLIC_URL, env.S3_PUBLIC_URL);
  if (!key) return null;
  const prefix = options.field ? `${options.field}: ` : '';
  if (isPrivateKey(key) && options.requireSignature !== false) {
    const signed = fileUrlSignature(url, env.PUBLIC_URL);
    if (!signed || !verifyFileSignature(env.AUTH_SECRET, key, signed.expires, signed.signature))
      throw AppError.forbidden(`${prefix}${messages.invalidLink}`);
  }
  const [owned] = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId)));
  // Someone else's object and a missing one answer alike: the answer tells nothing about other users' files.
  if (!owned) throw AppError.forbidden(`${prefix}${messages.notYours}`);
  const stat = await storage.stat(key).catch(() => null);
  if (!stat) throw AppError.forbidden(`${prefix}${messages.notYours}`);
  return { key, size: stat.size, contentType: stat.contentType };
}

/** Checks every string of a tool's input that points into our storage (see resolveOwnStorageUrl). */
export async function assertOwnStorageInputs(services: Services, userId: string, input: unknown): Promise<void> {
  for (const { path, value } of stringsOf(input)) await resolveOwnStorageUrl(services, userId, value, { field: path });
}

function* stringsOf(value: unknown, path = ''): Generator<{ path: string; value: string }> {
  if (typeof value === 'string') {
    // Data URLs are bytes, not links; every other string goes through the same recognition the tools use.
    if (!value.startsWith('data:')) yield { path, value };
  } else if (Array.isArray(value)) {
    for (const item of value) yield* stringsOf(item, path);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) yield* stringsOf(item, path ? `${path}.${name}` : name);
  }
}

/** The import `taskId` takes over the user's upload `key`, unless another task already did. */
export async function claimForTask(db: Executor, userId: string, key: string, taskId: string): Promise<void> {
  await db
    .update(storedFiles)
    .set({ taskId })
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId), isNull(storedFiles.taskId)));
}

/** Whether `key` was recorded as the user's and belongs to the task (or to no task). */
async function isOwnFile(db: Executor, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId)));
  return Boolean(row);
}

/**
 * Deletes those of `keys` that the deleted media task owns. An object another media task of the user still shows
 * (two imports of one upload) passes to that task instead. Objects from before ownership was recorded have no
 * record: those are deleted as before, except the task's source (`legacySourceKey`), which may be anyone's upload.
 */
export async function deleteTaskFiles(
  services: Services,
  task: { id: string; userId: string },
  keys: ReadonlyArray<string | null>,
  legacySourceKey: string | null,
): Promise<void> {
  const { db } = services;
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (candidates.length === 0) return;
  const records = new Map(
    (
      await db
        .select({ key: storedFiles.key, taskId: storedFiles.taskId })
        .from(storedFiles)
        .where(inArray(storedFiles.key, candidates))
    ).map((row) => [row.key, row.taskId]),
  );
  for (const key of candidates) {
    if (!records.has(key)) {
      if (key !== legacySourceKey) await deleteObject(services, key);
      continue;
    }
    if (records.get(key) !== task.id) continue;
    const [heir] = await db
      .select({ id: mediaTasks.id })
      .from(mediaTasks)
      .where(
        and(
          eq(mediaTasks.userId, task.userId),
          ne(mediaTasks.id, task.id),
          or(eq(mediaTasks.videoKey, key), eq(mediaTasks.thumbnailKey, key)),
        ),
      )
      .limit(1);
    if (heir) await db.update(storedFiles).set({ taskId: heir.id }).where(eq(storedFiles.key, key));
    else await deleteObject(services, key);
  }
}

/** Deletes an object and its ownership record. */
export async function deleteObject(services: Services, key: string): Promise<void> {
  try {
    await services.storage.delete(key);
    await services.db.delete(storedFiles).where(eq(storedFiles.key, key));
  } catch (error) {
    services.log.warn({ err: error, key }, 'could not delete file');
  }
}

/** Whether a private file may be served to this signed-in user without a signature: it is theirs. */
export async function mayReadFile(services: Services, userId: string, key: string): Promise<boolean> {
  return isOwnFile(services.db, userId, key);
}

/**
 * A URL into our storage as answers give it out: private keys freshly signed (the stored reference, or a signed URL
 * that may have expired, carries the key); anything else unchanged.
 */
async function freshFileUrl(services: Services, url: string): Promise<string> {
  const key = storageKeyFromUrl(url, services.env.PUBLIC_URL, services.env.S3_PUBLIC_URL);
  return key ? services.storage.url(key) : url;
}

/** The absolute, freshly signed URL a vendor fetches one of our files from (other URLs unchanged). */
export async function vendorFileUrl(services: Services, url: string): Promise<string> {
  const fresh = await freshFileUrl(services, url);
  return fresh.startsWith('/') ? `${services.env.PUBLIC_URL}${fresh}` : fresh;
}
