/** Landing page of the password-reset email: choose a new password. */
import { Eye, EyeOff } from 'lucide-react';
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
  const [shown, setShown] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    // A typo in a password nobody can see would lock the user out again: the two fields must match.
    if (password !== String(form.get('confirm') ?? '')) return setError('The two passwords do not match.');
    setError(null);
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
                aria-label={shown ? 'Hide password' : 'Show password'}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
                className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-ink-soft hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              </button>
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="confirm-password">Confirm new password</Label>
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
            {busy ? 'Saving…' : 'Save password'}
          </Button>
        </form>
      )}
    </section>
  );
}
