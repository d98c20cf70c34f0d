import { describe, expect, it } from 'vitest';
import { adjustmentSummary } from './format';

describe('credit adjustment summary (issue #22 item 20)', () => {
  it('a take-back on a zero balance says nothing was taken, not "Added 0 credits"', () => {
    const text = adjustmentSummary(-20, { applied: 0, balance: 0 });
    expect(text).toBe('Nothing to take back: the balance is already 0.');
    expect(text).not.toContain('Added');
  });

  it('says what moved, and when a take-back stopped at zero', () => {
    expect(adjustmentSummary(50, { applied: 50, balance: 150 })).toBe('Added 50 credits. Balance: 150.');
    expect(adjustmentSummary(-20, { applied: -20, balance: 80 })).toBe('Took back 20 credits. Balance: 80.');
    expect(adjustmentSummary(-50, { applied: -30, balance: 0 })).toBe(
      'Took back 30 credits (all there were). Balance: 0.',
    );
  });
});
