/**
 * What a user does to their own media tasks besides creating them: rename or recategorise, edit a sub-task, and
 * delete. A deleted task stops: its job is cancelled and a run in progress aborted (the task kernel), its held
 * credits come back, and the files it owns are removed (those it created, and the upload it imported — see
 * server/domain/files/stored-files.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerSubtask, ServerTask, updateSubtaskSchema, updateTaskSchema } from '#contract/library';
import { mediaSubtasks, mediaTasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { storageKeyFromUrl } from '#server/storage/storage';
import { cancelTask } from '#server/tasks/kernel';
import { deleteTaskFiles } from '../files/stored-files';
import { mediaTaskStore } from './pipeline';
import {
  deleteOwnTasks,
  getOwnSubtask,
  getOwnTask,
  subtaskToWire,
  taskToWire,
  TASK_NOT_FOUND,
  type MediaTaskRow,
} from './tasks';

/** Deletes the user's tasks, all or nothing (any id not theirs → 404), and stops and cleans up each. */
export async function deleteTasks(services: Services, userId: string, ids: readonly string[]): Promise<number> {
  const deleted = await deleteOwnTasks(services.db, userId, ids);
  for (const row of deleted) await releaseDeleted(services, row);
  return deleted.length;
}

/** Stops the task and deletes the files it owns (never another user's, nor an upload another import still shows). */
async function releaseDeleted(services: Services, row: MediaTaskRow): Promise<void> {
  await cancelTask(services, mediaTaskStore, row);
  const { env } = services;
  const sourceKey = storageKeyFromUrl(row.sourceUrl, env.PUBLIC_URL, env.S3_PUBLIC_URL);
  await deleteTaskFiles(services, row, [row.thumbnailKey, row.videoKey], sourceKey);
}

export async function updateTask(
  services: Services,
  userId: string,
  input: z.infer<typeof updateTaskSchema>,
): Promise<ServerTask> {
  const { db, storage } = services;
  await getOwnTask(db, userId, input.id);
  const [row] = await db
    .update(mediaTasks)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(mediaTasks.id, input.id), eq(mediaTasks.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound(TASK_NOT_FOUND);
  return taskToWire(storage, row);
}

export async function updateSubtask(
  services: Services,
  userId: string,
  input: z.infer<typeof updateSubtaskSchema>,
): Promise<ServerSubtask> {
  const { db } = services;
  await getOwnSubtask(db, userId, input.id);
  const [row] = await db
    .update(mediaSubtasks)
    .set({
      ...(input.result !== undefined ? { result: input.result } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(mediaSubtasks.id, input.id), eq(mediaSubtasks.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound('Sub-task not found.');
  return subtaskToWire(row);
}
