/** The colouring tool screen: config handling, tool switching with separate results, the request it sends. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import toolsFile from '#content/tools/colouring.json';
import { parseColouringTools, type ColouringToolSection } from '#contract/colouring';
import { I18nProvider } from '#app/i18n/context';
import { es } from '#app/i18n/messages/es';
import { ColouringTool } from './ColouringTool';

const mocks = vi.hoisted(() => ({
  post: vi.fn(),
  get: vi.fn(),
  /** The task poll (GET /v1/AiTaskRecord/…). */
  poll: vi.fn(),
  /** The tool's recent runs (GET /v1/generation/recent). */
  recent: vi.fn(),
  session: {
    status: 'signed-in' as 'signed-in' | 'signed-out',
    user: { name: 'Ada' },
    refresh: vi.fn(async () => null),
    openSignIn: vi.fn(),
  },
  openPricing: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('#app/lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: { post: mocks.post, get: mocks.get },
}));
vi.mock('#app/lib/session', () => ({ useSession: () => mocks.session }));
vi.mock('#app/pricing/PricingModal', () => ({ usePricingModal: () => ({ open: mocks.openPricing }) }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, undefined] }));

const tools = parseColouringTools(toolsFile);
const section: ColouringToolSection = {
  type: 'colouring-tool',
  tools: ['image-to-coloring', 'text-to-coloring'],
  defaultTool: 'image-to-coloring',
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mocks.session.status = 'signed-in';
  mocks.post.mockResolvedValue({ code: 0, msg: 'success', data: { task_id: 'task-1' } });
  mocks.get.mockImplementation((path: string) =>
    path === '/v1/generation/recent' ? mocks.recent(path) : mocks.poll(path),
  );
  mocks.recent.mockResolvedValue({ code: 0, msg: 'success', data: [] });
  mocks.poll.mockResolvedValue({
    code: 0,
    msg: 'success',
    data: { task_id: 'task-1', status: 'ok', url: '/files/a.png|/files/b.png', msg: 'success' },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const panel = (id: string) => document.querySelector<HTMLElement>(`[data-tool="${id}"]`)!;

// Each case is a user-event journey: several seconds when the machine is busy (the 5 s default timed out at load 20).
describe('<ColouringTool>', { timeout: 20_000 }, () => {
  it('says "Tool configuration is missing." without tools', () => {
    render(<ColouringTool section={{ type: 'colouring-tool', defaultTool: 'image-to-coloring' }} available={tools} />);
    expect(screen.getByRole('alert').textContent).toBe('Tool configuration is missing.');
  });

  it('lists the configured tools, opens image-to-coloring by default and switches', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColouringTool section={section} available={tools} />);
    const nav = screen.getByRole('navigation', { name: 'Colouring tools' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Photo to colouring page', 'Text to colouring page']);
    expect(screen.getByRole('heading', { name: 'Turn a photo into a colouring page' })).toBeTruthy();
    expect(panel('text-to-coloring').hidden).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Text to colouring page' }));
    expect(panel('text-to-coloring').hidden).toBe(false);
    expect(panel('image-to-coloring').hidden).toBe(true);
    expect(screen.getByRole('heading', { name: 'Describe a colouring page' })).toBeTruthy();
    expect(within(panel('text-to-coloring')).getByText(tools[1]!.description)).toBeTruthy();
  });

  it('text: validates, sends the built prompt and options, shows skeletons, then one card per URL — kept per tool; delete removes one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColouringTool section={{ ...section, defaultTool: 'text-to-coloring' }} available={tools} />);
    const text = within(panel('text-to-coloring'));
    await user.click(text.getByRole('button', { name: 'Create colouring page' }));
    expect(text.getByRole('alert').textContent).toBe('Please enter a prompt.');
    expect(mocks.post).not.toHaveBeenCalled();

    await user.type(text.getByLabelText('What should be on the page?'), 'a cat and a house');
    await user.clear(text.getByLabelText('Number of pages'));
    await user.type(text.getByLabelText('Number of pages'), '2');
    await user.click(text.getByRole('button', { name: 'Create colouring page' }));
    expect(mocks.post).toHaveBeenCalledWith(
      '/v1/rabbit/NanoBanana',
      {
        prompt:
          'a cat and a house, coloring page, black and white line art, clean outlines, white background, simple shapes, thick lines, large areas to colour --no color, shading, gradients, grey fill, text, watermark',
        num_images: 2,
        tool: 'text-to-coloring',
        options: {
          userPrompt: 'a cat and a house',
          promptEnhancer: true,
          difficulty: 'Children',
          dimension: 'Default',
          isPrivate: true,
          highQuality: false,
          removeWatermark: false,
        },
      },
      expect.anything(),
    );
    await waitFor(() => expect(text.getAllByTestId('result-skeleton')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(text.getAllByRole('article')).toHaveLength(2));
    expect(text.getAllByRole('img', { name: /Colouring page/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/files/a.png',
      '/files/b.png',
    ]);
    expect(text.getAllByText('Public')).toHaveLength(2);
    expect(text.getAllByText(/^\d{4}\/\d{2}\/\d{2}$/)).toHaveLength(2);
    expect(mocks.session.refresh).toHaveBeenCalled();

    // The photo tool has its own, empty results.
    await user.click(screen.getByRole('button', { name: 'Photo to colouring page' }));
    expect(within(panel('image-to-coloring')).getByText('No more data')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Text to colouring page' }));
    expect(text.getAllByRole('article')).toHaveLength(2);

    await user.click(text.getByRole('button', { name: 'More actions for result 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(text.getAllByRole('article')).toHaveLength(1));
  });

  it('image: asks for an image first; a signed-out user gets the sign-in modal', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColouringTool section={section} available={tools} />);
    const image = within(panel('image-to-coloring'));
    await user.click(image.getByRole('button', { name: 'Create colouring page' }));
    expect(image.getByRole('alert').textContent).toBe('Please upload an image first.');
    expect(mocks.toast.error).toHaveBeenCalledWith('Please upload an image first.');

    mocks.session.status = 'signed-out';
    const text = within(panel('text-to-coloring'));
    await user.click(screen.getByRole('button', { name: 'Text to colouring page' }));
    await user.type(text.getByLabelText('What should be on the page?'), 'a boat');
    await user.click(text.getByRole('button', { name: 'Create colouring page' }));
    expect(mocks.session.openSignIn).toHaveBeenCalledTimes(1);
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('-102 opens the pricing modal; a failed task shows its message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ColouringTool section={{ ...section, defaultTool: 'text-to-coloring' }} available={tools} />);
    const text = within(panel('text-to-coloring'));
    await user.type(text.getByLabelText('What should be on the page?'), 'a boat');
    mocks.post.mockResolvedValueOnce({ code: -102, msg: 'Not enough credits.', data: null });
    await user.click(text.getByRole('button', { name: 'Create colouring page' }));
    await waitFor(() => expect(mocks.openPricing).toHaveBeenCalledTimes(1));

    mocks.poll.mockResolvedValueOnce({
      code: 0,
      msg: 'success',
      data: { task_id: 'task-1', status: 'no', url: null, msg: '' },
    });
    await user.click(text.getByRole('button', { name: 'Create colouring page' }));
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(text.getByRole('alert').textContent).toBe('Images processing failed.'));
    expect(mocks.toast.error).toHaveBeenCalledWith('Images processing failed.');
  });

  it('after a reload the carousel shows the tool’s recent pages from the server; Regenerate re-runs their request; Print offers a PDF', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = {
      prompt: 'a fox, coloring page',
      num_images: 2,
      tool: 'text-to-coloring',
      options: { userPrompt: 'a fox', paperSize: 'Letter' },
    };
    const run = (overrides: object) => ({
      task_id: 'old-1',
      tool: 'text-to-coloring',
      status: 'ok',
      progress: 100,
      url: '/files/p1.webp|/files/p2.webp',
      images: ['/files/p1.webp', '/files/p2.webp'],
      content: null,
      msg: 'success',
      error_message: '',
      video_url: null,
      created_at: Date.UTC(2026, 10, 20) / 1000,
      cost: 4,
      summary: 'a fox, coloring page',
      input,
      ...overrides,
    });
    mocks.recent.mockImplementation(async (path: string) => ({
      code: 0,
      msg: 'success',
      data: path ? [run({}), run({ task_id: 'old-failed', status: 'no', url: null, images: [] })] : [],
    }));
    render(<ColouringTool section={{ ...section, defaultTool: 'text-to-coloring' }} available={tools} />);
    const text = within(panel('text-to-coloring'));
    await waitFor(() => expect(text.getAllByRole('article')).toHaveLength(2));
    expect(text.getAllByRole('img', { name: /Colouring page/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/files/p1.webp',
      '/files/p2.webp',
    ]);
    expect(text.getAllByText('2026/11/20')).toHaveLength(2);
    const print = text.getByRole('region', { name: 'Print' });
    expect((within(print).getByLabelText('Paper') as HTMLSelectElement).value).toBe('Letter');
    expect(
      within(print)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A4', 'US Letter', 'All 2 pages', 'Page 1', 'Page 2']);
    expect(within(print).getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    await user.click(text.getByRole('button', { name: 'More actions for result 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Regenerate' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/v1/rabbit/NanoBanana', input, expect.anything()));
  });

  it('on a Spanish page shows every word in Spanish and still sends the English values', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const spanish = { locale: 'es' as const, m: es, translated: es, href: (path: string) => `/es${path}` };
    render(
      <I18nProvider value={spanish}>
        <ColouringTool section={section} available={tools} />
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Herramientas para colorear' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['De foto a página para colorear', 'De texto a página para colorear']);
    expect(screen.getByRole('heading', { name: 'Convierte una foto en una página para colorear' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Conservar las caras' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'De texto a página para colorear' }));
    const text = panel('text-to-coloring');
    const difficulty = within(text).getByLabelText('Dificultad') as HTMLSelectElement;
    expect([...difficulty.options].map((o) => [o.value, o.text])).toEqual([
      ['Children', 'Infantil'],
      ['Teens', 'Adolescentes'],
      ['Adults', 'Adultos'],
      ['Expert', 'Experto'],
    ]);
    await user.click(within(text).getByRole('button', { name: /Crear página para colorear/ }));
    expect(within(text).getByRole('alert').textContent).toBe('Escribe una indicación.');
    expect(mocks.toast.error).toHaveBeenCalledWith('Escribe una indicación.');
    // No English word of the English form is left.
    for (const english of ['Prompt', 'Difficulty', 'Page size', 'Number of pages', 'High quality', 'Results'])
      expect(text.textContent).not.toContain(english);
    await user.selectOptions(difficulty, 'Adultos');
    await user.type(within(text).getByLabelText('¿Qué debe aparecer en la página?'), 'un gato');
    await user.click(within(text).getByRole('button', { name: /Crear página para colorear/ }));
    expect(mocks.post).toHaveBeenCalledWith(
      '/v1/rabbit/NanoBanana',
      expect.objectContaining({
        options: expect.objectContaining({ userPrompt: 'un gato', difficulty: 'Adults', dimension: 'Default' }),
      }),
      expect.anything(),
    );
    // The results and the print panel in Spanish.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(within(text).getAllByRole('article', { name: /^Resultado \d$/ })).toHaveLength(2));
    expect(within(text).getAllByText('Pública')).toHaveLength(2);
    expect(within(text).getAllByRole('button', { name: 'Descargar PNG' })).toHaveLength(2);
    expect(within(text).getByRole('img', { name: 'Página para colorear 1' })).toBeTruthy();
    const print = within(text).getByRole('region', { name: 'Imprimir' });
    expect(within(print).getByRole('option', { name: 'Las 2 páginas' })).toBeTruthy();
    expect(within(print).getByRole('button', { name: 'Descargar PDF' })).toBeTruthy();
    for (const english of ['Public', 'Download', 'Print', 'Paper', 'Pages', 'Result'])
      expect(text.textContent).not.toMatch(new RegExp(`\\b${english}\\b`));
  });
});
