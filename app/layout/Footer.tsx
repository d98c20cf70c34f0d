import { Link } from 'react-router';
import { fill } from '../i18n/fill';
import { useI18n, useMessages } from '../i18n/context';
import { enFooter } from '../i18n/messages/en-footer';
import { LanguageSwitch } from './LanguageSwitch';
import { NAVIGATION } from './navigation';
import { ThemeSwitch } from './ThemeSwitch';

/** Loaded as an island (footer-island.ts): not part of any page's first-load JavaScript. */
export function Footer() {
  const { m, href } = useI18n();
  const footer = useMessages('footer', enFooter);
  const company = [
    { to: '/pricing', label: m.nav.pricing },
    { to: '/blog', label: m.nav.blog },
    { to: '/about', label: m.nav.about },
    { to: '/terms', label: footer.terms },
    { to: '/privacy', label: footer.privacy },
    { to: '/refunds', label: footer.refunds },
  ];
  return (
    <footer className="mt-24 border-t border-line/70 bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-display text-xl font-semibold">Atelier</p>
          <p className="mt-2 max-w-sm text-sm text-ink-soft">{footer.tagline}</p>
        </div>
        <nav aria-label={footer.tools}>
          <p className="text-sm font-semibold">{footer.tools}</p>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {NAVIGATION.slice(0, 5).map((item) => (
              <li key={item.to}>
                <Link to={href(item.to)} className="hover:text-ink">
                  {m.nav[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footer.company}>
          <p className="text-sm font-semibold">{footer.company}</p>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {company.map((item) => (
              <li key={item.to}>
                <Link to={href(item.to)} className="hover:text-ink">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line/70">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-xs text-ink-soft">{fill(footer.copyright, { year: new Date().getFullYear() })}</p>
          <div className="flex flex-col-reverse items-center gap-3 sm:flex-row">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </footer>
  );
}
