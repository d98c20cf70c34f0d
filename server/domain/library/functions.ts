/**
 * Task functions on a finished transcript: chat (POST /v1/rabbit/chat) and translate (POST /v1/rabbit/translate).
 * Each charges its credits through the task kernel (reserve → settle, refund on failure; engine errors reach the log,
 * users read a written message) and is stored as a sub-task.
 */
import crypto from 'node:crypto';
import {
  LANGUAGE_NAMES,
  type ChatReply,
  type LibraryLanguages,
  type TranscriptSegment,
  type TranscriptSummaryResult,
  type TranslationResult,
} from '#contract/library';
import { mediaSubtasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import { transcriptChatProvider } from '#server/providers/chat/chat-provider';
import { transcriptSummaryProvider } from '#server/providers/chat/summary';
import { speechProvider } from '#server/providers/speech';
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

/** Thrown inside the charged work when the transcript had no answer: the kernel refunds, the reply still goes out. */
class NothingFound extends AppError {
  constructor(readonly reply: ChatReply) {
    super(0, reply.answer, 200);
  }
}

/**
 * Answers a question about the transcript. Charged only when the answer cites the transcript: a question nothing in
 * it answers costs nothing (held credits are given back; offline that is known before anything is held).
 */
export async function chatAboutTask(
  services: Services,
  userId: string,
  taskId: string,
  question: string,
): Promise<ChatReply> {
  const { task, transcript } = await readyTranscript(services, userId, taskId);
  const id = crypto.randomUUID();
  const provider = transcriptChatProvider(services);
  const store = async (answer: Omit<ChatReply, 'subtask_id'>) => {
    await services.db.insert(mediaSubtasks).values({
      id,
      taskId: task.id,
      userId,
      kind: 'chat',
      status: 'ok',
      input: { question },
      result: { subtask_id: id, ...answer },
    });
    return { subtask_id: id, ...answer };
  };
  const cost = services.env.COST_MEDIA_CHAT;
  if (provider.engine === 'extractive') {
    const answer = await provider.answer(question, transcript, task.title);
    if (!answer.citations.length) return store({ ...answer, charged: 0 });
    return runCharged(services, { userId, cost, ledgerKey: `media-chat:${id}`, failure: FUNCTION_FAILURE }, () =>
      store({ ...answer, charged: cost }),
    );
  }
  try {
    return await runCharged(
      services,
      { userId, cost, ledgerKey: `media-chat:${id}`, failure: FUNCTION_FAILURE },
      async () => {
        const { cited, ...answer } = await provider.answer(question, transcript, task.title);
        if (!cited) throw new NothingFound(await store({ ...answer, charged: 0 }));
        return store({ ...answer, charged: cost });
      },
    );
  } catch (error) {
    if (error instanceof NothingFound) return error.reply;
    throw error;
  }
}

/** Key points, action items and time-stamped notes (charged like a chat question; stored as a sub-task). */
export async function summariseTask(
  services: Services,
  userId: string,
  taskId: string,
): Promise<TranscriptSummaryResult> {
  const { task, transcript } = await readyTranscript(services, userId, taskId);
  const id = crypto.randomUUID();
  return runCharged(
    services,
    { userId, cost: services.env.COST_MEDIA_CHAT, ledgerKey: `media-summary:${id}`, failure: FUNCTION_FAILURE },
    async () => {
      const summary = await transcriptSummaryProvider(services).summarise(transcript, task.title);
      const result: TranscriptSummaryResult = { subtask_id: id, ...summary };
      await services.db.insert(mediaSubtasks).values({
        id,
        taskId: task.id,
        userId,
        kind: 'summary',
        status: 'ok',
        input: null,
        result,
      });
      return result;
    },
  );
}

export async function translateTask(
  services: Services,
  userId: string,
  taskId: string,
  requestedFrom: Language | undefined,
  to: Language,
): Promise<TranslationResult> {
  const { task, transcript } = await readyTranscript(services, userId, taskId);
  // The transcript's language is the task's (chosen on import); offline recognition is English whatever the
  // request claims; only an auto-detected transcript from a speech API takes the caller's word for it.
  const offline = speechProvider(services).offlineLanguages;
  const from = (task.language as Language | null) ?? (offline?.[0] as Language | undefined) ?? requestedFrom ?? 'en';
  // Refused before anything is charged: nothing to translate, or a pair this server cannot do.
  if (from === to)
    throw AppError.invalid(`This transcript is already in ${LANGUAGE_NAMES[to]}. Choose another language.`);
  const provider = translationProvider(services);
  if (!provider.pairs().some((p) => p.from === from && p.to === to))
    throw AppError.invalid(
      `Translation from ${LANGUAGE_NAMES[from]} to ${LANGUAGE_NAMES[to]} is not available on this server.`,
    );
  const id = crypto.randomUUID();
  return runCharged(
    services,
    { userId, cost: services.env.COST_MEDIA_TRANSLATE, ledgerKey: `media-translate:${id}`, failure: FUNCTION_FAILURE },
    async () => {
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

/** What this server can transcribe and translate (the import and translate forms offer only these). */
export function libraryLanguages(services: Services): LibraryLanguages {
  const speech = speechProvider(services);
  const translation = translationProvider(services);
  return {
    speech_engine: speech.name,
    // The offline recogniser has an English model only; a speech API detects or takes any language.
    speech_languages: speech.offlineLanguages ? [...speech.offlineLanguages] : null,
    translation_engine: translation.engine,
    translation_pairs: translation.pairs(),
  };
}
