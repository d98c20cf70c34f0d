/**
 * One user: balance (checked against the ledger sum), recent ledger entries, activity counts, and the manual
 * credit adjustment — a signed amount and a required reason, sent with an idempotency key so a double submit
 * moves credits once. The server records the reason on the ledger entry and in the audit log.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  creditAdjustmentSchema,
  type AdminUserDetail,
  type AdminUserRow,
  type CreditAdjustmentResult,
} from '#contract/admin';
import { api, isOk, UnauthorizedError } from '../lib/api';
import { useApiQuery } from '../lib/use-api-query';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Input, Label, Textarea } from '../ui/input';
import { adjustmentSummary, formatCount, formatDateTime, newIdempotencyKey } from './format';

export function UserDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUserRow;
  onClose: () => void;
  onChanged: () => void;
}) {
  const {
    data: detail,
    error,
    refetch,
  } = useApiQuery<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(user.id)}`, {
    failureMessage: 'The user could not be loaded.',
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user.name}
      description={user.email}
      className="max-w-2xl"
    >
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!detail ? (
        <div
          className="h-40 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none"
          role="status"
          aria-label="Loading user"
          aria-busy="true"
        />
      ) : (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Balance" value={formatCount(detail.balance)} />
            <Figure
              label="Ledger sum"
              value={formatCount(detail.ledger_sum)}
              warn={detail.ledger_sum !== detail.balance}
            />
            <Figure label="Orders" value={formatCount(detail.orders)} />
            <Figure label="Tasks" value={formatCount(detail.generation_tasks + detail.library_tasks)} />
          </dl>
          <AdjustCreditsForm
            userId={user.id}
            onAdjusted={(result, requested) => {
              toast.success(adjustmentSummary(requested, result));
              refetch();
              onChanged();
            }}
          />
          <section aria-labelledby="ledger-heading">
            <h3 id="ledger-heading" className="text-sm font-semibold">
              Recent ledger entries
            </h3>
            {detail.entries.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">No ledger entries yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-line rounded-2xl bg-surface text-sm ring-1 ring-line">
                {detail.entries.map((entry) => (
                  <li key={entry.id} className="grid grid-cols-[4.5rem_5rem_1fr] gap-3 px-4 py-2">
                    <span
                      className={cn(
                        'text-right font-semibold tabular-nums',
                        entry.amount < 0 ? 'text-danger' : entry.amount > 0 ? 'text-success' : 'text-ink-soft',
                      )}
                    >
                      {entry.amount > 0 ? '+' : ''}
                      {formatCount(entry.amount)}
                    </span>
                    <span className="text-ink-soft">{entry.kind}</span>
                    <span className="min-w-0">
                      <span className="block break-words">{entry.reference ?? '—'}</span>
                      <span className="text-xs text-ink-soft">{formatDateTime(entry.created_at)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}

function Figure({ label, value, warn }: { label: string; value: string; warn?: boolean }) {
  return (
    <div className={cn('rounded-2xl bg-surface p-3 ring-1 ring-line', warn && 'ring-danger')}>
      <dt className="text-xs text-ink-soft">{label}</dt>
      <dd className="mt-0.5 font-display text-xl font-semibold">{value}</dd>
    </div>
  );
}

function AdjustCreditsForm({
  userId,
  onAdjusted,
}: {
  userId: string;
  /** `requested`: the signed amount the admin asked for (a take-back may move less). */
  onAdjusted: (result: CreditAdjustmentResult, requested: number) => void;
}) {
  const amountId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept across retries of the same form contents; a new one once the adjustment went through.
  const [key, setKey] = useState(newIdempotencyKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = creditAdjustmentSchema.safeParse({ amount: Number(amount), reason, idempotencyKey: key });
    if (!amount.trim() || !parsed.success) {
      setError(
        !amount.trim() ? 'Enter an amount, e.g. 50 or -20.' : (parsed.error?.issues[0]?.message ?? 'Check the form.'),
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const envelope = await api.post<CreditAdjustmentResult>(
        `/api/admin/users/${encodeURIComponent(userId)}/credits`,
        parsed.data,
      );
      if (!isOk(envelope)) {
        setError(envelope.msg);
        return;
      }
      setAmount('');
      setReason('');
      setKey(newIdempotencyKey());
      onAdjusted(envelope.data, parsed.data.amount);
    } catch (e) {
      if (!(e instanceof UnauthorizedError)) setError('The adjustment could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-muted/50 p-4"
      aria-labelledby={`${amountId}-title`}
    >
      <h3 id={`${amountId}-title`} className="text-sm font-semibold">
        Adjust credits
      </h3>
      <div className="grid gap-3 sm:grid-cols-[9rem_1fr]">
        <div>
          <Label htmlFor={amountId}>Amount</Label>
          <Input
            id={amountId}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            placeholder="50 or -20"
            aria-describedby={`${amountId}-hint${error ? ` ${errorId}` : ''}`}
            aria-invalid={Boolean(error)}
            className="mt-1"
          />
          <p id={`${amountId}-hint`} className="mt-1 text-xs text-ink-soft">
            Negative takes credits back, never below zero.
          </p>
        </div>
        <div>
          <Label htmlFor={reasonId}>Reason</Label>
          <Textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Why, for the ledger and the audit log"
            className="mt-1 min-h-16"
            maxLength={300}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Applying…' : 'Apply adjustment'}
      </Button>
    </form>
  );
}
