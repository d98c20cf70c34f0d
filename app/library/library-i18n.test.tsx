/**
 * My Tasks in Spanish and Chinese (jsdom, scripted API): the screen's text, toasts and dialogs in the page's
 * language with no English chrome left, the spec's English messages translated with their values carried over,
 * and English pages unchanged.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_MESSAGES, TRANSCRIPT_EDIT_MESSAGES, type ServerTask } from '#contract/library';
import { refusals } from '#contract/refusals';
import { I18nProvider, type I18n } from '#app/i18n/context';
import { localizedPath, type TranslatedLocale } from '#app/i18n/locales';
import { enLibrary } from '#app/i18n/messages/en-library';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
import { SessionProvider } from '../lib/session';
import { PricingModalProvider } from '../pricing/PricingModal';
import { json, serverTask } from './test-api';
import { TaskLibrary } from './TaskLibrary';
import { languageName, shortDate, sizeLabel, translateLibraryMessage } from './text';

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    loading: vi.fn(() => 't'),
  }),
);
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const DICTIONARIES = { es, zh };
/** The first render waits on the session and the list: generous on a busy machine. */
const SLOW = { timeout: 15_000 };
const languageOf = (locale: TranslatedLocale): I18n => ({
  locale,
  m: DICTIONARIES[locale],
  translated: DICTIONARIES[locale],
  href: (path) => localizedPath(path, locale),
});

const signedIn = {
  name: 'Ada',
  email: 'a@x',
  avatar: null,
  site_id: '31',
  points: { remaining_points: 100 },
  low_credit_threshold: 20,
};

function stubApi(tasks: ServerTask[], total = tasks.length, track?: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, 'http://localhost');
      if (pathname === '/user/session')
        return json({ code: 0, msg: 'ok', data: { user: signedIn, tool_costs: { headshot: 5 } } });
      if (pathname === '/user/task/list') return json({ code: 0, msg: 'success', data: { data: tasks, total } });
      if (pathname === '/user/task/search')
        return json({
          code: 0,
          msg: 'success',
          data: [
            { task_id: tasks[0]?.id ?? 'x', title: 'Talk', rank: 1, moments: [{ start: 7, end: 9, text: 'hola' }] },
          ],
        });
      if (pathname === '/user/task/track' && track) return track();
      if (pathname === '/user/task/track')
        return new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } });
      return json({ code: -404, msg: 'no route', data: null }, 404);
    }),
  );
}

function renderIn(locale: TranslatedLocale) {
  return render(
    <MemoryRouter initialEntries={[`/${locale}/my-tasks`]}>
      <I18nProvider value={languageOf(locale)}>
        <SessionProvider>
          <PricingModalProvider>
            <TaskLibrary openTaskId={null} onOpenTask={() => {}} />
          </PricingModalProvider>
        </SessionProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** Every English text of the screen that its translation changes (fixed texts; templates as patterns). */
function englishLeftovers(root: HTMLElement, locale: TranslatedLocale): string[] {
  const translated = DICTIONARIES[locale].library;
  const english: string[] = [];
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en !== other) english.push(en);
    } else if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en)) walk(value, (other as Record<string, unknown>)[key]);
  };
  walk(enLibrary, translated);
  const patterns = english.map(
    (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '.+')}$`, 's'),
  );
  const shown = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value) shown.add(value.trim());
    }
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    if (own) shown.add(own);
    if (element.textContent) shown.add(element.textContent.trim());
  }
  return [...shown].filter((text) => patterns.some((pattern) => pattern.test(text)));
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('library messages', () => {
  it('translates the spec messages the logic produces, values carried over, and nothing else', () => {
    const t = zh.library;
    expect(translateLibraryMessage(LIBRARY_MESSAGES.completed('Talk'), t)).toBe('任务“Talk”已完成。');
    // The reason of a failure is itself a spec message: translated too.
    expect(translateLibraryMessage(LIBRARY_MESSAGES.failed('Talk', LIBRARY_MESSAGES.statusFailure('no')), t)).toBe(
      '任务“Talk”失败：任务失败，状态为：no',
    );
    expect(translateLibraryMessage(TRANSCRIPT_EDIT_MESSAGES.notEditable, es.library)).toBe(
      'Podrás editar esta transcripción cuando la tarea haya terminado.',
    );
    expect(translateLibraryMessage(LIBRARY_MESSAGES.enterUrl, es.library)).toBe(es.library.spec.enterUrl);
    // A server's own reason is shown as it is.
    expect(translateLibraryMessage('The URL answered HTTP 404.', es.library)).toBe('The URL answered HTTP 404.');
    // English pages show the spec's text exactly.
    expect(translateLibraryMessage(LIBRARY_MESSAGES.completed('Talk'), enLibrary)).toBe('Task "Talk" completed.');
    expect(enLibrary.spec.completed).toBe('Task "{title}" completed.');
  });

  it('names languages, dates and sizes in the page language, English unchanged', () => {
    expect(languageName('en', 'es')).toBe('Inglés');
    expect(languageName('es', 'zh')).toBe('西班牙语');
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(shortDate(1_795_300_000, 'en')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026$/);
    expect(shortDate(1_795_300_000, 'zh')).toMatch(/^2026年\d{1,2}月\d{1,2}日$/);
    expect(shortDate(1_795_300_000, 'es')).toMatch(/^\d{1,2} [a-z]+\.? 2026$/);
    expect(sizeLabel(1.5 * 1024 * 1024, enLibrary, 'en')).toBe('1.5 MB');
    expect(sizeLabel(1.5 * 1024 * 1024, es.library, 'es')).toBe('1,5 MB');
    expect(sizeLabel(2048, zh.library, 'zh')).toBe('2 KB');
  });
});

// Whole-screen renders with a session and a list: slow when the machine is busy.
describe('My Tasks in Spanish and Chinese', { timeout: 30_000 }, () => {
  it('shows the list, the card states and the pager in Spanish, with no English chrome', async () => {
    stubApi(
      [
        serverTask(1, { status: 'processing', progress: 12, processing_step: 'creating_task', video_url: null }),
        serverTask(2, { status: 'no', error_reason: null, video_url: null }),
        serverTask(3, { title: 'Untitled Task' }),
        serverTask(4, { status: 'no', error_reason: refusals.notDownloadable, video_url: null }),
        ...Array.from({ length: 4 }, (_, i) => serverTask(i + 5)),
      ],
      9,
    );
    const { container } = renderIn('es');
    await screen.findByText('Página 1 de 2', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis tareas');
    expect(screen.getByText('Creando la tarea…')).toBeTruthy();
    expect(screen.getAllByText('Error al importar')).toHaveLength(2);
    // The spec's mapped reason, translated; the default title is the interface's, in Spanish.
    expect(screen.getByText('La tarea ha fallado con el estado: no')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Tarea sin título' })).toBeTruthy();
    // A server's reason it shares with the interface (contract/refusals.ts), in Spanish.
    expect(screen.getByText('No pudimos descargar el contenido de esta URL.')).toBeTruthy();
    expect(screen.getAllByText('Privada')).toHaveLength(8);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acciones de «Clip 4»' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar en todas las transcripciones' })).toBeTruthy();
    expect(englishLeftovers(container, 'es')).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Grabar pantalla/ }));
    expect(toast.info).toHaveBeenCalledWith('Esta función todavía no está disponible.');
  });

  it('opens the import and upload dialogs in Chinese and warns in Chinese', async () => {
    stubApi([]);
    renderIn('zh');
    await screen.findByText('任务列表还是空的', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /导入链接/ }));
    const addMedia = await screen.findByRole('dialog', { name: '添加媒体' });
    expect(within(addMedia).getByRole('button', { name: '关闭' })).toBeTruthy();
    const spoken = within(addMedia).getByLabelText('语音语言');
    expect(within(spoken).getByRole('option', { name: '自动检测' })).toBeTruthy();
    expect(within(spoken).getByRole('option', { name: '西班牙语' })).toBeTruthy();
    expect(englishLeftovers(addMedia, 'zh')).toEqual([]);
    await user.click(within(addMedia).getByRole('button', { name: '导入' }));
    expect(toast.warning).toHaveBeenCalledWith('请输入视频或音频的链接。');
    await user.click(within(addMedia).getByRole('button', { name: '取消' }));

    await user.click(screen.getByRole('button', { name: /上传文件/ }));
    const upload = await screen.findByRole('dialog', { name: '上传媒体文件' });
    expect(within(upload).getByText('MP4 视频，最大 100 MB，上传后自动转写。')).toBeTruthy();
    expect(englishLeftovers(upload, 'zh')).toEqual([]);
    await user.click(within(upload).getByRole('button', { name: '上传' }));
    expect(toast.warning).toHaveBeenCalledWith('请选择要上传的文件。');
  });

  it('names a search result by its visible time and text, in the language’s word order', async () => {
    stubApi([serverTask(1, { title: 'Talk' })]);
    renderIn('zh');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: '搜索全部文字稿' }, SLOW), 'hola');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    const results = await screen.findByRole('list', { name: '搜索结果' });
    // The time and the text show; the rest of the sentence is for screen readers only (spacing between the parts
    // is the browser's: jsdom joins them, Chromium spaces its flex items).
    const moment = within(results).getByRole('button', { name: /^从\s*0:07\s*打开“Talk”：\s*hola$/ });
    expect(within(moment).getByText('0:07').className).not.toContain('sr-only');
    expect(within(moment).getByText('从').className).toContain('sr-only');
    // The hidden words around the title are one piece each side: Chromium spaces separate pieces apart.
    expect([...moment.querySelectorAll('.sr-only')].map((piece) => piece.textContent)).toEqual([
      '从 ',
      ' 打开“Talk”：',
    ]);
    expect(englishLeftovers(results, 'zh')).toEqual([]);
  });

  it('toasts a tracked task’s completion in Chinese', async () => {
    const processing = serverTask(1, { status: 'processing', progress: 40, title: 'Talk' });
    const done = serverTask(1, { title: 'Talk' });
    stubApi(
      [processing],
      1,
      () =>
        new Response(`event: done\ndata: ${JSON.stringify(done)}\n\n`, {
          headers: { 'content-type': 'text/event-stream' },
        }),
    );
    renderIn('zh');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('任务“Talk”已完成。'), SLOW);
  });
});
