/** The My Tasks screen in jsdom with a scripted API: sign-in gate, skeletons, paging, card states, tracking. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapTaskStatus, parseProgress, toTask } from '#contract/library';
import { SessionProvider } from '../lib/session';
import { PricingModalProvider } from '../pricing/PricingModal';
import { json, serverTask } from './test-api';
import { TaskLibrary } from './TaskLibrary';

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

const userInfo = {
  code: 0,
  msg: 'success',
  data: {
    name: 'Ada',
    email: 'a@x',
    avatar: null,
    site_id: '31',
    points: { remaining_points: 100 },
    low_credit_threshold: 20,
  },
};

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;
let calls: string[];
function stubFetch(routes: Record<string, Handler>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url.pathname);
      const handler =
        routes[url.pathname] ?? (url.pathname === '/user/session' ? sessionFromUserInfo(routes) : undefined);
      if (!handler) return json({ code: -404, msg: 'no route', data: null }, 404);
      return handler(url, init);
    }),
  );
}

/** The session check reads /user/session: answered from the test's /user/info stub (a 401 there: nobody signed in). */
function sessionFromUserInfo(routes: Record<string, Handler>): Handler | undefined {
  const userInfoRoute = routes['/user/info'];
  if (!userInfoRoute) return undefined;
  return async (url, init) => {
    const answer = await userInfoRoute(url, init);
    const envelope = (await answer.json()) as { data: unknown };
    const tool_costs = { headshot: 5, image_to_video: 10, watermark: 8, presentation: 5, colouring: 2 };
    return json({ code: 0, msg: 'ok', data: { user: answer.ok ? envelope.data : null, tool_costs } });
  };
}

function renderLibrary() {
  return render(
    <MemoryRouter>
      <SessionProvider>
        <PricingModalProvider>
          <TaskLibrary openTaskId={null} onOpenTask={() => {}} />
        </PricingModalProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('task mapping', () => {
  it('maps the server status exactly as the spec says', () => {
    expect(mapTaskStatus('ok')).toEqual({ status: 'completed' });
    expect(mapTaskStatus('processing')).toEqual({ status: 'processing' });
    expect(mapTaskStatus('queuing')).toEqual({ status: 'processing' });
    expect(mapTaskStatus('no')).toEqual({ status: 'error', errorReason: 'Task failed with status: no' });
    expect(mapTaskStatus('weird')).toEqual({ status: 'error', errorReason: 'Task failed with status: weird' });
  });

  it('parses progress as an integer and takes url from video_url, title defaulting to Untitled Task', () => {
    expect(parseProgress('42.9')).toBe(42);
    expect(parseProgress('x')).toBe(0);
    const task = toTask(serverTask(1, { status: 'processing', progress: '37.5' as unknown as number, title: '' }));
    expect(task).toMatchObject({
      status: 'processing',
      progress: 37,
      title: 'Untitled Task',
      url: '/files/temp/1.mp4',
      processingStep: 'processing_media',
    });
  });
});

describe('My Tasks screen', () => {
  it('signed out: opens the sign-in prompt and never calls the task API', async () => {
    stubFetch({ '/user/info': () => json({ code: -401, msg: 'Please sign in to continue.', data: null }, 401) });
    renderLibrary();
    await screen.findByText('Sign in to see your tasks');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.startsWith('/user/task/'))).toEqual([]);
  });

  it('shows 8 skeletons while loading, then 8 cards with the pager and the card states', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tasks = [
      serverTask(1, { status: 'processing', progress: 12, processing_step: 'creating_task', video_url: null }),
      serverTask(2, { status: 'no', error_reason: 'The URL answered HTTP 404.', video_url: null }),
      ...Array.from({ length: 6 }, (_, i) => serverTask(i + 3)),
    ];
    stubFetch({
      '/user/info': () => json(userInfo),
      '/user/task/list': async (url) => {
        await gate;
        expect(url.searchParams.get('pageSize')).toBe('8');
        return json({ code: 0, msg: 'success', data: { data: tasks, total: 9 } });
      },
      // The tracker: never finishes in this test.
      '/user/task/track': () =>
        new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    });
    renderLibrary();
    await waitFor(() => expect(screen.getAllByTestId('task-skeleton')).toHaveLength(8));
    act(() => release());
    await screen.findByText('Page 1 of 2');
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect((screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('12%')).toBeTruthy();
    expect(screen.getByText('Creating Task...')).toBeTruthy();
    expect(screen.getByText('Import Failed')).toBeTruthy();
    expect(screen.getByText('The URL answered HTTP 404.')).toBeTruthy();
    expect(screen.getAllByText('Private')).toHaveLength(8);
    // The processing task is tracked once.
    await waitFor(() => expect(calls.filter((c) => c === '/user/task/track')).toHaveLength(1));
  });

  it('shows the empty state without a pager, and the not-implemented tiles say so', async () => {
    stubFetch({
      '/user/info': () => json(userInfo),
      '/user/task/list': () => json({ code: 0, msg: 'success', data: { data: [], total: 0 } }),
    });
    renderLibrary();
    await screen.findByText('Your Task List is Empty');
    expect(screen.getByText('Import a URL or upload a file to get started.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    const user = userEvent.setup();
    for (const name of ['Record Screen', 'Record Mic', 'New Dictation', 'Record Tab Audio']) {
      await user.click(screen.getByRole('button', { name: new RegExp(name) }));
    }
    expect(toast.info).toHaveBeenCalledTimes(4);
    expect(toast.info).toHaveBeenCalledWith('This feature is not yet implemented.');
  });

  it('toasts the server message, or the fallback, when the list fails', async () => {
    stubFetch({
      '/user/info': () => json(userInfo),
      '/user/task/list': () => json({ code: -500, msg: '', data: null }, 500),
    });
    renderLibrary();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load tasks.', { id: 'task-list-error' }));
  });

  it('tracks a processing task to completion and toasts it', async () => {
    const processing = serverTask(1, { status: 'processing', progress: 40, title: 'Talk' });
    const done = serverTask(1, { title: 'Talk' });
    stubFetch({
      '/user/info': () => json(userInfo),
      '/user/task/list': () => json({ code: 0, msg: 'success', data: { data: [processing], total: 1 } }),
      '/user/task/track': () =>
        new Response(
          `event: progress\ndata: ${JSON.stringify({ ...processing, progress: 80 })}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
    });
    renderLibrary();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Task "Talk" completed.'));
  });

  it('warns on an empty URL import', async () => {
    stubFetch({
      '/user/info': () => json(userInfo),
      '/user/task/list': () => json({ code: 0, msg: 'success', data: { data: [], total: 0 } }),
    });
    renderLibrary();
    await screen.findByText('Your Task List is Empty');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Import URL/ }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(toast.warning).toHaveBeenCalledWith('Please enter a media URL.');
    expect(calls).not.toContain('/v1/ScreenApp/CreateTask');
  });
});
