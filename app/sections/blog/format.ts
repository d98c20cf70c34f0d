import { formatLongDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

/** Post dates are seconds since the epoch; shown the same on the server and in the browser (UTC), in the page's language. */
export function formatPostDate(seconds: number, locale: Locale = 'en'): string {
  return formatLongDate(seconds, locale, 'en-GB');
}

export function isoPostDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
