/** The probes' answers: liveness (/healthz) and readiness (/readyz). */
import { z } from 'zod';

export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: z.boolean(), queue: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
