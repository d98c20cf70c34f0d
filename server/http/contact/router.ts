/**
 * POST /api/contact — the site's contact form (the generic form's `submit.handler`). Validated with the same
 * field rules the form renders (contract/forms.ts), stored in contact_messages (with the user id when signed
 * in), rate-limited per client, answered with the message the form shows as a success toast.
 */
import { Hono } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ResultCode } from '#contract/envelope';
import { CONTACT_SUCCESS_MESSAGE, contactRequestSchema, type ContactRequest } from '#contract/forms';
import { saveContactMessage } from '#server/domain/contact/messages';
import { AppError } from '#server/errors';
import { currentUser, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';
import { clientAddress } from '../rate-limits';

/** Messages per client per minute: people send one, scripts send many. */
const CONTACT_LIMIT_PER_MINUTE = 5;

const limiter = rateLimiter<AppEnv>({
  windowMs: 60_000,
  limit: CONTACT_LIMIT_PER_MINUTE,
  keyGenerator: (c) => `contact:${clientAddress(c)}`,
  handler: () => {
    throw new AppError(ResultCode.RateLimited, 'Too many requests. Please wait a moment and try again.', 429);
  },
});

export const contactRouter = new Hono<AppEnv>().post('/api/contact', limiter, async (c) => {
  // The schema is built from the form's field list, so its inferred type is loose: the fields are checked by it.
  const body = (await parseJson(c, contactRequestSchema)) as ContactRequest;
  const user = await currentUser(c);
  await saveContactMessage(c.var.services, body, user?.id ?? null);
  return ok(c, null, CONTACT_SUCCESS_MESSAGE);
});
