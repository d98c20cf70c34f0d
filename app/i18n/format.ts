/** Dates and money in the visitor's language, with Intl (the same output on the server and in the browser). */
import { LANGUAGE_TAGS, type Locale } from './locales';

/** Intl's language tag for `locale`; English pages keep the English convention they have always used. */
export function intlTag(locale: Locale, englishTag = 'en-US'): string {
  return locale === 'en' ? englishTag : LANGUAGE_TAGS[locale];
}

/**
 * A day in short form in the visitor's own calendar (browser-rendered lists: no server render to agree with):
 * "Nov 25, 2026", "25 nov 2026", "2026年11月25日".
 */
export function formatShortDate(epochSeconds: number, locale: Locale): string {
  return new Date(epochSeconds * 1000).toLocaleDateString(intlTag(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** A calendar date (`2026-05-01` or epoch seconds) in long form, e.g. "1 May 2026", "1 de mayo de 2026", "2026年5月1日". */
export function formatLongDate(date: string | number, locale: Locale, englishTag = 'en-GB'): string {
  const value = typeof date === 'number' ? new Date(date * 1000) : new Date(`${date}T00:00:00Z`);
  return new Intl.DateTimeFormat(intlTag(locale, englishTag), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** US dollars in the language's notation: "$10", "10 US$", "US$10". Whole amounts without decimals. */
export function formatUsd(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A price written in the plan catalogue ("$10", "$8.25") in the language's notation. English keeps the catalogue's
 * text exactly (the spec's strings); a string without an amount (e.g. "") is returned as is.
 */
export function localizePrice(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const match = /^\$\s?(\d+(?:\.\d+)?)$/.exec(text.trim());
  return match ? formatUsd(Number(match[1]), locale) : text;
}
