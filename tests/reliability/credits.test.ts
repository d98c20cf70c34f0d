/**
 * R1 credits. 200 concurrent spends on a balance of 10 → exactly 10; and a fast-check property: grant, reserve,
 * settle, refund and purchase in random order and concurrency never make the balance negative, and the balance
 * always equals the ledger sum.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

type Operation =
  | { kind: 'grant'; amount: number }
  | { kind: 'purchase'; amount: number }
  | { kind: 'reserve'; amount: number }
  | { kind: 'settle'; pick: number }
  | { kind: 'refund'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('purchase' as const), amount: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 15 }) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
);

describe('R1 credits', () => {
  let atelier: TestAtelier;
  beforeAll(async () => {
    atelier = await createTestAtelier({ env: { SIGNUP_CREDITS: '0' } });
  });
  afterAll(() => atelier.close());

  it('200 concurrent spends on a balance of 10 → exactly 10', async () => {
    const user = await atelier.signUp();
    const { credits } = atelier.services;
    await credits.grant(user.id, 10, { key: `r1-seed:${user.id}` });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => credits.reserve(user.id, 1, `r1:${user.id}:${i}`)),
    );
    const spent = outcomes.filter((o) => o.status === 'fulfilled').length;
    console.log(`R1: ${spent} of 200 concurrent spends succeeded on a balance of 10`);
    expect(spent).toBe(10);
    expect(await credits.balance(user.id)).toBe(0);
  });

  it('random operations in random concurrency keep balance = ledger sum ≥ 0 (1,000 operations per run)', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1000, maxLength: 1000 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1000, maxLength: 1000 }),
        async (allOperations, batchSizes) => {
          const batches: Operation[][] = [];
          for (let at = 0, i = 0; at < allOperations.length; at += batchSizes[i++]!)
            batches.push(allOperations.slice(at, at + batchSizes[i]!));
          const user = await atelier.signUp();
          const { credits } = atelier.services;
          const reservations: string[] = [];
          let sequence = 0;
          let operations = 0;
          for (const batch of batches) {
            operations += batch.length;
            // Each batch runs concurrently; batches run one after another.
            await Promise.allSettled(
              batch.map(async (op) => {
                const key = `${user.id}:${sequence++}`;
                switch (op.kind) {
                  case 'grant':
                    return credits.grant(user.id, op.amount, { key: `grant:${key}` });
                  case 'purchase':
                    return credits.grant(user.id, op.amount, { key: `order:${key}`, kind: 'purchase' });
                  case 'reserve': {
                    const reservation = await credits.reserve(user.id, op.amount, `reserve:${key}`);
                    reservations.push(reservation.id);
                    return reservation;
                  }
                  case 'settle':
                    return reservations.length
                      ? credits.settle(reservations[op.pick % reservations.length]!)
                      : undefined;
                  case 'refund':
                    return reservations.length
                      ? credits.refund(reservations[op.pick % reservations.length]!)
                      : undefined;
                }
              }),
            );
            const balance = await credits.balance(user.id);
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(balance).toBe(await credits.ledgerSum(user.id));
          }
          runs++;
          return operations === 1000;
        },
      ),
      { numRuns: 3 },
    );
    console.log(`R1: property held over ${runs} runs`);
  });
});
