/** The navigation dialog of narrow screens (loaded when first opened: see Header.tsx). */
import { Link } from 'react-router';
import { Dialog } from '../ui/dialog';
import { NAVIGATION } from './navigation';

export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {NAVIGATION.map((item) => (
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
