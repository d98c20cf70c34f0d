import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary } from '#contract/marketing';
import { sectionSchema, type SectionOf } from '#contract/sections';
import { BlogList, clearBlogCache } from './BlogList';

const section = sectionSchema.parse({ type: 'blog-list', title: 'Journal' }) as SectionOf<'blog-list'>;

const post = (id: number): BlogPostSummary => ({
  id,
  custom_url: `post-${id}`,
  cover: `/media/cover-${id}.webp`,
  cover_alt: `Cover ${id}`,
  title: `Post number ${id}`,
  intro: `Intro ${id}`,
  tags: ['Guides'],
  created_at: 1_780_000_000 - id * 86_400,
});

function answer(total: number) {
  return vi.fn(async (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    const current = Number(query.get('current'));
    const size = Number(query.get('pageSize'));
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((current - 1) * size, current * size);
    return new Response(JSON.stringify({ code: 0, msg: 'success', data: { data: ids.map(post), total } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => clearBlogCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('blog list section', () => {
  it('asks for page 1 of site 31, 4 per page, and shows cards that open the post in a new tab', async () => {
    const fetch = answer(10);
    vi.stubGlobal('fetch', fetch);
    render(<BlogList section={section} />);
    const link = await screen.findByRole('link', { name: /Post number 1/ });
    expect(link.getAttribute('href')).toBe('/blog/post-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(String(fetch.mock.calls[0]![0])).toBe('/content/blog/list?current=1&pageSize=4&site_id=31');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    // 10 posts → 3 pages, all shown.
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
  });

  it('caches fetched pages for the session', async () => {
    const fetch = answer(10);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<BlogList section={section} />);
    await screen.findByRole('link', { name: /Post number 1/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: /Post number 5/ });
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByRole('link', { name: /Post number 1/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: /Post number 5/ });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the empty message when there are no posts', async () => {
    vi.stubGlobal('fetch', answer(0));
    render(<BlogList section={section} />);
    expect(await screen.findByText('No blog posts available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('only logs a failed fetch: nothing is shown to the visitor', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<BlogList section={section} />);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('list', { name: 'Loading posts' })).toBeNull();
    expect(screen.queryByText('No blog posts available at the moment.')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
