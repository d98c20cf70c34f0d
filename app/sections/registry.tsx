/**
 * The type → component map. Adding a section type: its schema in the union (contract/sections.ts), its
 * component, ONE line in `sectionRegistry`.
 *
 * Only the hero (always above the fold) is imported statically. The other marketing sections are islands
 * (./island.tsx): server-rendered in full, their code fetched after the page has loaded — when they come near the
 * viewport or the browser is idle — so a page's first-load JavaScript is React, the router and the hero. The
 * route loaders call `preloadSections` so the server renders every island; the client loaders call it before a
 * client-side navigation renders the page.
 *
 * The generation tools and the contact form stay `React.lazy` sections (their own loading states).
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { HYDRATE_AFTER_PAINT_META } from '#contract/marketing-constants';
import type { SectionConfig, SectionOf, SectionType } from '#contract/sections';
import { LazyColouringTool, LazyContactForm } from '../tools/colouring/sections';
import { generationSections } from '../tools/shared/sections';
import { Hero, preloadHeroIslands } from './Hero';
import { island, preloadIslands } from './island';

type SectionComponent<T extends SectionType> =
  ComponentType<{ section: SectionOf<T> }> | LazyExoticComponent<ComponentType<{ section: SectionOf<T> }>>;
export type Registry = { [T in SectionType]: SectionComponent<T> };

export const sectionRegistry: Registry = {
  hero: Hero,
  'call-to-action': island(() => import('./CallToAction').then((m) => m.CallToAction)),
  'colouring-tool': LazyColouringTool,
  'contact-form': LazyContactForm,
  pricing: island(() => import('../pricing/PricingSection').then((m) => m.PricingSection)),
  'pricing-swap': island(() => import('../pricing/PricingSection').then((m) => m.PricingSwapSection)),
  faq: island(() => import('./Faq').then((m) => m.Faq)),
  'feature-accordion': island(() => import('./FeatureAccordion').then((m) => m.FeatureAccordion)),
  testimonials: island(() => import('./Testimonials').then((m) => m.Testimonials)),
  'image-cards': island(() => import('./ImageCards').then((m) => m.ImageCards)),
  'content-cards': island(() => import('./ContentCards').then((m) => m.ContentCards)),
  // Static text: its server HTML is final, so its code loads only when a client-side navigation renders it.
  prose: island(() => import('./Prose').then((m) => m.Prose), 'never'),
  'before-after': island(() => import('./BeforeAfter').then((m) => m.BeforeAfter)),
  'before-after-carousel': island(() => import('./BeforeAfterCarousel').then((m) => m.BeforeAfterCarousel)),
  'ocr-demo': island(() => import('./OcrDemo').then((m) => m.OcrDemo)),
  'blog-list': island(() => import('./blog/BlogList').then((m) => m.BlogList)),
  'video-wizard': island(() => import('../wizards/VideoWizard').then((m) => m.VideoWizard)),
  'job-kit-wizard': island(() => import('../wizards/JobKitWizard').then((m) => m.JobKitWizard)),
  ...generationSections,
};

/** Loads the island sections among `sections` (and the hero's own islands). */
export async function preloadSections(sections: readonly SectionConfig[]): Promise<void> {
  const types = new Set(sections.filter((section) => !section.disabled).map((section) => section.type));
  await Promise.all([
    preloadIslands([...types].map((type) => sectionRegistry[type])),
    types.has('hero') ? preloadHeroIslands() : undefined,
  ]);
}

/**
 * True when the page works as server HTML until its code arrives: every enabled section is the hero or an island
 * (links and static content first, behaviour later). A tool, a form or an eager section is the page's first
 * interaction: such a page must hydrate as early as it can.
 */
export function readableBeforeHydration(sections: readonly SectionConfig[], eager?: Partial<Registry>): boolean {
  return sections.every((section) => {
    if (section.disabled) return true;
    if (eager?.[section.type]) return false;
    const component = sectionRegistry[section.type];
    return component === Hero || 'preload' in component;
  });
}

/** The route meta that lets the server defer a readable page's scripts until after its first paint. */
export function hydrationMeta(sections: readonly SectionConfig[], eager?: Partial<Registry>) {
  return readableBeforeHydration(sections, eager) ? [HYDRATE_AFTER_PAINT_META] : [];
}

/**
 * Renders a page's sections in order; a disabled section renders nothing. `eager` replaces registry entries with
 * statically imported components on routes whose first screen is one interactive section (pricing, wizards): an
 * island would leave its buttons and inputs inert for a moment, and typing into the server HTML would be lost.
 */
export function Sections({ sections, eager }: { sections: readonly SectionConfig[]; eager?: Partial<Registry> }) {
  return (
    <>
      {sections.map((section, index) => {
        if (section.disabled) return null;
        const Component = (eager?.[section.type] ?? sectionRegistry[section.type]) as ComponentType<{
          section: SectionConfig;
        }>;
        return (
          <Suspense key={section.id ?? `${section.type}-${index}`} fallback={null}>
            <Component section={section} />
          </Suspense>
        );
      })}
    </>
  );
}
