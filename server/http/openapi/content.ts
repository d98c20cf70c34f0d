/** Marketing content served as API (the blog list; sitemap, robots and media are files, not API). */
import { pagedSchema } from '#contract/envelope';
import { blogListQuerySchema, blogPostSummarySchema } from '#contract/marketing';
import type { OpenApiDeclarations } from './declare';

export function declareContentRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'get',
    path: '/content/blog/list',
    tag: 'Content',
    access: 'public',
    summary: 'Published blog posts of one language (English without `locale`), newest first',
    query: blogListQuerySchema,
    data: pagedSchema(api.component('BlogPostSummary', blogPostSummarySchema)),
  });
}
