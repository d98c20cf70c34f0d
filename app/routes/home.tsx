import { getPage } from '../sections/pages';
import { Sections } from '../sections/registry';
import { fontPreloads } from '../lib/font-preloads';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/home';

export function loader() {
  return { page: getPage('home'), origin: process.env.PUBLIC_URL?.replace(/\/$/, '') || undefined };
}

export const links: Route.LinksFunction = fontPreloads;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? seoMeta({ title: data.page.meta.title, description: data.page.meta.description, path: '/', image: data.page.meta.image, origin: data.origin })
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <Sections sections={loaderData.page.sections} />;
}
