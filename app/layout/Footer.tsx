import { Link } from 'react-router';
import { NAVIGATION } from './navigation';
import { ThemeSwitch } from './ThemeSwitch';

export function Footer() {
  return (
    <footer className="mt-24 border-t border-line/70 bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="font-display text-xl font-semibold">Atelier</p>
          <p className="mt-2 max-w-sm text-sm text-ink-soft">
            An AI media studio: headshots, videos from stills, clean footage, presentations and colouring pages — made
            on your terms.
          </p>
        </div>
        <nav aria-label="Tools">
          <p className="text-sm font-semibold">Tools</p>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            {NAVIGATION.slice(0, 5).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="hover:text-ink">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <p className="text-sm font-semibold">Company</p>
          <ul className="mt-3 space-y-2 text-sm text-ink-soft">
            <li>
              <Link to="/pricing" className="hover:text-ink">
                Pricing
              </Link>
            </li>
            <li>
              <Link to="/blog" className="hover:text-ink">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/about" className="hover:text-ink">
                About &amp; contact
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-ink">
                Terms of service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-ink">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link to="/refunds" className="hover:text-ink">
                Refund policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line/70">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-xs text-ink-soft">© {new Date().getFullYear()} Atelier. Made with care.</p>
          <ThemeSwitch />
        </div>
      </div>
    </footer>
  );
}
