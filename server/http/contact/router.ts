/**
 * POST /api/contact — the site's contact form (the generic form's `submit.handler`). Validated with the same
 * field rules the form renders (contract/forms.ts), stored in contact_messages (with the user id when signed
 * in), rate-limited per client, answered with the message the form shows as a success toast.
 */
import { Hono } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ResultCode } from '#contract/envelope';
import { CONTACT_SUCCESS_MESSAGE, contactRequestSchema, type ContactRequest } from '#contract/forms';
import { contactMessages } from '#server/db/schema/content';
import { AppError } from '#server/errors';
import { currentUser, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

/** Messages per client per minute: people send one, scripts send many. */
const CONTACT_LIMIT_PER_MINUTE = 5;

const limiter = rateLimiter<AppEnv>({
  windowMs: 60_000,
  limit: CONTACT_LIMIT_PER_MINUTE,
  keyGenerator: (c) =>
    `contact:${c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || c.req.header('x-real-ip') || 'local'}`,
  handler: () => {
    throw new AppError(ResultCode.RateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  },
});

export const contactRouter = new Hono<AppEnv>().post('/api/contact', limiter, async (c) => {
  const body = (await parseJson(c, contactRequestSchema)) as ContactRequest & { website?: string };
  const user = await currentUser(c);
  await c.var.services.db.insert(contactMessages).values({
    name: body.name.trim(),
    email: body.email.trim(),
    subject: body.subject?.trim() || null,
    message: body.message.trim(),
    userId: user?.id ?? null,
  });
  return ok(c, null, CONTACT_SUCCESS_MESSAGE);
});
