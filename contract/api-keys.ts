/** Keys for the public API (issue #21 item 5): created with a name, shown once, listed by prefix, revoked. */
import { z } from 'zod';

/** The request header an API client sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** Active keys one user may hold. */
export const MAX_ACTIVE_API_KEYS = 10;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Please name the key.').max(60, 'Key names are at most 60 characters.'),
});

export const apiKeyViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (the rest is never shown again). */
  prefix: z.string(),
  /** Unix seconds. */
  created_at: z.number().int(),
  last_used_at: z.number().int().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to a create: the only time the whole key is ever sent. */
export const createdApiKeySchema = apiKeyViewSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
