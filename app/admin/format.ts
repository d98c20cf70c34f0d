/** Formatting shared by the admin screens (dates in the viewer's locale, money from cents). */
export function formatDateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A fresh key per submitted form: a resubmission of the same request is applied once by the server. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * What an applied credit adjustment did, in words: `requested` is the signed amount asked for, `applied` what moved (a
 * take-back stops at zero, so it can be less — or nothing at all on an empty balance).
 */
export function adjustmentSummary(requested: number, result: { applied: number; balance: number }): string {
  const balance = `Balance: ${formatCount(result.balance)}.`;
  if (result.applied > 0) return `Added ${formatCount(result.applied)} credits. ${balance}`;
  if (result.applied < 0) {
    const taken = `Took back ${formatCount(-result.applied)} credits`;
    return -result.applied < -requested ? `${taken} (all there were). ${balance}` : `${taken}. ${balance}`;
  }
  return requested < 0 ? `Nothing to take back: the balance is already 0.` : `No credits changed. ${balance}`;
}
