/**
 * Issue #21 item 6, the signed-in pages in Spanish and Chinese: a new user with a refunded run (a watermark job on a
 * private address: refused, credits given back), an API key and a Pro plan bought through the pricing modal and
 * the sandbox checkout on a Spanish page (the checkout and the return page stay Spanish) opens orders, billing,
 * credit history, API keys, notifications and creations under /es and /zh: the main area has none of the English
 * page text, dates and money are written the language's way, `<html lang>` follows, links stay in the language,
 * axe is clean in the light and the dark theme. The footer's switcher on /credits goes to /es/credits.
 * Screenshots at 1280 and 390 px in test-results/i18n-account-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousLines } from '../helpers/axe';
import { liveFooter, screenshot, signUpFromHeader, startE2eApp, stopE2eApp, watchErrors } from './fixtures';
import type { ServerProcess } from './fixtures';

let server: ServerProcess;
let browser: Browser;
/** A signed-in context whose user has a refund, an API key and a paid Pro plan (made in beforeAll). */
let signedIn: BrowserContext;

const YEAR = new Date().getUTCFullYear();
const ES_MONTH = '(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)';

/** The page's background: the theme actually applied (as tests/e2e/theme.e2e.ts reads it). */
const canvasOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const DARK_CANVAS = 'rgb(21, 19, 15)';
const LIGHT_CANVAS = 'rgb(248, 245, 239)';
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** The main area's text, non-breaking spaces (Intl's "192,00 US$") read as spaces. */
const mainText = async (page: Page) => ((await page.locator('main').innerText()) ?? '').replace(/\u00a0/g, ' ');

/** The English page text that must not be left on a translated page (whole words, case-sensitive). */
const ENGLISH = [
  'Sign in',
  'Your orders',
  'Every purchase',
  'See plans',
  'Monthly',
  'Yearly',
  'Paid',
  'credits',
  'Billing',
  'Current plan',
  'Renews on',
  'Cancel subscription',
  'Payments',
  'Receipt',
  'Credit history',
  'Export CSV',
  'Spent',
  'Refunds',
  'Purchases',
  'Grants',
  'Adjustments',
  'Sign-up bonus',
  'Refund',
  'Balance',
  'Watermark removal',
  'API keys',
  'API reference',
  'Create key',
  'created',
  'never used',
  'Revoke',
  'E-mail notifications',
  'When a long job',
  'When my credits',
  'My creations',
  'All tools',
  'Headshot',
  'Image to video',
  'Failed',
  'Regenerate',
  'Delete',
  'Previous',
  'Next',
  'Page',
  'password',
  'Save',
];
/** The run's error is the server's own reason (it stays as the server wrote it, in any language). */
const SERVER_REASON = /^.*(private|address|refused).*$/gim;

function englishLeftovers(text: string): string[] {
  const checked = text.replace(SERVER_REASON, '');
  return ENGLISH.filter((phrase) => new RegExp(`(^|[^\\p{L}])${phrase}($|[^\\p{L}])`, 'u').test(checked));
}

/** What each page shows in Spanish and Chinese once its data is in: its heading, its data, one more line of it. */
const PAGES = [
  {
    path: '/orders',
    es: { heading: 'Tus pedidos', data: new RegExp(`Pro · Anual[\\s\\S]*\\d{1,2} ${ES_MONTH} ${YEAR}`) },
    zh: { heading: '我的订单', data: new RegExp(`Pro · 按年[\\s\\S]*${YEAR}年\\d{1,2}月\\d{1,2}日`) },
    esAlso: '192,00 US$',
    zhAlso: 'US$192.00',
  },
  {
    path: '/billing',
    es: { heading: 'Facturación', data: new RegExp(`Se renueva el \\d{1,2} ${ES_MONTH} ${YEAR + 1}`) },
    zh: { heading: '账单', data: new RegExp(`将于 ${YEAR + 1}年\\d{1,2}月\\d{1,2}日 续订`) },
    esAlso: '192,00 US$ al año',
    zhAlso: '每年 US$192.00',
  },
  {
    path: '/credits',
    es: { heading: 'Historial de créditos', data: /Reembolso: Eliminación de marca de agua/ },
    zh: { heading: '积分记录', data: /退还：去水印/ },
    esAlso: 'Regalo de bienvenida',
    zhAlso: '注册奖励',
  },
  {
    path: '/api-keys',
    es: { heading: 'Claves de API', data: new RegExp(`creada el \\d{1,2} ${ES_MONTH} ${YEAR} · sin usar`) },
    zh: { heading: 'API 密钥', data: new RegExp(`创建于 ${YEAR}年\\d{1,2}月\\d{1,2}日 · 从未使用`) },
    esAlso: 'Nightly export',
    zhAlso: 'Nightly export',
  },
  {
    path: '/notifications',
    es: { heading: 'Avisos por correo', data: /Cuando me queden pocos créditos/ },
    zh: { heading: '邮件通知', data: /我的积分不足时/ },
    esAlso: 'Se envían a',
    zhAlso: '发送至',
  },
  {
    path: '/creations',
    es: { heading: 'Mis creaciones', data: /Eliminación de marca de agua[\s\S]*Fallido/ },
    zh: { heading: '我的作品', data: /去水印[\s\S]*失败/ },
    esAlso: '(con reembolso)',
    zhAlso: '（已退还）',
  },
] as const;

async function axeFindings(page: Page): Promise<string[]> {
  // Nothing serious anywhere on the page, and nothing at all in the page's own area.
  const inMain = (await runAxe(page, 'main')).map((finding) => `${finding.id} (${finding.impact}) in main`);
  return [...seriousLines(await runAxe(page)), ...inMain];
}

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ env: { SIGNUP_CREDITS: '100' } }));
  signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await signedIn.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await signUpFromHeader(page);
  // A run the server refuses after charging (a private address): failed and refunded. And an API key.
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { code: number };
      },
      { path, body },
    );
  expect((await post('/v1/sora2/WatermarkRemover', { video_add: 'http://10.0.0.7/video.mp4' })).code).toBe(0);
  expect((await post('/v1/api-keys', { name: 'Nightly export' })).code).toBe(0);
  // The refusal and its refund come from the task's worker: wait for the refund (expect.poll is for tests only).
  const refunds = () =>
    page.evaluate(async () => {
      const response = await fetch('/v1/credits/history?kind=refund', { headers: { Accept: 'application/json' } });
      return ((await response.json()) as { data: { total: number } }).data.total;
    });
  const deadline = Date.now() + 60_000;
  while ((await refunds()) < 1) {
    if (Date.now() > deadline) throw new Error('the refused run was not refunded within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await page.close();
}, 240_000);
afterAll(async () => {
  await signedIn?.close();
  await stopE2eApp({ browser, server });
});

describe('account pages in Spanish and Chinese', () => {
  it('buys Pro from the pricing modal on a Spanish page: the checkout and the return page are Spanish', async () => {
    const page = await signedIn.newPage();
    const errors = watchErrors(page, { ignore401: true });
    await page.goto(`${server.url}/es/credits`, { waitUntil: 'networkidle' });
    await page.getByTestId('credits-badge').click();
    const dialog = page.getByRole('dialog', { name: 'Elige un plan' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'tus pedidos' }).getAttribute('href')).toBe('/es/orders');
    await screenshot(page, 'i18n-account-pricing-modal-es-1280');
    await dialog.getByRole('button', { name: /^Obtener Pro(?! Max)/ }).click();
    await page.waitForURL(/\/es\/checkout\/sandbox\/sbx_/);
    await page.getByRole('heading', { name: 'Pago', exact: true }).waitFor();
    expect(await langOf(page)).toBe('es');
    const pay = page.getByRole('button', { name: /^Pagar 192,00\sUS\$$/ });
    await pay.waitFor();
    await screenshot(page, 'i18n-account-checkout-es-1280');
    expect(englishLeftovers(await mainText(page))).toEqual([]);
    await pay.click();
    await page.waitForURL(/\/es\/callback\/paypal\/success\?order_no=ATL-/);
    await page.getByRole('heading', { name: 'Pago completado' }).waitFor();
    expect(await langOf(page)).toBe('es');
    const text = await mainText(page);
    expect(text).toContain('Pro (anual) está activo: se han añadido');
    expect(text).toMatch(/Tu saldo: [\d.]+ créditos/);
    expect(englishLeftovers(text)).toEqual([]);
    expect(await page.getByRole('link', { name: 'Ver tus pedidos' }).getAttribute('href')).toBe('/es/orders');
    await screenshot(page, 'i18n-account-callback-es-1280');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  for (const locale of ['es', 'zh'] as const)
    it.each(PAGES)(
      `/${locale}$path: translated, its data in the language's format`,
      async (entry) => {
        const page = await signedIn.newPage();
        const errors = watchErrors(page, { ignore401: true });
        await page.goto(`${server.url}/${locale}${entry.path}`, { waitUntil: 'networkidle' });
        expect(await langOf(page)).toBe(locale === 'es' ? 'es' : 'zh-Hans');
        await page.getByRole('heading', { level: 1, name: entry[locale].heading }).waitFor();
        // The tab's title in the language too; a signed-in page stays out of search engines.
        expect(await page.title()).toContain(entry[locale].heading);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        await expect.poll(() => mainText(page), { timeout: 20_000 }).toMatch(entry[locale].data);
        const text = await mainText(page);
        expect(text).toContain(locale === 'es' ? entry.esAlso : entry.zhAlso);
        expect(englishLeftovers(text)).toEqual([]);
        // Links to other pages stay in the language (those that exist in it).
        const hrefs = await page
          .locator('main a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        for (const href of hrefs.filter((href) => !href.startsWith('/v1/') && !href.startsWith('/api/')))
          expect(href.startsWith(`/${locale}/`) || href === `/${locale}` || href.startsWith('/presentations')).toBe(
            true,
          );
        await screenshot(page, `i18n-account-${locale}${entry.path.replace('/', '-')}-1280`, { fullPage: true });
        expect(await axeFindings(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
      90_000,
    );

  it('the account menu on a Chinese page names and links the account pages in Chinese', async () => {
    const page = await signedIn.newPage();
    await page.goto(`${server.url}/zh/orders`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '账户菜单' }).click();
    const item = page.getByRole('menuitem', { name: '积分记录' });
    expect(await item.getAttribute('href')).toBe('/zh/credits');
    expect(await page.getByRole('menuitem', { name: 'API 密钥' }).getAttribute('href')).toBe('/zh/api-keys');
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await item.click();
    await page.waitForURL(/\/zh\/credits$/);
    await page.getByRole('heading', { level: 1, name: '积分记录' }).waitFor();
    await page.close();
  }, 60_000);

  it.each(['light', 'dark'] as const)(
    'axe is clean on the Spanish and Chinese pages at 390 px (%s theme)',
    async (theme) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        colorScheme: theme,
        storageState: await signedIn.storageState(),
      });
      const page = await context.newPage();
      const errors = watchErrors(page, { ignore401: true });
      for (const locale of ['es', 'zh'] as const)
        for (const entry of PAGES) {
          await page.goto(`${server.url}/${locale}${entry.path}`, { waitUntil: 'networkidle' });
          await expect.poll(() => mainText(page), { timeout: 20_000 }).toMatch(entry[locale].data);
          expect(await canvasOf(page)).toBe(theme === 'dark' ? DARK_CANVAS : LIGHT_CANVAS);
          // Nothing wider than the phone's screen (long Spanish words, CJK lines).
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          // Every filter and switch label on one line (a CJK label may break between any two characters).
          const radioHeights = await page
            .locator('main [role="radio"]')
            .evaluateAll((radios) => radios.map((radio) => radio.getBoundingClientRect().height));
          for (const height of radioHeights) expect(height).toBeLessThan(44);
          await screenshot(page, `i18n-account-${locale}${entry.path.replace('/', '-')}-390-${theme}`, {
            fullPage: true,
          });
          expect({ path: `/${locale}${entry.path}`, findings: await axeFindings(page) }).toEqual({
            path: `/${locale}${entry.path}`,
            findings: [],
          });
        }
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('the reset page of a reset asked for in Spanish (/es/reset-password) is Spanish, axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    await page.goto(`${server.url}/es/reset-password?token=not-a-real-token`, { waitUntil: 'networkidle' });
    expect(await langOf(page)).toBe('es');
    await page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' }).waitFor();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirma la contraseña nueva').fill('correct horse battery!');
    await page.getByRole('button', { name: 'Mostrar la contraseña' }).click();
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('Las dos contraseñas no coinciden.').waitFor();
    expect(englishLeftovers(await mainText(page))).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'i18n-account-es-reset-password-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the language switcher on /credits goes to /es/credits, then /zh/credits', async () => {
    const page = await signedIn.newPage();
    await page.goto(`${server.url}/credits`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Credit history' }).waitFor();
    const switcher = (await liveFooter(page)).getByRole('navigation', { name: 'Language' });
    await switcher.getByRole('link', { name: 'Español' }).click();
    await page.waitForURL(`${server.url}/es/credits`);
    await page.getByRole('heading', { level: 1, name: 'Historial de créditos' }).waitFor();
    await expect.poll(() => langOf(page)).toBe('es');
    const spanishSwitcher = (await liveFooter(page)).getByRole('navigation', { name: 'Idioma' });
    await spanishSwitcher.getByRole('link', { name: '中文' }).click();
    await page.waitForURL(`${server.url}/zh/credits`);
    await page.getByRole('heading', { level: 1, name: '积分记录' }).waitFor();
    expect(await langOf(page)).toBe('zh-Hans');
    await page.close();
  }, 60_000);
});
