/**
 * Upload grants: a signed-in user asks for one (GET /api/file/auth), the image upload presents it (POST
 * /api/file/upload). Each is HMAC-signed, expires after ten minutes and is single use (a conditional update).
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { uploadGrants } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { Services } from '#server/services';

const UPLOAD_GRANT_TTL_SECONDS = 10 * 60;

function uploadPublicKey(secret: string): string {
  return `public_${crypto.createHash('sha256').update(`upload-public:${secret}`).digest('hex').slice(0, 24)}`;
}

function signGrant(secret: string, token: string, expire: number): string {
  return crypto.createHmac('sha256', secret).update(`upload:${token}:${expire}`).digest('hex');
}

/** A new grant for `userId`, as the upload form sends it back. */
export async function issueUploadGrant(services: Services, userId: string) {
  const { db, env } = services;
  const token = crypto.randomUUID();
  const expire = Math.floor(Date.now() / 1000) + UPLOAD_GRANT_TTL_SECONDS;
  await db.insert(uploadGrants).values({ token, userId, expiresAt: new Date(expire * 1000) });
  return {
    signature: signGrant(env.AUTH_SECRET, token, expire),
    expire,
    token,
    publicKey: uploadPublicKey(env.AUTH_SECRET),
  };
}

/** Checks the grant in an upload's form fields and uses it up; returns the user it was issued to. */
export async function consumeUploadGrant(services: Services, fields: Map<string, string>): Promise<string> {
  const token = fields.get('token') ?? '';
  const expire = Number(fields.get('expire'));
  const signature = fields.get('signature') ?? '';
  const publicKey = fields.get('publicKey') ?? '';
  const secret = services.env.AUTH_SECRET;
  const expected = signGrant(secret, token, expire);
  const valid =
    token.length > 0 &&
    publicKey === uploadPublicKey(secret) &&
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
    expire * 1000 > Date.now();
  if (!valid) throw new AppError(-401, 'Invalid or expired upload signature.', 403);
  // Single use: the conditional update succeeds for exactly one request.
  const [grant] = await services.db
    .update(uploadGrants)
    .set({ usedAt: sql`now()` })
    .where(and(eq(uploadGrants.token, token), isNull(uploadGrants.usedAt), gt(uploadGrants.expiresAt, sql`now()`)))
    .returning({ userId: uploadGrants.userId });
  if (!grant) throw new AppError(-401, 'Invalid or expired upload signature.', 403);
  return grant.userId;
}
