/**
 * The account pages' text in the page's language (app/i18n/messages/en-account.ts and its translations), with the
 * numbers, dates and money of those pages written the language's way. English output is exactly what the pages
 * showed before (en-US dates and "$10.00").
 * The pages' data arrives after hydration (it is the signed-in user's), so dates use the browser's time zone, as
 * before: nothing rendered on the server has to match.
 */
import { useMemo } from 'react';
import { useI18n, useMessages } from '#app/i18n/context';
import { fill } from '#app/i18n/fill';
import { formatShortDate, intlTag } from '#app/i18n/format';
import type { Locale } from '#app/i18n/locales';
import { enAccount } from '#app/i18n/messages/en-account';

export type AccountMessages = typeof enAccount;
/** A count's two forms: English and Spanish use `one` for exactly 1; Chinese writes both alike. */
export interface CountForms {
  one: string;
  other: string;
}

export function accountText(t: AccountMessages, locale: Locale, href: (path: string) => string = (path) => path) {
  const tag = (englishTag?: string) => intlTag(locale, englishTag);
  const number = (value: number) => value.toLocaleString(tag());
  const count = (forms: CountForms, value: number) =>
    fill(value === 1 ? forms.one : forms.other, { count: number(value) });
  return {
    t,
    locale,
    href,
    fill,
    number,
    count,
    /** "1 credit", "1.500 créditos", "1,500 积分". */
    credits: (value: number) => count(t.credits, value),
    /** A day, e.g. "Nov 22, 2026", "22 nov 2026", "2026年11月22日". */
    date: (unixSeconds: number) => formatShortDate(unixSeconds, locale),
    /** A moment, in the options and English convention a page used before. */
    dateTime: (unixSeconds: number, options: Intl.DateTimeFormatOptions, englishTag = 'en-US') =>
      new Date(unixSeconds * 1000).toLocaleString(tag(englishTag), options),
    /** Dollars with cents: "$192.00", "192,00 US$", "US$192.00". */
    // English is contract/pricing.ts formatUsd's output (not imported: the credits badge loads this module too).
    money: (dollars: number) =>
      new Intl.NumberFormat(tag(), { style: 'currency', currency: 'USD' }).format(Math.round(dollars * 100) / 100),
    period: (period: 'monthly' | 'yearly') => (period === 'yearly' ? t.yearly : t.monthly),
  };
}

export type AccountText = ReturnType<typeof accountText>;

export function useAccountText(): AccountText {
  const t = useMessages('account', enAccount);
  const { locale, href } = useI18n();
  return useMemo(() => accountText(t, locale, href), [t, locale, href]);
}
