/**
 * Issue #21 item 10: with ANALYTICS_* set, every page — prerendered ones and server-rendered ones — carries the
 * analytics script, its CSP allows the script's origin (script-src and connect-src), and in Chromium the script
 * runs without a CSP violation. (Without the env, tests/e2e/plan-entitlements.e2e.ts sees no script.)
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startE2eApp, stopE2eApp, watchErrors, type ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;

const SCRIPT = 'https://stats.example.org/js/script.js';
const TAG = `<script defer data-domain="atelier.example.com" src="${SCRIPT}"></script>`;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({
    env: { ANALYTICS_SCRIPT_URL: SCRIPT, ANALYTICS_SITE_ID: 'atelier.example.com' },
  }));
});
afterAll(() => stopE2eApp({ browser, server }));

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

it('puts the script on prerendered and server-rendered pages and allows its origin in their CSP', async () => {
  // '/', '/image-to-video': prerendered; '/orders', '/blog', a 404: rendered per request (nonce CSP).
  for (const path of ['/', '/image-to-video', '/orders', '/blog', '/no-such-page']) {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(html.split(TAG).length - 1, path).toBe(1);
    expect(html.indexOf(TAG), path).toBeLessThan(html.indexOf('</head>'));
    expect(directive(csp, 'script-src'), path).toContain(' https://stats.example.org');
    expect(directive(csp, 'connect-src'), path).toBe("connect-src 'self' https://stats.example.org");
  }

  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.route(SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__counted = (window.__counted ?? 0) + 1;' }),
  );
  for (const path of ['/', '/orders']) {
    await page.goto(`${server.url}${path}`);
    await expect.poll(() => page.evaluate(() => (window as { __counted?: number }).__counted)).toBe(1);
  }
  expect(errors.filter((e) => !/401/.test(e))).toEqual([]);
  await page.close();
});
