/**
 * Generic content page: `/<page>` renders content/pages/<page>.json through the section registry.
 * Prerendered at build for every file in content/pages (react-router.config.ts); an unknown page is a 404.
 */
import { getPage } from '../sections/pages';
import { PricingSection, PricingSwapSection } from '../pricing/PricingSection';
import { hydrationMeta, preloadSections, Sections, type Registry } from '../sections/registry';
import { JobKitWizard } from '../wizards/JobKitWizard';
import { VideoWizard } from '../wizards/VideoWizard';
import { fontPreloads } from '../lib/font-preloads';
import { seoMeta } from '../lib/seo';
import { getLocalizedPage, loadLocalizedData, pagePartsOf } from '../i18n/content.server';
import { localeFromPath, localizedPath } from '../i18n/locales';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contract/constants';
import type { Route } from './+types/page';

export async function loader({ params, request }: Route.LoaderArgs) {
  // `home` lives at `/`; serving it at `/home` too would duplicate the page.
  if (params.page === 'home') throw new Response('Not Found', { status: 404 });
  // `/es/<page>` and `/zh/<page>` use this module too (app/routes.ts): the language comes from the URL.
  const locale = localeFromPath(new URL(request.url).pathname);
  const page = locale === 'en' ? getPage(params.page) : await getLocalizedPage(params.page, locale);
  const i18n = locale === 'en' ? undefined : await loadLocalizedData(locale, pagePartsOf(page));
  // The server renders every island section in full: their modules must be loaded first.
  await preloadSections(page.sections);
  return { name: params.page, page, origin: PUBLIC_ORIGIN_PLACEHOLDER, locale, i18n };
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
          path: localizedPath(`/${data.name}`, data.locale),
          image: data.page.meta.image,
          origin: data.origin,
          locale: data.locale,
        }),
        ...hydrationMeta(data.page.sections, EAGER_SECTIONS),
      ]
    : [];

/** Sections that are a page's main interaction hydrate with the page, not as islands (see `Sections`). */
const EAGER_SECTIONS: Partial<Registry> = {
  pricing: PricingSection,
  'pricing-swap': PricingSwapSection,
  'video-wizard': VideoWizard,
  'job-kit-wizard': JobKitWizard,
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <Sections sections={loaderData.page.sections} eager={EAGER_SECTIONS} />;
}
