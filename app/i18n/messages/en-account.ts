/**
 * English text of the signed-in account pages (orders, billing, credit history, API keys, notifications, creations)
 * and of the pricing modal and low-credit banner: loaded with those pages and components, not with every page.
 */
export const enAccount = {
  signInToSee: 'Sign in to see this page.',
};
