import { describe, expect, it } from 'vitest';
import { formatLongDate, formatUsd, localizePrice } from './format';
import { alternatePaths, localeFromPath, localizedPath, unlocalizedPath } from './locales';

describe('locale routes', () => {
  it('reads the language from the first path segment, English without a prefix', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/pricing')).toBe('en');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/zh/terms')).toBe('zh');
    expect(localeFromPath('/en/pricing')).toBe('en');
    expect(localeFromPath('/esx')).toBe('en');
    expect(unlocalizedPath('/es')).toBe('/');
    expect(unlocalizedPath('/zh/pricing')).toBe('/pricing');
  });

  it('links to the same language only where the page is translated', () => {
    expect(localizedPath('/pricing', 'es')).toBe('/es/pricing');
    expect(localizedPath('/', 'zh')).toBe('/zh');
    expect(localizedPath('/pricing?x=1#plans', 'zh')).toBe('/zh/pricing?x=1#plans');
    expect(localizedPath('/es/pricing', 'zh')).toBe('/zh/pricing');
    expect(localizedPath('/job-application-kit', 'es')).toBe('/job-application-kit');
    expect(localizedPath('/blog/from-still-to-motion', 'es')).toBe('/blog/from-still-to-motion');
    expect(localizedPath('mailto:hello@atelier.example', 'es')).toBe('mailto:hello@atelier.example');
    expect(localizedPath('//evil.example/pricing', 'es')).toBe('//evil.example/pricing');
    expect(localizedPath('/pricing', 'en')).toBe('/pricing');
  });

  it('names every language of a translated page, none of an untranslated one', () => {
    expect(alternatePaths('/es/terms')).toEqual({ en: '/terms', es: '/es/terms', zh: '/zh/terms' });
    expect(alternatePaths('/')).toEqual({ en: '/', es: '/es', zh: '/zh' });
    expect(alternatePaths('/job-application-kit')).toEqual({});
  });
});

describe('Intl formatting', () => {
  it('writes dates in each language', () => {
    expect(formatLongDate('2026-11-24', 'en')).toBe('24 November 2026');
    expect(formatLongDate('2026-11-24', 'en', 'en-US')).toBe('November 24, 2026');
    expect(formatLongDate('2026-11-24', 'es')).toBe('24 de noviembre de 2026');
    expect(formatLongDate('2026-11-24', 'zh')).toBe('2026年11月24日');
    // Epoch seconds, read in UTC: the same day on the server and in any browser.
    expect(formatLongDate(Date.UTC(2026, 4, 1, 23, 30) / 1000, 'es')).toBe('1 de mayo de 2026');
  });

  it('writes US dollars in each language and keeps the catalogue text in English', () => {
    expect(formatUsd(96, 'es').replace(/\u00a0/g, ' ')).toBe('96 US$');
    expect(formatUsd(96, 'zh')).toBe('US$96');
    expect(formatUsd(8.25, 'es').replace(/\u00a0/g, ' ')).toBe('8,25 US$');
    expect(localizePrice('$10', 'en')).toBe('$10');
    expect(localizePrice('$10', 'zh')).toBe('US$10');
    expect(localizePrice('', 'es')).toBe('');
    expect(localizePrice('Free', 'es')).toBe('Free');
  });
});
