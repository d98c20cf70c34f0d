/**
 * Issue #22: what the pages promise, the product does — in Chromium, as a new user would. Each `it` is one item:
 * prices on the tools' buttons from the server's COST_* (item 2), signing in from a tool carries the action on with
 * the user's inputs (item 1), and the smaller items below. The server runs with non-default costs so a price can
 * only come from its configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWatermarkedVideo } from '../fakes/media';
import {
  newAccount,
  screenshot,
  signInInDialog,
  signUpByApi,
  signUpInDialog,
  startE2eApp,
  stopE2eApp,
  type ServerProcess,
} from './fixtures';

let server: ServerProcess;
let browser: Browser;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promises-e2e-'));
const portrait = path.join(import.meta.dirname, '../fixtures/astronaut.png');
const video = path.join(work, 'marked.mp4');
const notes = path.join(work, 'notes.txt');

const COSTS = {
  COST_HEADSHOT: '7',
  COST_IMAGE_TO_VIDEO: '11',
  COST_WATERMARK: '9',
  COST_PRESENTATION: '6',
  COST_COLOURING: '3',
};

beforeAll(async () => {
  fs.writeFileSync(notes, 'Garden planning\n\nSoil: test it before planting.\nPlanting: tomatoes after the frost.\n');
  [{ server, browser }] = await Promise.all([startE2eApp({ env: COSTS }), makeWatermarkedVideo(video, portrait, 2)]);
}, 180_000);

afterAll(async () => {
  await stopE2eApp({ browser, server });
  fs.rmSync(work, { recursive: true, force: true });
});

/** A fresh signed-out visitor on `route`, hydrated before anything is clicked. */
async function visit(route: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
  return { context, page };
}

/** A visitor on `route` who signs in first (through the header's Sign in, with an account made by the API). */
async function visitSignedIn(route: string, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await visit(route, width);
  const account = await signUpByApi(server, newAccount('Vivian Maier'));
  await visitor.page.getByRole('button', { name: 'Sign in' }).first().click();
  await signInInDialog(visitor.page, account);
  await visitor.page.getByTestId('credits-badge').waitFor();
  return visitor;
}

/** Opens an FAQ answer (leaves it open when it already is). */
async function openFaq(page: Page, question: string): Promise<void> {
  const trigger = page.getByRole('button', { name: question });
  await trigger.scrollIntoViewIfNeeded();
  // A FAQ below the fold hydrates as an island when it comes near the viewport: click until it answers.
  await expect
    .poll(async () => {
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      return trigger.getAttribute('aria-expanded');
    })
    .toBe('true');
}

/** The first POST to `pathname` from now on. */
function nextPost(page: Page, pathname: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === pathname, {
    timeout: 60_000,
  });
}

it('item 2: every tool shows its credit cost on its button, from the server configuration (× the batch)', async () => {
  const buttons: Array<[string, string, string]> = [
    ['/headshots', 'Generate headshot', '7 credits'],
    ['/image-to-video', 'Generate video', '11 credits'],
    ['/watermark-remover', 'Remove watermark', '9 credits'],
    ['/presentations', 'Generate presentation', '6 credits'],
    ['/colouring', 'Create colouring page', '3 credits'],
  ];
  const { context, page } = await visit('/headshots');
  // The price must not break hydration: a tool island may hydrate after the session loaded the prices (React #418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  for (const [route, name, price] of buttons) {
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name }).first();
    await expect.poll(() => button.textContent(), { timeout: 10_000 }).toContain(price);
  }
  // Colouring: per page × the batch.
  await page.getByLabel('Number of pages').first().fill('3');
  await expect
    .poll(() => page.getByRole('button', { name: 'Create colouring page' }).first().textContent())
    .toContain('9 credits');
  expect(errors).toEqual([]);
  await page.goto(`${server.url}/headshots`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Generate headshot' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'promises-price-headshot-1280');
  // The FAQs say what the page does.
  await openFaq(page, 'How many credits does it cost?');
  await page.getByText('The cost is shown on the Generate button before you start').waitFor();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await openFaq(page, 'How do credits work?');
  await page.getByText('each tool shows its cost on its button before you start').waitFor();
  await context.close();
  const phone = await visit('/headshots', 390);
  await phone.page.getByRole('button', { name: 'Generate headshot' }).scrollIntoViewIfNeeded();
  await expect(phone.page.getByRole('button', { name: 'Generate headshot' }).textContent()).resolves.toContain(
    '7 credits',
  );
  await screenshot(phone.page, 'promises-price-headshot-390');
  await phone.context.close();
}, 120_000);

it('item 1: signing in from /headshots generates with the photo and options chosen before', async () => {
  const { context, page } = await visit('/headshots');
  const form = page.getByRole('form', { name: 'Headshot generator' });
  await form.getByLabel('Your photo').setInputFiles(portrait);
  await form.getByLabel('Backdrop').selectOption('Clean white');
  await form.getByRole('button', { name: 'Generate headshot' }).click();
  const created = nextPost(page, '/v1/rabbit/NanoBanana');
  await signUpInDialog(page, newAccount('Dorothea Lange'));
  const body = (await created).postDataJSON() as { prompt: string; image_urls: string[] };
  expect(body.prompt).toContain('Clean white');
  expect(body.image_urls).toHaveLength(1);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await page.getByRole('slider', { name: 'Compare original and headshot' }).waitFor({ timeout: 120_000 });
  await context.close();
}, 180_000);

it('item 1: signing in from /watermark-remover uploads the chosen video and processes it', async () => {
  const { context, page } = await visit('/watermark-remover');
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByLabel('Video file').setInputFiles(video);
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  const uploaded = nextPost(page, '/goapi/v1/upload/temp');
  const created = nextPost(page, '/v1/sora2/WatermarkRemover');
  await signUpInDialog(page, newAccount('Walker Evans'));
  await uploaded;
  await created;
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await context.close();
}, 120_000);

it('item 1: signing in from /presentations continues with the typed text, and with an uploaded file', async () => {
  const { context, page } = await visit('/presentations');
  const form = page.getByRole('form', { name: 'Presentation generator' });
  await form.getByLabel('Topic or text').fill('Bees in the city: rooftop hives and what they need');
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  await signUpInDialog(page, newAccount('Berenice Abbott'));
  const modal = page.getByRole('dialog', { name: 'Your presentation is ready' });
  await modal.waitFor({ timeout: 90_000 });
  await context.close();

  // Upload tab: the file picked before signing in is the one sent.
  const second = await visit('/presentations');
  const uploadForm = second.page.getByRole('form', { name: 'Presentation generator' });
  await uploadForm.getByRole('tab', { name: 'Upload file' }).click();
  await uploadForm.getByLabel('Document').setInputFiles(notes);
  await uploadForm.getByText('notes.txt').waitFor();
  await uploadForm.getByRole('button', { name: 'Generate presentation' }).click();
  await signUpInDialog(second.page, newAccount('Imogen Cunningham'));
  await second.page.getByRole('dialog', { name: 'Your presentation is ready' }).waitFor({ timeout: 90_000 });
  await second.context.close();
}, 240_000);

it('item 4: share previews have absolute canonical, og:url and og:image; every title is "Page — Atelier"', async () => {
  const pages: Array<[string, string]> = [
    ['/', 'The AI media studio — Atelier'],
    ['/headshots', 'AI studio headshots from one photo — Atelier'],
    ['/pricing', 'Pricing: plans for every studio — Atelier'],
    ['/about', 'About — Atelier'],
  ];
  const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  for (const [route, title] of pages) {
    const html = await (await fetch(`${server.url}${route}`)).text();
    expect(attribute(html, /<title>([^<]*)<\/title>/), route).toBe(title);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]*)"/);
    expect(canonical, route).toBe(`${server.url}${route === '/' ? '/' : route}`);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/), route).toBe(canonical);
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/), route).toMatch(
      new RegExp(`^${server.url.replaceAll('.', '\\.')}/`),
    );
    expect(html, route).not.toContain('__atelier_public_origin__');
  }
  // A client-side navigation keeps them absolute (the page's data comes from the build).
  const { context, page } = await visit('/');
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await page.waitForURL(`${server.url}/pricing`);
  await expect.poll(() => page.title()).toBe('Pricing: plans for every studio — Atelier');
  await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${server.url}/pricing`);
  await context.close();
}, 60_000);

it('item 6: an empty "Describe the motion" does not generate: \'Please enter a valid prompt.\'', async () => {
  const { context, page } = await visitSignedIn('/image-to-video');
  const form = page.getByRole('form', { name: 'Image to video generator' });
  await form.getByLabel('Start image').setInputFiles(portrait);
  await form.getByRole('img', { name: 'Selected file preview' }).waitFor();
  await form.getByLabel('Camera').selectOption('zoom out');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v1/acedata/pixverse-video'))
      creates.push(request.url());
  });
  await form.getByLabel('Describe the motion').fill('   ');
  await form.getByRole('button', { name: 'Generate video' }).click();
  await page.getByText('Please enter a valid prompt.').first().waitFor();
  await page.waitForTimeout(500);
  expect(creates).toEqual([]);
  await context.close();
}, 90_000);

it("item 9: a refused upload shows the server's reason, not 'File upload failed. Please try again.'", async () => {
  const notVideo = path.join(work, 'holiday.mp4');
  fs.copyFileSync(portrait, notVideo); // PNG bytes under an .mp4 name: the server sniffs and refuses them
  const { context, page } = await visitSignedIn('/watermark-remover');
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByLabel('Video file').setInputFiles(notVideo);
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  await page.getByText('Only MP4 (video/mp4) files are accepted.').first().waitFor();
  await expect(page.getByText('File upload failed. Please try again.').count()).resolves.toBe(0);
  await screenshot(page, 'promises-upload-refused-1280');
  await context.close();
}, 90_000);

it('item 11: the presentation dialog closes after Download; the Upload tab with no file asks for a file', async () => {
  const { context, page } = await visitSignedIn('/presentations');
  const form = page.getByRole('form', { name: 'Presentation generator' });
  await form.getByRole('tab', { name: 'Upload file' }).click();
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  await page.getByText('Please choose a .txt or .docx file to upload.').first().waitFor();
  await expect(page.getByText('The content of the text cannot be empty!').count()).resolves.toBe(0);
  await form.getByRole('tab', { name: 'Text' }).click();
  await form.getByLabel('Topic or text').fill('Night sky photography for beginners');
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  const modal = page.getByRole('dialog', { name: 'Your presentation is ready' });
  await modal.waitFor({ timeout: 90_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download presentation.pptx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('presentation.pptx');
  await modal.waitFor({ state: 'hidden' });
  await context.close();
}, 150_000);

it('item 12: keyboard — a visible ring on FAQ triggers, the sign-in dialog opens on Email, arrows move focus in segmented controls', async () => {
  const { context, page } = await visit('/pricing');
  const group = page.getByRole('radiogroup', { name: 'Billing period' }).first();
  await group.getByRole('radio', { checked: true }).focus();
  const before = await group.getByRole('radio', { checked: true }).textContent();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => group.getByRole('radio', { checked: true }).textContent()).not.toBe(before);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-checked') ?? 'no radio');
  await expect.poll(focused).toBe('true');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => group.getByRole('radio', { checked: true }).textContent()).toBe(before);
  await expect.poll(focused).toBe('true');

  // The FAQ trigger reached by keyboard shows a ring (a box-shadow), not only a colour change.
  const trigger = page.getByRole('button', { name: 'What is a credit?' });
  // The FAQ hydrates as an island (its trigger is replaced once): retry until the focused trigger is the live one.
  const ringOnFocus = async () => {
    await trigger.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    return trigger.evaluate((element) =>
      document.activeElement === element ? getComputedStyle(element).boxShadow : 'not focused',
    );
  };
  await expect.poll(ringOnFocus, { timeout: 15_000 }).toMatch(/rgb/);
  await screenshot(page, 'promises-focus-ring-1280');

  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByRole('dialog').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('auth-email');
  await context.close();
}, 60_000);

it('item 13: anonymous pages log no console error (no 401 from the session check)', async () => {
  const { context, page } = await visit('/');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const route of ['/', '/headshots', '/pricing', '/about', '/blog']) {
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  }
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);
