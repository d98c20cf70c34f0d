/** Landing page of the password-reset email: choose a new password. */
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { accountLoader } from '../account/loader.server';
import { isEnglishRequest } from '../account/route-data';
import { useAccountText } from '../account/text';
import { authApi } from '../auth/auth-api';
import { localizedPath } from '../i18n/locales';
import { enAccount } from '../i18n/messages/en-account';
import { useSession } from '../lib/session';
import { seoMeta } from '../lib/seo';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import type { Route } from './+types/reset-password';

// A reset asked for on a Spanish or Chinese page is mailed with a link to /es/… or /zh/reset-password (authApi).
export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  isEnglishRequest(request) ? { i18n: undefined } : serverLoader();

export const meta: Route.MetaFunction = ({ data }) => {
  const t = data?.i18n?.messages.account.resetPassword ?? enAccount.resetPassword;
  return seoMeta({
    title: t.title,
    description: t.metaDescription,
    path: localizedPath('/reset-password', data?.i18n?.locale ?? 'en'),
  });
};

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { openSignIn } = useSession();
  const text = useAccountText();
  const t = text.t.resetPassword;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [shown, setShown] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    // A typo in a password nobody can see would lock the user out again: the two fields must match.
    if (password !== String(form.get('confirm') ?? '')) return setError(t.mismatch);
    setError(null);
    setBusy(true);
    const result = await authApi.resetPassword(token ?? '', password);
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t.invalid);
    setDone(true);
    toast.success(t.toast);
  }

  return (
    <section className="mx-auto max-w-md px-4 py-20">
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      {!token || params.get('error') ? (
        <p className="mt-4 text-ink-soft">
          {t.invalid}{' '}
          <Link to={text.href('/')} className="text-accent underline">
            {t.back}
          </Link>
        </p>
      ) : done ? (
        <div className="mt-6 space-y-4">
          <p className="text-ink-soft">{t.changed}</p>
          <Button onClick={() => openSignIn()}>{text.t.signIn}</Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="new-password">{t.newPassword}</Label>
            <div className="relative">
              <Input
                id="new-password"
                name="password"
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                minLength={8}
                required
                className="pr-11"
              />
              <button
                type="button"
                aria-label={shown ? t.hide : t.show}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
                className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-ink-soft hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              </button>
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">{t.confirm}</Label>
            <Input
              id="confirm-password"
              name="confirm"
              type={shown ? 'text' : 'password'}
              autoComplete="new-password"
              minLength={8}
              required
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : t.save}
          </Button>
        </form>
      )}
    </section>
  );
}
