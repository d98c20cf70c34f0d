/** Route table. A feature adds its routes here (one module per route under app/routes/). */
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { TRANSLATED_LOCALES } from './i18n/locales';

export default [
  index('routes/home.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('checkout/sandbox/:paymentId', 'routes/checkout-sandbox.tsx'),
  route('callback/:provider/:result', 'routes/payment-callback.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('billing', 'routes/billing.tsx'),
  route('credits', 'routes/credits.tsx'),
  route('api-keys', 'routes/api-keys.tsx'),
  route('notifications', 'routes/notifications.tsx'),
  route('my-tasks', 'routes/my-tasks.tsx'),
  route('creations', 'routes/creations.tsx'),
  route('admin', 'routes/admin.tsx'),
  // The marketing pages in Spanish and Chinese (app/i18n): the same modules, one route id per language.
  ...TRANSLATED_LOCALES.flatMap((locale) => [
    route(locale, 'routes/home.tsx', { id: `routes/home.${locale}` }),
    route(`${locale}/:page`, 'routes/page.tsx', { id: `routes/page.${locale}` }),
  ]),
  route(':page', 'routes/page.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('embed/ocr', 'routes/embed-ocr.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
