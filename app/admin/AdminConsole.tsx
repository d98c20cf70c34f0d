/**
 * The admin console at /admin. Who gets in is the server's call (ADMIN_EMAILS): the console asks
 * /api/admin/me and shows a sign-in prompt (401) or a plain "no access" page (403) instead of the tabs.
 * The open tab lives in the URL (?tab=users), so it survives a reload and can be linked.
 */
import { BarChart3, FileText, History, ListChecks, Lock, Mail, Receipt, ShieldAlert, Users } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminMe } from '#contract/admin';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { ActivityPanel } from './ActivityPanel';
import { BlogPanel } from './BlogPanel';
import { MessagesPanel } from './MessagesPanel';
import { OrdersPanel } from './OrdersPanel';
import { OverviewPanel } from './OverviewPanel';
import { TasksPanel } from './TasksPanel';
import { UsersPanel } from './UsersPanel';

const TABS = [
  { value: 'overview', label: 'Overview', icon: BarChart3, panel: OverviewPanel },
  { value: 'users', label: 'Users', icon: Users, panel: UsersPanel },
  { value: 'orders', label: 'Orders', icon: Receipt, panel: OrdersPanel },
  { value: 'tasks', label: 'Tasks', icon: ListChecks, panel: TasksPanel },
  { value: 'blog', label: 'Blog', icon: FileText, panel: BlogPanel },
  { value: 'messages', label: 'Messages', icon: Mail, panel: MessagesPanel },
  { value: 'activity', label: 'Activity', icon: History, panel: ActivityPanel },
] as const;
type TabValue = (typeof TABS)[number]['value'];

export function AdminConsole() {
  const { status, user, openSignIn } = useSession();
  if (status === 'loading') return <CheckingAccess />;
  if (status === 'signed-out') {
    return (
      <Notice
        icon={<Lock />}
        title="Sign in to continue"
        text="The admin console is for Atelier administrators. Sign in with an administrator account."
      >
        <Button onClick={() => openSignIn()}>Sign in</Button>
      </Notice>
    );
  }
  // Keyed by the account: signing in as someone else asks the server again.
  return <AdminGate key={user?.email ?? ''} email={user?.email} />;
}

function CheckingAccess() {
  return (
    <Shell>
      <div
        className="h-10 w-64 animate-pulse rounded-full bg-muted motion-reduce:animate-none"
        role="status"
        aria-label="Checking access"
        aria-busy="true"
      />
    </Shell>
  );
}

/** Signed in: the server says whether this account is an administrator (a refusal is a negative code). */
function AdminGate({ email }: { email: string | undefined }) {
  const me = useApiQuery<AdminMe>('/api/admin/me', { quietUnauthorized: true });
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'overview';

  if (me.errorCode !== null) {
    return (
      <Notice
        icon={<ShieldAlert />}
        title="403 — No access"
        text={`You are signed in as ${email ?? 'someone'}, who is not an administrator. Ask an administrator to add this email to ADMIN_EMAILS.`}
      >
        <Button asChild variant="secondary">
          <Link to="/">Back to the home page</Link>
        </Button>
      </Notice>
    );
  }
  if (me.error) {
    return (
      <Notice
        icon={<ShieldAlert />}
        title="The console could not load"
        text="Check your connection and reload the page."
      />
    );
  }
  if (!me.data) return <CheckingAccess />;

  return (
    <Shell>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold">Admin console</h1>
          <p className="mt-1 text-sm text-ink-soft">
            Signed in as {me.data.email}. Every change here is recorded in Activity.
          </p>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'overview' ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
        className="mt-6"
      >
        <TabsList
          aria-label="Admin sections"
          className="flex w-full flex-wrap justify-start gap-1 rounded-2xl sm:w-auto sm:rounded-full"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="inline-flex items-center gap-1.5">
              <Icon className="size-4" aria-hidden /> {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, panel: Panel }) => (
          <TabsContent key={value} value={value} className="mt-6 focus-visible:outline-none">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">{children}</section>;
}

function Notice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Shell>
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
        <span className="text-ink-soft [&_svg]:size-10" aria-hidden>
          {icon}
        </span>
        <h1 className="mt-4 font-display text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-ink-soft">{text}</p>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </Shell>
  );
}
