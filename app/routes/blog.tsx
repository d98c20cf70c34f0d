/** The blog index (`/blog`): server-rendered first page, then the blog list's client paging. */
import brand from '#content/brand.json';
import { BLOG_POSTS_PER_PAGE } from '#contract/marketing';
import { DEFAULT_SITE_ID } from '#contract/constants';
import { blogListSectionSchema } from '#contract/sections';
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

export async function loader({ context }: Route.LoaderArgs) {
  return loadBlogPage(context, section.siteId, section.postsPerPage);
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: `Blog · ${brand.title}`,
    description: section.description ?? brand.description,
    path: '/blog',
    origin: data?.origin,
    image: data?.page.data[0]?.cover ?? undefined,
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <BlogList section={section} initial={loaderData.page} headingLevel="h1" />;
}
