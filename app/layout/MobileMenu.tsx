/** The navigation dialog of narrow screens (loaded when first opened: see Header.tsx). */
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { Dialog } from '../ui/dialog';
import { NAVIGATION } from './navigation';

/** Besides the tools: the pages the wide header reaches through its links and the account menu. */
const MORE = [{ to: '/about', label: 'About & contact' }] as const;
const SIGNED_IN = [
  { to: '/creations', label: 'My creations' },
  { to: '/my-tasks', label: 'My Tasks' },
  { to: '/orders', label: 'Orders' },
  { to: '/billing', label: 'Billing' },
  { to: '/credits', label: 'Credit history' },
] as const;

export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { status } = useSession();
  const items = [...NAVIGATION, ...MORE, ...(status === 'signed-in' ? SIGNED_IN : [])];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {items.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={() => onOpenChange(false)}
            className="rounded-xl px-3 py-2.5 text-base hover:bg-muted"
          >
            {item.label}
          </Link>
        ))}
      </nav>
    </Dialog>
  );
}
