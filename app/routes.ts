/** Route table. A feature adds its routes here (one module per route under app/routes/). */
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { TRANSLATED_LOCALES } from './i18n/locales';

/** Signed-in pages, one module each under routes/, in every language. */
const ACCOUNT_PAGES = ['orders', 'billing', 'credits', 'api-keys', 'notifications', 'my-tasks', 'creations'] as const;

export default [
  index('routes/home.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('checkout/sandbox/:paymentId', 'routes/checkout-sandbox.tsx'),
  route('callback/:provider/:result', 'routes/payment-callback.tsx'),
  ...ACCOUNT_PAGES.map((page) => route(page, `routes/${page}.tsx`)),
  route('admin', 'routes/admin.tsx'),
  // The marketing pages in Spanish and Chinese (app/i18n): the same modules, one route id per language.
  ...TRANSLATED_LOCALES.flatMap((locale) => [
    route(locale, 'routes/home.tsx', { id: `routes/home.${locale}` }),
    // The account pages and My Tasks (signed-in, never prerendered) and the blog, before the pages' catch-all.
    ...ACCOUNT_PAGES.map((page) =>
      route(`${locale}/${page}`, `routes/${page}.tsx`, { id: `routes/${page}.${locale}` }),
    ),
    route(`${locale}/reset-password`, 'routes/reset-password.tsx', { id: `routes/reset-password.${locale}` }),
    // The payment pages of a purchase started on a page in this language (usePurchase localizes the return URLs).
    route(`${locale}/checkout/sandbox/:paymentId`, 'routes/checkout-sandbox.tsx', {
      id: `routes/checkout-sandbox.${locale}`,
    }),
    route(`${locale}/callback/:provider/:result`, 'routes/payment-callback.tsx', {
      id: `routes/payment-callback.${locale}`,
    }),
    route(`${locale}/blog`, 'routes/blog.tsx', { id: `routes/blog.${locale}` }),
    route(`${locale}/blog/:slug`, 'routes/blog-post.tsx', { id: `routes/blog-post.${locale}` }),
    route(`${locale}/:page`, 'routes/page.tsx', { id: `routes/page.${locale}` }),
  ]),
  route(':page', 'routes/page.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('embed/ocr', 'routes/embed-ocr.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
