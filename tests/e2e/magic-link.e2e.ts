/**
 * Issue #21 item 1 in the browser: "Email me a link instead" in the sign-in dialog mails a one-time link (to the
 * server log: no SMTP here) that signs the visitor in on the page they asked from, a new address included.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot, startE2eApp, stopE2eApp, watchErrors, type ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

/** The newest magic link the server logged for `email`. */
function magicLinkInLog(email: string): string | undefined {
  for (const line of server.output().split('\n').reverse()) {
    if (!line.includes('/magic-link/verify')) continue;
    try {
      const entry = JSON.parse(line) as { mail?: { to?: string; text?: string } };
      if (entry.mail?.to === email) return /https?:\/\/\S+\/magic-link\/verify\?\S+/.exec(entry.mail.text ?? '')?.[0];
    } catch {
      /* a partial line */
    }
  }
  return undefined;
}

it('signs a new visitor in by a mailed link, back on the page they were on', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = watchErrors(page);
  const email = `magic-${Date.now()}@example.com`;
  await page.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Email me a link instead' }).click();
  await dialog.getByLabel('Email').fill(email);
  await screenshot(page, 'magic-link-dialog');
  await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect.poll(() => page.getByText(`a sign-in link is on its way to ${email}`).isVisible()).toBe(true);

  await expect.poll(() => magicLinkInLog(email), { timeout: 10_000 }).toBeTruthy();
  const link = new URL(magicLinkInLog(email)!);
  await page.goto(`${server.url}${link.pathname}${link.search}`, { waitUntil: 'networkidle' });
  expect(new URL(page.url()).pathname).toBe('/pricing');
  await page.getByTestId('credits-badge').waitFor({ state: 'visible' });
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
