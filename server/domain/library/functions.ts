/**
 * Task functions on a finished transcript: chat (POST /v1/rabbit/chat) and translate (POST /v1/rabbit/translate).
 * Each charges its credits through the task kernel (reserve → settle, refund on failure; engine errors reach the log,
 * users read a written message) and is stored as a sub-task.
 */
import crypto from 'node:crypto';
import type { ChatReply, TranscriptSegment, TranslationResult } from '#contract/library';
import { mediaSubtasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import { transcriptChatProvider } from '#server/providers/chat/chat-provider';
import { translationProvider, type Language } from '#server/providers/translation/translation-provider';
import type { Services } from '#server/services';
import { runCharged } from '#server/tasks/kernel';
import { getOwnTask, type MediaTaskRow } from './tasks';

async function readyTranscript(
  services: Services,
  userId: string,
  taskId: string,
): Promise<{ task: MediaTaskRow; transcript: TranscriptSegment[] }> {
  const task = await getOwnTask(services.db, userId, taskId);
  if (task.status === 'no')
    throw AppError.conflict('This task failed, so it has no transcript to chat with or translate.');
  if (task.status !== 'ok')
    throw AppError.conflict('This task is still processing. Please wait until it has completed.');
  const transcript = task.transcript ?? [];
  if (!transcript.length) throw AppError.invalid('This task has no transcript (no speech was found).');
  return { task, transcript };
}

/** What a failed chat or translation reads as when the engine's own error is not for users. */
const FUNCTION_FAILURE = 'Processing failed. Please wait a moment and try again';

export async function chatAboutTask(
  services: Services,
  userId: string,
  taskId: string,
  question: string,
): Promise<ChatReply> {
  const { task, transcript } = await readyTranscript(services, userId, taskId);
  const id = crypto.randomUUID();
  return runCharged(
    services,
    { userId, cost: services.env.COST_MEDIA_CHAT, ledgerKey: `media-chat:${id}`, failure: FUNCTION_FAILURE },
    async () => {
      const answer = await transcriptChatProvider(services).answer(question, transcript, task.title);
      await services.db.insert(mediaSubtasks).values({
        id,
        taskId: task.id,
        userId,
        kind: 'chat',
        status: 'ok',
        input: { question },
        result: answer,
      });
      return { subtask_id: id, ...answer };
    },
  );
}

export async function translateTask(
  services: Services,
  userId: string,
  taskId: string,
  from: Language,
  to: Language,
): Promise<TranslationResult> {
  if (from === to) throw AppError.invalid('target_language: choose a language other than the source language');
  const { task, transcript } = await readyTranscript(services, userId, taskId);
  const id = crypto.randomUUID();
  return runCharged(
    services,
    { userId, cost: services.env.COST_MEDIA_TRANSLATE, ledgerKey: `media-translate:${id}`, failure: FUNCTION_FAILURE },
    async () => {
      const provider = translationProvider(services);
      const segments = await provider.translate(transcript, from, to);
      const result: TranslationResult = {
        subtask_id: id,
        source_language: from,
        target_language: to,
        engine: provider.engine,
        segments,
      };
      await services.db.insert(mediaSubtasks).values({
        id,
        taskId: task.id,
        userId,
        kind: 'translation',
        status: 'ok',
        input: { source_language: from, target_language: to },
        result,
      });
      return result;
    },
  );
}
