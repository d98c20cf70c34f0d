/**
 * Journey: an administrator (listed in ADMIN_EMAILS) signs in at /admin, reads the charts, finds a user and
 * adjusts their credits with a reason, writes a post with a Markdown preview and publishes it, and finds both
 * changes in the activity log. A signed-in member gets the 403 page. Screenshots of every screen at 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  screenshot,
  signInInDialog,
  signUpByApi,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;
const stamp = Date.now();
const admin = { name: 'Ada Admin', email: `ada-${stamp}@example.com`, password: 'a-long-admin-password' };
const member = { name: 'Mia Member', email: `mia-${stamp}@example.com`, password: 'a-long-member-password' };
async function signInThroughPage(page: Page, account: typeof admin): Promise<void> {
  await page.goto(`${server.url}/admin`);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  await page.locator('main, body').getByRole('button', { name: 'Sign in' }).last().click();
  await signInInDialog(page, account);
}

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ env: { ADMIN_EMAILS: admin.email.toUpperCase() } }));
  await signUpByApi(server, admin);
  await signUpByApi(server, member);
});
afterAll(() => stopE2eApp({ browser, server }));

it('admin signs in, adjusts a user’s credits with a reason, and writes, previews and publishes a post', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${server.url}/admin`);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  await screenshot(page, 'admin-signed-out');

  await signInThroughPage(page, admin);
  await page.getByRole('heading', { name: 'Admin console' }).waitFor();
  await page.getByRole('img', { name: /Sign-ups per day: 2 over 30 days/ }).waitFor();
  await screenshot(page, 'admin-overview', { fullPage: true });

  // Tabs are keyboard-operable: arrow from Overview to Users.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
  await page.getByLabel('Search users').fill('mia');
  const memberRow = page.getByRole('row').filter({ hasText: member.email });
  await memberRow.waitFor();
  await page.getByRole('row').filter({ hasText: admin.email }).waitFor({ state: 'detached' });
  await screenshot(page, 'admin-users', { fullPage: true });

  await memberRow.getByRole('button', { name: `Manage ${member.email}` }).click();
  const userDialog = page.getByRole('dialog', { name: member.name });
  await userDialog.getByText('Recent ledger entries').waitFor();
  await userDialog.getByRole('button', { name: 'Apply adjustment' }).click();
  await userDialog.getByRole('alert').filter({ hasText: 'Enter an amount' }).waitFor();
  await userDialog.getByLabel('Amount').fill('250');
  await userDialog.getByLabel('Reason').fill('Beta tester thank-you');
  await userDialog.getByRole('button', { name: 'Apply adjustment' }).click();
  await userDialog.getByText(`admin ${admin.email}: Beta tester thank-you`).waitFor();
  await expect(userDialog.locator('dd').first().textContent()).resolves.toBe('350');
  await screenshot(page, 'admin-user-dialog');
  await page.keyboard.press('Escape');
  await userDialog.waitFor({ state: 'hidden' });
  await memberRow.getByText('350').waitFor();

  await page.getByRole('tab', { name: 'Blog' }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  const slug = `studio-notes-${stamp}`;
  await page.getByLabel('Title').fill(`Studio notes ${stamp}`);
  await expect(page.getByLabel('URL slug').inputValue()).resolves.toBe(slug);
  await page.getByLabel('Intro').fill('What we learned lighting portraits with one window.');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      '## One window\n\nTurn the **subject** towards the light.\n\n- a white sheet\n- a phone\n\n<script>window.pwned = true</script>',
    );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Draft', { exact: true }).first().waitFor();
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await preview.getByRole('heading', { name: 'One window' }).waitFor();
  await expect(preview.locator('strong').textContent()).resolves.toBe('subject');
  await expect(preview.locator('script').count()).resolves.toBe(0);
  await screenshot(page, 'admin-blog-preview', { fullPage: true });

  const publicSlugs = async () => {
    const response = await fetch(`${server.url}/content/blog/list?current=1&pageSize=50&site_id=31`);
    const body = (await response.json()) as { data: { data: Array<{ custom_url: string }> } };
    return body.data.data.map((post) => post.custom_url);
  };
  await expect(publicSlugs()).resolves.not.toContain(slug);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('link', { name: 'View post' }).waitFor();
  await expect(publicSlugs()).resolves.toContain(slug);

  // Edit the published post: back to the list, open it, change the title, save.
  await page.getByRole('button', { name: 'All posts' }).click();
  await page.getByRole('button', { name: `Edit Studio notes ${stamp}` }).click();
  await page.getByLabel('Title').fill(`Studio notes, revised ${stamp}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes published.').waitFor();
  const postPage = await fetch(`${server.url}/blog/${slug}`);
  expect(await postPage.text()).toContain(`Studio notes, revised ${stamp}`);
  await page.getByRole('button', { name: 'All posts' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: `Studio notes, revised ${stamp}` })
    .getByText('Published')
    .waitFor();
  await screenshot(page, 'admin-blog-list', { fullPage: true });

  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByText('No tasks yet').waitFor();
  await screenshot(page, 'admin-tasks');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByText('No orders yet').waitFor();
  await screenshot(page, 'admin-orders');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByText('No messages yet').waitFor();
  await screenshot(page, 'admin-messages');

  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByText('Adjusted credits').waitFor();
  for (const action of ['Created a post', 'Published a post', 'Edited a post'])
    await page.getByText(action, { exact: true }).first().waitFor();
  await screenshot(page, 'admin-activity', { fullPage: true });
  // The phone layout: the section tabs wrap, tables scroll sideways inside their card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
  await page.getByRole('row').filter({ hasText: member.email }).waitFor();
  await page.mouse.move(0, 0);
  await screenshot(page, 'admin-users-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  await page.close();
});

it('shows a signed-in member the 403 page, not the console', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInThroughPage(page, member);
  await page.getByRole('heading', { name: '403 — No access' }).waitFor();
  await expect(page.getByRole('tab', { name: 'Users' }).count()).resolves.toBe(0);
  await screenshot(page, 'admin-forbidden');
  await context.close();
});
