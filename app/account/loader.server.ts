/** The account pages' loader (server only): a Spanish or Chinese route brings its dictionary; English brings none. */
import { loadLocalizedData } from '#app/i18n/content.server';
import { localeFromPath } from '#app/i18n/locales';
import type { AccountRouteData } from './route-data';

export async function accountLoader({ request }: { request: Request }): Promise<AccountRouteData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { i18n: locale === 'en' ? undefined : await loadLocalizedData(locale) };
}
