/** The blog index (`/blog`): server-rendered first page, then the blog list's client paging. */
import brand from '#content/brand.json';
import { BLOG_POSTS_PER_PAGE } from '#contract/marketing';
import { DEFAULT_SITE_ID } from '#contract/constants';
import { blogListSectionSchema } from '#contract/sections';
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { loadBlogPage } from '../lib/blog.server';
import { seoMeta } from '../lib/seo';
import { BlogList } from '../sections/blog/BlogList';
import type { Route } from './+types/blog';

const section = blogListSectionSchema.parse({
  type: 'blog-list',
  title: 'The Atelier journal',
  description: 'Field notes on making media with AI: honest guides to every tool, with real before-and-after results.',
  postsPerPage: BLOG_POSTS_PER_PAGE,
  siteId: DEFAULT_SITE_ID,
});

/** The list's page number is in the URL (`?page=2`): shareable, and back/forward move between pages. */
const PAGE_PARAM = 'page';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBlogPage(context, section.siteId, section.postsPerPage, pageFrom(new URL(request.url).searchParams));
}

// Paging is the list's own business (cached per page for the session): a ?page change does not re-run the loader.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: 'Blog',
    description: section.description ?? brand.description,
    path: '/blog',
    origin: data?.origin,
    image: data?.page.data[0]?.cover ?? undefined,
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
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
  return (
    <BlogList
      section={section}
      initial={loaderData.page}
      initialCurrent={loaderData.current}
      paging={paging}
      headingLevel="h1"
    />
  );
}
