/** E-mail notification choices (GET/POST /v1/notifications/settings). */
import { z } from 'zod';

export const notificationSettingsSchema = z.object({
  /** A mail when a video import, watermark removal or image-to-video job finishes or fails. */
  task_emails: z.boolean(),
  /** A mail when the balance falls to the low-credit threshold. */
  low_credit_emails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
