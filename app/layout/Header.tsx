/**
 * Site header: logo, navigation, credits badge, and the sign-in button or the account menu.
 * The account menu (Radix dropdown, generated avatar) and the mobile menu dialog load when needed — after the
 * session says someone is signed in, when the menu is first opened — not with every page.
 */
import { clsx } from 'clsx';
import { MenuIcon } from '../ui/shell-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useI18n } from '../i18n/context';
import { useSession } from '../lib/session';
import { buttonVariants } from '../ui/button-variants';
import { NAVIGATION } from './navigation';

// Signed-in users only, and the session loads after hydration: the badge's code is fetched with it, not with the page.
const CreditsBadge = lazy(() => import('./CreditsBadge').then((m) => ({ default: m.CreditsBadge })));
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
const loadMobileMenu = () => void import('./MobileMenu');

export function Header() {
  const { status, user, openSignIn, signOut } = useSession();
  const { m, href } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // A language chosen in a switcher (footer, phone menu) is remembered for the next visit to `/`; the listener
  // loads after hydration, so it costs the first load nothing but this import.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('../i18n/remember-locale').then(({ rememberLocaleChoices }) => {
      if (!left) stop = rememberLocaleChoices();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {/* Named by its visible text "Atelier" (a different aria-label would hide what sighted users read). */}
        <Link to={href('/')} className="flex items-center gap-2 font-display text-xl font-semibold tracking-tight">
          <span aria-hidden className="grid size-8 place-items-center rounded-xl bg-ink text-canvas">
            A
          </span>
          Atelier
        </Link>
        <nav aria-label={m.nav.main} className="ml-6 hidden items-center gap-1 lg:flex">
          {NAVIGATION.map((item) => (
            <NavLink
              key={item.to}
              to={href(item.to)}
              className={({ isActive }) =>
                clsx(
                  'rounded-full px-3 py-1.5 text-sm text-ink-soft hover:bg-muted hover:text-ink',
                  isActive && 'bg-muted text-ink',
                )
              }
            >
              {m.nav[item.label]}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <Suspense fallback={null}>
              <CreditsBadge />
            </Suspense>
          ) : null}
          {status === 'signed-in' && user ? (
            // Same size as the avatar it is waiting for: the header does not move when the menu arrives.
            <Suspense fallback={<span aria-hidden className="block size-8 rounded-full bg-muted" />}>
              <AccountMenu user={user} onSignOut={() => void signOut()} />
            </Suspense>
          ) : (
            <button
              type="button"
              onClick={() => openSignIn()}
              disabled={status === 'loading'}
              className={clsx(buttonVariants({ size: 'sm' }), status === 'loading' && 'invisible')}
            >
              {m.header.signIn}
            </button>
          )}
          <button
            type="button"
            className={clsx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
            aria-label={m.header.openMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon className="size-5" />
          </button>
        </div>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
