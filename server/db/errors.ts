/**
 * The SQLSTATE of a database error (PostgreSQL's and PGlite's alike), or undefined. Drizzle wraps driver errors,
 * so the code may be on the error or on one of its causes.
 */
export function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (
    let current = error;
    current && typeof current === 'object' && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
