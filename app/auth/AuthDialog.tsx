/** The sign-in / sign-up / forgot-password modal. Opened through `useSession().openSignIn()`. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useSession, type AuthDialogMode } from '../lib/session';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input, Label } from '../ui/input';
import { useMessages } from '../i18n/context';
import { fill } from '../i18n/fill';
import { enAuth } from '../i18n/messages/en-auth';
import { useRefusalText } from '../i18n/refusals';
import { authApi } from './auth-api';
import { refusalText } from './refusal-text';

function titles(m: typeof enAuth): Record<AuthDialogMode, { title: string; description: string }> {
  return {
    'sign-in': { title: m.signInTitle, description: m.signInDescription },
    'sign-up': { title: m.signUpTitle, description: m.signUpDescription },
    forgot: { title: m.forgotTitle, description: m.forgotDescription },
    'magic-link': { title: m.magicTitle, description: m.magicDescription },
  };
}

/** Modes that only ask for an e-mail address and answer with a mail. */
const MAIL_ONLY: ReadonlySet<AuthDialogMode> = new Set(['forgot', 'magic-link']);

export function AuthDialog() {
  const { dialog, signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = useMessages('auth', enAuth);
  const sayRefusal = useRefusalText();
  const { title, description } = titles(m)[dialog.mode];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setBusy(true);
    setError(null);
    const result =
      dialog.mode === 'sign-up'
        ? await authApi.signUp(String(form.get('name') ?? '').trim() || email.split('@')[0]!, email, password)
        : dialog.mode === 'sign-in'
          ? await authApi.signIn(email, password)
          : dialog.mode === 'magic-link'
            ? await authApi.requestMagicLink(email)
            : await authApi.requestReset(email);
    setBusy(false);
    if (!result.ok) {
      setError(refusalText(result, m, sayRefusal));
      return;
    }
    if (dialog.mode === 'forgot') {
      toast.success(m.resetSent);
      dialog.setMode('sign-in');
      return;
    }
    if (dialog.mode === 'magic-link') {
      toast.success(fill(m.magicSent, { email }));
      dialog.close();
      return;
    }
    toast.success(dialog.mode === 'sign-up' ? m.welcome : m.signedIn);
    await signedIn();
  }

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(open) => (open ? undefined : dialog.close())}
      title={title}
      description={description}
      dismissible={!busy}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate={false}>
        {dialog.mode === 'sign-up' ? (
          <div className="space-y-1.5">
            <Label htmlFor="auth-name">{m.name}</Label>
            <Input id="auth-name" name="name" autoComplete="name" required maxLength={80} />
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="auth-email">{m.email}</Label>
          <Input id="auth-email" name="email" type="email" autoComplete="email" required data-autofocus />
        </div>
        {!MAIL_ONLY.has(dialog.mode) ? (
          <div className="space-y-1.5">
            <Label htmlFor="auth-password">{m.password}</Label>
            <Input
              id="auth-password"
              name="password"
              type="password"
              autoComplete={dialog.mode === 'sign-up' ? 'new-password' : 'current-password'}
              required
              minLength={8}
            />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy
            ? m.wait
            : dialog.mode === 'sign-up'
              ? m.createAccount
              : dialog.mode === 'sign-in'
                ? m.signIn
                : dialog.mode === 'magic-link'
                  ? m.sendMagicLink
                  : m.sendReset}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm text-ink-soft">
        {dialog.mode === 'sign-in' ? (
          <>
            <button
              type="button"
              className="underline-offset-4 hover:underline"
              onClick={() => dialog.setMode('forgot')}
            >
              {m.forgot}
            </button>
            <button
              type="button"
              className="underline-offset-4 hover:underline"
              onClick={() => dialog.setMode('magic-link')}
            >
              {m.linkInstead}
            </button>
            <button
              type="button"
              className="font-medium text-accent underline-offset-4 hover:underline"
              onClick={() => dialog.setMode('sign-up')}
            >
              {m.createAnAccount}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="font-medium text-accent underline-offset-4 hover:underline"
            onClick={() => dialog.setMode('sign-in')}
          >
            {dialog.mode === 'magic-link' ? m.passwordInstead : m.haveAccount}
          </button>
        )}
      </div>
    </Dialog>
  );
}
