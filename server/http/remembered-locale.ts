/**
 * The visitor's chosen language (issue #21 item 6, decision 016). Choosing a language in the switcher stores it in
 * the `atelier-locale` cookie (app/i18n/remember-locale.ts); a later visit to the English home page `/` with Spanish
 * or Chinese chosen is sent to `/es` or `/zh` — what MDN and Next.js sites do with a remembered choice.
 * Only an explicit choice redirects, and only the home page (every other URL names its language already):
 * crawlers send no cookie and get the prerendered English page, so `hreflang` and the prerendered answer are
 * unchanged, and a first visit is never redirected on a guess from Accept-Language.
 */
import { isLocale, TRANSLATED_LOCALES, type Locale } from '#contract/locales';
import { prerenderedRoute } from './prerendered';

/** The cookie's name; app/i18n/remember-locale.ts writes it (a test checks the two agree). */
export const LOCALE_COOKIE = 'atelier-locale';

/** The language chosen in the switcher, from a Cookie header (undefined when none, or not one of the site's). */
export function chosenLocale(cookieHeader: string | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/** The chosen language's home page, when it has one of its own. */
function rememberedHome(cookieHeader: string | undefined): string | undefined {
  const locale = chosenLocale(cookieHeader);
  const translated = TRANSLATED_LOCALES.find((candidate) => candidate === locale);
  return translated ? `/${translated}` : undefined;
}

/** The home page a page request goes to instead, when it is for `/` and the visitor chose Spanish or Chinese. */
export function rememberedLocaleRedirect(
  request: { method: string; pathname: string },
  cookieHeader: string | undefined,
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (prerenderedRoute(request.pathname) !== '/') return undefined;
  return rememberedHome(cookieHeader);
}

/** Whether a page's answer depends on the cookie (a cache must keep one copy per chooser). */
export const variesByRememberedLocale = (pathname: string) => prerenderedRoute(pathname) === '/';

/**
 * The redirect: temporary (the choice can change) and private (a shared cache must not send everyone to it).
 * `Vary: Cookie` goes on the English `/` too (./request-context.ts), so no cache answers a chooser with it.
 */
export function rememberedLocaleResponse(location: string, extraHeaders: ReadonlyArray<readonly [string, string]>) {
  return new Response(null, {
    status: 302,
    headers: {
      ...Object.fromEntries(extraHeaders),
      location,
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    },
  });
}
