/** Issue #21 item 10: web analytics by env — the script on every page and its origin in the CSP; nothing by default. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { insertBeforeHeadEnd } from '#app/lib/head-insert';
import { loadEnv } from '#server/env';
import { analyticsFor } from './analytics';
import { contentSecurityPolicy } from './csp';
import { prerenderPage } from './prerendered';
import { applyPageHeaders } from './security-headers';

const base = { AUTH_SECRET: 'test-secret-0123456789-0123456789-abcdef', NODE_ENV: 'test' };
const plausible = loadEnv({
  ...base,
  ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
  ANALYTICS_SITE_ID: 'atelier.example.com',
});
const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/><script>window.x=1</script></head><body>hi</body></html>';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('web analytics by env', () => {
  it('is off by default: no tag, and the CSP names no other origin', () => {
    expect(analyticsFor(loadEnv(base))).toBeNull();
    const page = prerenderPage(PAGE);
    expect(Buffer.from(page.identity).toString()).not.toContain('stats.example.org');
    expect(page.contentSecurityPolicy).not.toMatch(/https:\/\/(?!\S*\*)/);
    expect(directive(page.contentSecurityPolicy, 'connect-src')).toBe("connect-src 'self'");
  });

  it('puts the Plausible script in a prerendered page and allows its origin for the script and the beacon', () => {
    const analytics = analyticsFor(plausible)!;
    expect(analytics.tag).toBe(
      '<script defer data-domain="atelier.example.com" src="https://stats.example.org/js/script.js"></script>',
    );
    const page = prerenderPage(PAGE, undefined, analytics);
    const html = Buffer.from(page.identity).toString();
    expect(html).toContain(`${analytics.tag}</head>`);
    expect(directive(page.contentSecurityPolicy, 'script-src')).toContain(' https://stats.example.org');
    expect(directive(page.contentSecurityPolicy, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    // The inline script is still allowed by its hash; the analytics script is not inline (no hash for it).
    expect(page.contentSecurityPolicy.match(/'sha256-/g)).toHaveLength(1);
  });

  it('gives server-rendered pages the tag as they stream and the origin in their nonce CSP', async () => {
    const analytics = analyticsFor(
      loadEnv({
        ...base,
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_SCRIPT_URL: 'https://umami.example.net/script.js',
        ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
      }),
    )!;
    expect(analytics.tag).toBe(
      '<script defer data-website-id="94db1cb1-74f4-4a40-ad6c-962362670409" src="https://umami.example.net/script.js"></script>',
    );
    // "</head>" cut across chunks, and a multi-byte character cut too.
    const bytes = Buffer.from(`<html><head><title>Café</title></head><body>ü</body></html>`);
    const chunks = [bytes.subarray(0, 19), bytes.subarray(19, 33), bytes.subarray(33, 36), bytes.subarray(36)];
    let out = '';
    for await (const piece of Readable.from(chunks).pipe(insertBeforeHeadEnd(analytics.tag))) out += String(piece);
    expect(out).toBe(`<html><head><title>Café</title>${analytics.tag}</head><body>ü</body></html>`);

    const headers = new Headers({ 'content-type': 'text/html' });
    applyPageHeaders(headers, 'abc', false, true, analytics.origin);
    const csp = headers.get('content-security-policy')!;
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' 'wasm-unsafe-eval' https://umami.example.net",
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://umami.example.net");
    expect(contentSecurityPolicy({ nonce: 'abc' })).not.toContain('umami');
  });

  it('refuses half a configuration and a script URL that is not http(s)', () => {
    expect(() => loadEnv({ ...base, ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js' })).toThrow(
      /ANALYTICS_SITE_ID/,
    );
    expect(() => loadEnv({ ...base, ANALYTICS_SCRIPT_URL: 'javascript:alert(1)', ANALYTICS_SITE_ID: 'x' })).toThrow(
      /ANALYTICS_SCRIPT_URL/,
    );
  });
});
