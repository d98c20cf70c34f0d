/**
 * The type → component map. Adding a section type: its schema in the union (contract/sections.ts), its
 * component, ONE line in `sectionRegistry`. Register sections that are interactive or below the fold with
 * `lazySection(() => import('…').then((m) => m.MySection))`: they get their own chunk, stay out of every
 * page's first-load JavaScript, and hydrate when their chunk arrives (the server HTML stays in place meanwhile).
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionConfig, SectionOf, SectionType } from '../../contract/sections';
import { LazyColouringTool, LazyContactForm } from '../tools/colouring/sections';
import { generationSections } from '../tools/shared/sections';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';

/** On the server every lazy section starts loading at once; loaders await `sectionsReady()` before rendering. */
const serverPreloads: Promise<unknown>[] = [];

export function lazySection<P>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (import.meta.env.SSR) serverPreloads.push(start());
  return lazy(() => {
    if (!loaded) return start();
    // Already loaded: a thenable that answers synchronously lets React render without suspending.
    const module = { default: loaded };
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
}

const BeforeAfter = lazySection(() => import('./BeforeAfter').then((m) => m.BeforeAfter));
const BeforeAfterCarousel = lazySection(() => import('./BeforeAfterCarousel').then((m) => m.BeforeAfterCarousel));
const BlogList = lazySection(() => import('./blog/BlogList').then((m) => m.BlogList));
const ContentCards = lazySection(() => import('./ContentCards').then((m) => m.ContentCards));
const Faq = lazySection(() => import('./Faq').then((m) => m.Faq));
const FeatureAccordion = lazySection(() => import('./FeatureAccordion').then((m) => m.FeatureAccordion));
const ImageCards = lazySection(() => import('./ImageCards').then((m) => m.ImageCards));
const OcrDemo = lazySection(() => import('./OcrDemo').then((m) => m.OcrDemo));
const Testimonials = lazySection(() => import('./Testimonials').then((m) => m.Testimonials));
const VideoWizard = lazySection(() => import('../wizards/VideoWizard').then((m) => m.VideoWizard));
const JobKitWizard = lazySection(() => import('../wizards/JobKitWizard').then((m) => m.JobKitWizard));
const PricingSection = lazySection(() => import('../pricing/PricingSection').then((m) => m.PricingSection));
const PricingSwapSection = lazySection(() => import('../pricing/PricingSection').then((m) => m.PricingSwapSection));

type SectionComponent<T extends SectionType> =
  | ComponentType<{ section: SectionOf<T> }>
  | LazyExoticComponent<ComponentType<{ section: SectionOf<T> }>>;
type Registry = { [T in SectionType]: SectionComponent<T> };

export const sectionRegistry: Registry = {
  hero: Hero,
  'call-to-action': CallToAction,
  'colouring-tool': LazyColouringTool,
  'contact-form': LazyContactForm,
  pricing: PricingSection,
  'pricing-swap': PricingSwapSection,
  faq: Faq,
  'feature-accordion': FeatureAccordion,
  testimonials: Testimonials,
  'image-cards': ImageCards,
  'content-cards': ContentCards,
  'before-after': BeforeAfter,
  'before-after-carousel': BeforeAfterCarousel,
  'ocr-demo': OcrDemo,
  'blog-list': BlogList,
  'video-wizard': VideoWizard,
  'job-kit-wizard': JobKitWizard,
  ...generationSections,
};

/** Server: resolves when every lazy section is loaded (route loaders await it, so pages render whole). */
export function sectionsReady(): Promise<unknown> {
  return Promise.all(serverPreloads);
}

/** Renders a page's sections in order; a disabled section renders nothing. */
export function Sections({ sections }: { sections: readonly SectionConfig[] }) {
  return (
    <>
      {sections.map((section, index) => {
        if (section.disabled) return null;
        const Component = sectionRegistry[section.type] as ComponentType<{ section: SectionConfig }>;
        return (
          <Suspense key={section.id ?? `${section.type}-${index}`} fallback={null}>
            <Component section={section} />
          </Suspense>
        );
      })}
    </>
  );
}
