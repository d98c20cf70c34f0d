/**
 * English / Español / 中文, in the footer beside the theme switch and in the phone menu. Plain links (they work
 * before hydration and crawlers follow them) to the same page in the other language, or to that language's home
 * page when this page has no translation. A route whose translations are data, not paths (a blog post: its versions
 * have their own URLs), names the targets itself in its loader data as `languageSwitch`.
 */
import { Link, useLocation, useMatches } from 'react-router';
import { useI18n, useMessages } from '../i18n/context';
import { enLanguage } from '../i18n/messages/en-footer';
import { alternatePaths, LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localizedPath, type Locale } from '../i18n/locales';
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and tailwind-merge (8 KiB
// gzip) then stays out of every page's first load (the theme and language switches are in the footer).
import { clsx } from 'clsx';

export function LanguageSwitch({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { locale } = useI18n();
  const language = useMessages('language', enLanguage);
  const { pathname, search, hash } = useLocation();
  const fromRoute = useMatches()
    .map((match) => (match.data as { languageSwitch?: Partial<Record<Locale, string>> } | undefined)?.languageSwitch)
    .find(Boolean);
  const alternates = fromRoute ?? alternatePaths(pathname);
  return (
    <nav aria-label={language.label} className={className}>
      <ul className="inline-flex items-center rounded-full bg-muted p-1 ring-1 ring-line/60">
        {LOCALES.map((target) => {
          const current = target === locale;
          const to = alternates[target] ? `${alternates[target]}${search}${hash}` : localizedPath('/', target);
          return (
            <li key={target}>
              <Link
                to={to}
                lang={LANGUAGE_TAGS[target]}
                hrefLang={LANGUAGE_TAGS[target]}
                aria-current={current ? 'page' : undefined}
                onClick={onChoose}
                className={clsx(
                  'inline-flex items-center rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent motion-reduce:transition-none',
                  current ? 'bg-surface text-ink shadow-sm' : 'text-ink-soft hover:text-ink',
                )}
              >
                {LANGUAGE_NAMES[target]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
