/**
 * The site's languages, for both sides: the interface builds its URLs on them (app/i18n/locales.ts), the server
 * stores a user's language and writes their mail in it, the blog files each post under one.
 */
export const LOCALES = ['en', 'es', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages with a URL prefix (`/es/…`, `/zh/…`) and translated content files. */
export const TRANSLATED_LOCALES = ['es', 'zh'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
/** `<html lang>`, `hreflang` and Intl's locale per language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', es: 'es', zh: 'zh-Hans' };

export function isLocale(value: string | undefined | null): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** A stored or sent language, or English when it is missing or not one of the site's. */
export function storedLocale(value: unknown): Locale {
  return typeof value === 'string' && isLocale(value) ? value : DEFAULT_LOCALE;
}
