/**
 * A blog post's address in its language: `/blog/<slug>`, `/es/blog/<slug>`, `/zh/blog/<slug>`. Post links are
 * explicit, never `localizedPath`'d: only the post's data knows which languages it exists in (its versions).
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export function blogPostPath(customUrl: string, locale: Locale): string {
  return `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/blog/${customUrl}`;
}

/** The blog list of a language. */
export function blogIndexPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/blog' : `/${locale}/blog`;
}
