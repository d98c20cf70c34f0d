/**
 * Journeys for issue #19 items 6 and 4 and issue #22 item 5:
 * - colouring pages survive a reload (the carousel shows the tool's recent pages), print as a PDF on US Letter at
 *   ≥ 300 DPI (checked with pdfimages, rendered with pdftoppm and looked at), and are listed on /creations (reached
 *   from the account menu) with tool, date, status and credits; filter by tool, regenerate (charged again, runs to
 *   Done) and delete;
 * - every tool page shows your running and recent runs of that tool when you come back.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  newAccount,
  resultPath,
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

beforeAll(async () => {
  // 10 credits: a colouring batch of 3 pages (6) leaves too few for a second one (the top-up journey).
  ({ server, browser } = await startE2eApp({ env: { SIGNUP_CREDITS: '10' } }));
});
afterAll(() => stopE2eApp({ browser, server }));

async function signedIn(route: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  const account = await signUpByApi(server, newAccount('Tove Jansson'));
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInInDialog(page, account);
  await page.getByTestId('credits-badge').waitFor();
  return { context, page };
}

const badge = (page: Page) => page.getByTestId('credits-badge');

it('colouring pages survive a reload, print as a 300 DPI PDF, and are listed on My creations with regenerate and delete', async () => {
  const { context, page } = await signedIn('/colouring');
  const errors = watchErrors(page, { ignore401: true });
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  const text = page.locator('[data-tool="text-to-coloring"]');
  await text.getByLabel('What should be on the page?').fill('a cat and a house');
  await text.getByLabel('Number of pages').fill('2');
  await text.getByRole('button', { name: 'Create colouring page' }).click();
  await text.getByRole('article').nth(1).waitFor({ timeout: 90_000 });
  await badge(page).filter({ hasText: /^6/ }).waitFor();

  // Reload: the pages are still there (from the server), two cards.
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  await text.getByRole('article').nth(1).waitFor();
  expect(await text.getByRole('article').count()).toBe(2);
  await screenshot(page, 'creations-colouring-after-reload-1280', { fullPage: true });

  // Print the batch on US Letter: a PDF of two sheets, each drawing at ≥ 300 DPI.
  const print = text.getByRole('region', { name: 'Print' });
  await print.getByLabel('Paper').selectOption('Letter');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    print.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('colouring-pages-letter.pdf');
  const pdf = resultPath('creations-colouring-pages-letter.pdf');
  await download.saveAs(pdf);
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+2/);
  expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  // pdfimages -list: page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
  const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/));
  expect(images).toHaveLength(2);
  const ppi = images.map((columns) => [Number(columns[12]), Number(columns[13])]);
  console.log(
    `print PDF: ${images.map((c) => `${c[3]}x${c[4]} px`).join(', ')} at ${ppi.map((p) => p.join('/')).join(', ')} ppi`,
  );
  for (const [x, y] of ppi) {
    expect(x).toBeGreaterThanOrEqual(300);
    expect(y).toBeGreaterThanOrEqual(300);
  }
  execFileSync('pdftoppm', ['-png', '-r', '40', pdf, resultPath('creations-colouring-pdf')]);
  expect(fs.existsSync(resultPath('creations-colouring-pdf-1.png'))).toBe(true);

  // My creations, from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My creations' }).click();
  await page.waitForURL(/\/creations$/);
  await page.getByRole('heading', { level: 1, name: 'My creations' }).waitFor();
  const cards = page.getByTestId('creation');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(1);
  const card = cards.first();
  await card.getByText('Text to colouring page').waitFor();
  await card.getByText('Done').waitFor();
  await card.getByText(/4 credits/).waitFor();
  await card.getByText('a cat and a house', { exact: true }).waitFor();
  await card.getByText('2 pages').waitFor();
  expect(await card.getByRole('link', { name: /^Open / }).getAttribute('href')).toContain('/files/');
  await screenshot(page, 'creations-1280', { fullPage: true });

  // Filter by tool (in the URL): nothing for headshots, the page again for text colouring.
  await page.getByRole('button', { name: 'Headshot' }).click();
  await page.waitForURL(/tool=headshot/);
  await page.getByText('Nothing here yet').waitFor();
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  await page.waitForURL(/tool=text-to-coloring/);
  await cards.first().waitFor();

  // Download saves both pages.
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  await card.getByRole('button', { name: 'Download' }).click();
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads.every((name) => /^text-to-coloring-\w{8}-[12]\.\w+$/.test(name))).toBe(true);

  // Regenerate: a new run with the same input, charged again (6 − 4), that ends Done.
  await card.getByRole('button', { name: /^Regenerate / }).click();
  await expect.poll(() => cards.count()).toBe(2);
  await badge(page).filter({ hasText: /^2/ }).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid="creation"]').length === 2 &&
      !/Running|Queued/.test(document.body.innerText),
    undefined,
    { timeout: 90_000 },
  );
  await screenshot(page, 'creations-regenerated-1280', { fullPage: true });

  // Delete the older one (two steps).
  await cards
    .nth(1)
    .getByRole('button', { name: /^Delete / })
    .click();
  await cards.nth(1).getByRole('button', { name: 'Confirm delete' }).click();
  await expect.poll(() => cards.count()).toBe(1);
  await page.reload({ waitUntil: 'networkidle' });
  await cards.first().waitFor();
  expect(await cards.count()).toBe(1);

  // Phone: the menu reaches the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My creations' }).click();
  await page.waitForURL(/\/creations$/);
  await cards.first().waitFor();
  await screenshot(page, 'creations-390', { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);

it('every tool page shows your running and recent runs of that tool when you come back', async () => {
  const { context, page } = await signedIn('/');
  const now = Math.floor(Date.now() / 1000);
  const run = (tool: string, overrides: object) => ({
    task_id: `${tool}-run`,
    tool,
    status: 'processing',
    progress: 40,
    url: null,
    images: [],
    content: null,
    msg: '',
    error_message: '',
    video_url: null,
    created_at: now - 60,
    cost: 5,
    summary: '',
    input: { num_images: 1 },
    ...overrides,
  });
  const seen: string[] = [];
  // The list each page asks for answers one running and one failed run of that tool (the real list is tested in
  // recent-tasks.db.test.ts and, end to end for a real run, in promises.e2e.ts and the colouring journey above).
  await page.route('**/v1/generation/recent?*', async (route) => {
    const tool = new URL(route.request().url()).searchParams.get('tool')!;
    seen.push(tool);
    await route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: [run(tool, {}), run(tool, { task_id: `${tool}-failed`, status: 'no', error_message: 'It failed.' })],
      },
    });
  });
  for (const [path, tool] of [
    ['/headshots', 'headshot'],
    ['/image-to-video', 'image-to-video'],
    ['/watermark-remover', 'watermark'],
    ['/presentations', 'presentation'],
  ] as const) {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const runs = page.getByRole('region', { name: 'Your recent runs' });
    await runs.getByTestId('recent-run').nth(1).waitFor();
    await runs.getByText('Running · 40%').waitFor();
    await runs.getByText(/It failed\./).waitFor();
    expect(await runs.getByRole('link', { name: 'All your creations' }).getAttribute('href')).toBe(
      `/creations?tool=${tool}`,
    );
  }
  // Colouring: the running run holds its place in the carousel (a skeleton per page) until it ends.
  await page.goto(`${server.url}/colouring`, { waitUntil: 'networkidle' });
  await page.locator('[data-tool="image-to-coloring"]').getByTestId('result-skeleton').first().waitFor();
  await screenshot(page, 'creations-colouring-running-1280');
  for (const tool of [
    'headshot',
    'image-to-video',
    'watermark',
    'presentation',
    'image-to-coloring',
    'text-to-coloring',
  ])
    expect(seen).toContain(tool);
  await context.close();
}, 120_000);

it('top up and continue: after the checkout round trip the tool page comes back with its inputs and its result', async () => {
  const { context, page } = await signedIn('/colouring');
  const errors = watchErrors(page, { ignore401: true });
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  const text = page.locator('[data-tool="text-to-coloring"]');
  await text.getByLabel('What should be on the page?').fill('a cat and a house');
  await text.getByLabel('Number of pages').fill('3');
  await text.getByRole('button', { name: 'Create colouring page' }).click();
  await text.getByRole('article').nth(2).or(text.getByRole('alert')).first().waitFor({ timeout: 150_000 });
  await screenshot(page, 'creations-topup-first-run-1280');
  expect(await text.getByRole('alert').count()).toBe(0);
  await badge(page).filter({ hasText: /^4/ }).waitFor();

  // A second batch needs 6 credits, the user has 4: the plans open where they are; they buy Pro in the sandbox.
  await text.getByLabel('What should be on the page?').fill('a house and a cat');
  await text.getByRole('button', { name: 'Create colouring page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a plan' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Get Pro (Pro)' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/sbx_/);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/callback\/\w+\/success/);
  await page.getByRole('heading', { name: 'Payment complete' }).waitFor();
  await screenshot(page, 'creations-topup-success-1280');

  // Continue where they left off: the tool with its inputs and the pages made before.
  await page.getByRole('link', { name: 'Continue where you left off' }).click();
  await page.waitForURL(/\/colouring$/);
  await page.getByRole('button', { name: 'Text to colouring page' }).click();
  await expect
    .poll(() => text.getByLabel('What should be on the page?').inputValue(), { timeout: 20_000 })
    .toBe('a house and a cat');
  expect(await text.getByLabel('Number of pages').inputValue()).toBe('3');
  await text.getByRole('article').nth(2).waitFor();
  await screenshot(page, 'creations-topup-continued-1280', { fullPage: true });

  // And the run goes through now.
  await text.getByRole('button', { name: 'Create colouring page' }).click();
  await text.getByTestId('result-skeleton').first().waitFor();
  await text.getByRole('article').nth(2).waitFor({ timeout: 120_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 300_000);
