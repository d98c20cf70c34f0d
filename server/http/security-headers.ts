/**
 * The security headers every answer carries: the document set on pages and files, the OWASP REST set on JSON, and
 * the page CSP (per-request nonce; prerendered pages carry their own by script hashes, ./prerendered.ts). Set
 * before the handler runs, straight on the Node response where there is one (decision 002).
 */
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { contentSecurityPolicy } from './csp';

/** Static security headers on every page and file (the set hono/secure-headers applies by default). */
export const PAGE_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * JSON answers are never rendered as documents, so the document-only headers (opener policy, agent cluster,
 * DNS prefetch, download options, XSS auditor) are left out; these are the OWASP REST set. Fewer headers is a
 * measurable share of the poll endpoint's cost (decision 002).
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

const API_SECURITY_HEADER_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(API_SECURITY_HEADERS);

/**
 * A JSON answer with every header in one plain object: node-server passes it to `writeHead` as it is, Node's fast
 * path (no per-header `setHeader` bookkeeping). Same headers as an answer through the app's middleware.
 */
export function apiJsonAnswer(body: unknown, id: string): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', 'X-Request-Id': id, ...API_SECURITY_HEADER_FIELDS },
  });
}

/**
 * Headers every answer carries, set before the handler runs. Under @hono/node-server they go straight onto the
 * Node response (`c.env.outgoing`), which costs a fraction of building a WHATWG `Headers` object per request and
 * keeps Hono's lightweight response path; elsewhere (`app.request()` in tests) they go through `c.header()`.
 * Either way nothing touches `c.res.headers` after an API handler, which would force node-server's slow path.
 */
export function setEarlyHeaders(
  c: Context<AppEnv>,
  headers: ReadonlyArray<readonly [string, string]>,
  id: string,
): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') {
    outgoing.setHeader('X-Request-Id', id);
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return true;
  }
  c.header('X-Request-Id', id);
  for (const [name, value] of headers) c.header(name, value);
  return false;
}

export function applyPageHeaders(
  headers: Headers,
  nonce: string,
  isDev: boolean,
  securityHeadersSent: boolean,
  analyticsOrigin?: string,
): void {
  if (!securityHeadersSent)
    for (const [name, value] of PAGE_SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
  if (!isDev && headers.get('content-type')?.startsWith('text/html')) {
    headers.set('content-security-policy', contentSecurityPolicy({ nonce }, analyticsOrigin));
  }
}
