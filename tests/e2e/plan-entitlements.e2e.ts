/**
 * Journey (issue #21 item 9): the image-to-video tool offers what the visitor's plan includes — on the free tier
 * "10 s" and "1080p" are there but disabled, each with the plan that includes it; after buying Pro through the
 * sandbox checkout, 10 s can be chosen and 1080p still says Max. No analytics script without ANALYTICS_* (item 10).
 * Screenshots at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot, signUpFromHeader, startE2eApp, stopE2eApp, watchErrors, type ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
});
afterAll(() => stopE2eApp({ browser, server }));

async function lengthChoices(page: Page) {
  const length = page.getByRole('group', { name: 'Length' });
  return {
    ten: length.getByRole('radio', { name: '10 s' }),
    fullHd: page.getByRole('group', { name: 'Resolution' }).getByRole('radio', { name: '1080p' }),
  };
}

it('offers 10 s only once the plan includes it, and says which plan does', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(`${server.url}/image-to-video`);
  expect(await page.locator('script[data-domain], script[data-website-id]').count()).toBe(0);
  let { ten, fullHd } = await lengthChoices(page);
  await expect.poll(() => ten.isDisabled()).toBe(true);
  expect(await fullHd.isDisabled()).toBe(true);
  await page.getByText('10-second videos come with the Pro plan.').waitFor();
  await page.getByText('1080p videos come with the Max plan.').waitFor();
  await ten.scrollIntoViewIfNeeded();
  await screenshot(page, 'plan-i2v-free-1280');

  // Sign up and buy monthly Pro on the pricing page.
  await signUpFromHeader(page);
  await page.goto(`${server.url}/pricing`);
  // Hydrated, with the session loaded (the prerendered page's buttons act only once hydrated).
  await page.getByTestId('credits-badge').waitFor();
  await page.getByRole('radio', { name: 'Monthly' }).first().click();
  await page.getByRole('button', { name: 'Get Pro (Pro)' }).first().click();
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { name: 'Payment complete' }).waitFor();

  await page.goto(`${server.url}/image-to-video`);
  ({ ten, fullHd } = await lengthChoices(page));
  await expect.poll(() => ten.isDisabled()).toBe(false);
  // The pill a person clicks is the radio's label.
  await page.getByRole('group', { name: 'Length' }).locator('label', { hasText: '10 s' }).click();
  await expect.poll(() => ten.isChecked()).toBe(true);
  expect(await fullHd.isDisabled()).toBe(true);
  expect(await page.getByText('10-second videos come with the Pro plan.').count()).toBe(0);
  await page.getByText('1080p videos come with the Max plan.').waitFor();
  await ten.scrollIntoViewIfNeeded();
  await screenshot(page, 'plan-i2v-pro-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await (await lengthChoices(page)).ten.scrollIntoViewIfNeeded();
  await screenshot(page, 'plan-i2v-pro-390');
  expect(errors).toEqual([]);
  await page.close();
});
