/** Landing page of the password-reset email: choose a new password. */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { authApi } from '../auth/auth-api';
import { useSession } from '../lib/session';
import { seoMeta } from '../lib/seo';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';

export const meta = () =>
  seoMeta({ title: 'Choose a new password', description: 'Reset your Atelier password.', path: '/reset-password' });

export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { openSignIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    const result = await authApi.resetPassword(token ?? '', password);
    setBusy(false);
    if (!result.ok) return setError(result.message ?? 'This reset link is invalid or has expired.');
    setDone(true);
    toast.success('Password changed. You can sign in now.');
  }

  return (
    <section className="mx-auto max-w-md px-4 py-20">
      <h1 className="text-3xl font-semibold">Choose a new password</h1>
      {!token || params.get('error') ? (
        <p className="mt-4 text-ink-soft">
          This reset link is invalid or has expired.{' '}
          <Link to="/" className="text-accent underline">
            Back to Atelier
          </Link>
        </p>
      ) : done ? (
        <div className="mt-6 space-y-4">
          <p className="text-ink-soft">Your password has been changed.</p>
          <Button onClick={() => openSignIn()}>Sign in</Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-6 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              name="password"
              type="password"
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
            {busy ? 'Saving…' : 'Save password'}
          </Button>
        </form>
      )}
    </section>
  );
}
