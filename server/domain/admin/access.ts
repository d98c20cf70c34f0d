/**
 * Who is an admin: a signed-in user whose email is listed in ADMIN_EMAILS (compared case-insensitively).
 * The list is read from the parsed env on each check — cheap (a handful of strings) and never stale in tests.
 */
import type { Env } from '#server/env';

export function adminEmailSet(env: Pick<Env, 'ADMIN_EMAILS'>): Set<string> {
  return new Set(env.ADMIN_EMAILS.map((email) => email.trim().toLowerCase()).filter(Boolean));
}

export function isAdminEmail(env: Pick<Env, 'ADMIN_EMAILS'>, email: string | null | undefined): boolean {
  if (!email) return false;
  return adminEmailSet(env).has(email.trim().toLowerCase());
}
