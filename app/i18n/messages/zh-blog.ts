/** Simplified Chinese text of the blog pages (same keys as ./en-blog.ts). */
import type { enBlog } from './en-blog';

export const zhBlog: typeof enBlog = {
  title: '博客',
};
