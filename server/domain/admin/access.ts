/**
 * Who is an admin: a signed-in user whose e-mail is listed in ADMIN_EMAILS (compared case-insensitively) AND
 * verified — anyone can sign up with a listed address before its owner does — or a user granted admin rights on the
 * server (`npm run admin:grant -- someone@example.com`, recorded in admin_grant). The list is read from the parsed
 * env on each check (a handful of strings, never stale in tests); the grant is read from the database on each admin
 * request, so a grant or revocation counts at once on every process.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { adminGrant, user } from '#server/db/schema';
import type { Env } from '#server/env';

function adminEmailSet(env: Pick<Env, 'ADMIN_EMAILS'>): Set<string> {
  return new Set(env.ADMIN_EMAILS.map((email) => email.trim().toLowerCase()).filter(Boolean));
}

function isAdminEmail(env: Pick<Env, 'ADMIN_EMAILS'>, email: string | null | undefined): boolean {
  if (!email) return false;
  return adminEmailSet(env).has(email.trim().toLowerCase());
}

interface AdminCandidate {
  email: string;
  emailVerified: boolean;
  /** Granted on the server (admin_grant). */
  adminGranted: boolean;
}

/** The rule itself, for a user whose grant is already known (a listed row). */
export function isAdminUser(env: Pick<Env, 'ADMIN_EMAILS'>, candidate: AdminCandidate): boolean {
  return candidate.adminGranted || (candidate.emailVerified && isAdminEmail(env, candidate.email));
}

/** Selects whether the row's user holds a server-side grant (for user lists). */
export const adminGrantedColumn = sql<boolean>`exists (select 1 from ${adminGrant} where ${adminGrant.userId} = ${user.id})`;

/** The signed-in user's admin rights: one grant lookup unless a verified listed e-mail already decides. */
export async function isAdmin(
  services: { env: Pick<Env, 'ADMIN_EMAILS'>; db: Database },
  signedIn: { id: string; email: string; emailVerified: boolean },
): Promise<boolean> {
  if (isAdminUser(services.env, { ...signedIn, adminGranted: false })) return true;
  const [grant] = await services.db
    .select({ userId: adminGrant.userId })
    .from(adminGrant)
    .where(eq(adminGrant.userId, signedIn.id));
  return Boolean(grant);
}

type AdminGrantOutcome = { ok: true; userId: string; changed: boolean } | { ok: false; reason: 'no-account' };

/** Records a grant for the account with this e-mail (idempotent). */
export async function grantAdmin(db: Database, email: string, grantedBy: string): Promise<AdminGrantOutcome> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return { ok: false, reason: 'no-account' };
  const inserted = await db
    .insert(adminGrant)
    .values({ userId: account.id, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: adminGrant.userId });
  return { ok: true, userId: account.id, changed: inserted.length > 0 };
}

/** Removes the grant of the account with this e-mail (ADMIN_EMAILS, if it lists the address, still applies). */
export async function revokeAdmin(db: Database, email: string): Promise<AdminGrantOutcome> {
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!account) return { ok: false, reason: 'no-account' };
  const removed = await db
    .delete(adminGrant)
    .where(eq(adminGrant.userId, account.id))
    .returning({ userId: adminGrant.userId });
  return { ok: true, userId: account.id, changed: removed.length > 0 };
}
