/**
 * The translations against the English source: every translated page passes the same schema, has the same sections
 * in the same order with the same links, pictures and settings (only text differs), and the plan catalogue has the
 * same plans, amounts and entitlements. Every dictionary has the English keys, non-empty, with the same `{slots}`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePlansFile, PROCESSING_LABEL } from '#contract/pricing';
import { parsePage } from '#contract/sections';
import { LOCALIZED_PATHS, TRANSLATED_LOCALES } from './locales';
import { en } from './messages/en';
import { enAuth } from './messages/en-auth';
import { enPricing } from './messages/en-pricing';
import { enSections } from './messages/en-sections';
import { enFooter, enLanguage, enProse, enTheme } from './messages/en-footer';
import { enTools } from './messages/en-tools';
import { enForms } from './messages/en-forms';
import { enAccount } from './messages/en-account';
import { enLibrary } from './messages/en-library';
import { enBlog } from './messages/en-blog';
import { enRefusals } from './messages/en-refusals';
import { CONTACT_SUCCESS_MESSAGE, formMessages } from '#contract/forms';
import { entitlementMessages } from '#contract/entitlements';
import { messages as specMessages } from '#contract/generation';
import { fill } from './fill';
import { es } from './messages/es';
import { zh } from './messages/zh';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readJson = (relative: string): unknown => JSON.parse(fs.readFileSync(path.join(ROOT, relative), 'utf8'));

/** The parts of a page that are not prose: types, ids, links, images, numbers and flags. */
function skeleton(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skeleton(v, k)]));
  const kept = ['type', 'id', 'href', 'url', 'src', 'target', 'variant', 'name', 'handler', 'updated', 'siteId'];
  if (typeof value === 'string' && !kept.includes(key)) return 'text';
  return value;
}

const pageNames = [...LOCALIZED_PATHS].map((p) => (p === '/' ? 'home' : p.slice(1)));

describe.each(TRANSLATED_LOCALES)('%s content', (locale) => {
  it('has every localized page, one file per page, nothing else', () => {
    const files = fs.readdirSync(path.join(ROOT, 'content/pages', locale)).sort();
    expect(files).toEqual(pageNames.map((name) => `${name}.json`).sort());
  });

  it.each(pageNames)('%s matches the English page but for its text', (name) => {
    const english = parsePage(`content/pages/${name}.json`, readJson(`content/pages/${name}.json`));
    const file = `content/pages/${locale}/${name}.json`;
    const translated = parsePage(file, readJson(file));
    // Testimonials and happy users keep people's names; everything else that is text must be translated.
    const sk = (page: unknown) => JSON.stringify(skeleton(page)).replace(/"names":\[[^\]]*\]/g, '"names":[]');
    expect(sk(translated)).toBe(sk(english));
    expect(JSON.stringify(translated.meta)).not.toBe(JSON.stringify(english.meta));
  });

  it('has the same plans, amounts, credits and entitlements as the English catalogue', () => {
    const english = parsePlansFile('content/plans/plans.json', readJson('content/plans/plans.json'));
    const file = `content/plans/${locale}/plans.json`;
    const translated = parsePlansFile(file, readJson(file));
    const numbers = (plans: typeof english) =>
      JSON.stringify({
        free: plans.freeTier.entitlements,
        plans: plans.plans.map((plan) => ({
          ...plan,
          description: '',
          label: Boolean(plan.label),
          unit: '',
          monthly_unit: '',
          yearly_unit: '',
          yearly_savings: '',
          tip: '',
          yearly_tip: '',
          features_title: '',
          features: plan.features.length,
          button: { ...plan.button, title: '' },
        })),
      });
    expect(numbers(translated)).toBe(numbers(english));
  });
});

describe('dictionaries', () => {
  const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
  const flatten = (messages: object, prefix = ''): Array<[string, string]> =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : flatten(value as object, `${prefix}${key}.`),
    );

  it.each([
    ['es', es],
    ['zh', zh],
  ] as const)('%s has every English key, non-empty, with the same slots', (_locale, messages) => {
    // Option names (`tools.options`) are checked against the pages' selects below, not against English (identity).
    const withoutOptions = ([key]: [string, string]) => !key.startsWith('tools.options.');
    const source = new Map(
      flatten({
        ...en,
        account: enAccount,
        auth: enAuth,
        blog: enBlog,
        footer: enFooter,
        forms: enForms,
        language: enLanguage,
        library: enLibrary,
        pricing: enPricing,
        prose: enProse,
        refusals: enRefusals,
        sections: enSections,
        theme: enTheme,
        tools: enTools,
      }).filter(withoutOptions),
    );
    const translated = new Map(flatten(messages).filter(withoutOptions));
    expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of translated) {
      expect(value.trim(), key).not.toBe('');
      expect(slots(value), key).toEqual(slots(source.get(key)!));
    }
  });

  it("keeps the spec's English messages exactly", () => {
    expect(enPricing.processing).toBe('Processing...');
    expect(enPricing.processing).toBe(PROCESSING_LABEL);
    expect(enTools.spec).toBe(specMessages);
    expect(enTools.spec.selectVideoImage).toBe('Please select an image to generate the video.');
    const forms = enForms.spec;
    expect(fill(forms.required, { title: 'Name' })).toBe(formMessages.required('Name'));
    expect(fill(forms.min, { title: 'Message', n: 10 })).toBe(formMessages.min('Message', 10));
    expect(fill(forms.max, { title: 'Subject', n: 200 })).toBe(formMessages.max('Subject', 200));
    expect(fill(forms.email, { title: 'Email' })).toBe(formMessages.email('Email'));
    expect([forms.submitFailed, forms.noResponse]).toEqual([formMessages.submitFailed, formMessages.noResponse]);
    expect(enForms.server.contactSent).toBe(CONTACT_SUCCESS_MESSAGE);
  });

  it('words the video refusals in English as the entitlement messages do', () => {
    const plans = [
      { title: 'Basic', entitlements: { video_seconds: 5, video_resolution: '720p' } },
      { title: 'Pro', entitlements: { video_seconds: 10, video_resolution: '720p' } },
      { title: 'Max', entitlements: { video_seconds: 10, video_resolution: '1080p' } },
    ] as unknown as Parameters<typeof entitlementMessages.videoSeconds>[0];
    const words = enTools.imageToVideo;
    expect(fill(words.secondsWithPlan, { seconds: 10, plan: 'Pro' })).toBe(entitlementMessages.videoSeconds(plans, 10));
    expect(words.secondsAtMost).toBe(entitlementMessages.videoSeconds([], 10));
    expect(fill(words.resolutionWithPlan, { resolution: '1080p', plan: 'Max' })).toBe(
      entitlementMessages.videoResolution(plans, '1080p'),
    );
    expect(words.resolutionAtMost).toBe(entitlementMessages.videoResolution([], '1080p'));
    const batchPlans = [{ title: 'Pro Max', entitlements: { batch: 4 } }] as unknown as typeof plans;
    const watermark = enTools.watermark;
    expect(fill(watermark.batchWithPlan, { allowed: 1, wanted: 3, plan: 'Pro Max' })).toBe(
      entitlementMessages.batch(batchPlans, 1, 3),
    );
    expect(fill(watermark.batchAtMost, { allowed: 4 })).toBe(entitlementMessages.batch(batchPlans, 4, 9));
  });

  it.each([
    ['es', es],
    ['zh', zh],
  ] as const)("%s names every option of its pages' tool selects, and nothing else", (locale, messages) => {
    const options = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        const field = value as { kind?: unknown; options?: unknown; type?: unknown };
        if (field.kind === 'select' && Array.isArray(field.options))
          field.options.forEach((o) => options.add(String(o)));
        // The presentation tool's dropdowns (language, tone, length, model) are selects too.
        if (field.type === 'presentation-tool')
          for (const key of ['languageOptions', 'toneOptions', 'lengthOptions', 'modelOptions'])
            ((value as Record<string, unknown>)[key] as unknown[]).forEach((o) => options.add(String(o)));
        Object.values(value).forEach(collect);
      }
    };
    for (const name of pageNames) collect(readJson(`content/pages/${locale}/${name}.json`));
    expect(Object.keys(messages.tools.options).sort()).toEqual([...options].sort());
    for (const label of Object.values(messages.tools.options)) expect(label.trim()).not.toBe('');
  });
});
