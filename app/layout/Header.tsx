/** Site header: logo, navigation, credits badge, and the sign-in button or the account menu. */
import { LogOut, Menu, Receipt, LayoutGrid } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { CreditsBadge } from './CreditsBadge';
import { UserAvatar } from './UserAvatar';
import { NAVIGATION } from './navigation';

export function Header() {
  const { status, user, openSignIn, signOut } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-canvas/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-display text-xl font-semibold tracking-tight" aria-label="Atelier home">
          <span aria-hidden className="grid size-8 place-items-center rounded-xl bg-ink text-canvas">A</span>
          Atelier
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {NAVIGATION.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn('rounded-full px-3 py-1.5 text-sm text-ink-soft hover:bg-muted hover:text-ink', isActive && 'bg-muted text-ink')
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <CreditsBadge />
          {status === 'signed-in' && user ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
                aria-label="Account menu"
              >
                <UserAvatar name={user.name} src={user.avatar} />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-2xl border border-line bg-surface p-1.5 shadow-xl">
                  <div className="px-3 py-2">
                    <p className="text-sm font-semibold">{user.name}</p>
                    <p className="text-xs text-ink-soft">{user.email}</p>
                  </div>
                  <DropdownMenu.Separator className="my-1 h-px bg-line" />
                  <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted">
                    <Link to="/my-tasks">
                      <LayoutGrid className="size-4" aria-hidden /> My Tasks
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item asChild className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted">
                    <Link to="/orders">
                      <Receipt className="size-4" aria-hidden /> Orders
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item
                    onSelect={() => void signOut()}
                    className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted"
                  >
                    <LogOut className="size-4" aria-hidden /> Sign out
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : (
            <Button size="sm" onClick={() => openSignIn()} disabled={status === 'loading'} className={cn(status === 'loading' && 'invisible')}>
              Sign in
            </Button>
          )}
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
            <Menu className="size-5" />
          </Button>
        </div>
      </div>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {NAVIGATION.map((item) => (
            <Link key={item.to} to={item.to} onClick={() => setMenuOpen(false)} className="rounded-xl px-3 py-2.5 text-base hover:bg-muted">
              {item.label}
            </Link>
          ))}
        </nav>
      </Dialog>
    </header>
  );
}
