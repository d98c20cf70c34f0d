/**
 * API keys: a user creates, names and revokes keys; an API client sends one in the `X-API-Key` header and acts as
 * that user. The key is 32 random bytes shown once; the database keeps only its SHA-256, so a leaked database
 * leaks no usable key. Revocation takes effect on the next request (keys are looked up, never cached).
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_ACTIVE_API_KEYS, type ApiKeyView, type CreatedApiKey } from '#contract/api-keys';
import type { SessionUser } from '#server/auth/auth';
import { apiKeys, user } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';
import { storedLocale } from '#contract/locales';

const KEY_PREFIX = 'atl_';
const SHOWN_PREFIX_LENGTH = KEY_PREFIX.length + 6;
/** last_used_at is written at most this often per key (a busy client would otherwise write on every call). */
const LAST_USED_RESOLUTION_MS = 60_000;

const hashKey = (key: string) => crypto.createHash('sha256').update(key, 'utf8').digest('hex');
const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

type ApiKeyRow = typeof apiKeys.$inferSelect;

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: seconds(row.createdAt)!,
    last_used_at: seconds(row.lastUsedAt),
  };
}

export async function listApiKeys(services: Services, userId: string): Promise<ApiKeyView[]> {
  const rows = await services.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toView);
}

export async function createApiKey(services: Services, userId: string, name: string): Promise<CreatedApiKey> {
  const [active] = await services.db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if ((active?.total ?? 0) >= MAX_ACTIVE_API_KEYS)
    throw AppError.invalid(`You can have ${MAX_ACTIVE_API_KEYS} keys at most. Revoke one you no longer use.`);
  const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const [row] = await services.db
    .insert(apiKeys)
    .values({
      id: crypto.randomUUID(),
      userId,
      name,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashKey(key),
    })
    .returning();
  return { ...toView(row!), key };
}

/** Revokes one of the user's own keys; another user's key id answers 404 like a missing one. */
export async function revokeApiKey(services: Services, userId: string, keyId: string): Promise<void> {
  const revoked = await services.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw AppError.notFound('API key not found.');
}

/** The user an API key acts for, or null for an unknown or revoked key. */
export async function userForApiKey(services: Services, key: string): Promise<SessionUser | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const [found] = await services.db
    .select({
      keyId: apiKeys.id,
      lastUsedAt: apiKeys.lastUsedAt,
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      siteId: user.siteId,
      locale: user.locale,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashKey(key)), isNull(apiKeys.revokedAt)));
  if (!found) return null;
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
    await services.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, found.keyId));
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    emailVerified: found.emailVerified,
    image: found.image ?? null,
    siteId: found.siteId ?? services.env.SITE_ID,
    locale: storedLocale(found.locale),
  };
}
