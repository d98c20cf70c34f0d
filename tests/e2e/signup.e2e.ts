/** Journey: open the home page, sign up through the modal, see the credits badge. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type ServerProcess } from '../helpers/server-process';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('signs up from the home page and shows the signup credits', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('minus the studio');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const badge = page.getByTestId('credits-badge');
  await badge.waitFor({ state: 'visible' });
  await expect(badge.textContent()).resolves.toContain('100');
  await page.screenshot({ path: 'test-results/signup-home.png' });
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});
