/**
 * The language the visitor chose, remembered: a click on a language switcher's link (`<a hreflang>`, the footer's
 * and the phone menu's) stores it in the `atelier-locale` cookie, and the server then sends a visit to `/` to that
 * language's home page (server/http/remembered-locale.ts). Choosing English stores `en`, so `/` stays English.
 * One listener on the document, so the switcher needs no code of its own; it runs after hydration.
 */
import { LANGUAGE_TAGS, LOCALES, type Locale } from './locales';

export const LOCALE_COOKIE = 'atelier-locale';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The locale a clicked element chooses: a link with `hreflang` naming one of the site's languages. */
export function chosenLocale(target: EventTarget | null): Locale | undefined {
  const link = target instanceof Element ? target.closest('a[hreflang]') : null;
  const tag = link?.getAttribute('hreflang');
  return LOCALES.find((locale) => LANGUAGE_TAGS[locale] === tag);
}

/** Remembers every switcher choice from now on; returns the clean-up (an effect's). */
export function rememberLocaleChoices(): () => void {
  const onClick = (event: MouseEvent) => {
    const locale = chosenLocale(event.target);
    if (locale) rememberLocale(locale);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
