/** /api-keys — create, name and revoke keys for the public API; a new key is shown once, to copy. */
import { Check, Copy, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { API_KEY_HEADER, MAX_ACTIVE_API_KEYS, type ApiKeyView, type CreatedApiKey } from '#contract/api-keys';
import { api, unwrap } from '../lib/api';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session';
import { useApiQuery } from '../lib/use-api-query';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';

export const meta = () => [
  ...seoMeta({ title: 'API keys', description: 'Keys for the Atelier API.', path: '/api-keys' }),
  { name: 'robots', content: 'noindex' },
];

const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export default function ApiKeys() {
  const { status, openSignIn } = useSession();
  const {
    data: keys,
    error,
    refetch,
  } = useApiQuery<ApiKeyView[]>('/v1/api-keys', {
    enabled: status === 'signed-in',
    failureMessage: 'API request failed.',
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
      toast.error(failure instanceof Error ? failure.message : 'API request failed.');
    } finally {
      setBusy(false);
    }
  }

  async function onRevoke(key: ApiKeyView) {
    if (!window.confirm(`Revoke "${key.name}"? Programs using it stop working at once.`)) return;
    try {
      unwrap(await api.post(`/v1/api-keys/${encodeURIComponent(key.id)}/revoke`, {}));
      toast.success(`"${key.name}" was revoked.`);
      if (created?.id === key.id) setCreated(null);
      refetch();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'API request failed.');
    }
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">API keys</h1>
      <p className="mt-2 text-ink-soft">
        Use Atelier from your own programs: send a key in the <code className="font-mono">X-API-Key</code> header (
        <a className="underline underline-offset-4" href="/api/docs">
          API reference
        </a>
        ). A key acts as you and spends your credits; keep it secret and revoke it when you no longer need it.
      </p>
      {status === 'signed-out' ? (
        <div className="mt-10 rounded-3xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-ink-soft">Sign in to manage your API keys.</p>
          <Button className="mt-4" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </div>
      ) : (
        <>
          <form onSubmit={onCreate} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="api-key-name">New key’s name</Label>
              <Input id="api-key-name" name="name" required maxLength={60} placeholder="e.g. Zapier, nightly export" />
            </div>
            <Button type="submit" disabled={busy || (keys?.length ?? 0) >= MAX_ACTIVE_API_KEYS}>
              {busy ? 'Creating…' : 'Create key'}
            </Button>
          </form>
          <p className="mt-2 text-xs text-ink-soft">Up to {MAX_ACTIVE_API_KEYS} active keys.</p>
          {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
          {error ? (
            <p className="mt-8 text-danger">{error}</p>
          ) : !keys ? (
            <div className="mt-8 h-20 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
          ) : keys.length === 0 ? (
            <div className="mt-8 flex flex-col items-center rounded-3xl bg-surface p-10 text-center ring-1 ring-line">
              <KeyRound className="size-10 text-ink-soft" aria-hidden />
              <p className="mt-4 font-semibold">No API keys yet</p>
              <p className="mt-1 text-sm text-ink-soft">Create one above to call the API from your own code.</p>
            </div>
          ) : (
            <ul
              aria-label="Your API keys"
              className="mt-8 divide-y divide-line overflow-hidden rounded-3xl bg-surface ring-1 ring-line"
            >
              {keys.map((key) => (
                <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                  <div className="min-w-0">
                    <p className="font-medium">{key.name}</p>
                    <p className="text-xs text-ink-soft">
                      <span className="font-mono">{key.prefix}…</span> · created {formatDate(key.created_at)} ·{' '}
                      {key.last_used_at ? `last used ${formatDate(key.last_used_at)}` : 'never used'}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" onClick={() => void onRevoke(key)}>
                    Revoke<span className="sr-only"> {key.name}</span>
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

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-6 rounded-2xl bg-success/10 p-5 ring-1 ring-success/30">
      <p className="font-semibold">“{created.name}” is ready. Copy it now: it will not be shown again.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={created.key}
          aria-label="New API key"
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
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      <p className="mt-3 text-xs text-ink-soft">
        Try it:{' '}
        <code className="break-all font-mono">
          curl -H "{API_KEY_HEADER}: {created.key}" {window.location.origin}/user/info
        </code>
      </p>
    </div>
  );
}
