/**
 * Refunds: money a payment took, given back to the method that paid — the card through the provider's refund, balance
 * or credit back to the wallet with a ledger row, a bank transfer as a payout staff make (pending until they record
 * it). Used for late payments (an order paid twice, a card paid after the order was cancelled) and by after-sales.
 *
 * One refund is one transaction: the payment row is locked, the amount checked against what is left to refund,
 * the refund row, the payment's refunded sum (and status, once fully refunded) and any wallet change with its
 * ledger row written together. A retried request with the same idempotency key answers the first refund.
 * Provider refunds run after the commit (the provider is not part of the transaction) and are retried while failed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '../../../generated/shop-api.d';
import { MONEY_TAKEN, paymentMachine, refundMachine, type RefundEvent } from '../../../domain/order/payment-status';
import type { Db, Tx } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { PaymentProvider } from './providers';
import { moveMoney } from './ledger';
import type { OrderMoneyHooks } from './ports';

type RefundRow = typeof refunds.$inferSelect;
export type RefundReason = 'late_payment' | 'after_sales' | 'order_cancelled' | 'order_rejected';
/** Where the money goes: back the way it came, or to the customer's balance (any payment method). */
export type RefundTarget = 'original' | 'balance';

export interface RefundRequest {
  paymentId: number;
  amountFils: number;
  reason: RefundReason;
  /** Default `original`. */
  to?: RefundTarget;
  /** Same key, same refund: a retried request never refunds twice. */
  idempotencyKey: string;
}

export interface RefundDeps {
  provider: PaymentProvider;
  /** Told in the refund's transaction (membership: growth points follow the money back). */
  hooks: OrderMoneyHooks;
  log: FastifyBaseLogger;
}

export function refundView(row: RefundRow): components['schemas']['Refund'] {
  return {
    id: row.id,
    amount_fils: row.amountFils,
    method: row.method as components['schemas']['PaymentMethod'],
    reason: row.reason as RefundReason,
    status: row.status as components['schemas']['Refund']['status'],
    reference: row.method === 'bank_transfer' ? row.providerRef : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function moveRefund(db: Db | Tx, id: number, event: RefundEvent, extra: Partial<typeof refunds.$inferInsert> = {}): Promise<RefundRow | undefined> {
  const step = statusMove(refundMachine, refunds.status, event);
  const [row] = await db.update(refunds).set({ ...extra, status: step.to, updatedAt: sql`now()` }).where(and(eq(refunds.id, id), step.from)).returning();
  return row;
}

export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly deps: RefundDeps,
  ) {}

  /** Refunds part or all of a payment; idempotent per key. Card refunds are sent to the provider after the commit. */
  async refund(request: RefundRequest): Promise<Outcome<RefundRow>> {
    let outcome: Outcome<RefundRow>;
    try {
      outcome = await this.db.transaction((tx) => this.record(tx, request));
    } catch (error) {
      // Two requests with one key racing past the look-up: the unique index decides, the loser answers the winner's refund.
      if (!isUniqueViolation(error, 'refunds_idempotency_key')) throw error;
      const [existing] = await this.db.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
      if (!existing) throw error;
      outcome = ok(existing);
    }
    if (outcome.ok && outcome.data.method === 'online' && outcome.data.status === 'pending') {
      return ok((await this.sendToProvider(outcome.data.id)) ?? outcome.data);
    }
    return outcome;
  }

  /**
   * Refunds what is left of every payment of an order that took money, inside the caller's transaction (an order
   * rejected or cancelled on request). Idempotent per order and `reason`. Card refunds stay pending until
   * `sendPending` sends them after the commit.
   */
  async refundOrderIn(tx: Tx, orderId: number, reason: RefundReason, to: RefundTarget = 'original'): Promise<RefundRow[]> {
    const paid = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_TAKEN]))).orderBy(asc(payments.id));
    const made: RefundRow[] = [];
    for (const payment of paid) {
      const left = payment.amountFils - payment.refundedFils;
      if (left <= 0) continue;
      const outcome = await this.record(tx, { paymentId: payment.id, amountFils: left, reason, to, idempotencyKey: `order-${orderId}-${reason}-payment-${payment.id}` });
      if (outcome.ok) made.push(outcome.data);
    }
    return made;
  }

  /**
   * Refunds `amountFils` of an order's payments (oldest first, each up to what is left of it) inside the caller's
   * transaction — an approved after-sales refund. Idempotent per `key`: the same key never refunds twice. Answers
   * the refunds made, or a failure when the payments hold less than the amount (the caller rolls back).
   */
  async refundAmountIn(tx: Tx, orderId: number, amountFils: number, reason: RefundReason, key: string, to: RefundTarget = 'original'): Promise<Outcome<RefundRow[]>> {
    const paid = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_TAKEN]))).orderBy(asc(payments.id));
    const made: RefundRow[] = [];
    let remaining = amountFils;
    for (const payment of paid) {
      if (remaining <= 0) break;
      const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, `${key}-payment-${payment.id}`));
      if (existing) {
        made.push(existing);
        remaining -= existing.amountFils;
        continue;
      }
      const part = Math.min(remaining, payment.amountFils - payment.refundedFils);
      if (part <= 0) continue;
      const outcome = await this.record(tx, { paymentId: payment.id, amountFils: part, reason, to, idempotencyKey: `${key}-payment-${payment.id}` });
      if (!outcome.ok) return outcome;
      made.push(outcome.data);
      remaining -= outcome.data.amountFils;
    }
    return remaining > 0 ? fail('refund_not_possible', {}, 'amount_fils') : ok(made);
  }

  /** Sends refunds recorded by `refundOrderIn` to the provider once their transaction committed. */
  async sendPending(rows: RefundRow[]): Promise<void> {
    for (const row of rows) if (row.method === 'online' && row.status === 'pending') await this.sendToProvider(row.id);
  }

  private async record(tx: Tx, request: RefundRequest): Promise<Outcome<RefundRow>> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, request.paymentId)).for('update');
    if (!payment) return fail('not_found', {}, 'payment_id');
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, request.idempotencyKey));
    if (existing) return ok(existing);
    const left = payment.amountFils - payment.refundedFils;
    if (!MONEY_TAKEN.includes(payment.status) || !Number.isInteger(request.amountFils) || request.amountFils <= 0 || request.amountFils > left) {
      return fail('refund_not_possible', {}, 'amount_fils');
    }
    // A card or transfer refunded to the balance credits the balance; credit given back lowers the debt.
    const method = request.to === 'balance' && payment.method !== 'credit' ? 'balance' : payment.method;
    const wallet = method === 'balance' || method === 'credit';
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        userId: payment.userId,
        method,
        amountFils: request.amountFils,
        reason: request.reason,
        status: refundMachine.initial,
        idempotencyKey: request.idempotencyKey,
      })
      .returning();
    if (!refund) throw new Error('insert returned no row');
    const full = request.amountFils === left;
    const step = statusMove(paymentMachine, payments.status, 'refund');
    await tx
      .update(payments)
      .set({ refundedFils: sql`${payments.refundedFils} + ${request.amountFils}`, ...(full ? { status: step.to } : {}), updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    // A closed order's growth points follow the money back (docs/membership.md).
    await this.deps.hooks.orderRefunded(tx, payment.orderId);
    if (!wallet) return ok(refund);
    // Balance back up, or credit used back down, with its ledger row — in this transaction.
    const moved = await moveMoney(tx, {
      userId: payment.userId,
      account: method === 'balance' ? 'balance' : 'credit',
      deltaFils: method === 'balance' ? request.amountFils : -request.amountFils,
      reason: 'refund',
      orderId: payment.orderId,
    });
    if (!moved) throw new Error(`refund ${refund.id}: user ${payment.userId} not found`);
    const done = await moveRefund(tx, refund.id, 'complete');
    return ok(done ?? refund);
  }

  /** Sends a pending card refund to the provider; marks it succeeded, or failed (retried by `retryFailed`). */
  private async sendToProvider(refundId: number): Promise<RefundRow | undefined> {
    const [row] = await this.db
      .select({ refund: refunds, sessionId: payments.providerRef })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!row?.sessionId || row.refund.status !== 'pending') return row?.refund;
    try {
      const { refundRef } = await this.deps.provider.refund({ sessionId: row.sessionId, amountFils: row.refund.amountFils, idempotencyKey: `refund-${refundId}` });
      return await moveRefund(this.db, refundId, 'complete', { providerRef: refundRef });
    } catch (error) {
      this.deps.log.error({ err: error, refund_id: refundId, order_id: row.refund.orderId }, 'payment provider: refund failed — it will be retried');
      return moveRefund(this.db, refundId, 'fail');
    }
  }

  /** Tries failed card refunds again (the periodic sweep); the provider's idempotency key keeps each one single. */
  async retryFailed(batch = 50): Promise<number> {
    const failed = await this.db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.status, 'failed'), eq(refunds.method, 'online'))).orderBy(asc(refunds.id)).limit(batch);
    let done = 0;
    for (const { id } of failed) {
      if (!(await moveRefund(this.db, id, 'retry'))) continue;
      if ((await this.sendToProvider(id))?.status === 'succeeded') done++;
    }
    return done;
  }

  /** Staff paid a bank-transfer refund out, under their bank's `reference`: the refund is complete (once). */
  async markPaidOut(refundId: number, staffId: number, reference: string, tx: Db | Tx = this.db): Promise<Outcome<RefundRow>> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row || row.method !== 'bank_transfer') return fail('not_found', {}, 'refund_id');
    const moved = await moveRefund(tx, refundId, 'complete', { completedBy: staffId, providerRef: reference });
    return moved ? ok(moved) : fail('refund_not_possible', {}, 'refund_id');
  }

  /** An order's refunds, oldest first (the order detail shows them). */
  async ofOrder(orderId: number): Promise<RefundRow[]> {
    return this.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }
}
