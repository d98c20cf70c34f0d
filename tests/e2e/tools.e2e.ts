/**
 * Journeys through the four generation widgets in Chromium, from upload to result and download, on the real
 * local engines: headshot (/headshots), image-to-video (/image-to-video), watermark remover (/watermark-remover,
 * tab validation + upload), presentation (/presentations, text and .docx). Screenshots in test-results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWatermarkedVideo } from '../fakes/media';
import {
  newAccount,
  resultPath,
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
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tools-e2e-'));
const portrait = path.join(import.meta.dirname, '../fixtures/astronaut.png');
const video = path.join(work, 'marked.mp4');
const docx = path.join(work, 'notes.docx');
const shot = (name: string) => screenshot(page, `tools-${name}`);

beforeAll(async () => {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Garden Planning', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Soil', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Test the soil before planting. Compost improves structure and feeds worms.' }),
          new Paragraph({ text: 'Planting', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'Tomatoes after the last frost', bullet: { level: 0 } }),
          new Paragraph({ text: 'Beans in warm soil', bullet: { level: 0 } }),
        ],
      },
    ],
  });
  [{ server, browser }] = await Promise.all([
    startE2eApp(),
    makeWatermarkedVideo(video, portrait, 3),
    Packer.toBuffer(doc).then((bytes) => fs.writeFileSync(docx, bytes)),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(`${server.url}/headshots`, { waitUntil: 'networkidle' }); // hydrated before clicking
  await signUpFromHeader(page, newAccount('Ansel Adams'));
}, 180_000);

afterAll(async () => {
  await context?.close();
  await stopE2eApp({ browser, server });
  fs.rmSync(work, { recursive: true, force: true });
});

async function download(trigger: () => Promise<void>, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  expect(file.suggestedFilename()).toBe(name);
  const saved = resultPath(`tools-download-${name}`);
  await file.saveAs(saved);
  return fs.readFileSync(saved);
}

it('headshot: validation, upload, generate, before/after slider, download image.webp', async () => {
  await page.goto(`${server.url}/headshots`, { waitUntil: 'networkidle' }); // hydrated before clicking
  const form = page.getByRole('form', { name: 'Headshot generator' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Generate headshot' }).click();
  await page.getByText('Please select an image to generate.').first().waitFor();
  await form.getByLabel('Your photo').setInputFiles(portrait);
  await form.getByLabel('Backdrop').selectOption('Clean white');
  await form.getByLabel('Crop').selectOption('Square 1:1');
  await form.getByRole('button', { name: 'Generate headshot' }).click();
  await page.getByRole('status').waitFor();
  await shot('headshot-progress');
  const slider = page.getByRole('slider', { name: 'Compare original and headshot' });
  await slider.waitFor({ timeout: 120_000 });
  await expect(slider.getAttribute('aria-valuenow')).resolves.toBe('50');
  await slider.scrollIntoViewIfNeeded();
  await shot('headshot-result');
  const bytes = await download(() => page.getByRole('button', { name: 'Download' }).click(), 'image.webp');
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
  // The Crop field's square, at least 1024 px high.
  const size = await sharp(bytes).metadata();
  expect(size.width).toBe(size.height);
  expect(size.height!).toBeGreaterThanOrEqual(1024);
  await expect(page.getByTestId('credits-badge').textContent()).resolves.toContain('95');
}, 180_000);

it('image-to-video: upload, prompt, generate, play, download video.mp4', async () => {
  await page.goto(`${server.url}/image-to-video`, { waitUntil: 'networkidle' }); // hydrated before clicking
  const form = page.getByRole('form', { name: 'Image to video generator' });
  await form.waitFor();
  await form.getByRole('button', { name: 'Generate video' }).click();
  await page.getByText('Please select an image to generate the video.').first().waitFor();
  await form.getByLabel('Start image').setInputFiles(portrait);
  await form.getByRole('img', { name: 'Selected file preview' }).waitFor();
  await form.getByLabel('Describe the motion').fill('Slow reveal of the astronaut');
  await form.getByLabel('Camera').selectOption('zoom out');
  await form.getByRole('button', { name: 'Generate video' }).click();
  const result = page.getByLabel('Generated video');
  await result.waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () =>
      ((document.querySelector('video[aria-label="Generated video"]') as HTMLVideoElement | null)?.readyState ?? 0) >=
      2,
    null,
    { timeout: 30_000 },
  );
  await result.scrollIntoViewIfNeeded();
  await shot('video-result');
  const bytes = await download(() => page.getByRole('button', { name: 'Download' }).click(), 'video.mp4');
  expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
}, 180_000);

it('watermark remover: URL validation, upload tab, process, before/after panels, download', async () => {
  await page.goto(`${server.url}/watermark-remover`, { waitUntil: 'networkidle' }); // hydrated before clicking
  const form = page.getByRole('form', { name: 'Watermark remover' });
  await form.waitFor();
  await form.getByLabel('Video URL').fill('not-a-url');
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  await form.getByText('Please enter a valid video URL.').waitFor();
  await form.getByRole('tab', { name: 'Upload File' }).click();
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  await form.getByText('Please upload a video file.').waitFor();
  await form.getByLabel('Video file').setInputFiles(video);
  await form.getByRole('button', { name: 'Remove watermark' }).click();
  await page.getByText('Watermark removed. Your video is ready.').waitFor({ timeout: 120_000 });
  const after = page.getByRole('figure').filter({ hasText: 'After' }).locator('video');
  await expect(after.getAttribute('src')).resolves.toMatch(/^\/files\/private\/results\/.+\?expires=\d+&signature=/);
  await page.getByRole('heading', { name: 'Result' }).scrollIntoViewIfNeeded();
  await shot('watermark-result');
  const bytes = await download(() => page.getByRole('button', { name: 'Download video' }).click(), 'video.mp4');
  expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
}, 180_000);

it('presentation: defaults, counter, empty topic, text → deck, .docx upload → deck, download presentation.pptx', async () => {
  await page.goto(`${server.url}/presentations`, { waitUntil: 'networkidle' }); // hydrated before clicking
  const form = page.getByRole('form', { name: 'Presentation generator' });
  await form.waitFor();
  await expect(form.getByLabel('Length').inputValue()).resolves.toBe('Medium (8-12 slides)');
  const topic = form.getByLabel('Topic or text');
  const initial = await topic.inputValue();
  await form.getByText(`${initial.length}/5000`).waitFor();
  await topic.fill('   ');
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  await page.getByText('The content of the text cannot be empty!').first().waitFor();
  await topic.fill(initial);
  await form.getByLabel('Tone').selectOption('Creative');
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  const modal = page.getByRole('dialog', { name: 'Your presentation is ready' });
  await modal.waitFor({ timeout: 60_000 });
  await shot('presentation-modal');
  const bytes = await download(
    () => modal.getByRole('button', { name: 'Download presentation.pptx' }).click(),
    'presentation.pptx',
  );
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  await modal.waitFor({ state: 'hidden' }); // Download closes the dialog (issue #22 item 11)

  await form.getByRole('tab', { name: 'Upload file' }).click();
  await form.getByLabel('Document').setInputFiles(docx);
  await form.getByText('notes.docx').waitFor();
  await form.getByRole('button', { name: 'Generate presentation' }).click();
  await modal.waitFor({ timeout: 60_000 });
  const deck = await download(
    () => modal.getByRole('button', { name: 'Download presentation.pptx' }).click(),
    'presentation.pptx',
  );
  expect(deck.subarray(0, 2).toString()).toBe('PK');
  await shot('presentation-docx');
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
}, 180_000);

it('looks right on a 390 px phone', async () => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const route of ['headshots', 'watermark-remover', 'presentations']) {
    await phone.goto(`${server.url}/${route}`, { waitUntil: 'networkidle' });
    await phone.getByRole('form').first().waitFor();
    await phone.evaluate(() => document.querySelector('form')?.scrollIntoView());
    await screenshot(phone, `tools-phone-${route}`);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await phone.close();
}, 60_000);
