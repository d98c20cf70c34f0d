/** /notifications — which e-mails Atelier sends: long jobs finished or failed, credits running low. */
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { NotificationSettings } from '#contract/notifications';
import { api, unwrap } from '../lib/api';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';

export const meta = () => [
  ...seoMeta({
    title: 'E-mail notifications',
    description: 'Which e-mails Atelier sends you.',
    path: '/notifications',
  }),
  { name: 'robots', content: 'noindex' },
];

const CHOICES: ReadonlyArray<{ field: keyof NotificationSettings; label: string; hint: string }> = [
  {
    field: 'task_emails',
    label: 'When a long job finishes or fails',
    hint: 'Video imports in My Tasks, watermark removal and image to video: close the tab, we will write.',
  },
  {
    field: 'low_credit_emails',
    label: 'When my credits run low',
    hint: 'Once each time your balance falls to the low-credit mark, so a job never stops for lack of credits.',
  },
];

export default function Notifications() {
  const { status, user, openSignIn } = useSession();
  const {
    data: settings,
    error,
    setData,
  } = useApiQuery<NotificationSettings>('/v1/notifications/settings', {
    enabled: status === 'signed-in',
    failureMessage: 'API request failed.',
  });
  const [saving, setSaving] = useState(false);

  async function toggle(field: keyof NotificationSettings) {
    if (!settings) return;
    const next = { ...settings, [field]: !settings[field] };
    setSaving(true);
    try {
      setData(unwrap(await api.post<NotificationSettings>('/v1/notifications/settings', next)));
      toast.success('Saved.');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'API request failed.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">E-mail notifications</h1>
      <p className="mt-2 text-ink-soft">
        {user ? `Sent to ${user.email}.` : 'Choose which e-mails Atelier sends you.'}
      </p>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">Sign in to choose your e-mail notifications.</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            Sign in
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
                  {choice.label}
                </p>
                <p className="mt-1 text-sm text-ink-soft">{choice.hint}</p>
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
