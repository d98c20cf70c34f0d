/**
 * /api/docs in real Chromium: the reference page renders the document's endpoints under our CSP, with no CSP
 * violation, no script error and no request leaving our origin (no CDN, fonts or telemetry).
 * Set ATELIER_DOCS_SCREENSHOT=<file.png> to keep a screenshot.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '#tests/helpers/browser';
import { createTestAtelier, type TestAtelier } from '#tests/helpers/test-app';
import { API_DOCS_PATH } from './router';

describe('API reference page in Chromium', () => {
  let atelier: TestAtelier;
  let server: ServerType;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    atelier = await createTestAtelier();
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: atelier.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await atelier?.close();
  });

  it(
    'renders the endpoints with no CSP violation and nothing fetched from elsewhere',
    { timeout: 90_000 },
    async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      const foreign: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
          problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (answer) => {
        if (answer.status() >= 400) problems.push(`HTTP ${answer.status()}: ${answer.url()}`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });

      const response = await page.goto(`${origin}${API_DOCS_PATH}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The sidebar lists the document's tags and operations once Scalar has loaded the document.
      await page
        .getByText('Sign up with email and password')
        .first()
        .waitFor({ timeout: 45_000 })
        .catch(async (error: unknown) => {
          if (process.env.ATELIER_DOCS_SCREENSHOT) await page.screenshot({ path: process.env.ATELIER_DOCS_SCREENSHOT });
          throw new Error(`the reference did not render: ${[...problems, ...foreign].join('\n') || String(error)}`);
        });
      await expect(page.getByText('Atelier API').first().isVisible()).resolves.toBe(true);
      for (const tag of ['Generation', 'Library', 'Payment', 'Admin']) {
        expect(await page.getByText(tag, { exact: true }).count(), tag).toBeGreaterThan(0);
      }
      // Open one operation from the sidebar: its path and request/response schemas render.
      await page.locator('aside, nav').getByText('Generation', { exact: true }).first().click();
      await page.getByText('Poll a generation task').first().click();
      await page.getByText('/v1/AiTaskRecord/{taskId}').first().waitFor({ timeout: 30_000 });
      if (process.env.ATELIER_DOCS_SCREENSHOT) await page.screenshot({ path: process.env.ATELIER_DOCS_SCREENSHOT });
      expect(problems).toEqual([]);
      expect(foreign).toEqual([]);
      await page.close();
    },
  );
});
