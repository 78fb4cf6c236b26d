/**
 * The ledger: the one place that changes a customer's money — the balance, the credit used, the credit limit — and
 * their growth points, always with the ledger row that explains it (`wallet_ledger`, `growth_ledger`), in the
 * caller's transaction. Payments, refunds, top-ups, staff adjustments and membership all come here; lint refuses a
 * write of `balanceFils`, `creditUsedFils` or `creditLimitFils` and an insert into either ledger anywhere else
 * (eslint.config.js, "one door for money"). A property test (ledger.test.ts) keeps every balance equal to the sum of
 * its ledger rows over random sequences of these moves.
 *
 * Every change is one relative, conditional update (`balance + delta >= 0`, `credit used + delta <= credit line`), so
 * concurrent moves each apply to the amount as it is then and none can overdraw (nor take the credit used below zero). Locks: a move takes the user row's
 * lock (by its update) after whatever its caller locked first — the order row (money/payment-attempt.service.ts), then
 * the user row: docs/architecture.md, "Lock order".
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MEMBER_LEVELS } from '../../../domain/membership';
import type { Tx } from '../../db/client';
import { growthLedger, users, walletLedger } from '../../db/schema';

/** A money account of a customer: the prepaid balance, or the credit used (debt on the credit line). */
export type MoneyAccount = 'balance' | 'credit';
/** Why money moved (the wallet records show it). */
export type MoneyReason = 'order_payment' | 'refund' | 'top_up' | 'adjustment';

/** The credit line of a user in SQL: the staff limit, or the level's when higher (src/domain/membership.ts creditLineFils). */
export const creditLineSql: SQL<number> = sql<number>`greatest(${users.creditLimitFils}, (case ${users.level} ${sql.join(
  MEMBER_LEVELS.filter((l) => l.creditLimitFils > 0).map((l) => sql`when ${l.level} then ${l.creditLimitFils}`),
  sql` `,
)} else 0 end))`.mapWith(Number);

export interface MoneyMove {
  userId: number;
  account: MoneyAccount;
  /** Fils added to the account: a payment from the balance is negative, a payment on credit positive (more debt). */
  deltaFils: number;
  reason: MoneyReason;
  orderId?: number | null;
  rechargeId?: number | null;
  /** Staff's reason, shown to the customer in the wallet records. */
  note?: string | null;
}

/**
 * Moves a balance or the credit used by `deltaFils` and writes its ledger row. Refused (null, nothing written) when
 * the balance or the credit used would go below zero, the credit used above the credit line, or the user does not exist.
 */
export async function moveMoney(tx: Tx, move: MoneyMove): Promise<{ afterFils: number } | null> {
  if (!Number.isSafeInteger(move.deltaFils) || move.deltaFils === 0) throw new Error(`ledger: a move of ${move.deltaFils} fils`);
  const [row] =
    move.account === 'balance'
      ? await tx
          .update(users)
          .set({ balanceFils: sql`${users.balanceFils} + ${move.deltaFils}` })
          .where(and(eq(users.id, move.userId), sql`${users.balanceFils} + ${move.deltaFils} >= 0`))
          .returning({ after: users.balanceFils })
      : await tx
          .update(users)
          .set({ creditUsedFils: sql`${users.creditUsedFils} + ${move.deltaFils}` })
          .where(and(eq(users.id, move.userId), move.deltaFils > 0 ? sql`${users.creditUsedFils} + ${move.deltaFils} <= ${creditLineSql}` : sql`${users.creditUsedFils} + ${move.deltaFils} >= 0`))
          .returning({ after: users.creditUsedFils });
  if (!row) return null;
  await tx.insert(walletLedger).values({
    userId: move.userId,
    account: move.account,
    deltaFils: move.deltaFils,
    afterFils: row.after,
    reason: move.reason,
    orderId: move.orderId ?? null,
    rechargeId: move.rechargeId ?? null,
    note: move.note ?? null,
  });
  return { afterFils: row.after };
}

/**
 * Sets a customer's credit limit, with its ledger row — only while the limit is still `seenFils` (what the admin saw)
 * and the debt is not above the new limit. False when either no longer holds.
 */
export async function setCreditLimit(tx: Tx, change: { userId: number; limitFils: number; seenFils: number; note: string }): Promise<boolean> {
  const [changed] = await tx
    .update(users)
    .set({ creditLimitFils: change.limitFils })
    .where(and(eq(users.id, change.userId), eq(users.creditLimitFils, change.seenFils), sql`${users.creditUsedFils} <= ${change.limitFils}`))
    .returning({ id: users.id });
  if (!changed) return false;
  await tx.insert(walletLedger).values({ userId: change.userId, account: 'credit_limit', deltaFils: change.limitFils - change.seenFils, afterFils: change.limitFils, reason: 'credit_limit', note: change.note });
  return true;
}

/** A growth-points row: the points a customer has are the sum of their rows in the 90-day window (membership). */
export type GrowthEntry = Omit<typeof growthLedger.$inferInsert, 'id' | 'createdAt'>;

/** Records growth points gained or lost (or a level change with none), in the caller's transaction. */
export async function recordGrowth(tx: Tx, entry: GrowthEntry): Promise<void> {
  await tx.insert(growthLedger).values(entry);
}
