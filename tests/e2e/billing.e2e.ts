/**
 * Journey: a new user finds no subscription on /billing (a link to the plans), buys Pro by card through Stripe
 * Checkout (the local Stripe fake: the hosted page is stood in for by a route that pays the session and returns to
 * the success URL, as Stripe does), opens Billing from the account menu, sees the renewal date and Stripe's hosted
 * invoice, cancels with the keyboard (the fake's subscription gets cancel_at_period_end), resumes, cancels again and
 * still sees "Cancels on" after a reload. Axe-clean in light and dark; screenshots at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-fake';
import { runAxe, seriousLines } from '../helpers/axe';
import {
  newAccount,
  screenshot,
  signUpFromHeader,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ({ server, browser } = await startE2eApp({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_billing_0123456789',
      STRIPE_API_BASE: stripe.url,
    },
  }));
}, 120_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
  await stripe?.close();
});

async function axeFailures(page: Page): Promise<string[]> {
  return seriousLines(await runAxe(page));
}

it('no plan → buy Pro by card → Billing shows the renewal → cancel (keyboard) → resume → cancel; Stripe agrees', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = watchErrors(page, { ignore401: true });

  // Stripe's hosted checkout: the buyer pays, Stripe returns to success_url with the session id.
  await context.route('https://checkout.stripe.com/**', async (route) => {
    const sessionId = new URL(route.request().url()).pathname.split('/').pop()!;
    const session = stripe.pay(sessionId);
    const back = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
    await route.fulfill({ status: 303, headers: { location: back } });
  });

  await page.goto(`${server.url}/`);
  await signUpFromHeader(page, newAccount('Katherine Johnson'));

  // Empty state: no subscription yet, a way to the plans.
  await page.goto(`${server.url}/billing`);
  await page.getByText('No subscription yet').waitFor();
  expect(await page.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/pricing');
  await page.getByText('No payments yet.', { exact: false }).waitFor();
  await screenshot(page, 'billing-empty-1280');
  expect(await axeFailures(page)).toEqual([]);

  // Buy Pro by card.
  await page.getByRole('link', { name: 'Choose a plan' }).click();
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  const card = page.getByRole('radio', { name: 'Card (Stripe)' }).first();
  if ((await card.count()) > 0 && (await card.getAttribute('aria-checked')) !== 'true') await card.click();
  await page.getByRole('article', { name: 'Pro' }).first().getByRole('button', { name: 'Get Pro (Pro)' }).click();
  await page.waitForURL(/\/callback\/stripe\/success\?order_no=ATL-/);
  await page.getByRole('heading', { name: 'Payment complete' }).waitFor();
  const subscriptionId = [...stripe.subscriptions.keys()].at(-1)!;
  const subscription = stripe.subscriptions.get(subscriptionId)!;
  const periodEnd = (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!.current_period_end;
  const renewal = new Date(periodEnd * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });

  // Billing, from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await page.waitForURL(/\/billing$/);
  const plan = page.getByRole('article', { name: /^Pro · / });
  await plan.getByText(`Renews on ${renewal}.`).waitFor();
  expect(await plan.getByText('Active', { exact: true }).count()).toBe(1);
  const receipt = page.getByRole('list', { name: 'Payments' }).getByRole('link', { name: /^Receipt/ });
  expect(await receipt.getAttribute('href')).toMatch(/^https:\/\/invoice\.stripe\.com\/i\//);
  await screenshot(page, 'billing-active-1280', { fullPage: true });
  expect(await axeFailures(page)).toEqual([]);

  // Cancel with the keyboard: the dialog opens on "Keep my plan"; Tab to the confirm button, Enter.
  await plan.getByRole('button', { name: 'Cancel subscription' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel your Pro plan?' });
  await dialog.waitFor();
  await dialog.getByText(`Your plan stays active until ${renewal}`, { exact: false }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my plan');
  await screenshot(page, 'billing-cancel-dialog-1280');
  expect(await axeFailures(page)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel subscription');
  await page.keyboard.press('Enter');
  await page.getByText(`Your Pro plan is canceled and ends on ${renewal}.`, { exact: false }).waitFor();
  await plan.getByText(`Cancels on ${renewal}: it will not renew.`).waitFor();
  expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd });

  // Resume, then cancel again (mouse).
  await plan.getByRole('button', { name: 'Resume subscription' }).click();
  await plan.getByText(`Renews on ${renewal}.`).waitFor();
  expect(stripe.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await plan.getByText(`Cancels on ${renewal}: it will not renew.`).waitFor();

  // What Stripe holds is what the page shows after a reload.
  await page.reload();
  await page
    .getByRole('article', { name: /^Pro · / })
    .getByText(`Cancels on ${renewal}`, { exact: false })
    .waitFor();
  expect(await page.getByText('Canceling', { exact: true }).count()).toBe(1);
  await screenshot(page, 'billing-canceling-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'billing-canceling-390', { fullPage: true });
  expect(await axeFailures(page)).toEqual([]);
  expect(errors).toEqual([]);

  // Dark theme, same account.
  const dark = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'dark',
    storageState: await context.storageState(),
  });
  const darkPage = await dark.newPage();
  await darkPage.goto(`${server.url}/billing`);
  await darkPage.getByRole('article', { name: /^Pro · / }).waitFor();
  await screenshot(darkPage, 'billing-dark-1280', { fullPage: true });
  expect(await axeFailures(darkPage)).toEqual([]);
  await dark.close();
  await context.close();
}, 180_000);
