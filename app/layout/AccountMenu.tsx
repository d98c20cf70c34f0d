/** The signed-in user's menu in the header (loaded once someone is signed in: see Header.tsx). */
import { BellRing, Coins, CreditCard, Images, KeyRound, LayoutGrid, LogOut, Receipt } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { UserInfo } from '#contract/user';
import { useAccountText } from '../account/text';
import { useI18n } from '../i18n/context';
import { UserAvatar } from './UserAvatar';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/** The account pages, in menu order. */
const ACCOUNT_LINKS = [
  { to: '/creations', label: 'creations', icon: Images },
  { to: '/my-tasks', label: 'myTasks', icon: LayoutGrid },
  { to: '/orders', label: 'orders', icon: Receipt },
  { to: '/billing', label: 'billing', icon: CreditCard },
  { to: '/credits', label: 'credits', icon: Coins },
  { to: '/api-keys', label: 'apiKeys', icon: KeyRound },
  { to: '/notifications', label: 'notifications', icon: BellRing },
] as const;

export function AccountMenu({ user, onSignOut }: { user: UserInfo; onSignOut: () => void }) {
  // The header's shared names (nav) and the account part's own (API keys, notifications, sign out).
  const { m, href } = useI18n();
  const { t } = useAccountText();
  const labels = { ...m.nav, apiKeys: t.menu.apiKeys, notifications: t.menu.notifications };
  // Non-modal: a modal menu hides the page from assistive tech with aria-hidden while it stays focusable (axe
  // aria-hidden-focus). Arrow keys, Escape, Tab and outside clicks work the same.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
        aria-label={t.menu.label}
      >
        <UserAvatar name={user.name} src={user.avatar} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-2xl border border-line bg-surface p-1.5 shadow-xl"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold">{user.name}</p>
            <p className="text-xs text-ink-soft">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={ITEM_CLASS}>
              <Link to={href(to)}>
                <Icon className="size-4" aria-hidden /> {labels[label]}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item onSelect={onSignOut} className={ITEM_CLASS}>
            <LogOut className="size-4" aria-hidden /> {t.menu.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
