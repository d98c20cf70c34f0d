/**
 * GET /v1/api-keys — my active keys (name, prefix, dates). POST /v1/api-keys — create one: the whole key is in this
 * answer only. POST /v1/api-keys/:id/revoke — revoke one. Managed from a signed-in session only: a key cannot mint
 * or revoke keys, so a leaked key cannot entrench itself.
 */
import { Hono } from 'hono';
import { API_KEY_HEADER, createApiKeySchema, type CreatedApiKey } from '#contract/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '#server/domain/user/api-keys';
import { AppError } from '#server/errors';
import { requestHeader, requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

async function requireSessionUser(c: AppContext) {
  if (requestHeader(c, API_KEY_HEADER))
    throw AppError.forbidden('API keys are managed on the website, signed in, not with an API key.');
  return requireUser(c);
}

export const apiKeysRouter = new Hono<AppEnv>()
  .get('/v1/api-keys', async (c) => ok(c, await listApiKeys(c.var.services, (await requireSessionUser(c)).id)))

  .post('/v1/api-keys', async (c) => {
    const user = await requireSessionUser(c);
    const { name } = await parseJson(c, createApiKeySchema);
    return ok<CreatedApiKey>(c, await createApiKey(c.var.services, user.id, name));
  })

  .post('/v1/api-keys/:id/revoke', async (c) => {
    const user = await requireSessionUser(c);
    await revokeApiKey(c.var.services, user.id, c.req.param('id'));
    return ok(c, null);
  });
