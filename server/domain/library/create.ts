/**
 * Creating a media task (POST /v1/ScreenApp/CreateTask): validate the source, reserve the import's credits,
 * record the task and queue its processing job. A URL into our own storage (an upload) must be the caller's own,
 * with a valid signature (resolveOwnStorageUrl), and the import takes the upload over (deleting the task deletes
 * it, unless another import took it first); any other URL must pass the SSRF guard's static checks now (scheme,
 * literal private IPs, localhost) — its DNS answers and redirects are checked again while downloading.
 */
import { jobPriority } from '#contract/entitlements';
import { LANGUAGE_NAMES, type LanguageCode } from '#contract/library';
import { mediaTasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import { speechProvider } from '#server/providers/speech';
import { createTask } from '#server/tasks/kernel';
import { checkUrl } from '#server/net/safe-fetch';
import type { Services } from '#server/services';
import { claimForTask, resolveOwnStorageUrl } from '../files/stored-files';
import { afterSpend } from '../notifications/notify';
import { entitlementsFor } from '../payments/entitlements';
import { publishTask } from './events';
import { mediaTaskStore } from './pipeline';
import { titleFromUrl, type MediaTaskRow } from './tasks';

interface CreateMediaTaskInput {
  userId: string;
  siteId: string;
  url: string;
  title?: string;
  /** The spoken language; undefined = detect. */
  language?: LanguageCode;
}

/** Offline recognition has an English model only: another language is refused plainly, before any charge. */
function checkSpokenLanguage(services: Services, language: LanguageCode | undefined): void {
  const offline = speechProvider(services).offlineLanguages;
  if (!language || !offline || offline.includes(language)) return;
  throw AppError.invalid(
    `Offline transcription understands English only, so ${LANGUAGE_NAMES[language]} speech cannot be transcribed here. Choose English or Auto, or configure a speech API (SPEECH_PROVIDER=openai).`,
  );
}

export async function createMediaTask(services: Services, input: CreateMediaTaskInput): Promise<MediaTaskRow> {
  const { env, db } = services;
  checkSpokenLanguage(services, input.language);
  const own = await resolveOwnStorageUrl(services, input.userId, input.url, { field: 'url' });
  if (!own) checkUrl(input.url, env.FETCH_ALLOWLIST);
  const cost = env.COST_MEDIA_IMPORT;
  // The plan's priority queue (content/plans) applies to imports too: their jobs are fetched first.
  const priority = jobPriority((await entitlementsFor(db, input.userId)).entitlements);
  let row: MediaTaskRow | undefined;
  await createTask(services, mediaTaskStore, {
    userId: input.userId,
    cost,
    priority,
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
          language: input.language ?? null,
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
  if (cost > 0) afterSpend(services, input.userId);
  return row!;
}
