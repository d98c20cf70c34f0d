/**
 * Issue #22, site pages: a site that takes payments links its terms, privacy and refund policy from every page's
 * footer, and the phone menu reaches About (and, signed in, My Tasks, Orders and the credit history) like the wide
 * header (item 18); the blog's page number is in its URL, back/forward page, and paging brings the list into view
 * (item 17); the pages axe found moderate issues on have none left, of any impact (item 14: an h1 on every page,
 * heading levels in order, unique landmark names).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAxe } from '../helpers/axe';
import {
  liveFooter,
  screenshot,
  signUpFromHeader,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

it('the footer links Terms, Privacy and Refund policy pages with real text', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page, { ignore401: true });
  for (const [link, heading, phrase] of [
    ['Terms of service', 'Terms of service', 'Credits'],
    ['Privacy policy', 'Privacy policy', 'We do not sell your data'],
    ['Refund policy', 'Refund policy', 'go back to your balance at once'],
  ] as const) {
    await page.goto(`${server.url}/pricing`, { waitUntil: 'load' });
    await (await liveFooter(page)).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain(phrase);
  }
  await screenshot(page, 'legal-refunds');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

it('the phone menu reaches About, and My Tasks, Orders and Credit history once signed in', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  const menuLinks = async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await nav.waitFor();
    const names = await nav.getByRole('link').allInnerTexts();
    await page.keyboard.press('Escape');
    return names;
  };
  const signedOut = await menuLinks();
  expect(signedOut).toContain('About & contact');
  expect(signedOut).not.toContain('My Tasks');
  await signUpFromHeader(page);
  expect(await menuLinks()).toEqual(
    expect.arrayContaining(['About & contact', 'My Tasks', 'Orders', 'Credit history']),
  );
  await page.close();
}, 60_000);

it('blog paging: ?page in the URL, the list scrolled into view, back returns, a shared ?page=2 renders page 2', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
  const errors = watchErrors(page, { ignore401: true });
  await page.goto(`${server.url}/blog`, { waitUntil: 'networkidle' });
  expect(await page.title()).toBe('Blog — Atelier');
  const posts = page.getByRole('list', { name: 'Blog posts' });
  const firstTitles = await posts.getByRole('heading').allInnerTexts();
  await page.getByRole('button', { name: 'Next page' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForURL(/\/blog\?page=2$/);
  await expect.poll(() => posts.getByRole('heading').allInnerTexts()).not.toEqual(firstTitles);
  const secondTitles = await posts.getByRole('heading').allInnerTexts();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(300);

  await page.goBack();
  await page.waitForURL(/\/blog$/);
  await expect.poll(() => posts.getByRole('heading').allInnerTexts()).toEqual(firstTitles);

  await page.goto(`${server.url}/blog?page=2`, { waitUntil: 'load' });
  expect(await posts.getByRole('heading').allInnerTexts()).toEqual(secondTitles);
  expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);

it.each([1280, 390])(
  'axe at %i px: no finding of any impact on the pages that had moderate ones',
  async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const findings: string[] = [];
    for (const url of ['/', '/blog', '/blog?page=2', '/idea-to-video', '/job-application-kit', '/image-to-text']) {
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      for (const finding of await runAxe(page))
        findings.push(
          `${url}: ${finding.impact} ${finding.id} at ${finding.nodes.map((node) => node.target).join(', ')}`,
        );
    }
    expect(findings).toEqual([]);
    await page.close();
  },
  90_000,
);
