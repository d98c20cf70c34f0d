import { z } from 'zod';
import { userPlanSchema } from './entitlements';

export const userInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  site_id: z.string(),
  points: z.object({ remaining_points: z.number().int() }),
  low_credit_threshold: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Credits each generation costs per item (the server's COST_* env): what the tools' buttons show before spending. */
export const toolCostsSchema = z.object({
  headshot: z.number().int(),
  image_to_video: z.number().int(),
  watermark: z.number().int(),
  presentation: z.number().int(),
  /** Per colouring page (× the batch). */
  colouring: z.number().int(),
});
export type ToolCosts = z.infer<typeof toolCostsSchema>;

/**
 * GET /user/session — who is signed in (null: nobody, answered 200, never 401), what the tools cost, and the plan the
 * tools offer (the free tier for nobody signed in) with its entitlements.
 */
export const sessionInfoSchema = z.object({
  user: userInfoSchema.nullable(),
  tool_costs: toolCostsSchema,
  plan: userPlanSchema,
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
