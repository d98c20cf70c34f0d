/** /notifications — which e-mails Atelier sends: long jobs finished or failed, credits running low. */
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { NotificationSettings } from '#contract/notifications';
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useAccountText, type AccountMessages } from '../account/text';
import { api, unwrap } from '../lib/api';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import type { Route } from './+types/notifications';

// `/es/notifications` and `/zh/notifications` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(
    data,
    (t) => ({ title: t.notifications.metaTitle, description: t.notifications.metaDescription }),
    '/notifications',
  );

type NotificationText = AccountMessages['notifications'];
const CHOICES: ReadonlyArray<{
  field: keyof NotificationSettings;
  label: keyof NotificationText;
  hint: keyof NotificationText;
}> = [
  { field: 'task_emails', label: 'taskLabel', hint: 'taskHint' },
  { field: 'low_credit_emails', label: 'lowLabel', hint: 'lowHint' },
];

export default function Notifications() {
  const { status, user, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const {
    data: settings,
    error,
    setData,
  } = useApiQuery<NotificationSettings>('/v1/notifications/settings', {
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });
  const [saving, setSaving] = useState(false);

  async function toggle(field: keyof NotificationSettings) {
    if (!settings) return;
    const next = { ...settings, [field]: !settings[field] };
    setSaving(true);
    try {
      setData(unwrap(await api.post<NotificationSettings>('/v1/notifications/settings', next)));
      toast.success(t.notifications.saved);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t.apiFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.notifications.title}</h1>
      <p className="mt-2 text-ink-soft">
        {user ? text.fill(t.notifications.sentTo, { email: user.email }) : t.notifications.intro}
      </p>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">{t.notifications.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : error ? (
        <p className="mt-10 text-danger">{error}</p>
      ) : !settings ? (
        <div className="mt-10 h-40 animate-pulse rounded-3xl bg-muted motion-reduce:animate-none" />
      ) : (
        <ul className="mt-10 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line">
          {CHOICES.map((choice) => (
            <li key={choice.field} className="flex items-start gap-4 px-5 py-5">
              <BellRing className="mt-0.5 size-5 shrink-0 text-ink-soft" aria-hidden />
              <div className="min-w-0 flex-1">
                <p id={`${choice.field}-label`} className="font-medium">
                  {t.notifications[choice.label]}
                </p>
                <p className="mt-1 text-sm text-ink-soft">{t.notifications[choice.hint]}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={settings[choice.field]}
                aria-labelledby={`${choice.field}-label`}
                disabled={saving}
                onClick={() => void toggle(choice.field)}
                className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 motion-reduce:transition-none ${settings[choice.field] ? 'bg-accent' : 'bg-line'}`}
              >
                <span
                  className={`absolute left-0 top-1 size-5 rounded-full bg-surface shadow transition-transform motion-reduce:transition-none ${settings[choice.field] ? 'translate-x-6' : 'translate-x-1'}`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
