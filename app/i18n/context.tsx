/**
 * The page's language for every component: `useI18n()` gives the locale, its messages and `href()` (a site path
 * in the current language). English needs no data; a Spanish or Chinese route's loader returns `LocalizedData`
 * (its dictionary and plan catalogue) and the root reads it from the route matches (`useRouteI18n`).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { PlanItem } from '#contract/pricing';
import { en, type LazyPart, type PageMessages } from './messages/en';
import { DEFAULT_LOCALE, localeFromPath, localizedPath, type Locale } from './locales';

/** What a localized route's loader returns under `i18n`. */
export interface LocalizedData {
  locale: Locale;
  messages: PageMessages;
  /** The plan catalogue in this language (content/plans/<locale>/plans.json): same plans, translated text. */
  plans: PlanItem[];
}

export interface I18n {
  locale: Locale;
  /** The page chrome's text (header, footer, menus); lazily loaded components read theirs with `useMessages`. */
  m: typeof en;
  /** The dictionary of a translated page (undefined in English): every part but the page-only ones it does not show. */
  translated?: PageMessages;
  plans?: readonly PlanItem[];
  /** A site path in this language (unchanged when the page has no translation). */
  href: (path: string) => string;
}

const ENGLISH: I18n = { locale: DEFAULT_LOCALE, m: en, href: (path) => path };
const I18nContext = createContext<I18n>(ENGLISH);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/**
 * A lazily loaded component's text: the translated page's, or the English part the component imports itself
 * (so English pages load it with the component, not up front).
 */
export function useMessages<Part extends LazyPart>(
  part: Part,
  english: NonNullable<PageMessages[Part]>,
): NonNullable<PageMessages[Part]> {
  return useI18n().translated?.[part] ?? english;
}

/**
 * The language of the current route. A `/es/…` URL whose route brought no Spanish data (an unknown page, an
 * error) is shown in English, `<html lang>` included: the text and its declared language always agree.
 */
export function useRouteI18n(): I18n {
  const { pathname } = useLocation();
  const matches = useMatches();
  const pathLocale = localeFromPath(pathname);
  const data =
    pathLocale === DEFAULT_LOCALE
      ? undefined
      : matches
          .map((match) => (match.data as { i18n?: LocalizedData } | undefined)?.i18n)
          .find((i18n) => i18n?.locale === pathLocale);
  return useMemo(
    () =>
      data
        ? {
            locale: data.locale,
            m: data.messages,
            translated: data.messages,
            plans: data.plans,
            href: (path: string) => localizedPath(path, data.locale),
          }
        : ENGLISH,
    [data],
  );
}
