/**
 * English text of the blog: its list and post pages, the blog list section's labels (the journal on the home page),
 * loaded with them. `{slot}`s are filled by `fill()`; a `{ one, other }` pair is a count's singular and plural,
 * chosen with Intl.PluralRules.
 */
import { BLOG_EMPTY_MESSAGE } from '#contract/marketing-constants';

export const enBlog = {
  title: 'Blog',
  heading: 'The Atelier journal',
  description: 'Field notes on making media with AI: honest guides to every tool, with real before-and-after results.',
  /** The spec's message, exactly. */
  empty: BLOG_EMPTY_MESSAGE,
  /** A translated blog with no post yet (never shown in English: the English blog is the original). */
  emptyInLanguage: 'There are no posts in English yet.',
  readEnglishBlog: 'Read the blog in English',
  /** Under a translated list with fewer posts than the English blog. */
  moreInEnglish: { one: 'One more post is in English.', other: '{count} more posts are in English.' },
  tags: 'Tags',
  posts: 'Blog posts',
  loading: 'Loading posts',
  pages: 'Blog pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  allPosts: 'All posts',
  /** Before the links to a post's other language versions. */
  alsoIn: 'Also in',
};
