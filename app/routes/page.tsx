/**
 * Generic content page: `/<page>` renders content/pages/<page>.json through the section registry.
 * Prerendered at build for every file in content/pages (react-router.config.ts); an unknown page is a 404.
 */
import { getPage } from '../sections/pages';
import { Sections } from '../sections/registry';
import { fontPreloads } from '../lib/font-preloads';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/page';

export function loader({ params }: Route.LoaderArgs) {
  // `home` lives at `/`; serving it at `/home` too would duplicate the page.
  if (params.page === 'home') throw new Response('Not Found', { status: 404 });
  return { name: params.page, page: getPage(params.page), origin: publicOrigin() };
}

/** PUBLIC_URL of the server (or of the build, for prerendered pages): canonical URLs are absolute. */
function publicOrigin(): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env.PUBLIC_URL?.replace(/\/$/, '') || undefined;
}

export const links: Route.LinksFunction = fontPreloads;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? seoMeta({
        title: data.page.meta.title,
        description: data.page.meta.description,
        path: `/${data.name}`,
        image: data.page.meta.image,
        origin: data.origin,
      })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <Sections sections={loaderData.page.sections} />;
}
