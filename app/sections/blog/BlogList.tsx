/**
 * Blog list: cards of posts from GET /content/blog/list, page size `postsPerPage` (4), site `siteId` ('31'), in the
 * page's language (English pages make the spec's call unchanged; /es and /zh pages add `locale`).
 * Fetched pages are cached for the session (module memory: survives client-side navigation). An empty list
 * shows BLOG_EMPTY_MESSAGE (in the page's language); a failed fetch is only logged. Cards open the post in a new tab.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Paged } from '#contract/wire';
import type { BlogPostSummary } from '#contract/marketing';
import type { SectionOf } from '#contract/sections';
import { apiRequest, unwrap } from '#app/lib/api';
import { cn } from '#app/lib/cn';
import { SectionFrame, SectionHeading } from '../SectionHeading';
import { useI18n, useMessages } from '../../i18n/context';
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import { enBlog } from '../../i18n/messages/en-blog';
import { blogPostPath } from '../../lib/blog-path';
import { formatPostDate, isoPostDate } from './format';
import { paginationItems } from './pagination';

type BlogPage = Paged<BlogPostSummary>;

const pageCache = new Map<string, BlogPage>();
const cacheKey = (siteId: string, pageSize: number, current: number, locale: Locale) =>
  `${locale}:${siteId}:${pageSize}:${current}`;

/** For tests: forget the session cache. */
export function clearBlogCache() {
  pageCache.clear();
}

/** Seeds the cache with a page the server already rendered (the /blog route). */
export function primeBlogCache(siteId: string, pageSize: number, current: number, page: BlogPage, locale: Locale) {
  pageCache.set(cacheKey(siteId, pageSize, current, locale), page);
}

export async function fetchBlogPage(
  siteId: string,
  pageSize: number,
  current: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<BlogPage> {
  const key = cacheKey(siteId, pageSize, current, locale);
  const cached = pageCache.get(key);
  if (cached) return cached;
  const envelope = await apiRequest<BlogPage>('GET', '/content/blog/list', {
    query: { current, pageSize, site_id: siteId, ...(locale === 'en' ? {} : { locale }) },
    signal,
  });
  const page = unwrap(envelope, 'The blog list could not be loaded.');
  pageCache.set(key, page);
  return page;
}

type State = { status: 'loading' } | { status: 'ready'; page: BlogPage } | { status: 'failed' };

/**
 * Every part of a card has a fixed height (tags one row, title two lines, intro three lines), so the loading
 * placeholders below take exactly the room of the real cards: nothing moves when the posts arrive.
 */
export function BlogPostCard({ post, headingLevel = 'h3' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  const { locale } = useI18n();
  const text = useMessages('blog', enBlog);
  const Heading = headingLevel;
  return (
    <li className="group overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line">
      <a
        href={blogPostPath(post.custom_url, locale)}
        target="_blank"
        rel="noopener"
        className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-accent"
      >
        {post.cover ? (
          <img
            src={post.cover}
            alt={post.cover_alt ?? ''}
            width={1200}
            height={630}
            loading="lazy"
            decoding="async"
            className="aspect-[40/21] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="aspect-[40/21] bg-accent-soft" aria-hidden />
        )}
        <div className="flex flex-1 flex-col gap-2 p-5">
          <ul className="flex h-6 flex-wrap gap-1.5 overflow-hidden" aria-label={text.tags}>
            {post.tags.slice(0, 3).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs leading-5 font-medium text-accent-strong"
              >
                {tag}
              </li>
            ))}
          </ul>
          <Heading className="line-clamp-2 h-14 text-xl leading-7 font-semibold group-hover:text-accent">
            {post.title}
          </Heading>
          <p className="line-clamp-3 h-[4.5rem] text-pretty text-sm leading-6 text-ink-soft">{post.intro}</p>
          <time dateTime={isoPostDate(post.created_at)} className="h-4 text-xs leading-4 text-ink-soft">
            {formatPostDate(post.created_at, locale)}
          </time>
        </div>
      </a>
    </li>
  );
}

function BlogPostSkeleton() {
  return (
    <li className="overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line" aria-hidden>
      <div className="aspect-[40/21] animate-pulse bg-muted" />
      <div className="flex flex-col gap-2 p-5">
        <div className="h-6 w-24 rounded-full bg-muted" />
        <div className="h-14 rounded-lg bg-muted" />
        <div className="h-[4.5rem] rounded-lg bg-muted/70" />
        <div className="h-4 w-28 rounded bg-muted" />
      </div>
    </li>
  );
}

export function BlogPager({
  current,
  totalPages,
  onPage,
}: {
  current: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const text = useMessages('blog', enBlog);
  if (totalPages <= 1) return null;
  const items = paginationItems(current, totalPages);
  const button = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-medium transition-colors';
  return (
    <nav aria-label={text.pages} className="mt-10 flex items-center justify-center gap-1.5">
      <button
        type="button"
        className={cn(button, 'hover:bg-muted disabled:opacity-40')}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label={text.previousPage}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-ink-soft" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={fill(text.page, { page: item })}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={cn(button, item === current ? 'bg-ink text-canvas' : 'hover:bg-muted')}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(button, 'hover:bg-muted disabled:opacity-40')}
        disabled={current >= totalPages}
        onClick={() => onPage(current + 1)}
        aria-label={text.nextPage}
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}

export function BlogList({
  section,
  initial,
  initialCurrent = 1,
  paging,
  headingLevel = 'h2',
  empty,
}: {
  section: SectionOf<'blog-list'>;
  /** The page the server rendered (the /blog route); otherwise the list is fetched in the browser. */
  initial?: BlogPage;
  /** Which page `initial` is (default 1). */
  initialCurrent?: number;
  /** Paging owned by the caller (the /blog route keeps the page number in its URL); else the list's own state. */
  paging?: { current: number; onPage: (page: number) => void };
  headingLevel?: 'h1' | 'h2';
  /** What an empty list shows instead of the spec's message (a translated blog's own empty state). */
  empty?: ReactNode;
}) {
  const { postsPerPage, siteId } = section;
  const { locale } = useI18n();
  const text = useMessages('blog', enBlog);
  const [localCurrent, setLocalCurrent] = useState(initialCurrent);
  const current = paging?.current ?? localCurrent;
  const listTop = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>(() => {
    if (initial) {
      primeBlogCache(siteId, postsPerPage, initialCurrent, initial, locale);
      return { status: 'ready', page: initial };
    }
    const cached = pageCache.get(cacheKey(siteId, postsPerPage, current, locale));
    return cached ? { status: 'ready', page: cached } : { status: 'loading' };
  });

  const showPage = (page: number) => {
    if (paging) paging.onPage(page);
    else setLocalCurrent(page);
    // The new cards replace the old ones where the reader is looking: bring the list's top into view.
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    listTop.current?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };
  const [total, setTotal] = useState<number | null>(initial?.total ?? null);

  useEffect(() => {
    const controller = new AbortController();
    const cached = pageCache.get(cacheKey(siteId, postsPerPage, current, locale));
    if (cached) {
      setState({ status: 'ready', page: cached });
      setTotal(cached.total);
      return;
    }
    fetchBlogPage(siteId, postsPerPage, current, locale, controller.signal)
      .then((page) => {
        setState({ status: 'ready', page });
        setTotal(page.total);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load blog posts', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [siteId, postsPerPage, current, locale]);

  const totalPages = total === null ? 0 : Math.ceil(total / postsPerPage);

  return (
    <SectionFrame id={section.id} label={section.title}>
      <div ref={listTop} className="scroll-mt-20" />
      <SectionHeading title={section.title} description={section.description} as={headingLevel} />
      {state.status === 'loading' ? (
        <>
          <ul
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
            aria-busy="true"
            aria-label={text.loading}
          >
            {Array.from({ length: postsPerPage }, (_, index) => (
              <BlogPostSkeleton key={index} />
            ))}
          </ul>
          {/* The pager's room, so that it does not push the next section down when it appears. */}
          <div className="mt-10 h-10" aria-hidden />
        </>
      ) : state.status === 'ready' ? (
        state.page.data.length === 0 ? (
          (empty ?? <p className="py-10 text-center text-ink-soft">{text.empty}</p>)
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={text.posts}>
            {state.page.data.map((post) => (
              <BlogPostCard key={post.id} post={post} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
            ))}
          </ul>
        )
      ) : null}
      <BlogPager current={current} totalPages={totalPages} onPage={showPage} />
    </SectionFrame>
  );
}
