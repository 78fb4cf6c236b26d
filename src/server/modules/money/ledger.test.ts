/**
 * The ledger (money/ledger.ts): over random sequences of moves — payments from the balance and on credit, refunds,
 * top-ups, staff adjustments and credit-limit changes, some sent at once — every customer's balance, credit used and
 * credit limit equal the sums of their ledger rows, each row's `after` is the running sum, and no bound is crossed
 * (balance ≥ 0, 0 ≤ credit used ≤ the credit line). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletLedger } from '../../db/schema';
import { createTestApp, newUser, type TestApp } from '../../testing/test-app';
import { moveMoney, setCreditLimit, type MoneyAccount, type MoneyReason } from './ledger';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  // The same three customers through every run: the sums hold over all their rows, whatever ran before.
  ids = [(await newUser(t.app)).userId, (await newUser(t.app)).userId, (await newUser(t.app)).userId];
});
afterAll(() => t.close());

type Step =
  | { kind: 'move'; user: number; account: MoneyAccount; deltaFils: number; reason: MoneyReason }
  | { kind: 'limit'; user: number; limitFils: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    user: fc.nat(2),
    account: fc.constantFrom<MoneyAccount>('balance', 'credit'),
    deltaFils: fc.integer({ min: -60_000, max: 60_000 }).filter((d) => d !== 0),
    reason: fc.constantFrom<MoneyReason>('order_payment', 'refund', 'top_up', 'adjustment'),
  }),
  fc.record({ kind: fc.constant('limit' as const), user: fc.nat(2), limitFils: fc.integer({ min: 0, max: 100_000 }) }),
);

async function apply(ids: number[], s: Step): Promise<void> {
  const userId = ids[s.user]!;
  await t.database.db.transaction(async (tx) => {
    if (s.kind === 'move') {
      await moveMoney(tx, { userId, account: s.account, deltaFils: s.deltaFils, reason: s.reason });
      return;
    }
    const [user] = await tx.select({ limit: users.creditLimitFils }).from(users).where(eq(users.id, userId));
    if (user!.limit !== s.limitFils) await setCreditLimit(tx, { userId, limitFils: s.limitFils, seenFils: user!.limit, note: 'property test' });
  });
}

describe('the ledger', () => {
  it('keeps every balance, credit used and credit limit equal to the sum of its ledger rows, within its bounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }), async (batches) => {
        // Each batch's moves are sent at once: on PostgreSQL they race for the same rows.
        for (const batch of batches) await Promise.all(batch.map((s) => apply(ids, s)));
        const rows = await t.database.db.select().from(walletLedger).where(inArray(walletLedger.userId, ids)).orderBy(asc(walletLedger.id));
        const accounts = await t.database.db.select().from(users).where(inArray(users.id, ids));
        for (const user of accounts) {
          const running: Record<string, number> = { balance: 0, credit: 0, credit_limit: 0 };
          for (const row of rows.filter((r) => r.userId === user.id)) {
            running[row.account] = running[row.account]! + row.deltaFils;
            expect(row.afterFils).toBe(running[row.account]);
          }
          expect(user.balanceFils).toBe(running.balance);
          expect(user.creditUsedFils).toBe(running.credit);
          expect(user.creditLimitFils).toBe(running.credit_limit);
          expect(user.balanceFils).toBeGreaterThanOrEqual(0);
          expect(user.creditUsedFils).toBeGreaterThanOrEqual(0);
          // Level 0 customers (new ones) have no level credit line: the staff limit is the line.
          expect(user.creditUsedFils).toBeLessThanOrEqual(Math.max(user.creditLimitFils, ...rows.filter((r) => r.userId === user.id && r.account === 'credit_limit').map((r) => r.afterFils)));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses a move that would overdraw, and writes nothing for it', async () => {
    const { userId } = await newUser(t.app);
    const refused = await t.database.db.transaction((tx) => moveMoney(tx, { userId, account: 'balance', deltaFils: -1, reason: 'order_payment' }));
    expect(refused).toBeNull();
    const onCredit = await t.database.db.transaction((tx) => moveMoney(tx, { userId, account: 'credit', deltaFils: 1, reason: 'order_payment' }));
    expect(onCredit).toBeNull();
    expect(await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId))).toHaveLength(0);
    const topUp = await t.database.db.transaction((tx) => moveMoney(tx, { userId, account: 'balance', deltaFils: 500, reason: 'top_up' }));
    expect(topUp).toEqual({ afterFils: 500 });
  });
});
