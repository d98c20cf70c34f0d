/** The navigation dialog of narrow screens (loaded when first opened: see Header.tsx). */
import { Link } from 'react-router';
import { useI18n } from '../i18n/context';
import type { Messages } from '../i18n/messages/en';
import { useSession } from '../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Dialog } from '../ui/dialog';
import { NAVIGATION } from './navigation';

/** Besides the tools: the pages the wide header reaches through its links and the account menu. */
type MenuItem = { to: string; label: keyof Messages['nav'] };
const MORE: readonly MenuItem[] = [{ to: '/about', label: 'about' }];
const SIGNED_IN: readonly MenuItem[] = [
  { to: '/creations', label: 'creations' },
  { to: '/my-tasks', label: 'myTasks' },
  { to: '/orders', label: 'orders' },
  { to: '/billing', label: 'billing' },
  { to: '/credits', label: 'credits' },
];

export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { status } = useSession();
  const { m, href } = useI18n();
  const items = [...NAVIGATION, ...MORE, ...(status === 'signed-in' ? SIGNED_IN : [])];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={m.header.menu}>
      <nav aria-label={m.nav.mobile} className="flex flex-col gap-1">
        {items.map((item) => (
          <Link
            key={item.to}
            to={href(item.to)}
            onClick={() => onOpenChange(false)}
            className="rounded-xl px-3 py-2.5 text-base hover:bg-muted"
          >
            {m.nav[item.label]}
          </Link>
        ))}
      </nav>
      <LanguageSwitch className="mt-4" onChoose={() => onOpenChange(false)} />
    </Dialog>
  );
}
