/** English text of the blog's list and post pages: loaded with those pages. */
export const enBlog = {
  title: 'Blog',
};
