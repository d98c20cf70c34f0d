/**
 * Issue #21 item 6, languages: the marketing pages in English (`/`), Spanish (`/es/…`) and Simplified Chinese
 * (`/zh/…`). The footer's switcher moves to the same page in the other language; `<html lang>`, `hreflang`
 * alternates and the sitemap say which languages a page has; dates and prices follow the language (Intl); the
 * choice carries over as the visitor moves through the site; and the English home page loads nothing of the other
 * languages. axe on every translated page in both themes: theme.e2e.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveFooter, screenshot, startE2eApp, stopE2eApp, watchErrors, type ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp());
}, 180_000);
afterAll(async () => {
  await stopE2eApp({ browser, server });
});

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** `hreflang` → href of the page's alternate links (origin-relative). */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang')!, element.getAttribute('href')!] as const),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href).pathname]));
}

/** Non-breaking spaces (Intl puts them in "10 US$") read as plain spaces. */
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

describe('languages', () => {
  it.each([
    { from: '/', to: '/es', heading: 'Tu estudio multimedia, sin necesidad de estudio' },
    { from: '/pricing', to: '/es/pricing', heading: 'Precios que crecen con tu estudio' },
    { from: '/terms', to: '/es/terms', heading: 'Condiciones del servicio' },
  ])(
    'switches $from to Spanish from the footer: $to, Spanish text, lang="es", hreflang, and the choice stays on navigation',
    async ({ from, to, heading }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      await page.goto(`${server.url}${from}`, { waitUntil: 'networkidle' });
      expect(await langOf(page)).toBe('en');
      const switcher = (await liveFooter(page)).getByRole('navigation', { name: 'Language' });
      await switcher.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL(`${server.url}${to}`);
      // A client-side navigation: the URL changes first, React commits the new page a moment later.
      await expect.poll(() => langOf(page)).toBe('es');
      expect(pathOf(page)).toBe(to);
      expect((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).toBe(heading);
      // The interface around the content is Spanish too.
      await page.getByRole('navigation', { name: 'Empresa' }).waitFor();
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      expect(await page.getByRole('button', { name: 'Iniciar sesión' }).count()).toBe(1);
      const english = to === '/es' ? '/' : to.slice('/es'.length);
      expect(await alternatesOf(page)).toEqual({
        en: english,
        es: to,
        'zh-Hans': to.replace(/^\/es/, '/zh'),
        'x-default': english,
      });
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe('es_ES');
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(to);
      // Spanish now: the footer switcher marks it, and site links lead to Spanish pages.
      expect(
        await page
          .getByRole('navigation', { name: 'Idioma' })
          .getByRole('link', { name: 'Español' })
          .getAttribute('aria-current'),
      ).toBe('page');
      const next =
        to === '/es/pricing'
          ? { name: 'Política de privacidad', path: '/es/privacy', heading: 'Política de privacidad' }
          : { name: 'Precios', path: '/es/pricing', heading: 'Precios que crecen con tu estudio' };
      await (await liveFooter(page)).getByRole('link', { name: next.name, exact: true }).click();
      await page.waitForURL(`${server.url}${next.path}`);
      await expect
        .poll(async () => (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim())
        .toBe(next.heading);
      expect(await langOf(page)).toBe('es');
      expect(await page.getByRole('navigation', { name: 'Empresa' }).count()).toBe(1);
      // And back to English from the switcher.
      await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${server.url}${next.path.slice('/es'.length)}`);
      await expect.poll(() => langOf(page)).toBe('en');
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('remembers the language chosen in the switcher: `/` then opens in it, until English is chosen; crawlers get English', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    // Reading a Spanish page is no choice: `/` stays English.
    await page.goto(`${server.url}/es/about`, { waitUntil: 'networkidle' });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe('/');
    // Choosing Chinese in the footer's switcher is: a new visit to `/` opens the Chinese home page.
    const footerSwitch = async (label: string) => (await liveFooter(page)).getByRole('navigation', { name: label });
    await page.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' });
    await (await footerSwitch('Language')).getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${server.url}/zh/pricing`);
    await page.goto(`${server.url}/?ref=newsletter`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${server.url}/zh?ref=newsletter`);
    expect(await langOf(page)).toBe('zh-Hans');
    // Other URLs name their language and are not redirected.
    await page.goto(`${server.url}/terms`, { waitUntil: 'load' });
    expect(pathOf(page)).toBe('/terms');
    // Choosing English from the Chinese home page goes to `/` and keeps it English on the next visit.
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe('/zh');
    await (await footerSwitch('语言')).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    expect(pathOf(page)).toBe('/');
    expect(await langOf(page)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();

    // The redirect is private and temporary; `/` itself tells caches that it depends on the cookie. A crawler
    // (no cookie) gets the English page with its alternates.
    const chosen = await fetch(`${server.url}/`, { headers: { cookie: 'atelier-locale=es' }, redirect: 'manual' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/es');
    expect(chosen.headers.get('cache-control')).toBe('private, no-store');
    const crawler = await fetch(`${server.url}/`, { headers: { 'user-agent': 'Googlebot/2.1' }, redirect: 'manual' });
    expect(crawler.status).toBe(200);
    expect(crawler.headers.get('vary')).toMatch(/Cookie/);
    expect(await crawler.text()).toMatch(/<link rel="alternate" hreflang="es"/i);
  }, 90_000);

  it('renders Chinese: lang, text, prices and dates in Chinese notation; Spanish in Spanish notation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    await page.goto(`${server.url}/zh/pricing`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('zh-Hans');
    expect((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).toBe(
      '随你的工作室一起成长的价格',
    );
    // Yearly by default: Basic is $8 a month, written the Chinese way; monthly is $10.
    expect(await text(page, '#plans [data-testid="price-basic"]')).toBe('US$8');
    await page
      .locator('#plans')
      .getByRole('radiogroup', { name: '计费周期' })
      .getByRole('radio', { name: '按月' })
      .click();
    expect(await text(page, '#plans [data-testid="price-basic"]')).toBe('US$10');
    await screenshot(page, 'i18n-zh-pricing');

    await page.goto(`${server.url}/es/pricing`, { waitUntil: 'networkidle' });
    expect(await text(page, '#plans [data-testid="price-basic"]')).toBe('8 US$');
    await page.goto(`${server.url}/pricing`, { waitUntil: 'networkidle' });
    expect(await text(page, '#plans [data-testid="price-basic"]')).toBe('$8');

    // The legal pages' "last updated" date (2026-11-24) in each language.
    for (const [url, line] of [
      ['/terms', 'Last updated November 24, 2026'],
      ['/es/terms', 'Última actualización: 24 de noviembre de 2026'],
      ['/zh/terms', '最后更新：2026年11月24日'],
    ] as const) {
      await page.goto(`${server.url}${url}`, { waitUntil: 'load' });
      expect(await page.getByText(line, { exact: true }).count(), url).toBe(1);
    }
    // The journal's post dates on the home page.
    for (const [url, date] of [
      ['/', /^\d{1,2} [A-Z][a-z]+ \d{4}$/],
      ['/es', /^\d{1,2} de [a-z]+ de \d{4}$/],
      ['/zh', /^\d{4}年\d{1,2}月\d{1,2}日$/],
    ] as const) {
      await page.goto(`${server.url}${url}`, { waitUntil: 'load' });
      // The list loads its posts once it comes into view (an island).
      await page.locator('#journal').scrollIntoViewIfNeeded();
      const first = page.locator('#journal time').first();
      await first.waitFor();
      expect(((await first.textContent()) ?? '').trim(), url).toMatch(date);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it.each([
    {
      url: '/es/image-to-video',
      lang: 'es',
      heading: 'De la foto al movimiento con un clic',
      camera: { label: 'Cámara', option: 'acercar' },
      length: 'Duración',
      locked: 'Los vídeos de 10 segundos vienen con el plan Pro.',
      hint: 'PNG, JPG o WebP, hasta 10 MB',
      button: 'Generar vídeo',
      noImage: 'Selecciona una imagen para generar el vídeo.',
    },
    {
      url: '/zh/image-to-video',
      lang: 'zh-Hans',
      heading: '一键让静止的照片动起来',
      camera: { label: '镜头', option: '推近' },
      length: '时长',
      locked: '10 秒视频包含在 Pro 套餐中。',
      hint: 'PNG、JPG 或 WebP，最大 10 MB',
      button: '生成视频',
      noImage: '请选择一张图片来生成视频。',
    },
    {
      url: '/image-to-video',
      lang: 'en',
      heading: 'From still to motion in one click',
      camera: { label: 'Camera', option: 'zoom in' },
      length: 'Length',
      locked: '10-second videos come with the Pro plan.',
      hint: 'PNG, JPG or WebP, up to 10 MB',
      button: 'Generate video',
      // The spec's message, exactly as written, on the English page.
      noImage: 'Please select an image to generate the video.',
    },
  ])(
    'runs the image-to-video tool in its language: $url (labels, options, plan refusals, the spec message)',
    async ({ url, lang, heading, camera, length, locked, hint, button, noImage }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      expect(await langOf(page)).toBe(lang);
      expect((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).toBe(heading);
      const tool = page.locator('#image-to-video-tool');
      await tool.scrollIntoViewIfNeeded();
      // The option reads in the page's language; its value is the English move the generator understands.
      const select = tool.getByLabel(camera.label, { exact: true });
      await select.selectOption({ label: camera.option });
      expect(await select.inputValue()).toBe('zoom in');
      await tool.getByText(locked).waitFor();
      expect(await tool.getByRole('group', { name: length }).count()).toBe(1);
      expect(await tool.getByText(hint).count()).toBe(1);
      await tool.getByRole('button', { name: button }).click();
      await expect.poll(async () => (await tool.getByRole('alert').first().textContent())?.trim()).toBe(noImage);
      if (lang !== 'en') {
        expect(await tool.getByRole('button', { name: button }).textContent()).not.toMatch(/Generate|credit/);
        await screenshot(page, `i18n-${lang}-image-to-video`);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it.each([
    {
      url: '/es/headshots',
      heading: 'Retratos de estudio a partir de la foto que ya tienes',
      selects: [
        ['Estilo', 'Corporativo', 'Corporate'],
        ['Encuadre', 'Cuadrado 1:1', 'Square 1:1'],
      ],
      button: 'Generar retrato',
      noImage: 'Selecciona una imagen para generar.',
      example: 'Un ejemplo hecho con esta herramienta. El tuyo aparecerá aquí.',
      hint: 'PNG, JPG o WebP, una sola cara, hasta 10 MB',
    },
    {
      url: '/zh/headshots',
      heading: '用你现有的照片拍出影棚职业头像',
      selects: [
        ['风格', '商务', 'Corporate'],
        ['裁切', '方形 1:1', 'Square 1:1'],
      ],
      button: '生成头像',
      noImage: '请选择一张图片再生成。',
      example: '这是用本工具制作的示例，你的结果会显示在这里。',
      hint: 'PNG、JPG 或 WebP，一张人脸，最大 10 MB',
    },
  ])(
    'runs the headshot tool in its language: $url',
    async ({ url, heading, selects, button, noImage, example, hint }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      expect((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim()).toBe(heading);
      const tool = page.locator('#headshot-tool');
      await tool.scrollIntoViewIfNeeded();
      for (const [label, option, value] of selects) {
        const select = tool.getByLabel(label!, { exact: true });
        await select.selectOption({ label: option! });
        expect(await select.inputValue()).toBe(value);
      }
      await tool.getByText(example).waitFor();
      expect(await tool.getByText(hint).count()).toBe(1);
      await tool.getByRole('button', { name: button }).click();
      await expect.poll(async () => (await tool.getByRole('alert').first().textContent())?.trim()).toBe(noImage);
      await screenshot(page, `i18n-${url.split('/')[1]}-headshots`);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it.each([
    {
      url: '/es/watermark-remover',
      process: 'Quitar marca de agua',
      find: 'Buscar la marca de agua (vista previa gratis)',
      invalidUrl: 'Escribe una URL de vídeo válida.',
      limits: /^Tu plan .+: vídeos de hasta \d+p \(lado corto\), MP4 de hasta 100 MB\.$/,
    },
    {
      url: '/zh/watermark-remover',
      process: '去除水印',
      find: '查找水印（免费预览）',
      invalidUrl: '请输入有效的视频网址。',
      limits: /^你的 .+ 套餐：视频最高 \d+p（短边），MP4 最大 100 MB。$/,
    },
  ])(
    'runs the watermark remover in its language: $url',
    async ({ url, process, find, invalidUrl, limits }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
      const tool = page.locator('#watermark-tool');
      await tool.scrollIntoViewIfNeeded();
      await tool.getByRole('button', { name: find }).waitFor();
      await expect.poll(async () => (await tool.getByTestId('watermark-limits').textContent())?.trim()).toMatch(limits);
      await tool.getByRole('button', { name: process }).click();
      await expect.poll(async () => (await tool.getByRole('alert').first().textContent())?.trim()).toBe(invalidUrl);
      await screenshot(page, `i18n-${url.split('/')[1]}-watermark`);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('validates and sends the contact form in the page language', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    await page.goto(`${server.url}/zh/about`, { waitUntil: 'networkidle' });
    const form = page.locator('#contact');
    await form.scrollIntoViewIfNeeded();
    const send = form.getByRole('button', { name: '发送留言' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await form.getByText('姓名为必填项').waitFor();
    await page.goto(`${server.url}/es/about`, { waitUntil: 'networkidle' });
    await form.scrollIntoViewIfNeeded();
    const enviar = form.getByRole('button', { name: 'Enviar mensaje' });
    await expect.poll(() => enviar.isEnabled()).toBe(true);
    await form.getByLabel('Nombre').fill('Ana');
    await form.getByLabel('Correo electrónico').fill('ana@example.com');
    await form.getByLabel('Mensaje').fill('corto');
    await enviar.click();
    await form.getByText('Mensaje debe tener al menos 10 caracteres').waitFor();
    await form.getByLabel('Mensaje').fill('Hola, ¿hacéis retratos en grupo?');
    await enviar.click();
    await page.getByText('¡Gracias por tu mensaje! Te responderemos pronto.').waitFor();
    await screenshot(page, 'i18n-es-contact-sent');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('opens the sign-in dialog in the page language', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/es/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inicia sesión en Atelier' });
    await dialog.getByLabel('Correo electrónico').waitFor();
    await dialog.getByRole('button', { name: 'Crear una cuenta' }).click();
    await page.getByRole('dialog', { name: 'Crea tu cuenta' }).getByLabel('Nombre').waitFor();
    await context.close();
  }, 60_000);

  it('switches language from the phone menu', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/es/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await dialog.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${server.url}/zh/pricing`);
    await expect.poll(() => langOf(page)).toBe('zh-Hans');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('keeps English pages free of the other languages, and lists every language in the sitemap', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).not.toContain('Saltar al contenido');
    expect(html).not.toContain('跳到主要内容');
    // No request for a Spanish or Chinese route's data or module.
    expect(requests.filter((url) => /^\/(es|zh)(\/|\.|$)|\/(es|zh)-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(await alternatesOf(page)).toEqual({ en: '/', es: '/es', 'zh-Hans': '/zh', 'x-default': '/' });
    // A page without a translation has no alternates, and its Spanish URL is a 404.
    await page.goto(`${server.url}/job-application-kit`, { waitUntil: 'load' });
    expect(await alternatesOf(page)).toEqual({});
    expect((await fetch(`${server.url}/es/job-application-kit`)).status).toBe(404);
    await context.close();

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entry = /<url><loc>[^<]*\/es\/pricing<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
    expect(entry).toContain('hreflang="en"');
    expect(entry).toContain('hreflang="zh-Hans"');
    expect(entry).toContain('hreflang="x-default"');
    for (const url of ['/es', '/zh', '/es/terms', '/zh/privacy', '/zh/refunds', '/es/about'])
      expect(sitemap).toContain(`${url}</loc>`);
  }, 60_000);
});
