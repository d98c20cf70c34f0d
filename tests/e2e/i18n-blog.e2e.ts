/**
 * Issue #21 item 6, the blog in Spanish and Chinese: /es/blog and /zh/blog list their own posts (dates the
 * language's way, cards to /es|zh/blog/<slug>, a line and a link to the English blog for the posts not translated),
 * a Spanish post renders with lang="es", its hreflang alternates name its English and Chinese versions, the footer's
 * language switch goes to the translation (or to that language's blog list for an English-only post), a post asked
 * for in a language it lacks redirects, the Spanish home page's journal shows Spanish posts, the sitemap names each
 * language, and axe is clean in the light and the dark theme. Last, an editor writes a Spanish translation of an
 * English-only post in /admin (Language, Translation of), publishes it, and the blog and the switch follow; with
 * the Chinese posts unpublished, /zh/blog shows its empty state.
 * Screenshots at 1280 and 390 px in test-results/i18n-blog-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousLines } from '../helpers/axe';
import {
  liveFooter,
  newAccount,
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
const editor = newAccount('Elena Editora');

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ env: { ADMIN_EMAILS: editor.email } }));
  await signUpByApi(server, editor);
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

const SPANISH_POST = '/es/blog/de-la-foto-fija-al-movimiento';
const CHINESE_POST = '/zh/blog/from-still-to-motion';
const ENGLISH_POST = '/blog/from-still-to-motion';

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = async (page: Page) => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
/** The page is no wider than the window: nothing (long CJK lines, long Spanish words) overflows sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** `hreflang` → path of the page's alternate links. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!] as const),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href).pathname]));
}

/** The hrefs of the blog list's cards. */
const cardLinks = (page: Page, listName: string) =>
  page
    .getByRole('list', { name: listName })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('the blog in Spanish and Chinese', () => {
  it('/es/blog lists the Spanish posts, in Spanish, and points to the English blog for the rest', async () => {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      const response = await page.goto(`${server.url}/es/blog`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(await langOf(page)).toBe('es');
      expect(await heading(page)).toBe('El diario de Atelier');
      expect(await page.title()).toBe('Blog — Atelier');
      const links = await cardLinks(page, 'Artículos del blog');
      expect(links).toEqual(['/es/blog/de-la-foto-fija-al-movimiento', '/es/blog/retratos-de-estudio-con-un-selfie']);
      await page.getByText('14 de abril de 2026').waitFor();
      await page.getByText('Hay 5 artículos más en inglés.').waitFor();
      expect(await page.getByRole('link', { name: 'Leer el blog en inglés' }).getAttribute('href')).toBe('/blog');
      expect(await alternatesOf(page)).toEqual({
        en: '/blog',
        es: '/es/blog',
        'zh-Hans': '/zh/blog',
        'x-default': '/blog',
      });
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, `i18n-blog-es-list-${width}`, { fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('/zh/blog lists the Chinese posts with Chinese dates, and nothing overflows at 390 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/zh/blog`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('zh-Hans');
    expect(await heading(page)).toBe('Atelier 手记');
    expect(await cardLinks(page, '博客文章')).toEqual([
      '/zh/blog/from-still-to-motion',
      '/zh/blog/studio-headshots-from-a-selfie',
    ]);
    await page.getByText('2026年4月14日').waitFor();
    await page.getByText('另有 5 篇英文文章。').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await screenshot(page, 'i18n-blog-zh-list-390', { fullPage: true });
    await context.close();
  }, 60_000);

  it('a Spanish post renders in Spanish with lang, hreflang to its English and Chinese versions, and "also in" links', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    await page.goto(`${server.url}${SPANISH_POST}`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('es');
    expect(await heading(page)).toBe('De la foto fija al movimiento — cómo sacar el máximo partido a imagen a vídeo');
    expect(await alternatesOf(page)).toEqual({
      en: ENGLISH_POST,
      es: SPANISH_POST,
      'zh-Hans': CHINESE_POST,
      'x-default': ENGLISH_POST,
    });
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(SPANISH_POST);
    expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('es_ES');
    await page.getByText('14 de abril de 2026').waitFor();
    expect(await page.getByRole('link', { name: 'Todos los artículos' }).getAttribute('href')).toBe('/es/blog');
    const english = page.getByRole('link', { name: 'English', exact: true }).first();
    expect(await english.getAttribute('href')).toBe(ENGLISH_POST);
    expect(await english.getAttribute('lang')).toBe('en');
    // The body's links lead to the Spanish tool pages.
    expect(await page.getByRole('link', { name: 'Anima una foto ahora' }).getAttribute('href')).toBe(
      '/es/image-to-video',
    );
    await screenshot(page, 'i18n-blog-es-post-1280');

    // The footer's switch goes to the Chinese version of this post.
    const switcher = (await liveFooter(page)).getByRole('navigation', { name: 'Idioma' });
    expect(await switcher.getByRole('link', { name: 'English' }).getAttribute('href')).toBe(ENGLISH_POST);
    await switcher.getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${server.url}${CHINESE_POST}`);
    await expect.poll(() => langOf(page)).toBe('zh-Hans');
    await expect.poll(() => heading(page)).toBe('让静态照片动起来：用好“图片转视频”的实用指南');
    await page.getByText('2026年4月14日').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an English-only post: the switch goes to the Spanish blog list, and its /es/ URL redirects to it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/blog/inside-atelier`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('en');
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    const switcher = (await liveFooter(page)).getByRole('navigation', { name: 'Language' });
    expect(await switcher.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/es/blog');
    expect(await switcher.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/zh/blog');

    // A post URL in a language the post lacks: its version there, else the post in its own language; else a 404.
    await page.goto(`${server.url}/es/blog/inside-atelier`, { waitUntil: 'load' });
    expect(pathOf(page)).toBe('/blog/inside-atelier');
    expect(await langOf(page)).toBe('en');
    await page.goto(`${server.url}/es/blog/from-still-to-motion`, { waitUntil: 'load' });
    expect(pathOf(page)).toBe(SPANISH_POST);
    const missing = await page.goto(`${server.url}/es/blog/no-such-post`, { waitUntil: 'load' });
    expect(missing?.status()).toBe(404);
    await context.close();
  }, 60_000);

  it('the Spanish home page journal shows the Spanish posts', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/es`, { waitUntil: 'load' });
    await page.evaluate(() => document.getElementById('journal')?.scrollIntoView());
    const links = page.locator('#journal').getByRole('list', { name: 'Artículos del blog' }).getByRole('link');
    await links.first().waitFor();
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      '/es/blog/de-la-foto-fija-al-movimiento',
      '/es/blog/retratos-de-estudio-con-un-selfie',
    ]);
    await context.close();
  }, 60_000);

  it('the sitemap lists each language’s blog and posts, a translated post naming its versions', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entry = (path: string) => xml.split('\n').find((line) => line.includes(`${path}</loc>`)) ?? '';
    for (const path of ['/es/blog', '/zh/blog', SPANISH_POST, CHINESE_POST]) expect(xml).toContain(`${path}</loc>`);
    const spanish = entry(SPANISH_POST);
    expect(spanish).toContain(`hreflang="en" href="${server.url.replace(/\/$/, '')}`);
    expect(spanish).toMatch(/hreflang="en" href="[^"]*\/blog\/from-still-to-motion"/);
    expect(spanish).toMatch(/hreflang="zh-Hans" href="[^"]*\/zh\/blog\/from-still-to-motion"/);
    expect(spanish).toMatch(/hreflang="x-default" href="[^"]*\/blog\/from-still-to-motion"/);
    expect(entry('/blog/inside-atelier')).not.toContain('xhtml:link');
  }, 30_000);

  it.each(['light', 'dark'] as const)(
    'the blog pages in Spanish and Chinese are clean under axe (%s theme)',
    async (scheme) => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const url of [
        '/es/blog',
        '/zh/blog',
        SPANISH_POST,
        CHINESE_POST,
        '/es/blog/retratos-de-estudio-con-un-selfie',
      ]) {
        await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
        // The theme actually applied (the canvas colour, as tests/e2e/theme.e2e.ts reads it).
        const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
        expect(canvas, url).toBe(scheme === 'dark' ? 'rgb(21, 19, 15)' : 'rgb(248, 245, 239)');
        if (scheme === 'dark' && (url === SPANISH_POST || url === '/zh/blog'))
          await screenshot(
            page,
            `i18n-blog-dark-${url.split('/').slice(1, 3).join('-')}${url === SPANISH_POST ? '-post' : ''}`,
          );
        failures.push(...seriousLines(await runAxe(page)).map((line) => `${url}: ${line}`));
      }
      expect(failures).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it('an editor publishes a Spanish translation in /admin: /es/blog lists it and the English post’s switch leads to it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await page.locator('main, body').getByRole('button', { name: 'Sign in' }).last().click();
    await signInInDialog(page, editor);
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('row').filter({ hasText: 'de-la-foto-fija-al-movimiento' }).getByText('Spanish').waitFor();
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByLabel('Title').fill('Dentro de Atelier: cómo construimos un estudio de IA honesto');
    await page.getByLabel('URL slug').fill('dentro-de-atelier');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => page.getByText('/es/blog/dentro-de-atelier').count()).toBe(1);
    const translationOf = page.getByRole('combobox', { name: 'Translation of' });
    // Originals in another language without a Spanish version yet: not the Spanish posts, not their originals.
    await expect
      .poll(() => translationOf.locator('option').allTextContents())
      .toContain('Inside Atelier — how we build an honest AI studio (English)');
    const offered = await translationOf.locator('option').allTextContents();
    expect(offered.some((label) => label.startsWith('De la foto fija'))).toBe(false);
    expect(offered.some((label) => label.startsWith('From still to motion'))).toBe(false);
    expect(offered.some((label) => label.startsWith('Clean footage'))).toBe(true);
    await translationOf.selectOption({ label: 'Inside Atelier — how we build an honest AI studio (English)' });
    await page
      .getByLabel('Intro')
      .fill('Por qué cada herramienta de Atelier funciona con un motor que operamos nosotros.');
    await page
      .getByLabel('Body (Markdown)')
      .fill('## Un estudio honesto\n\nCada herramienta funciona con nuestro propio motor.');
    await screenshot(page, 'i18n-blog-admin-editor', { fullPage: true });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('link', { name: 'View post' }).waitFor();
    expect(await page.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe('/es/blog/dentro-de-atelier');
    await page.getByText('Also in: English.').waitFor();

    await page.goto(`${server.url}/es/blog`, { waitUntil: 'networkidle' });
    expect(await cardLinks(page, 'Artículos del blog')).toContain('/es/blog/dentro-de-atelier');
    await page.goto(`${server.url}/blog/inside-atelier`, { waitUntil: 'networkidle' });
    const switcher = (await liveFooter(page)).getByRole('navigation', { name: 'Language' });
    expect(await switcher.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe(
      '/es/blog/dentro-de-atelier',
    );
    expect(await switcher.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/zh/blog');
    await page.goto(`${server.url}/es/blog/dentro-de-atelier`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('es');
    expect(await alternatesOf(page)).toEqual({
      en: '/blog/inside-atelier',
      es: '/es/blog/dentro-de-atelier',
      'x-default': '/blog/inside-atelier',
    });

    // The Chinese posts unpublished (the editor's API, from the signed-in page): /zh/blog says so and links to the
    // English blog, leaves the sitemap, and a Chinese post URL leads to the English version.
    const unpublished = await page.evaluate(async () => {
      const list = (await (await fetch('/api/admin/blog?pageSize=100')).json()) as {
        data: { data: Array<{ id: number; locale: string }> };
      };
      const chinese = list.data.data.filter((post) => post.locale === 'zh');
      for (const post of chinese)
        await fetch(`/api/admin/blog/${post.id}/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ published: false }),
        });
      return chinese.length;
    });
    expect(unpublished).toBe(2);
    await page.goto(`${server.url}/zh/blog`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('zh-Hans');
    await page.getByText('目前还没有中文文章。').waitFor();
    expect(await page.getByRole('link', { name: '阅读英文博客' }).getAttribute('href')).toBe('/blog');
    expect(await page.getByRole('list', { name: '博客文章' }).count()).toBe(0);
    await screenshot(page, 'i18n-blog-zh-empty');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/zh/blog');
    await page.goto(`${server.url}${CHINESE_POST}`, { waitUntil: 'load' });
    expect(pathOf(page)).toBe(ENGLISH_POST);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
