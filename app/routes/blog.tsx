/**
 * The blog index (`/blog`, `/es/blog`, `/zh/blog`): that language's posts, server-rendered first page, then the blog
 * list's client paging. A translated blog lists its own posts only (a list in one language, hreflang-consistent);
 * when it has none yet, or English posts are not translated, it says so and links to the English blog.
 */
import brand from '#content/brand.json';
import { BLOG_POSTS_PER_PAGE } from '#contract/marketing';
import { DEFAULT_SITE_ID } from '#contract/constants';
import { blogListSectionSchema } from '#contract/sections';
import { Link, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { loadBlogPage } from '../lib/blog.server';
import { seoMeta } from '../lib/seo';
import { loadLocalizedData } from '../i18n/content.server';
import { useI18n, useMessages } from '../i18n/context';
import { fill } from '../i18n/fill';
import { LANGUAGE_TAGS, localeFromPath, localizedPath, type Locale } from '../i18n/locales';
import { enBlog } from '../i18n/messages/en-blog';
import { BlogList } from '../sections/blog/BlogList';
import type { Route } from './+types/blog';

function sectionFor(text: typeof enBlog) {
  return blogListSectionSchema.parse({
    type: 'blog-list',
    title: text.heading,
    description: text.description,
    postsPerPage: BLOG_POSTS_PER_PAGE,
    siteId: DEFAULT_SITE_ID,
  });
}

/** The list's page number is in the URL (`?page=2`): shareable, and back/forward move between pages. */
const PAGE_PARAM = 'page';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // `/es/blog` and `/zh/blog` use this module too (app/routes.ts): the language comes from the URL.
  const locale = localeFromPath(url.pathname);
  const [data, i18n] = await Promise.all([
    loadBlogPage(context, DEFAULT_SITE_ID, BLOG_POSTS_PER_PAGE, pageFrom(url.searchParams), locale),
    locale === 'en' ? undefined : loadLocalizedData(locale),
  ]);
  return { ...data, locale, i18n };
}

// Paging is the list's own business (cached per page for the session): a ?page change does not re-run the loader.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => {
  const locale: Locale = data?.locale ?? 'en';
  const text = data?.i18n?.messages.blog ?? enBlog;
  return seoMeta({
    title: text.title,
    description: text.description ?? brand.description,
    path: localizedPath('/blog', locale),
    origin: data?.origin,
    image: data?.page.data[0]?.cover ?? undefined,
    locale,
  });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { locale } = useI18n();
  const text = useMessages('blog', enBlog);
  const [params, setParams] = useSearchParams();
  const paging = {
    current: pageFrom(params),
    onPage: (page: number) =>
      setParams(
        (next) => {
          if (page === 1) next.delete(PAGE_PARAM);
          else next.set(PAGE_PARAM, String(page));
          return next;
        },
        { preventScrollReset: true },
      ),
  };
  const { total } = loaderData.page;
  const moreInEnglish = locale === 'en' ? 0 : loaderData.englishOnly;
  const plural = new Intl.PluralRules(LANGUAGE_TAGS[locale]).select(moreInEnglish) === 'one' ? 'one' : 'other';
  const moreInEnglishLine = fill(text.moreInEnglish[plural], { count: moreInEnglish });
  const englishBlog = (
    // No hreflang: following it is reading English, not choosing English for the site (app/i18n/remember-locale.ts).
    <Link to="/blog" className="font-medium text-accent underline-offset-4 hover:underline">
      {text.readEnglishBlog}
    </Link>
  );
  return (
    <>
      <BlogList
        section={sectionFor(text)}
        initial={loaderData.page}
        initialCurrent={loaderData.current}
        paging={paging}
        headingLevel="h1"
        empty={
          locale === 'en' ? undefined : (
            <div className="py-10 text-center">
              <p className="text-ink-soft">{text.emptyInLanguage}</p>
              <p className="mt-3">{englishBlog}</p>
            </div>
          )
        }
      />
      {total > 0 && moreInEnglish > 0 ? (
        <p className="-mt-10 mb-16 px-4 text-center text-sm text-ink-soft sm:-mt-12">
          {moreInEnglishLine}
          {/* A full stop in Chinese (。) already separates the sentences: no space after it. */}
          {/[。！？]$/.test(moreInEnglishLine) ? null : ' '}
          {englishBlog}
        </p>
      ) : null}
    </>
  );
}
