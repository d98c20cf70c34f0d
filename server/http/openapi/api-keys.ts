/** API keys: create, list, revoke (from a signed-in session). */
import { z } from 'zod';
import { apiKeyViewSchema, createApiKeySchema, createdApiKeySchema } from '#contract/api-keys';
import type { OpenApiDeclarations } from './declare';

export function declareApiKeyRoutes(api: OpenApiDeclarations): void {
  const view = api.component('ApiKey', apiKeyViewSchema);
  api.route({
    method: 'get',
    path: '/v1/api-keys',
    tag: 'User',
    summary: 'My active API keys',
    description: 'Name, prefix and dates; the whole key is never shown again after it was created.',
    data: z.array(view),
    failures: ['forbidden'],
  });
  api.route({
    method: 'post',
    path: '/v1/api-keys',
    tag: 'User',
    summary: 'Create an API key',
    description:
      'The answer holds the whole key, once. Send it as `X-API-Key` to act as yourself. At most 10 active keys.',
    body: createApiKeySchema,
    data: api.component('CreatedApiKey', createdApiKeySchema),
    failures: ['invalidInput', 'forbidden'],
  });
  api.route({
    method: 'post',
    path: '/v1/api-keys/{id}/revoke',
    tag: 'User',
    summary: 'Revoke an API key',
    description: 'Requests with the key are refused from the next one on.',
    params: z.object({ id: z.string() }),
    data: z.null(),
    failures: ['notFound', 'forbidden'],
  });
}
