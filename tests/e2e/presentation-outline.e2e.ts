/**
 * Issue #18 in Chromium: a picture of the user's uploaded with a caption and placed on the slide it names, a logo,
 * outline first (review, edit, reorder, delete, write one slide again), a theme, the deck built from the edited
 * outline with the logo, every slide previewed, and present mode (arrow keys, presenter view with notes and timer).
 * Screenshots in test-results/.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  newAccount,
  screenshot,
  signUpFromHeader,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

const PICTURE = path.join(import.meta.dirname, '../fixtures/coffee.png');

let server: ServerProcess;
let browser: Browser;
let page: Page;
let errors: string[] = [];
const shot = (name: string) => screenshot(page, `deck-${name}`);

const TOPIC = [
  'Community garden plan',
  '',
  '## Soil',
  'Good soil holds water. Compost feeds the worms. Worms keep the soil loose. Mulch stops weeds from growing.',
  '',
  '## Water',
  '- Rain barrels on every shed',
  '- Drip lines for the beds',
  '',
  '## People',
  'Volunteers meet on Saturdays. Children plant seeds in spring. Everyone shares the harvest.',
].join('\n');

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(`${server.url}/presentations`, { waitUntil: 'networkidle' });
  await signUpFromHeader(page, newAccount('Ada Deck'));
}, 180_000);

afterAll(async () => {
  await stopE2eApp({ server, browser });
});

it('reviews and edits the outline, builds a themed deck, previews and presents it', async () => {
  await page.goto(`${server.url}/presentations`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Presentation generator' });
  await form.getByLabel('Topic or text').fill(TOPIC);
  await form.getByRole('radio', { name: 'Midnight' }).click();
  // A picture of the user's, uploaded with a caption naming a point: the outline puts it on that slide.
  await form
    .getByText('Up to 8 pictures · PNG, JPEG or WebP · 10 MB and 50 megapixels each', { exact: false })
    .waitFor();
  await form.getByLabel('Add pictures').setInputFiles(PICTURE);
  const caption = form.getByLabel('Picture 1 caption');
  await caption.waitFor({ timeout: 30_000 });
  await caption.fill('Rain barrels by the shed');
  // The user's logo next to the brand colour: limits first, uploaded, previewed; it rides on the build.
  await form.getByText('PNG, JPEG or WebP · 10 MB and 50 megapixels at most', { exact: false }).waitFor();
  await form.getByLabel('Choose a logo').setInputFiles(PICTURE);
  await form.getByRole('img', { name: 'Your logo' }).waitFor({ timeout: 30_000 });
  const buildBodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/PPTDocmee/buildPptx')) buildBodies.push(request.postData() ?? '');
  });
  await form.getByRole('button', { name: /Review outline first/ }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Review your outline' }).count(), { timeout: 30_000 })
    .toBe(1);
  await expect.poll(() => page.getByText('Your picture: Rain barrels by the shed').count()).toBe(1);
  await shot('outline');

  const title = page.getByLabel('Slide 1 title');
  await title.fill('Healthy soil');
  await page.getByRole('button', { name: 'Move section 3 up' }).click();
  await page.getByRole('button', { name: 'Write slide 1 again' }).click();
  await page.getByRole('button', { name: /Build deck/ }).click();

  const modal = page.getByRole('dialog', { name: 'Your presentation is ready' });
  await modal.waitFor({ timeout: 90_000 });
  await page.keyboard.press('Escape');
  await expect.poll(() => modal.count()).toBe(0);
  expect(buildBodies.map((body) => (JSON.parse(body) as { logo?: string }).logo)).toEqual([
    expect.stringContaining('/files/'),
  ]);
  const slides = page.getByRole('list', { name: 'Slides' }).getByRole('button');
  expect(await slides.count()).toBeGreaterThanOrEqual(5);
  await shot('preview');

  await page.getByRole('button', { name: 'Presenter view' }).first().click();
  const show = page.getByRole('dialog', { name: 'Presentation' });
  await show.waitFor();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => show.getByText(/^2 \/ \d+$/).count()).toBe(1);
  await expect.poll(() => show.getByRole('region', { name: 'Speaker notes' }).count()).toBe(1);
  await page.waitForTimeout(1100);
  expect(await show.getByTestId('talk-timer').textContent()).not.toBe('0:00');
  await shot('presenter');
  await page.keyboard.press('p');
  await shot('present');
  await page.keyboard.press('Escape');
  await expect.poll(() => show.count()).toBe(0);
  expect(errors).toEqual([]);
}, 180_000);
