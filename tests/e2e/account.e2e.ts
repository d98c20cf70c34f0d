/**
 * Issue #21 in the browser, the account pages: the credit history (item 3) lists the sign-up grant with the balance
 * after it, filters by kind and exports the same entries as CSV; API keys (item 5) are created, shown once, work
 * against the API and stop working when revoked. Both reachable from the account menu.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  screenshot,
  signUpFromHeader,
  signUpInDialog,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ env: { SIGNUP_CREDITS: '100' } }));
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

it('credit history: the sign-up grant, a filter with nothing in it, the CSV export and the account menu link', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.url}/credits`, { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByText('Sign in to see your credit history.').isVisible()).toBe(true);
  await signUpFromHeader(page);

  const history = page.getByRole('list', { name: 'Credit history' });
  await history.waitFor();
  await expect
    .poll(() => history.getByRole('listitem').allInnerTexts())
    .toEqual([expect.stringMatching(/Sign-up bonus[\s\S]*\+100[\s\S]*Balance 100/)]);
  await screenshot(page, 'credits-history');

  await page.getByRole('radio', { name: 'Refunds' }).click();
  await expect.poll(() => page.getByText('No entries of this kind.').isVisible()).toBe(true);
  await page.getByRole('radio', { name: 'All' }).click();
  await history.waitFor();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('atelier-credits.csv');
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('date,type,description,amount,balance_after,task_id');
  expect(csv.slice(1).map((line) => line.split(',').slice(1, 5).join(','))).toEqual(['grant,Sign-up bonus,100,100']);

  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Credit history' }).click();
  await page.waitForURL(/\/credits$/);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

it('API keys: create one, see it once, use it, revoke it', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await signUpFromHeader(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await page.waitForURL(/\/api-keys$/);
  await expect.poll(() => page.getByText('No API keys yet').isVisible()).toBe(true);

  await page.getByLabel('New key’s name').fill('Nightly export');
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByLabel('New API key');
  await shown.waitFor();
  const key = await shown.inputValue();
  expect(key).toMatch(/^atl_/);
  await screenshot(page, 'api-keys-created');
  const list = page.getByRole('list', { name: 'Your API keys' });
  await expect
    .poll(() => list.getByRole('listitem').allInnerTexts())
    .toEqual([expect.stringContaining('Nightly export')]);

  const asKey = () => fetch(`${server.url}/user/info`, { headers: { 'x-api-key': key } });
  expect((await asKey()).status).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await expect.poll(() => page.getByText('No API keys yet').isVisible()).toBe(true);
  expect((await asKey()).status).toBe(401);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);

it('e-mail notifications: both on by default, one turned off and still off after a reload', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${server.url}/notifications`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signUpInDialog(page);
  const lowCredits = page.getByRole('switch', { name: 'When my credits run low' });
  const jobs = page.getByRole('switch', { name: 'When a long job finishes or fails' });
  await expect.poll(() => jobs.getAttribute('aria-checked')).toBe('true');
  expect(await lowCredits.getAttribute('aria-checked')).toBe('true');
  await jobs.click();
  await expect.poll(() => jobs.getAttribute('aria-checked')).toBe('false');
  await screenshot(page, 'notifications');
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => jobs.getAttribute('aria-checked')).toBe('false');
  expect(await lowCredits.getAttribute('aria-checked')).toBe('true');
  expect(errors).toEqual([]);
  await page.close();
}, 90_000);
