/** The sign-in / sign-up / forgot-password modal. Opened through `useSession().openSignIn()`. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useSession, type AuthDialogMode } from '../lib/session';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input, Label } from '../ui/input';
import { authApi } from './auth-api';

const TITLES: Record<AuthDialogMode, { title: string; description: string }> = {
  'sign-in': { title: 'Sign in to Atelier', description: 'Welcome back. Your credits and creations are waiting.' },
  'sign-up': { title: 'Create your account', description: 'Start with free credits — no card needed.' },
  forgot: { title: 'Reset your password', description: 'We will email you a link to choose a new password.' },
  'magic-link': {
    title: 'Sign in with a link',
    description:
      'We will email you a link that signs you in once, no password needed. New here? It creates your account.',
  },
};

/** Modes that only ask for an e-mail address and answer with a mail. */
const MAIL_ONLY: ReadonlySet<AuthDialogMode> = new Set(['forgot', 'magic-link']);

export function AuthDialog() {
  const { dialog, signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { title, description } = TITLES[dialog.mode];

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
      setError(result.message ?? 'Something went wrong. Please try again.');
      return;
    }
    if (dialog.mode === 'forgot') {
      toast.success('If an account exists for that email, a reset link is on its way.');
      dialog.setMode('sign-in');
      return;
    }
    if (dialog.mode === 'magic-link') {
      toast.success(`Check your inbox: a sign-in link is on its way to ${email}.`);
      dialog.close();
      return;
    }
    toast.success(dialog.mode === 'sign-up' ? 'Welcome to Atelier!' : 'Signed in.');
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
            <Label htmlFor="auth-name">Name</Label>
            <Input id="auth-name" name="name" autoComplete="name" required maxLength={80} />
          </div>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="auth-email">Email</Label>
          <Input id="auth-email" name="email" type="email" autoComplete="email" required data-autofocus />
        </div>
        {!MAIL_ONLY.has(dialog.mode) ? (
          <div className="space-y-1.5">
            <Label htmlFor="auth-password">Password</Label>
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
            ? 'Please wait…'
            : dialog.mode === 'sign-up'
              ? 'Create account'
              : dialog.mode === 'sign-in'
                ? 'Sign in'
                : dialog.mode === 'magic-link'
                  ? 'Email me a sign-in link'
                  : 'Send reset link'}
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
              Forgot password?
            </button>
            <button
              type="button"
              className="underline-offset-4 hover:underline"
              onClick={() => dialog.setMode('magic-link')}
            >
              Email me a link instead
            </button>
            <button
              type="button"
              className="font-medium text-accent underline-offset-4 hover:underline"
              onClick={() => dialog.setMode('sign-up')}
            >
              Create an account
            </button>
          </>
        ) : (
          <button
            type="button"
            className="font-medium text-accent underline-offset-4 hover:underline"
            onClick={() => dialog.setMode('sign-in')}
          >
            {dialog.mode === 'magic-link' ? 'Use my password instead' : 'I already have an account'}
          </button>
        )}
      </div>
    </Dialog>
  );
}
