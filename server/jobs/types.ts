/**
 * What a job is, as a leaf every feature can import without pulling in the queue: a name, a zod payload, options,
 * and (bound at the composition root) a handler and an optional sweep.
 */
import type { z } from 'zod';

export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before pg-boss considers it lost and retries it. */
  expireInSeconds?: number;
  /** Jobs fetched per poll; each is handled concurrently. */
  batchSize?: number;
}

export interface JobContext {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface SweepOptions {
  /** Only tasks not updated for this long (default: the kernel's grace period). */
  graceSeconds?: number;
  limit?: number;
}

/** A job's identity: what `jobs.send` needs. Features declare these as leaves. */
export interface JobSpec<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
  options?: JobOptions;
}

export interface JobDefinition<Payload extends z.ZodType = z.ZodType> extends JobSpec<Payload> {
  handler: (payload: z.infer<Payload>, context: JobContext) => Promise<void>;
  /**
   * For jobs that work a task: fails (with a human message, refunding) the tasks whose job gave up or is gone
   * and returns how many. Run periodically by every worker (./sweeper.ts).
   */
  sweep?: (options: SweepOptions) => Promise<number>;
}

export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
