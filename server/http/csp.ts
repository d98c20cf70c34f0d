/**
 * The pages' Content-Security-Policy. Inline scripts run only when the policy names them: server-rendered pages by
 * this request's nonce, prerendered (static) pages by the SHA-256 of each inline script — a static page's policy
 * is then constant too, so the page can be served precompressed (decision 007).
 */
type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * `analyticsOrigin`: the web analytics script's origin (ANALYTICS_SCRIPT_URL, ./analytics.ts), allowed to load its
 * script and to receive its beacon; absent, nothing outside our origin is.
 */
export function contentSecurityPolicy(inline: InlineScripts, analyticsOrigin?: string): string {
  const scriptSources =
    'nonce' in inline ? `'nonce-${inline.nonce}'` : inline.hashes.map((hash) => `'${hash}'`).join(' ');
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources} 'wasm-unsafe-eval'${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
