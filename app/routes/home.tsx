import { getPage } from '../sections/pages';
import { hydrationMeta, preloadSections, Sections } from '../sections/registry';
import { fontPreloads } from '../lib/font-preloads';
import { seoMeta } from '../lib/seo';
import { getLocalizedPage, loadLocalizedData, pagePartsOf } from '../i18n/content.server';
import { localeFromPath, localizedPath } from '../i18n/locales';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contract/constants';
import type { Route } from './+types/home';

/** `/` in English, `/es` and `/zh` in Spanish and Chinese (app/routes.ts): one module, the language from the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = locale === 'en' ? getPage('home') : await getLocalizedPage('home', locale);
  const i18n = locale === 'en' ? undefined : await loadLocalizedData(locale, pagePartsOf(page));
  // The server renders every island section in full: their modules must be loaded first.
  await preloadSections(page.sections);
  // Prerendered: the server puts its PUBLIC_URL in place of the placeholder (server/http/prerendered.ts).
  return { page, origin: PUBLIC_ORIGIN_PLACEHOLDER, locale, i18n };
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
          path: localizedPath('/', data.locale),
          image: data.page.meta.image,
          origin: data.origin,
          locale: data.locale,
        }),
        ...hydrationMeta(data.page.sections),
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  return <Sections sections={loaderData.page.sections} />;
}
