/**
 * What an account page's route needs for its language: the loader data (none in English; a Spanish or Chinese
 * route's dictionary and plans, see app/i18n/content.server.ts) and the page's meta in that language.
 * These pages are signed-in pages: never prerendered (react-router.config.ts lists content pages only), noindex.
 */
import type { LocalizedData } from '#app/i18n/context';
import { localeFromPath, localizedPath, type Locale } from '#app/i18n/locales';
import { enAccount } from '#app/i18n/messages/en-account';
import { seoMeta } from '#app/lib/seo';

export interface AccountRouteData {
  i18n: LocalizedData | undefined;
}

/** English pages need no server data: a client navigation to them does not ask the server (as before). */
export function isEnglishRequest(request: Request): boolean {
  return localeFromPath(new URL(request.url).pathname) === 'en';
}

/** The page's title and description in its language, its localized path, and noindex. */
export function accountMeta(
  data: AccountRouteData | undefined,
  pick: (t: typeof enAccount) => { title: string; description: string },
  path: string,
) {
  const locale: Locale = data?.i18n?.locale ?? 'en';
  const { title, description } = pick(data?.i18n?.messages.account ?? enAccount);
  return [
    ...seoMeta({ title, description, path: localizedPath(path, locale), locale }),
    { name: 'robots', content: 'noindex' },
  ];
}
