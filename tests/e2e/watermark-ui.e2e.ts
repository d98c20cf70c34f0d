/**
 * The watermark remover's preview and batch (issue #16 item 4), in Chromium on the local engine: upload a clip with
 * a known logo, see the detected box on a frame, delete it, add one and move/resize it by keyboard, process (the
 * request carries the boxes); then a batch of two files → two tasks, two cards. Screenshots at 1280 and 390 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOGO, makePanVideo } from '../fakes/media';
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
let context: BrowserContext;
let page: Page;
let errors: string[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'watermark-ui-e2e-'));
const video = path.join(work, 'marked.mp4');
const second = path.join(work, 'second.mp4');

beforeAll(async () => {
  [{ server, browser }] = await Promise.all([
    startE2eApp(),
    makePanVideo(video, path.join(import.meta.dirname, '../fixtures/astronaut.png'), 6, { logo: true }),
  ]);
  fs.copyFileSync(video, second);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(`${server.url}/watermark-remover`, { waitUntil: 'networkidle' }); // hydrated before clicking
  await signUpFromHeader(page, newAccount('Agnès Varda'));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await stopE2eApp({ browser, server });
  fs.rmSync(work, { recursive: true, force: true });
});

type Box = { x: number; y: number; w: number; h: number };
const boxes = () => page.getByRole('button', { name: /^Watermark box \d/ });
const boxOf = async (index: number): Promise<Box> => {
  const [x, y, w, h] = (await boxes().nth(index).getAttribute('data-region'))!.split(',').map(Number);
  return { x: x!, y: y!, w: w!, h: h! };
};

it('preview: the detected box on a frame; delete, add and adjust by keyboard; process sends the boxes', async () => {
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByLabel('Video file').setInputFiles(video);
  await form.getByRole('button', { name: 'Find the watermark' }).click();
  await boxes().first().waitFor({ timeout: 60_000 });
  // The detected box covers the known logo (source pixels; the preview frame is 640×360 as the clip).
  const detected = await boxOf(0);
  const overlapW = Math.min(detected.x + detected.w, LOGO.x + LOGO.w) - Math.max(detected.x, LOGO.x);
  const overlapH = Math.min(detected.y + detected.h, LOGO.y + LOGO.h) - Math.max(detected.y, LOGO.y);
  expect((Math.max(0, overlapW) * Math.max(0, overlapH)) / (LOGO.w * LOGO.h)).toBeGreaterThan(0.5);
  const frame = form.getByRole('group', { name: 'Watermark boxes on a frame of your video' });
  await expect(frame.locator('img').getAttribute('src')).resolves.toMatch(
    /^\/files\/private\/previews\/.+\?expires=\d+&signature=/,
  );
  await frame.scrollIntoViewIfNeeded();
  await screenshot(page, 'watermark-ui-preview-1280');

  const found = await boxes().count();
  await boxes().first().focus();
  await page.keyboard.press('Delete');
  await expect.poll(() => boxes().count()).toBe(found - 1);

  await form.getByRole('button', { name: 'Add box' }).click();
  await expect.poll(() => boxes().count()).toBe(found);
  const added = boxes().last();
  await expect.poll(() => added.evaluate((node) => node === document.activeElement)).toBe(true);
  const before = await boxOf(found - 1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  const after = await boxOf(found - 1);
  expect(after).toEqual({ x: before.x + 2 * 6, y: before.y, w: before.w, h: before.h + 4 });

  const created = page.waitForRequest(
    (request) => request.url().endsWith('/v1/sora2/WatermarkRemover') && request.method() === 'POST',
  );
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  const body = (await created).postDataJSON() as { video_add: string; regions: Box[] };
  expect(body.regions).toHaveLength(found);
  expect(body.regions.at(-1)).toEqual({ x: after.x, y: after.y, w: after.w, h: after.h });
  await page.getByText('Watermark removed. Your video is ready.').waitFor({ timeout: 60_000 });
  await page.getByRole('figure').filter({ hasText: 'After' }).locator('video').waitFor();
}, 120_000);

it('batch: two files → two tasks, each its own card with its result; the button shows cost × files', async () => {
  await page.goto(`${server.url}/watermark-remover`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByLabel('Video file').setInputFiles(video);
  await form.getByLabel('Add more videos (batch)').setInputFiles(second);
  await form.getByRole('list', { name: 'Videos in this batch' }).getByText('second.mp4').waitFor();
  await expect(form.getByRole('button', { name: 'Remove watermark' }).textContent()).resolves.toMatch(/16 credits/);
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/sora2/WatermarkRemover') && request.method() === 'POST') creates.push(request);
  });
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  const cards = page.getByRole('region', { name: 'Batch' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(2);
  for (const name of ['marked.mp4', 'second.mp4'])
    await cards.filter({ hasText: name }).getByText(/^Done/).waitFor({ timeout: 60_000 });
  expect(creates).toHaveLength(2);
  await page.getByRole('region', { name: 'Batch' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'watermark-ui-batch-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Batch' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'watermark-ui-batch-390');
  expect(errors).toEqual([]);
}, 120_000);
