/** Messages from the site's contact form, stored for the admin console (with the user id when signed in). */
import type { ContactRequest } from '#contract/forms';
import { contactMessages } from '#server/db/schema/content';
import type { Services } from '#server/services';

export async function saveContactMessage(
  services: Services,
  body: ContactRequest,
  userId: string | null,
): Promise<void> {
  await services.db.insert(contactMessages).values({
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject?.trim() || null,
    message: body.message.trim(),
    userId,
  });
}
