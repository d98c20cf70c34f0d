/** /api-keys — create, name and revoke keys for the public API; a new key is shown once, to copy. */
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { API_KEY_HEADER, MAX_ACTIVE_API_KEYS, type ApiKeyView, type CreatedApiKey } from '#contract/api-keys';
import { accountLoader } from '../account/loader.server';
import { accountMeta, isEnglishRequest } from '../account/route-data';
import { useAccountText, type AccountText } from '../account/text';
import { api, unwrap } from '../lib/api';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import type { Route } from './+types/api-keys';

// `/es/api-keys` and `/zh/api-keys` use this module too (app/routes.ts): the language comes from the URL.
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) =>
  accountMeta(data, (t) => ({ title: t.apiKeys.metaTitle, description: t.apiKeys.metaDescription }), '/api-keys');

export default function ApiKeys() {
  const { status, openSignIn } = useSession();
  const text = useAccountText();
  const { t } = text;
  const {
    data: keys,
    error,
    refetch,
  } = useApiQuery<ApiKeyView[]>('/v1/api-keys', {
    enabled: status === 'signed-in',
    failureMessage: t.apiFailed,
  });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    setBusy(true);
    try {
      setCreated(unwrap(await api.post<CreatedApiKey>('/v1/api-keys', { name })));
      form.reset();
      refetch();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t.apiFailed);
    } finally {
      setBusy(false);
    }
  }

  async function onRevoke(key: ApiKeyView) {
    if (!window.confirm(text.fill(t.apiKeys.confirmRevoke, { name: key.name }))) return;
    try {
      unwrap(await api.post(`/v1/api-keys/${encodeURIComponent(key.id)}/revoke`, {}));
      toast.success(text.fill(t.apiKeys.revoked, { name: key.name }));
      if (created?.id === key.id) setCreated(null);
      refetch();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t.apiFailed);
    }
  }

  // The header's name is code, set in its own element inside the translated sentence.
  const [introBefore, introMiddle = ''] = t.apiKeys.introBefore.split('{header}');
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t.apiKeys.title}</h1>
      <p className="mt-2 text-ink-soft">
        {introBefore}
        <code className="font-mono">X-API-Key</code>
        {introMiddle}
        <a className="underline underline-offset-4" href="/api/docs">
          {t.apiKeys.reference}
        </a>
        {t.apiKeys.introAfter}
      </p>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">{t.apiKeys.signIn}</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            {t.signIn}
          </Button>
        </div>
      ) : (
        <>
          <form onSubmit={onCreate} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="api-key-name">{t.apiKeys.nameLabel}</Label>
              <Input id="api-key-name" name="name" required maxLength={60} placeholder={t.apiKeys.namePlaceholder} />
            </div>
            <Button type="submit" disabled={busy || (keys?.length ?? 0) >= MAX_ACTIVE_API_KEYS}>
              {busy ? t.apiKeys.creating : t.apiKeys.create}
            </Button>
          </form>
          <p className="mt-2 text-xs text-ink-soft">
            {text.fill(t.apiKeys.limit, { count: text.number(MAX_ACTIVE_API_KEYS) })}
          </p>
          {created ? <NewKey created={created} onDone={() => setCreated(null)} text={text} /> : null}
          {error ? (
            <p className="mt-8 text-danger">{error}</p>
          ) : !keys ? (
            <div className="mt-8 h-20 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
          ) : keys.length === 0 ? (
            <div className="mt-8 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <KeyRound className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">{t.apiKeys.emptyTitle}</p>
              <p className="mt-1 text-sm text-ink-soft">{t.apiKeys.emptyText}</p>
            </div>
          ) : (
            <ul
              aria-label={t.apiKeys.list}
              className="mt-8 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
            >
              {keys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                  <div className="min-w-0">
                    <p className="font-medium">{key.name}</p>
                    <p className="text-xs text-ink-soft">
                      <span className="font-mono">{key.prefix}…</span> ·{' '}
                      {text.fill(t.apiKeys.created, { date: text.date(key.created_at) })} ·{' '}
                      {key.last_used_at
                        ? text.fill(t.apiKeys.lastUsed, { date: text.date(key.last_used_at) })
                        : t.apiKeys.neverUsed}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" onClick={() => void onRevoke(key)}>
                    {t.apiKeys.revoke}
                    <span className="sr-only"> {key.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function NewKey({ created, onDone, text }: { created: CreatedApiKey; onDone: () => void; text: AccountText }) {
  const { t } = text;
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-6 rounded-2xl bg-success/10 p-5 ring-1 ring-success/30">
      <p className="font-semibold">{text.fill(t.apiKeys.ready, { name: created.name })}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={created.key}
          aria-label={t.apiKeys.newKey}
          className="font-mono"
          onFocus={(e) => e.target.select()}
        />
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(created.key).then(() => setCopied(true));
          }}
        >
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? t.apiKeys.copied : t.apiKeys.copy}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.apiKeys.done}
        </Button>
      </div>
      <p className="mt-3 text-xs text-ink-soft">
        {t.apiKeys.tryIt}{' '}
        <code className="break-all font-mono">
          curl -H "{API_KEY_HEADER}: {created.key}" {window.location.origin}/user/info
        </code>
      </p>
    </div>
  );
}
