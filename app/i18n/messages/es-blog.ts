/** Spanish text of the blog pages (same keys as ./en-blog.ts). */
import type { enBlog } from './en-blog';

export const esBlog: typeof enBlog = {
  title: 'Blog',
};
