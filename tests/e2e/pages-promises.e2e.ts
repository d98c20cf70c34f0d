/**
 * Issue #22, what the pages promise (second part): the OCR demo reads whole lines of small print and says when a
 * picture holds no text (item 3), its frame raises no sandbox warning (item 13), and the admin tables that scroll
 * sideways on a phone can be reached from the keyboard (item 14).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAxe } from '../helpers/axe';
import {
  newAccount,
  screenshot,
  signInInDialog,
  signUpByApi,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

const admin = newAccount('Ada Admin');
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // A loaded machine can take over a minute to start the server.
  ({ server, browser } = await startE2eApp({ env: { ADMIN_EMAILS: admin.email }, timeoutMs: 170_000 }));
  await signUpByApi(server, admin);
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

/** The issue's own phrases, printed small (11 px) with the first letters 3 px from the image's left edge. */
const SMALL_PRINT = [
  'Connection-based segmentation splits the page into lines first,',
  'then words, then characters. To read a page well, first determine',
  'the layout of its text, then read each line from its left margin.',
];

async function smallPrintPage(): Promise<Buffer> {
  const size = 11;
  const lines = SMALL_PRINT.map(
    (line, index) =>
      `<text x="3" y="${20 + index * 17}" font-family="Liberation Sans" font-size="${size}" fill="#222">${line}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="80"><rect width="100%" height="100%" fill="#fff"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Picks a file in the OCR demo (the page itself, or the frame on /image-to-text) and waits for its answer. */
async function readWithDemo(demo: ReturnType<Page['frameLocator']> | Page, file: Parameters<Page['setInputFiles']>[1]) {
  await demo.getByLabel('Image to read').setInputFiles(file);
  const answer = demo.getByTestId('ocr-text').or(demo.getByTestId('ocr-none'));
  await answer.waitFor({ timeout: 120_000 });
  return answer;
}

it('item 3: the OCR demo reads every line of small print whole, from its first letter', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = watchErrors(page, { ignore401: true });
  await page.goto(`${server.url}/embed/ocr`, { waitUntil: 'networkidle' });
  const answer = await readWithDemo(page, {
    name: 'small-print.png',
    mimeType: 'image/png',
    buffer: await smallPrintPage(),
  });
  expect(await answer.getAttribute('data-testid')).toBe('ocr-text');
  const lines = (await answer.innerText()).split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  for (const line of SMALL_PRINT) expect(lines).toContain(line);
  await screenshot(page, 'ocr-small-print-1280');
  expect(errors).toEqual([]);
  await page.close();
}, 150_000);

it('item 3: a photo without text says "No readable text found" instead of printing noise (390 px, in its page)', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = watchErrors(page, { ignore401: true });
  await page.goto(`${server.url}/image-to-text`, { waitUntil: 'networkidle' });
  const frame = page.frameLocator('iframe[title="Image to text"]');
  await frame.getByLabel('Image to read').waitFor({ state: 'attached' });
  const answer = await readWithDemo(frame, path.resolve(import.meta.dirname, '../fixtures/coffee.png'));
  expect(await answer.getAttribute('data-testid')).toBe('ocr-none');
  expect(await answer.innerText()).toContain('No readable text found');
  await page.locator('iframe[title="Image to text"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'ocr-no-text-390');
  expect(errors).toEqual([]);
  await page.close();
}, 150_000);

it('item 13: the OCR frame on /image-to-text raises no sandbox warning', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/sandbox/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(`${server.url}/image-to-text`, { waitUntil: 'networkidle' });
  const frame = page.frameLocator('iframe[title="Image to text"]');
  await frame.getByRole('heading', { name: 'Image to text' }).waitFor();
  await screenshot(page, 'image-to-text-1280');
  expect(warnings).toEqual([]);
  await page.close();
}, 60_000);

it('item 14: at 390 px the admin tables scroll in keyboard-reachable regions; axe finds nothing moderate or worse', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/admin`);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  await page.locator('main, body').getByRole('button', { name: 'Sign in' }).last().click();
  await signInInDialog(page, admin);
  const findings: string[] = [];
  for (const tab of ['users', 'orders', 'blog', 'activity']) {
    await page.goto(`${server.url}/admin?tab=${tab}`, { waitUntil: 'networkidle' });
    const table = page.getByRole('tabpanel').getByRole('table').first();
    await table.waitFor();
    // The table is wider than the phone: its scroll container is a named region that takes focus.
    const region = page.getByRole('region', { name: (await table.locator('caption').innerText()).trim() });
    await region.focus();
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    if (tab === 'users') await screenshot(page, 'admin-users-390');
    for (const finding of await runAxe(page))
      if (['moderate', 'serious', 'critical'].includes(finding.impact ?? ''))
        findings.push(
          `${tab}: ${finding.impact} ${finding.id} at ${finding.nodes.map((node) => node.target).join(', ')}`,
        );
  }
  expect(findings).toEqual([]);
  await page.close();
}, 120_000);
