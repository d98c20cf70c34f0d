/**
 * Issue #21 item 7, dark mode: system / light / dark chosen in the footer, remembered, applied before the first
 * paint (no flash of the wrong theme, even before any script module runs), and every page readable in both themes
 * (axe: 0 serious or critical findings, colour contrast included).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternatePaths, TRANSLATED_LOCALES } from '#app/i18n/locales';
import { runAxe, seriousLines } from '../helpers/axe';
import { liveFooter, screenshot, startE2eApp, stopE2eApp, watchErrors, type ServerProcess } from './fixtures';

const PAGES = [
  ...fs
    .readdirSync(path.resolve(import.meta.dirname, '../../content/pages'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
    .map((name) => (name === 'home' ? '/' : `/${name}`)),
  '/blog',
];
/** The same pages in Spanish and Chinese, where they are translated (issue #21: axe clean in every language). */
const TRANSLATED_PAGES = PAGES.flatMap((english) => {
  const alternates = alternatePaths(english);
  return TRANSLATED_LOCALES.flatMap((locale) => alternates[locale] ?? []);
});

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

const canvasOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
/** The footer's theme switch, once the footer's island runs (a click on its server HTML does nothing). */
async function themeSwitcher(page: Page) {
  return (await liveFooter(page)).getByRole('radiogroup', { name: 'Colour theme' });
}
const DARK_CANVAS = 'rgb(21, 19, 15)';
const LIGHT_CANVAS = 'rgb(248, 245, 239)';

describe('dark mode', () => {
  it('follows the system, then a choice made in the footer, remembered and applied before any script runs', async () => {
    const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
    expect(await canvasOf(page)).toBe(LIGHT_CANVAS);
    const switcher = await themeSwitcher(page);
    await expect.poll(() => switcher.getByRole('radio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');

    await switcher.getByRole('radio', { name: 'Dark' }).click();
    expect(await canvasOf(page)).toBe(DARK_CANVAS);
    expect(errors).toEqual([]);

    // Scripts blocked: only the inline boot script in <head> can apply the remembered choice, before the first paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.url}/pricing`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await canvasOf(page)).toBe(DARK_CANVAS);
    await page.unroute('**/*.js');

    // Light pinned on a dark system, then back to System.
    const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    const darkPage = await dark.newPage();
    const darkErrors = watchErrors(darkPage);
    await darkPage.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(await canvasOf(darkPage)).toBe(DARK_CANVAS);
    await (await themeSwitcher(darkPage)).getByRole('radio', { name: 'Light' }).click();
    await darkPage.reload({ waitUntil: 'networkidle' });
    expect(await canvasOf(darkPage)).toBe(LIGHT_CANVAS);
    const darkSwitcher = await themeSwitcher(darkPage);
    await expect
      .poll(() => darkSwitcher.getByRole('radio', { name: 'Light' }).getAttribute('aria-checked'))
      .toBe('true');
    await darkSwitcher.getByRole('radio', { name: 'System' }).click();
    await darkPage.reload({ waitUntil: 'networkidle' });
    expect(await canvasOf(darkPage)).toBe(DARK_CANVAS);
    expect(darkErrors).toEqual([]);
    await dark.close();
    await context.close();
  }, 60_000);

  it.each([
    ['every page', 'dark', PAGES],
    ['every page', 'light', PAGES],
    ['every translated page', 'dark', TRANSLATED_PAGES],
    ['every translated page', 'light', TRANSLATED_PAGES],
  ] as const)(
    '%s is readable in the %s theme (axe)',
    async (_, scheme, pages) => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const url of pages) {
        await page.goto(`${server.url}${url}`, { waitUntil: 'load' });
        await page.waitForTimeout(100);
        if (url === '/' || url === '/es' || url === '/zh')
          await screenshot(page, `theme-${scheme}-home${url.slice(1)}`);
        failures.push(...seriousLines(await runAxe(page)).map((line) => `${url}: ${line}`));
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
