/** Simplified Chinese text of the blog (same keys as ./en-blog.ts). */
import type { enBlog } from './en-blog';

export const zhBlog: typeof enBlog = {
  title: '博客',
  heading: 'Atelier 手记',
  description: '用 AI 创作媒体的实践笔记：每款工具的真实指南，附上真实的前后对比效果。',
  empty: '暂无博客文章。',
  emptyInLanguage: '目前还没有中文文章。',
  readEnglishBlog: '阅读英文博客',
  // Chinese has one plural form: `one` is never chosen by Intl.PluralRules('zh-Hans').
  moreInEnglish: { one: '另有 1 篇英文文章。', other: '另有 {count} 篇英文文章。' },
  tags: '标签',
  posts: '博客文章',
  loading: '正在加载文章',
  pages: '博客分页',
  previousPage: '上一页',
  nextPage: '下一页',
  page: '第 {page} 页',
  allPosts: '全部文章',
  alsoIn: '其他语言版本',
};
