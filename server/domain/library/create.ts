/**
 * Creating a media task (POST /v1/ScreenApp/CreateTask): validate the source, reserve the import's credits,
 * record the task and queue its processing job. A URL into our own storage (an upload) must be the caller's own,
 * with a valid signature (resolveOwnStorageUrl), and the import takes the upload over (deleting the task deletes
 * it, unless another import took it first); any other URL must pass the SSRF guard's static checks now (scheme,
 * literal private IPs, localhost) — its DNS answers and redirects are checked again while downloading.
 */
import { DEFAULT_TASK_TITLE } from '#contract/library';
import { mediaTasks } from '#server/db/schema';
import { createTask } from '#server/tasks/kernel';
import { checkUrl } from '#server/net/safe-fetch';
import type { Services } from '#server/services';
import { claimForTask, resolveOwnStorageUrl } from '../files/stored-files';
import { publishTask } from './events';
import { mediaTaskStore } from './pipeline';
import type { MediaTaskRow } from './tasks';

interface CreateMediaTaskInput {
  userId: string;
  siteId: string;
  url: string;
  title?: string;
}

/** A readable default title from the URL's file name ("team-demo.mp4" → "team-demo"). */
function titleFromUrl(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').filter(Boolean).at(-1) ?? '');
    const base = name.replace(/\.[A-Za-z0-9]{2,5}$/, '').trim();
    // Our upload keys are UUIDs: no information in them.
    if (!base || /^[0-9a-f-]{36}$/i.test(base)) return DEFAULT_TASK_TITLE;
    return base.slice(0, 120);
  } catch {
    return DEFAULT_TASK_TITLE;
  }
}

export async function createMediaTask(services: Services, input: CreateMediaTaskInput): Promise<MediaTaskRow> {
  const { env, db } = services;
  const own = await resolveOwnStorageUrl(services, input.userId, input.url, { field: 'url' });
  if (!own) checkUrl(input.url, env.FETCH_ALLOWLIST);
  const cost = env.COST_MEDIA_IMPORT;
  let row: MediaTaskRow | undefined;
  await createTask(services, mediaTaskStore, {
    userId: input.userId,
    cost,
    ledgerKey: (taskId) => `media-import:${taskId}`,
    record: async (taskId, reservationId) => {
      [row] = await db
        .insert(mediaTasks)
        .values({
          id: taskId,
          userId: input.userId,
          siteId: input.siteId,
          title: input.title ?? titleFromUrl(input.url),
          sourceUrl: input.url,
          status: 'queuing',
          processingStep: 'creating_task',
          progress: 0,
          cost,
          reservationId,
        })
        .returning();
      if (own) await claimForTask(db, input.userId, own.key, taskId);
      return taskId;
    },
  });
  await publishTask(services, row!);
  return row!;
}
