import { getPage } from '../sections/pages';
import { hydrationMeta, preloadSections, Sections } from '../sections/registry';
import { fontPreloads } from '../lib/font-preloads';
import { seoMeta } from '../lib/seo';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contract/constants';
import type { Route } from './+types/home';

export async function loader() {
  const page = getPage('home');
  // The server renders every island section in full: their modules must be loaded first.
  await preloadSections(page.sections);
  // Prerendered: the server puts its PUBLIC_URL in place of the placeholder (server/http/prerendered.ts).
  return { page, origin: PUBLIC_ORIGIN_PLACEHOLDER };
}

/** Client-side navigations: the page's island sections are loaded before the page renders (no blank sections). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await preloadSections(data.page.sections);
  return data;
}

export const links: Route.LinksFunction = fontPreloads;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        ...seoMeta({
          title: data.page.meta.title,
          description: data.page.meta.description,
          path: '/',
          image: data.page.meta.image,
          origin: data.origin,
        }),
        ...hydrationMeta(data.page.sections),
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <Sections sections={loaderData.page.sections} />;
}
