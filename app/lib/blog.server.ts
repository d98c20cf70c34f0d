/**
 * Blog data for the server-rendered blog pages (route loaders): the queries of server/domain/blog, handed over in
 * the load context (so no server code is bundled with the pages).
 */
import type { AppLoadContext } from 'react-router';
import type { Locale } from '../i18n/locales';
import { getPageQueries } from './services.server';

export async function loadBlogPage(
  context: AppLoadContext,
  siteId: string,
  pageSize: number,
  current: number,
  locale: Locale,
) {
  return (await getPageQueries(context)).blogIndex(siteId, pageSize, current, locale);
}

export async function loadBlogPost(context: AppLoadContext, customUrl: string, locale: Locale) {
  return (await getPageQueries(context)).blogPost(customUrl, locale);
}
