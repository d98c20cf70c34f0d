/** Live task progress on the event bus: one topic per task; the payload is the task's wire shape (no transcript). */
import type { ServerTask } from '#contract/library';
import { eventBus } from '#server/events/bus';
import type { Services } from '#server/services';
import { taskToWire, type MediaTaskRow } from './tasks';

const taskTopic = (taskId: string) => `media-task:${taskId}`;

export async function publishTask(services: Services, row: MediaTaskRow): Promise<void> {
  try {
    await eventBus(services).publish(taskTopic(row.id), await taskToWire(services.storage, row));
  } catch (error) {
    // Progress events are best effort: trackers also re-read the task.
    services.log.warn({ err: error, taskId: row.id }, 'could not publish task progress');
  }
}

export function subscribeTask(
  services: Services,
  taskId: string,
  listener: (task: ServerTask) => void,
): Promise<() => void> {
  return eventBus(services).subscribe(taskTopic(taskId), (payload) => listener(payload as ServerTask));
}
