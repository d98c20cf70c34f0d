/**
 * Blog data for the server-rendered blog pages (route loaders): the queries in server/domain/blog, run with
 * the services of the load context.
 */
import type { AppLoadContext } from 'react-router';
import { blogIndexPage, blogPostPage } from '#server/domain/blog/blog-pages';
import { getServices } from './services.server';

export async function loadBlogPage(context: AppLoadContext, siteId: string, pageSize: number) {
  return blogIndexPage(await getServices(context), siteId, pageSize);
}

export async function loadBlogPost(context: AppLoadContext, customUrl: string) {
  return blogPostPage(await getServices(context), customUrl);
}
