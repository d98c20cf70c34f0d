import { describe, expect, it } from 'vitest';
import type { SectionConfig } from '#contract/sections';
import { PricingSection } from '../pricing/PricingSection';
import { hydrationMeta, readableBeforeHydration } from './registry';

const hero = { type: 'hero', title: 'Make', highlight: 'things', description: 'Now.' } as unknown as SectionConfig;
const faq = { type: 'faq', title: 'Questions', items: [] } as unknown as SectionConfig;
const pricing = { type: 'pricing', title: 'Plans' } as unknown as SectionConfig;
const colouringTool = { type: 'colouring-tool' } as unknown as SectionConfig;

describe('readableBeforeHydration', () => {
  it('holds for a page of the hero and island sections only', () => {
    expect(readableBeforeHydration([hero, faq])).toBe(true);
    expect(hydrationMeta([hero, faq])).toEqual([{ name: 'atelier:hydration', content: 'after-paint' }]);
  });

  it('fails for a page with a tool, or with a section the route renders eagerly', () => {
    expect(readableBeforeHydration([hero, colouringTool])).toBe(false);
    expect(readableBeforeHydration([hero, pricing])).toBe(true);
    expect(readableBeforeHydration([hero, pricing], { pricing: PricingSection })).toBe(false);
    expect(hydrationMeta([hero, colouringTool])).toEqual([]);
  });

  it('ignores a disabled section', () => {
    expect(readableBeforeHydration([hero, { ...colouringTool, disabled: true } as SectionConfig])).toBe(true);
  });
});
