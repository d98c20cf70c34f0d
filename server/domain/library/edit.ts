/**
 * Transcript editing: corrected lines and renamed speakers are written into the task's transcript — so search,
 * chat, summaries, translation, the polled record and every export use the edited text — while the transcript as
 * recognised is kept beside it, once, as a hidden sub-task (`ORIGINAL_TRANSCRIPT_KIND`), to revert to.
 * An edited line keeps its start and end; its words are lined up with the recognised words (edit distance over
 * normalised tokens), so a corrected word takes the timing of the word it replaces and an inserted word gets a
 * share of its neighbours' time: the playing-word highlight and click-a-word-to-seek stay right.
 */
import { and, eq } from 'drizzle-orm';
import {
  TRANSCRIPT_EDIT_MESSAGES,
  type ServerTask,
  type TranscriptSegment,
  type TranscriptWord,
} from '#contract/library';
import { mediaSubtasks, mediaTasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { getOwnTask, ORIGINAL_TRANSCRIPT_KIND, taskToWire } from './tasks';

const normalise = (token: string) => token.toLowerCase().replace(/[^\p{L}\p{N}']+/gu, '');
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The words of `text` with timings taken from `words` (the line's recognised words): a minimum-edit alignment,
 * where a kept or substituted word takes its partner's timing and inserted words share the gap around them.
 */
export function alignWords(
  text: string,
  words: readonly TranscriptWord[],
  span: { start: number; end: number },
): TranscriptWord[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const n = tokens.length;
  const m = words.length;
  const a = tokens.map(normalise);
  const b = words.map((w) => normalise(w.text));
  // cost[i][j]: edits to turn tokens[i..] into words[j..].
  const cost = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n; i >= 0; i--)
    for (let j = m; j >= 0; j--) {
      if (i === n) cost[i]![j] = m - j;
      else if (j === m) cost[i]![j] = n - i;
      else
        cost[i]![j] = Math.min(
          cost[i + 1]![j + 1]! + (a[i] === b[j] ? 0 : 1),
          cost[i + 1]![j]! + 1,
          cost[i]![j + 1]! + 1,
        );
    }
  const timed: Array<{ start: number; end: number } | null> = new Array(n).fill(null);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const here = cost[i]![j]!;
    if (here === cost[i + 1]![j + 1]! + (a[i] === b[j] ? 0 : 1)) {
      timed[i] = { start: words[j]!.start, end: words[j]!.end };
      i++;
      j++;
    } else if (here === cost[i + 1]![j]! + 1) i++;
    else j++;
  }
  // Inserted words: spread over the time between the timed words around them (the line's bounds at its ends).
  const out: TranscriptWord[] = [];
  let k = 0;
  while (k < n) {
    if (timed[k]) {
      out.push({ text: tokens[k]!, start: timed[k]!.start, end: timed[k]!.end });
      k++;
      continue;
    }
    let last = k;
    while (last < n && !timed[last]) last++;
    const from = k > 0 ? timed[k - 1]!.end : span.start;
    const to = last < n ? timed[last]!.start : span.end;
    const step = Math.max(0, to - from) / (last - k);
    for (let g = k; g < last; g++)
      out.push({ text: tokens[g]!, start: round(from + step * (g - k)), end: round(from + step * (g - k + 1)) });
    k = last;
  }
  return out;
}

/** The transcript with `lines` corrected and speakers renamed (pure). */
export function applyTranscriptEdit(
  transcript: readonly TranscriptSegment[],
  lines: ReadonlyArray<{ index: number; text: string }>,
  speakers: Readonly<Record<string, string>>,
): TranscriptSegment[] {
  const next = transcript.map((segment) => ({ ...segment }));
  for (const { index, text } of lines) {
    const segment = next[index];
    if (!segment) throw AppError.invalid(TRANSCRIPT_EDIT_MESSAGES.badLine);
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) throw AppError.invalid(TRANSCRIPT_EDIT_MESSAGES.empty);
    if (clean === segment.text) continue;
    next[index] = {
      ...segment,
      text: clean,
      ...(segment.words?.length ? { words: alignWords(clean, segment.words, segment) } : {}),
    };
  }
  const renames = new Map(
    Object.entries(speakers)
      .map(([from, to]) => [from, to.replace(/\s+/g, ' ').trim()] as const)
      .filter(([from, to]) => to && from !== to),
  );
  if (renames.size)
    for (const segment of next)
      if (segment.speaker && renames.has(segment.speaker)) segment.speaker = renames.get(segment.speaker);
  return next;
}

async function editableTask(services: Services, userId: string, taskId: string) {
  const task = await getOwnTask(services.db, userId, taskId);
  if (task.status !== 'ok' || !task.transcript) throw AppError.conflict(TRANSCRIPT_EDIT_MESSAGES.notEditable);
  return task;
}

async function originalOf(db: Services['db'], userId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(mediaSubtasks)
    .where(
      and(
        eq(mediaSubtasks.taskId, taskId),
        eq(mediaSubtasks.userId, userId),
        eq(mediaSubtasks.kind, ORIGINAL_TRANSCRIPT_KIND),
      ),
    );
  return row ?? null;
}

/** Whether the task's transcript was edited (its original is kept). */
export async function isTranscriptEdited(services: Services, userId: string, taskId: string): Promise<boolean> {
  return (await originalOf(services.db, userId, taskId)) !== null;
}

export async function editTranscript(
  services: Services,
  userId: string,
  input: { id: string; lines: Array<{ index: number; text: string }>; speakers: Record<string, string> },
): Promise<ServerTask> {
  const task = await editableTask(services, userId, input.id);
  const edited = applyTranscriptEdit(task.transcript!, input.lines, input.speakers);
  const row = await services.db.transaction(async (tx) => {
    // The first edit keeps the transcript as recognised; later edits leave that copy alone.
    const [locked] = await tx.select().from(mediaTasks).where(eq(mediaTasks.id, task.id)).for('update');
    if (!locked) throw AppError.notFound('Task not found.');
    if (!(await originalOf(tx as Services['db'], userId, task.id)))
      await tx.insert(mediaSubtasks).values({
        taskId: task.id,
        userId,
        kind: ORIGINAL_TRANSCRIPT_KIND,
        status: 'ok',
        input: null,
        result: locked.transcript,
      });
    const [updated] = await tx
      .update(mediaTasks)
      .set({ transcript: edited, updatedAt: new Date() })
      .where(eq(mediaTasks.id, task.id))
      .returning();
    return updated!;
  });
  return { ...(await taskToWire(services.storage, row, { transcript: true })), transcript_edited: true };
}

export async function revertTranscript(services: Services, userId: string, taskId: string): Promise<ServerTask> {
  const task = await editableTask(services, userId, taskId);
  const row = await services.db.transaction(async (tx) => {
    const original = await originalOf(tx as Services['db'], userId, task.id);
    if (!original) throw AppError.invalid(TRANSCRIPT_EDIT_MESSAGES.nothingToRevert);
    const [updated] = await tx
      .update(mediaTasks)
      .set({ transcript: original.result as TranscriptSegment[], updatedAt: new Date() })
      .where(eq(mediaTasks.id, task.id))
      .returning();
    await tx.delete(mediaSubtasks).where(eq(mediaSubtasks.id, original.id));
    return updated!;
  });
  return { ...(await taskToWire(services.storage, row, { transcript: true })), transcript_edited: false };
}
