import { z } from 'zod';

export const userInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  site_id: z.string(),
  points: z.object({ remaining_points: z.number().int() }),
  low_credit_threshold: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
