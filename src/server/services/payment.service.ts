/**
 * Paying orders. Balance and credit payments debit atomically with a ledger row in the same transaction as the
 * order's move to paid; every path to "paid" goes through markPaid, whose status-conditional update makes payment
 * move an order from pending payment to paid exactly once, whatever retries, replays or races happen.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import type { Locale } from '../../domain/i18n';
import { translate } from '../../domain/i18n';
import { methodRefusal, PAYMENT_METHODS, type PaymentMethod } from '../../domain/order/payment';
import type { DeliveryMethod } from '../../domain/order/totals';
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { orders, payments, providerEvents, uploads, users, walletLedger } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';
import { notifyUser } from './message.service';
import { applyEvent, OrderService, type Actor } from './order.service';
import type { PaymentProvider } from './payment-providers';

type Schemas = components['schemas'];

/** Thrown inside a transaction to roll it back with a business answer. */
class Refusal extends Error {
  constructor(readonly outcome: ReturnType<typeof fail>) {
    super(outcome.error);
  }
}

export class PaymentService {
  private readonly orders: OrderService;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly provider: PaymentProvider,
  ) {
    this.orders = new OrderService(db, config);
  }

  async wallet(userId: number) {
    const [row] = await this.db
      .select({ balance_fils: users.balanceFils, credit_limit_fils: users.creditLimitFils, credit_used_fils: users.creditUsedFils })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? { balance_fils: 0, credit_limit_fils: 0, credit_used_fils: 0 };
  }

  async methods(userId: number, locale: Locale, orderId: number) {
    const order = await this.orders.owned(userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    const wallet = await this.wallet(userId);
    const facts = {
      amountDueFils: order.amountDueFils,
      balanceFils: wallet.balance_fils,
      creditLimitFils: wallet.credit_limit_fils,
      creditUsedFils: wallet.credit_used_fils,
      delivery: order.delivery as DeliveryMethod,
    };
    const payable = order.status === 'unpaid' && order.paymentStatus === 'none';
    const methods: Schemas['PayMethodOption'][] = PAYMENT_METHODS.map((method) => {
      const refusal = payable ? methodRefusal(method, facts) : 'order_not_payable';
      return { method, available: refusal === null, reason: refusal ? translate(locale, `errors.${refusal}`, { status: order.status }) : '' };
    });
    return ok({
      order_id: order.id,
      order_sn: order.orderSn,
      amount_due_fils: order.amountDueFils,
      methods,
      balance_fils: wallet.balance_fils,
      credit_available_fils: Math.max(0, wallet.credit_limit_fils - wallet.credit_used_fils),
      missing_files: await this.orders.missingFiles(order.id),
    });
  }

  async prepay(
    userId: number,
    input: { order_id: number; method: PaymentMethod; transfer?: { account_name: string; bank: string; reference_last6: string; voucher_file_id: number } },
  ): Promise<Outcome<{ order_id: number; result: 'paid' | 'redirect' | 'pending_confirmation' | 'cod_accepted'; redirect_url: string | null }>> {
    const order = await this.orders.owned(userId, input.order_id);
    if (!order) return fail('not_found', {}, 'order_id');
    if (order.status !== 'unpaid' || order.paymentStatus !== 'none') return fail('order_not_payable', { status: order.status });
    if ((await this.orders.missingFiles(order.id)) > 0) return fail('design_file_required');
    const wallet = await this.wallet(userId);
    const refusal = methodRefusal(input.method, {
      amountDueFils: order.amountDueFils,
      balanceFils: wallet.balance_fils,
      creditLimitFils: wallet.credit_limit_fils,
      creditUsedFils: wallet.credit_used_fils,
      delivery: order.delivery as DeliveryMethod,
    });
    if (refusal) return fail(refusal, {}, 'method');
    const done = (result: 'paid' | 'redirect' | 'pending_confirmation' | 'cod_accepted', redirect: string | null = null) => ({ order_id: order.id, result, redirect_url: redirect });

    switch (input.method) {
      case 'balance':
      case 'credit': {
        try {
          await this.db.transaction(async (tx) => {
            const [payment] = await tx
              .insert(payments)
              .values({ orderId: order.id, userId, method: input.method, status: 'pending', amountFils: order.amountDueFils })
              .returning({ id: payments.id });
            if (!payment) throw new Error('insert returned no row');
            const moved = await this.markPaidIn(tx, payment.id, 'customer');
            if (!moved) throw new Refusal(fail('order_not_payable', { status: order.status }));
            await this.debit(tx, userId, input.method === 'balance' ? 'balance' : 'credit', order.amountDueFils, order.id);
          });
        } catch (error) {
          if (error instanceof Refusal) return error.outcome;
          throw error;
        }
        return ok(done('paid'), 'paid');
      }
      case 'online': {
        let session: { sessionId: string; redirectUrl: string };
        try {
          session = await this.provider.createCheckout({
            orderId: order.id,
            orderSn: order.orderSn,
            amountFils: order.amountDueFils,
            successUrl: `${this.config.publicUrl}/pc/payment/result?order_id=${order.id}`,
            cancelUrl: `${this.config.publicUrl}/pc/payment?order_id=${order.id}`,
          });
        } catch {
          return fail('payment_unavailable');
        }
        await this.db.insert(payments).values({
          orderId: order.id,
          userId,
          method: 'online',
          status: 'pending',
          amountFils: order.amountDueFils,
          provider: this.provider.name,
          providerRef: session.sessionId,
        });
        return ok(done('redirect', session.redirectUrl));
      }
      case 'bank_transfer': {
        const transfer = input.transfer;
        if (!transfer) return fail('transfer_details_required', {}, 'transfer');
        const [voucher] = await this.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.id, transfer.voucher_file_id), eq(uploads.userId, userId), eq(uploads.kind, 'voucher')));
        if (!voucher) return fail('transfer_details_required', {}, 'transfer.voucher_file_id');
        const claimed = await this.db.transaction(async (tx) => {
          const updated = await tx
            .update(orders)
            .set({ paymentStatus: 'pending_confirmation', paymentMethod: 'bank_transfer' })
            .where(and(eq(orders.id, order.id), eq(orders.status, 'unpaid'), eq(orders.paymentStatus, 'none')))
            .returning({ id: orders.id });
          if (updated.length === 0) return false;
          await tx.insert(payments).values({ orderId: order.id, userId, method: 'bank_transfer', status: 'pending', amountFils: order.amountDueFils, transfer });
          return true;
        });
        return claimed ? ok(done('pending_confirmation'), 'transfer_submitted') : fail('order_not_payable', { status: order.status });
      }
      case 'cod': {
        const moved = await applyEvent(this.db, order, 'accept_cod', 'customer', { paymentMethod: 'cod' });
        return moved ? ok(done('cod_accepted'), 'cod_accepted') : fail('order_not_payable', { status: order.status });
      }
    }
  }

  /** Debits balance or adds to credit used, refusing to go below zero / above the limit, with a ledger row. */
  private async debit(tx: Tx, userId: number, account: 'balance' | 'credit', amount: number, orderId: number): Promise<void> {
    const [row] =
      account === 'balance'
        ? await tx
            .update(users)
            .set({ balanceFils: sql`${users.balanceFils} - ${amount}` })
            .where(and(eq(users.id, userId), sql`${users.balanceFils} >= ${amount}`))
            .returning({ after: users.balanceFils })
        : await tx
            .update(users)
            .set({ creditUsedFils: sql`${users.creditUsedFils} + ${amount}` })
            .where(and(eq(users.id, userId), sql`${users.creditUsedFils} + ${amount} <= ${users.creditLimitFils}`))
            .returning({ after: users.creditUsedFils });
    if (!row) throw new Refusal(fail(account === 'balance' ? 'insufficient_balance' : 'over_credit', {}, 'method'));
    await tx.insert(walletLedger).values({ userId, account, deltaFils: account === 'balance' ? -amount : amount, afterFils: row.after, reason: 'order_payment', orderId });
  }

  /**
   * Marks a payment succeeded and its order paid — once. Returns true when this call moved the order. A payment that
   * is already succeeded, or an order no longer unpaid, changes nothing (replays and races are harmless).
   */
  private async markPaidIn(tx: Tx, paymentId: number, actor: Actor): Promise<boolean> {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return false;
    const [order] = await tx.select({ id: orders.id, status: orders.status, orderSn: orders.orderSn }).from(orders).where(eq(orders.id, payment.orderId));
    if (!order) return false;
    const moved = await applyEvent(tx, order, 'pay', actor, {
      paymentStatus: 'paid',
      paymentMethod: payment.method,
      paidFils: payment.amountFils,
      paidAt: new Date(),
      onlineSn: payment.providerRef ?? `PAY${payment.id}`,
    });
    if (moved === null) return false;
    await notifyUser(tx, payment.userId, payment.method === 'bank_transfer' ? 'transfer_confirmed' : 'order_paid', { order_id: order.id, order_sn: order.orderSn, amount_fils: payment.amountFils });
    return true;
  }

  /** A provider says a session was paid (sandbox completion, Stripe webhook); idempotent. */
  async providerPaid(sessionId: string): Promise<{ orderId: number; paid: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, sessionId));
      if (!payment) return null;
      if (payment.status === 'pending') await this.markPaidIn(tx, payment.id, 'provider');
      const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, payment.orderId));
      return { orderId: payment.orderId, paid: order?.paymentStatus === 'paid' };
    });
  }

  /** A provider says a session ended unpaid; a session already paid stays paid (events may arrive out of order). */
  async providerFailed(sessionId: string, status: 'failed' | 'cancelled'): Promise<{ orderId: number } | null> {
    const [payment] = await this.db
      .update(payments)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(payments.providerRef, sessionId), eq(payments.status, 'pending')))
      .returning({ orderId: payments.orderId });
    if (payment) return payment;
    const [existing] = await this.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.providerRef, sessionId));
    return existing ?? null;
  }

  async sandboxSession(sessionId: string) {
    const [row] = await this.db
      .select({ payment: payments, orderSn: orders.orderSn })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.providerRef, sessionId), eq(payments.provider, 'sandbox')));
    return row ?? null;
  }

  /** Records a webhook event id; false when it was seen before (a replay). */
  async firstDelivery(provider: string, eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db.insert(providerEvents).values({ id: `${provider}:${eventId}`, provider, type }).onConflictDoNothing().returning({ id: providerEvents.id });
    return inserted.length > 0;
  }

  /** Staff confirm a bank transfer arrived: the order becomes paid. */
  async confirmTransfer(orderId: number): Promise<Outcome<Schemas['Order']>> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return fail('not_found', {}, 'order_id');
    const moved = await this.db.transaction((tx) => this.markPaidIn(tx, payment.id, 'staff'));
    if (!moved) return fail('order_not_payable', { status: 'paid' });
    const order = await this.orders.owned(payment.userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    return ok(await this.orders.view(order), 'transfer_confirmed');
  }
}
