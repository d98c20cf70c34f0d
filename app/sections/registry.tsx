/** The type → component map. Adding a section type: its schema in contract/sections.ts, its component, one line here. */
import type { ComponentType } from 'react';
import type { SectionConfig, SectionOf, SectionType } from '../../contract/sections';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';

type Registry = { [T in SectionType]: ComponentType<{ section: SectionOf<T> }> };

export const sectionRegistry: Registry = {
  hero: Hero,
  'call-to-action': CallToAction,
};

export function Sections({ sections }: { sections: readonly SectionConfig[] }) {
  return (
    <>
      {sections.map((section, index) => {
        if (section.disabled) return null;
        const Component = sectionRegistry[section.type] as ComponentType<{ section: SectionConfig }>;
        return <Component key={section.id ?? `${section.type}-${index}`} section={section} />;
      })}
    </>
  );
}
