/**
 * The marketing site's constants (spec §9), zod-free: the browser's section code imports them from here, so the
 * sections' chunks do not carry zod. contract/marketing.ts re-exports them next to its schemas.
 */

/** Blog list page size (postsPerPage default). */
export const BLOG_POSTS_PER_PAGE = 4;
/** All page buttons are shown up to this many pages; beyond, first, last and current ±1 with ellipses. */
export const BLOG_PAGINATION_ALL_UP_TO = 5;
export const BLOG_EMPTY_MESSAGE = 'No blog posts available at the moment.';
/** The feature accordion's carousel moves on every 5 s. */
export const FEATURE_ROTATION_MS = 5_000;
/** The before/after divider starts in the middle. */
export const BEFORE_AFTER_START_PERCENT = 50;
/** One loop of the before/after scrolling carousel. */
export const BEFORE_AFTER_SCROLL_SECONDS = 150;

/**
 * The meta tag by which a page says it reads well before it hydrates (no tool, form or eager section on it): a
 * prerendered page that carries it gets its scripts after its first paint (server/http/hydrate-after-paint.ts).
 */
export const HYDRATE_AFTER_PAINT_META = { name: 'atelier:hydration', content: 'after-paint' } as const;
