/**
 * The type → component map. Adding a section type: its schema in the union (contract/sections.ts), its
 * component, ONE line in `sectionRegistry`.
 *
 * Marketing sections are imported statically on purpose. A `React.lazy` section that is still loading when
 * the page hydrates stays dehydrated; if any context above it changes meanwhile (the session arriving, a
 * navigation), React throws its server HTML away and shows the Suspense fallback until the chunk arrives —
 * a visible flash and a layout shift. Lazy-load only what is not server-rendered as page content.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionConfig, SectionOf, SectionType } from '../../contract/sections';
import { PricingSection, PricingSwapSection } from '../pricing/PricingSection';
import { LazyColouringTool, LazyContactForm } from '../tools/colouring/sections';
import { generationSections } from '../tools/shared/sections';
import { JobKitWizard } from '../wizards/JobKitWizard';
import { VideoWizard } from '../wizards/VideoWizard';
import { BeforeAfter } from './BeforeAfter';
import { BeforeAfterCarousel } from './BeforeAfterCarousel';
import { BlogList } from './blog/BlogList';
import { CallToAction } from './CallToAction';
import { ContentCards } from './ContentCards';
import { Faq } from './Faq';
import { FeatureAccordion } from './FeatureAccordion';
import { Hero } from './Hero';
import { ImageCards } from './ImageCards';
import { OcrDemo } from './OcrDemo';
import { Testimonials } from './Testimonials';

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
