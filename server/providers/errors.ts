/**
 * The errors engines and vendor adapters throw. The task kernel (server/tasks) turns them into what the user reads:
 * a ToolError's message is shown as it is, a TransientError is retried, anything else is logged and replaced by a
 * generic message. They live at the bottom layer so that every provider can throw them.
 */
/**
 * An error whose message is meant for the user (shown as the task's msg / error_message).
 * Anything else fails the task with a generic message and is logged.
 */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

/** A vendor hiccup worth retrying (5xx, 429, timeout, connection reset). */
export class TransientError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientError';
  }
}

export function isTransientError(error: unknown): boolean {
  return error instanceof TransientError;
}
