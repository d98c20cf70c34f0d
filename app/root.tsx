import { lazy, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { FooterIsland } from './layout/footer-island';
import { Header } from './layout/Header';
import { useNonce } from './lib/nonce';
import { SessionProvider, useSession } from './lib/session';
import { THEME_BOOT_SCRIPT } from './lib/theme-boot';
import { PricingModalProvider } from './pricing/PricingModal';
import { I18nProvider, useI18n, useRouteI18n } from './i18n/context';
import { LANGUAGE_TAGS } from './i18n/locales';
import { whenIdleAfterInteraction } from './sections/island';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The language of the route (app/i18n): `<html lang>` and every component's text agree.
  const i18n = useRouteI18n();
  return (
    <html lang={LANGUAGE_TAGS[i18n.locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the stylesheet paints: the visitor's theme choice, so a dark page never flashes light. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f8f5ef" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#15130f" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-canvas text-ink">
        <I18nProvider value={i18n}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Not needed on first paint: the sign-in dialog loads when first opened, the toaster after the first interaction (toasts
// raised before it mounts are shown when it does: sonner replays them).
const AuthDialog = lazy(() => import('./auth/AuthDialog').then((m) => ({ default: m.AuthDialog })));
const ThemedToaster = lazy(() => import('./layout/ThemedToaster').then((m) => ({ default: m.ThemedToaster })));

function AuthDialogWhenOpened() {
  const { dialog } = useSession();
  const [wanted, setWanted] = useState(false);
  if (dialog.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  ) : null;
}

function ToasterWhenIdle() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdleAfterInteraction(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  ) : null;
}

/**
 * Puts a tool's inputs back on the page a checkout started from ("top up and continue"). Its code loads after
 * hydration, not with the page: it only matters on the page a checkout returns to, and it waits for that page's
 * forms to hydrate anyway (lib/checkout-return.ts).
 */
const CheckoutReturnInputs = lazy(() =>
  import('./lib/checkout-return').then((m) => ({
    default: function RestoreCheckoutInputs() {
      m.useRestoreCheckoutInputs();
      return null;
    },
  })),
);

function CheckoutReturnInputsAfterHydration() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(true), []);
  return wanted ? (
    <Suspense fallback={null}>
      <CheckoutReturnInputs />
    </Suspense>
  ) : null;
}

export default function App() {
  const { m } = useI18n();
  // Routes with `handle = { bare: true }` (embeds such as /embed/ocr) render without the header and footer.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare);
  const { pathname } = useLocation();
  return (
    <SessionProvider>
      <PricingModalProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-canvas"
        >
          {m.skipToContent}
        </a>
        {bare ? null : <Header />}
        <main id="main">
          <Outlet />
        </main>
        {bare ? null : <FooterIsland page={pathname} />}
        <AuthDialogWhenOpened />
        <ToasterWhenIdle />
        <CheckoutReturnInputsAfterHydration />
      </PricingModalProvider>
    </SessionProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page not found' : 'Something went wrong';
  const detail = notFound
    ? 'The page you are looking for does not exist or has moved.'
    : 'An unexpected error occurred. Please try again.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${title} — Atelier`}</title>
      <p className="font-display text-6xl font-semibold text-accent">{notFound ? '404' : 'Oops'}</p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-ink-soft">{detail}</p>
      <Link to="/" className="rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-canvas">
        Back to Atelier
      </Link>
    </main>
  );
}
