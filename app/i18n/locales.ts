/**
 * The site's languages. English lives at `/` with no prefix; Spanish and Simplified Chinese under `/es/…` and
 * `/zh/…`. Only the pages listed in LOCALIZED_PATHS (content/pages/<locale>/<name>.json) and LOCALIZED_APP_PATHS
 * (the account pages, My Tasks, the blog) exist in every language; a link to any other page stays on its English
 * URL, so a translated page never links to a 404.
 * This module is in every page's bundle: it holds no translated text (see ./messages).
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LANGUAGE_TAGS,
  LOCALES,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from '#contract/locales';

export { DEFAULT_LOCALE, isLocale, LANGUAGE_TAGS, LOCALES, TRANSLATED_LOCALES, type Locale, type TranslatedLocale };

/** Open Graph's `og:locale`. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', es: 'es_ES', zh: 'zh_CN' };
/** Each language named in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', zh: '中文' };

/** The English paths that have a Spanish and a Chinese version (content/pages/{es,zh}/<name>.json). */
export const LOCALIZED_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/pricing',
  '/about',
  '/terms',
  '/privacy',
  '/refunds',
  '/image-to-video',
  '/headshots',
  '/watermark-remover',
  '/presentations',
  '/colouring',
]);

/**
 * Pages in every language that have no content JSON: their text is the dictionaries' (the signed-in pages of
 * app/routes.ts, the blog). Links to them are localized like LOCALIZED_PATHS. The sitemap lists the blog's (per
 * language, with its posts), never the signed-in pages.
 */
export const LOCALIZED_APP_PATHS: ReadonlySet<string> = new Set<string>([
  '/my-tasks',
  '/orders',
  '/billing',
  '/credits',
  '/api-keys',
  '/notifications',
  '/creations',
  '/blog',
  '/reset-password',
]);

/** Whether an English path has a Spanish and a Chinese version. */
function isTranslated(english: string): boolean {
  return LOCALIZED_PATHS.has(english) || LOCALIZED_APP_PATHS.has(english);
}

/** The language of a URL path: its first segment when that is a locale prefix, English otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The English path of a possibly prefixed one: `/es/pricing` → `/pricing`, `/zh` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/**
 * Where a site link goes in `locale`: `/pricing` → `/es/pricing` when the page is translated, unchanged otherwise
 * (and unchanged for English, external URLs and anchors). Query and hash are kept.
 */
export function localizedPath(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const english = unlocalizedPath(path);
  if (!isTranslated(english)) return href;
  return `/${locale}${english === '/' ? '' : english}${rest}`;
}

/** The same page in every language, when it is translated (for `hreflang` and the switcher). */
export function alternatePaths(pathname: string): Partial<Record<Locale, string>> {
  const english = unlocalizedPath(pathname);
  if (!isTranslated(english)) return {};
  return Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(english, locale)]));
}
