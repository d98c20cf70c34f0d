/**
 * Blog data for the server-rendered blog pages (route loaders): the queries of server/domain/blog, handed over in
 * the load context (so no server code is bundled with the pages).
 */
import type { AppLoadContext } from 'react-router';
import { getPageQueries } from './services.server';

export async function loadBlogPage(context: AppLoadContext, siteId: string, pageSize: number, current = 1) {
  return (await getPageQueries(context)).blogIndex(siteId, pageSize, current);
}

export async function loadBlogPost(context: AppLoadContext, customUrl: string) {
  return (await getPageQueries(context)).blogPost(customUrl);
}
