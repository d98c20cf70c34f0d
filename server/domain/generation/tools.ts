/**
 * The shape every generation tool has (headshot, image-to-video, watermark, presentation, colouring …).
 * The pipeline (create → reserve credits → task row → job → run → store → settle/refund) is shared;
 * a tool only says what input it takes, what it costs and how it runs.
 */
import type { z } from 'zod';
import type { Env } from '#server/env';
import type { Services } from '#server/services';

export interface GenerationToolContext {
  services: Services;
  taskId: string;
  userId: string;
  /** Persist 0–100 progress on the task (throttled). */
  progress(percent: number): Promise<void>;
}

/** Whose request a precheck serves: it reads the input's files as this user (no task exists yet). */
export interface PrecheckScope {
  services: Services;
  userId: string;
}

/** URLs into our storage (storage.url(key)). */
export interface GenerationResult {
  url?: string;
  images?: string[];
  content?: unknown;
}

export interface GenerationTool<Input = unknown> {
  /** 'headshot' | 'image-to-video' | 'watermark' | 'presentation' | 'image-to-coloring' | 'text-to-coloring' */
  name: string;
  /** Validated at create time and again in the job. */
  input: z.ZodType<Input>;
  /**
   * Refuses (throws an AppError) an input this tool cannot serve, before any credit is reserved: the user learns
   * at once and pays nothing, instead of a failed task and a refund. May be async and read the input's files as the
   * caller (`scope`); heavy work belongs in the engine pool, bounded in time, never on the web thread.
   */
  precheck?(input: Input, env: Env, scope: PrecheckScope): void | Promise<void>;
  /** Credits, configurable per tool via env (e.g. COST_HEADSHOT). */
  cost(input: Input, env: Env): number;
  run(input: Input, ctx: GenerationToolContext): Promise<GenerationResult>;
  /** Errors worth a retry (vendor 5xx/timeouts); others fail the task at once. */
  isTransient?(error: unknown): boolean;
}

/** Identity helper that keeps a tool's Input type while storing it in an untyped list. */
export function defineTool<Input>(tool: GenerationTool<Input>): GenerationTool<Input> {
  return tool;
}
