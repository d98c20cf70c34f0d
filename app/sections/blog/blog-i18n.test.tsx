/**
 * The blog list in Spanish and Chinese: it asks for that language's posts (`locale`, and only then: the English call
 * stays the spec's), links cards to the post in that language, keeps each language's pages apart in the session
 * cache, and shows its labels and empty message translated. The blog dictionaries have every English key with the
 * same `{slots}`.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostSummary } from '#contract/marketing';
import { sectionSchema, type SectionOf } from '#contract/sections';
import { I18nProvider, type I18n } from '#app/i18n/context';
import { localizedPath, type Locale, type TranslatedLocale } from '#app/i18n/locales';
import { enBlog } from '#app/i18n/messages/en-blog';
import { es } from '#app/i18n/messages/es';
import { zh } from '#app/i18n/messages/zh';
import { BlogList, clearBlogCache } from './BlogList';

const section = sectionSchema.parse({ type: 'blog-list', title: 'Journal' }) as SectionOf<'blog-list'>;
const DICTIONARIES = { es, zh } as const;

function languageOf(locale: TranslatedLocale): I18n {
  const messages = DICTIONARIES[locale];
  return { locale, m: messages, translated: messages, href: (path) => localizedPath(path, locale) };
}

const post = (id: number, slug: string): BlogPostSummary => ({
  id,
  custom_url: slug,
  cover: null,
  cover_alt: null,
  title: `Post ${slug}`,
  intro: 'Intro',
  tags: ['Guías'],
  created_at: 1_776_157_200, // 2026-04-14
});

function answering(posts: Record<string, BlogPostSummary[]>) {
  return vi.fn(async (url: string) => {
    const locale = new URL(url, 'http://x').searchParams.get('locale') ?? 'en';
    const data = posts[locale] ?? [];
    return new Response(JSON.stringify({ code: 0, msg: 'success', data: { data, total: data.length } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const renderIn = (locale: Locale) =>
  render(
    locale === 'en' ? (
      <BlogList section={section} />
    ) : (
      <I18nProvider value={languageOf(locale)}>
        <BlogList section={section} />
      </I18nProvider>
    ),
  );

beforeEach(() => clearBlogCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('blog list per language', () => {
  it('asks for the Spanish posts on a Spanish page and links them to /es/blog', async () => {
    const fetch = answering({ es: [post(1, 'luz-suave')], en: [post(2, 'soft-light')] });
    vi.stubGlobal('fetch', fetch);
    renderIn('es');
    const link = await screen.findByRole('link', { name: /luz-suave/ });
    expect(link.getAttribute('href')).toBe('/es/blog/luz-suave');
    expect(String(fetch.mock.calls[0]![0])).toBe('/content/blog/list?current=1&pageSize=4&site_id=31&locale=es');
    expect(screen.getByRole('list', { name: 'Artículos del blog' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toBeTruthy();
    expect(screen.getByText('14 de abril de 2026')).toBeTruthy();
  });

  it('keeps the languages apart in the session cache', async () => {
    const fetch = answering({ es: [post(1, 'luz-suave')], en: [post(2, 'soft-light')], zh: [post(3, 'soft-light')] });
    vi.stubGlobal('fetch', fetch);
    const spanish = renderIn('es');
    await screen.findByRole('link', { name: /luz-suave/ });
    spanish.unmount();
    const chinese = renderIn('zh');
    expect((await screen.findByRole('link', { name: /soft-light/ })).getAttribute('href')).toBe('/zh/blog/soft-light');
    chinese.unmount();
    renderIn('en');
    expect((await screen.findByRole('link', { name: /soft-light/ })).getAttribute('href')).toBe('/blog/soft-light');
    expect(fetch).toHaveBeenCalledTimes(3);
    // The English call is the spec's, without `locale`.
    expect(String(fetch.mock.calls[2]![0])).toBe('/content/blog/list?current=1&pageSize=4&site_id=31');
  });

  it('shows the empty message and the pager labels in the page language', async () => {
    vi.stubGlobal('fetch', answering({}));
    renderIn('zh');
    expect(await screen.findByText('暂无博客文章。')).toBeTruthy();
    vi.stubGlobal('fetch', answering({ es: Array.from({ length: 9 }, (_, i) => post(i + 1, `articulo-${i + 1}`)) }));
    clearBlogCache();
    const user = userEvent.setup();
    renderIn('es');
    await screen.findAllByRole('link', { name: /articulo/ });
    const pager = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(pager.querySelector('[aria-label="Página siguiente"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('blog dictionaries', () => {
  const flatten = (value: unknown, prefix = ''): Array<[string, string]> =>
    typeof value === 'string'
      ? [[prefix, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
          flatten(inner, prefix ? `${prefix}.${key}` : key),
        );
  const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each([
    ['es', es.blog],
    ['zh', zh.blog],
  ] as const)('%s has every English key, non-empty, with the same slots', (_locale, messages) => {
    const english = new Map(flatten(enBlog));
    const translated = new Map(flatten(messages));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) {
      expect(value.trim(), key).not.toBe('');
      // `one` may name the number in words ("un artículo"); every other text keeps the English slots.
      if (!key.endsWith('.one')) expect(slots(value), key).toEqual(slots(english.get(key)!));
    }
  });

  it("keeps the spec's empty message exactly in English", () => {
    expect(enBlog.empty).toBe('No blog posts available at the moment.');
  });
});
