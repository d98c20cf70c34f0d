/**
 * The type → component map. Adding a section type: its schema in the union (contract/sections.ts), its
 * component, ONE line in `sectionRegistry`. Heavy, interactive sections should be registered as
 * `lazy(() => import('…').then((m) => ({ default: m.MySection })))` so they stay out of other pages' first load.
 */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionConfig, SectionOf, SectionType } from '../../contract/sections';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';
import { PricingSection, PricingSwapSection } from '../pricing/PricingSection';

type SectionComponent<T extends SectionType> =
  | ComponentType<{ section: SectionOf<T> }>
  | LazyExoticComponent<ComponentType<{ section: SectionOf<T> }>>;
type Registry = { [T in SectionType]: SectionComponent<T> };

export const sectionRegistry: Registry = {
  hero: Hero,
  'call-to-action': CallToAction,
  pricing: PricingSection,
  'pricing-swap': PricingSwapSection,
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
