/**
 * Journey: a visitor clicks Buy on the pricing page, signs up in the sign-in modal and lands on the checkout of the
 * plan they chose (the purchase continues); with no credits they open the pricing modal, buy yearly Pro through the
 * sandbox checkout, land on the success page and see the grant in the credits badge; purchases canceled on the
 * checkout page leave the credits unchanged. Screenshots of the pricing page, the modal and the checkout at 1280 and 390 px.
 *
 * SIGNUP_CREDITS=0 makes the user start empty, so the presentation tool's first generation answers -102 and the tool
 * opens the pricing modal; later the modal is opened from the credits badge.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  newAccount,
  screenshot,
  signUpInDialog,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ env: { SIGNUP_CREDITS: '0' } }));
});
afterAll(() => stopE2eApp({ browser, server }));

async function badgeText(page: Page): Promise<string> {
  return (await page.getByTestId('credits-badge').textContent()) ?? '';
}

it('runs out of credits in a tool → pricing modal → yearly Pro → sandbox checkout → success → credits granted; cancel changes nothing', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);

  // The pricing page (prerendered /:page): both pricing sections.
  await page.goto(`${server.url}/pricing`);
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  expect(await page.getByRole('article').count()).toBe(4 + 3);
  await screenshot(page, 'pricing-page-1280', { fullPage: true });

  // A visitor clicks Buy: the sign-in modal comes first (sign up, no credits), then the purchase continues
  // straight to the checkout of the plan they chose — which they cancel: credits unchanged.
  await page.getByRole('article', { name: 'Max' }).first().getByRole('button', { name: 'Get Max (Max)' }).click();
  // The purchase continues to the checkout at once: no waiting for the badge here.
  await signUpInDialog(page, newAccount('Ada Lovelace'), { awaitBadge: false });
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByText('Max · Yearly').waitFor();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await page.waitForURL(/\/callback\/paypal\/cancel\?order_no=ATL-/);
  await page.getByRole('heading', { name: 'Payment canceled' }).waitFor();
  await page.getByTestId('credits-badge').waitFor();
  expect(await badgeText(page)).toMatch(/^0/);

  // Credits run out in a tool: the presentation generator answers -102 and opens the pricing modal.
  await page.goto(`${server.url}/presentations`);
  await page.getByTestId('credits-badge').waitFor(); // signed in
  // The tool's island has hydrated once its button shows the cost (rendered after mount): a click before that is lost.
  const generate = page.getByRole('button', { name: 'Generate presentation' });
  await expect.poll(() => generate.textContent()).toMatch(/\d+ credits?/);
  await generate.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await dialog.waitFor();
  expect(await dialog.getByRole('radio', { name: /Yearly/ }).getAttribute('aria-checked')).toBe('true');
  expect(await dialog.getByRole('radio', { name: 'PayPal' }).getAttribute('aria-checked')).toBe('true');
  expect(await dialog.getByTestId('price-pro').textContent()).toBe('$16');
  await screenshot(page, 'pricing-modal-1280');

  // Buy yearly Pro: every buy button locks, then the sandbox checkout.
  await dialog.getByRole('button', { name: 'Get Pro (Pro)' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByText('14,400 credits').waitFor();
  expect(await page.getByText('Pro · Yearly').count()).toBe(1);
  await screenshot(page, 'checkout-1280');
  await page.getByRole('button', { name: 'Pay $192.00' }).click();

  // The success page: result, refreshed credits, links back.
  await page.waitForURL(/\/callback\/paypal\/success\?order_no=ATL-/);
  await page.getByRole('heading', { name: 'Payment complete' }).waitFor();
  await expect.poll(() => badgeText(page)).toMatch(/^14,400/);
  expect(await page.getByTestId('callback-balance').textContent()).toContain('14,400');
  await screenshot(page, 'checkout-success-1280');

  // Cancel path after a purchase: monthly Basic, canceled on the checkout page → credits unchanged.
  await page.getByTestId('credits-badge').click();
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: 'Monthly' }).click();
  await dialog.getByRole('button', { name: 'Get Basic (Basic)' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByText('Basic · Monthly').waitFor();
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await page.waitForURL(/\/callback\/paypal\/cancel\?order_no=ATL-/);
  await page.getByRole('heading', { name: 'Payment canceled' }).waitFor();
  expect(await badgeText(page)).toMatch(/^14,400/);

  // The orders page lists all three.
  await page.goto(`${server.url}/orders`);
  await page.getByText('Pro · Yearly').waitFor();
  expect(await page.getByText('Paid', { exact: true }).count()).toBe(1);
  expect(await page.getByText('Canceled', { exact: true }).count()).toBe(2);
  await screenshot(page, 'orders-1280');

  // 390 px: pricing page, modal, checkout.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/pricing`);
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  await screenshot(page, 'pricing-page-390', { fullPage: true });
  await page.getByTestId('credits-badge').click();
  await dialog.waitFor();
  await screenshot(page, 'pricing-modal-390');
  await dialog.getByRole('button', { name: 'Get Max (Max)' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
  await screenshot(page, 'checkout-390', { fullPage: true });
  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await page.waitForURL(/\/callback\/paypal\/cancel/);
  await page.getByRole('heading', { name: 'Payment canceled' }).waitFor();
  expect(await badgeText(page)).toMatch(/^14,400/);
  await screenshot(page, 'checkout-canceled-390');
  await page.goto(`${server.url}/orders`);
  await page.getByText('Max · Yearly').first().waitFor();
  await screenshot(page, 'orders-390', { fullPage: true });

  await context.close();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});
