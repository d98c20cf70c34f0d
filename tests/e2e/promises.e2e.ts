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

/** An administrator (ADMIN_EMAILS) whose bearer token sets test users' balances through the admin console's API. */
const admin = newAccount('Ansel Adams');
let adminToken = '';

beforeAll(async () => {
  fs.writeFileSync(notes, 'Garden planning\n\nSoil: test it before planting.\nPlanting: tomatoes after the frost.\n');
  [{ server, browser }] = await Promise.all([
    // A loaded machine boots slowly: wait up to most of the hook's time.
    startE2eApp({ env: { ...COSTS, ADMIN_EMAILS: admin.email }, timeoutMs: 170_000 }),
    makeWatermarkedVideo(video, portrait, 2),
  ]);
  await signUpByApi(server, admin);
  const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  adminToken = signedIn.headers.get('set-auth-token') ?? '';
  expect(adminToken).not.toBe('');
}, 180_000);

/** Sets a user's balance to `credits` (an admin adjustment by the difference). */
async function setBalance(email: string, credits: number): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const found = (await (
    await fetch(`${server.url}/api/admin/users?q=${encodeURIComponent(email)}`, { headers })
  ).json()) as { data: { data: Array<{ id: string; balance: number }> } };
  const user = found.data.data[0]!;
  const adjusted = await fetch(`${server.url}/api/admin/users/${user.id}/credits`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      amount: credits - user.balance,
      reason: 'e2e balance',
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    }),
  });
  expect(((await adjusted.json()) as { code: number }).code).toBe(0);
}

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
async function visitSignedIn(
  route: string,
  width = 1280,
  { balance }: { balance?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await visit(route, width);
  const account = await signUpByApi(server, newAccount('Vivian Maier'));
  if (balance !== undefined) await setBalance(account.email, balance);
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

it('item 20: the before/after handle is centred on the divider at every position', async () => {
  const { context, page } = await visit('/headshots');
  const slider = page.getByRole('slider', { name: 'Example before and after' });
  await slider.scrollIntoViewIfNeeded();
  const frame = slider.locator('xpath=ancestor::div[contains(@class,"relative")][1]');
  const offset = async () => {
    const handle = (await frame.getByTestId('before-after-handle').boundingBox())!;
    const divider = (await frame.getByTestId('before-after-divider').boundingBox())!;
    return Math.abs(handle.x + handle.width / 2 - (divider.x + divider.width / 2));
  };
  // The island hydrates when it comes near the viewport: press Home until the divider moves.
  await expect
    .poll(async () => {
      await slider.focus();
      await page.keyboard.press('Home');
      return slider.getAttribute('aria-valuenow');
    })
    .toBe('0');
  for (const [presses, at] of [
    [20, '20'],
    [70, '90'],
  ] as const) {
    for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuenow')).resolves.toBe(at);
    expect(await offset(), `at ${at}%`).toBeLessThanOrEqual(1);
  }
  await screenshot(page, 'promises-slider-90-1280');
  await context.close();
}, 60_000);

it('item 20: the video upload zone shows a video icon; a JPEG renamed .txt is refused by the presentation picker', async () => {
  const { context, page } = await visit('/watermark-remover');
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByTestId('upload-icon-video').waitFor();
  await expect(form.getByTestId('upload-icon-image').count()).resolves.toBe(0);
  await screenshot(page, 'promises-video-zone-1280');

  const renamed = path.join(work, 'holiday.txt');
  fs.writeFileSync(renamed, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]));
  await page.goto(`${server.url}/presentations`, { waitUntil: 'networkidle' });
  const picker = page.getByRole('form', { name: 'Presentation generator' });
  await picker.getByRole('tab', { name: 'Upload file' }).click();
  await picker.getByLabel('Document').setInputFiles(renamed);
  await page.getByText('Only .txt and .docx files are supported').first().waitFor();
  await expect(picker.getByText('holiday.txt').count()).resolves.toBe(0);
  await context.close();
}, 60_000);

it('item 20: the password reset page has a confirmation and a show-password toggle; signing out says so', async () => {
  for (const width of [1280, 390]) {
    const { context, page } = await visit('/reset-password?token=not-a-real-token', width);
    const resets: string[] = [];
    page.on('request', (request) => (request.url().includes('reset-password') ? resets.push(request.url()) : null));
    await page.getByLabel('New password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm new password').fill('correct horse battery!');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('New password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('The two passwords do not match.').waitFor();
    expect(resets).toEqual([]);
    await screenshot(page, `promises-reset-password-${width}`);
    await context.close();
  }

  const { context, page } = await visitSignedIn('/pricing');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByText('Signed out.').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
  await context.close();
}, 60_000);

it('item 7: the pricing modal says why it opened; a short balance stops the watermark upload before it streams', async () => {
  const { context, page } = await visitSignedIn('/headshots', 1280, { balance: 4 });
  const form = page.getByRole('form', { name: 'Headshot generator' });
  await form.getByLabel('Your photo').setInputFiles(portrait);
  await form.getByRole('button', { name: 'Generate headshot' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a plan' });
  await modal.getByText('This needs 7 credits; you have 4.').waitFor();
  await screenshot(page, 'promises-pricing-reason-1280');
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'hidden' });

  await page.goto(`${server.url}/watermark-remover`, { waitUntil: 'networkidle' });
  const uploads: string[] = [];
  page.on('request', (request) => (request.url().includes('/upload/temp') ? uploads.push(request.url()) : null));
  const watermark = page.getByRole('form', { name: 'Watermark remover' });
  await watermark.getByRole('tab', { name: 'Upload File' }).click();
  await watermark.getByLabel('Video file').setInputFiles(video);
  await watermark.getByRole('button', { name: 'Remove watermark' }).click();
  await modal.getByText('This needs 9 credits; you have 4.').waitFor();
  expect(uploads).toEqual([]);
  await context.close();
}, 90_000);

it('item 8: running low after a run shows a banner above the result, never the pricing modal over it', async () => {
  const { context, page } = await visitSignedIn('/colouring', 1280, { balance: 22 });
  const image = page.locator('[data-tool="image-to-coloring"]');
  await image.getByLabel('Upload a photo').setInputFiles(portrait);
  await image.getByRole('img', { name: 'Uploaded: astronaut.png' }).waitFor();
  await image.getByRole('button', { name: 'Create colouring page' }).click();
  await image.getByRole('article').first().waitFor({ timeout: 90_000 });
  const banner = image.getByRole('status').filter({ hasText: 'You are running low on credits. 19 credits left.' });
  await banner.waitFor();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await banner.scrollIntoViewIfNeeded();
  await screenshot(page, 'promises-low-credits-banner-1280');
  await context.close();
}, 120_000);

it('item 19: claims match the product — all 60 styles can be seen, no user count, a page for OCR, the job kit sells nothing', async () => {
  const { context, page } = await visit('/idea-to-video');
  await page.getByLabel('Your idea').fill('A one-minute tour of a pottery studio');
  await page.getByRole('button', { name: /Next: style/ }).click();
  const styles = page.locator('#video-wizard-styles button');
  await expect(styles.count()).resolves.toBe(6);
  await page.getByRole('button', { name: 'Show all 60 styles' }).click();
  await expect(styles.count()).resolves.toBe(60);
  await screenshot(page, 'promises-video-styles-1280', { fullPage: true });

  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await expect(page.getByText(/12,000/).count()).resolves.toBe(0);
  const ocrCard = page.getByRole('img', { name: 'A printed page of text lying on a café table' });
  await expect(ocrCard.getAttribute('src')).resolves.toContain('printed-page');
  await ocrCard.scrollIntoViewIfNeeded();
  await screenshot(page, 'promises-ocr-card-1280');

  await page.goto(`${server.url}/job-application-kit`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Analyze sample resume' }).click();
  await page.getByRole('button', { name: /Product Designer/ }).click({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Generate my kit' }).click();
  await page.getByRole('heading', { name: 'Your application kit is ready' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.getByRole('status').filter({ hasText: 'This is a prototype' }).waitFor();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  await screenshot(page, 'promises-job-kit-upgrade-1280');
  await context.close();
}, 90_000);

it('items 5 and 10: the busy state shows real progress and the elapsed time; a run left in the middle is found again on the tool page', async () => {
  const { context, page } = await visitSignedIn('/headshots');
  const progress: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/v1/AiTaskRecord/') && url.pathname !== '/v1/generation/recent') return;
    void response
      .json()
      .then((body: { data?: { progress?: number } | Array<{ progress: number }> }) => {
        for (const record of Array.isArray(body.data) ? body.data : [body.data]) progress.push(record?.progress ?? -1);
      })
      .catch(() => undefined);
  });
  const form = page.getByRole('form', { name: 'Headshot generator' });
  await form.getByLabel('Your photo').setInputFiles(portrait);
  // The run exists once the create call has answered: its face check comes first and takes 2 s or more while the
  // engine loads its models, so leaving after the first second of the clock left before there was a run to find.
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/v1/rabbit/'),
    { timeout: 60_000 },
  );
  await form.getByRole('button', { name: 'Generate headshot' }).click();
  const elapsed = page.getByTestId('run-elapsed');
  await elapsed.waitFor();
  await expect.poll(() => elapsed.textContent(), { timeout: 15_000 }).not.toBe('0:00');
  await created;
  await screenshot(page, 'promises-busy-elapsed-1280');

  // Leave in the middle, come back: the run is listed, running or done, and ends with its result.
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.goto(`${server.url}/headshots`, { waitUntil: 'networkidle' });
  const runs = page.getByRole('region', { name: 'Your recent runs' });
  await runs.getByTestId('recent-run').first().waitFor();
  await runs.scrollIntoViewIfNeeded();
  await screenshot(page, 'promises-recent-runs-running-1280');
  await runs.getByRole('link', { name: 'Open result' }).waitFor({ timeout: 170_000 });
  await expect(runs.getByRole('img', { name: 'Result preview' }).count()).resolves.toBe(1);
  await screenshot(page, 'promises-recent-runs-done-1280');
  // Real progress: the engine's steps were seen between 0 and 100, not only a jump.
  expect(
    progress.some((value) => value > 0 && value < 100),
    `progress seen: ${progress.join(', ')}`,
  ).toBe(true);
  await page.setViewportSize({ width: 390, height: 900 });
  await runs.scrollIntoViewIfNeeded();
  await screenshot(page, 'promises-recent-runs-done-390');
  await context.close();
}, 240_000);
