/**
 * Paying orders (spec §9): which methods can pay an order and why not, and paying by each. Balance and credit
 * payments debit atomically with a ledger row in the same transaction as the order's move to paid; card payments go
 * to the provider's hosted checkout; bank transfers wait for staff. Statuses move only through the tables
 * (PaymentAttemptService.markPaid, applyEvent, applyPaymentEvent).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { translate } from '../../../domain/i18n';
import { STAFF_QUEUE_MAX } from '../../../domain/limits';
import { methodRefusal, PAYMENT_METHODS, type PaymentMethod, type PayerFacts } from '../../../domain/order/payment';
import { nextOrderPaymentStatus, paymentMachine } from '../../../domain/order/payment-status';
import type { DeliveryMethod } from '../../../domain/order/totals';
import type { Db, Tx } from '../../db/client';
import { orders, payments, transferVouchers, uploads, users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import { moveMoney } from './ledger';
import type { MessageService } from '../messaging';
import type { DesignProgress, OrderDoor, PayableOrders } from './ports';
import type { PaymentAttemptService } from './payment-attempt.service';
import { uploadView } from '../files';
import { claimVoucher } from './vouchers';
import type { WalletService } from './wallet.service';

type Schemas = components['schemas'];
type OrderRow = typeof orders.$inferSelect;
type PrepayResult = 'paid' | 'redirect' | 'pending_confirmation' | 'cod_accepted';

export interface PaymentServiceDeps {
  orders: PayableOrders;
  /** The order writer (modules/ordering/order-writer.ts), reached through money's port. */
  writer: OrderDoor;
  attempts: PaymentAttemptService;
  wallet: WalletService;
  audit: AuditService;
  messages: MessageService;
  designs: DesignProgress;
}

export class PaymentService {

  constructor(
    private readonly db: Db,
    private readonly deps: PaymentServiceDeps,
  ) {}

  private async payerFacts(userId: number, order: OrderRow): Promise<PayerFacts> {
    const wallet = await this.deps.wallet.balances(userId);
    return {
      amountDueFils: order.amountDueFils,
      balanceFils: wallet.balance_fils,
      creditLimitFils: wallet.credit_limit_fils,
      creditUsedFils: wallet.credit_used_fils,
      delivery: order.delivery as DeliveryMethod,
    };
  }

  async methods(userId: number, locale: Locale, orderId: number) {
    const order = await this.deps.orders.owned(userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    const facts = await this.payerFacts(userId, order);
    const payable = order.status === 'unpaid' && order.paymentStatus === 'none';
    // An order is paid once its designs are approved (docs/design-service.md).
    const designing = payable && (await this.deps.designs.inProgress(order.id)) > 0;
    const methods: Schemas['PayMethodOption'][] = PAYMENT_METHODS.map((method) => {
      const refusal = !payable ? 'order_not_payable' : designing ? 'design_in_progress' : methodRefusal(method, facts);
      return { method, available: refusal === null, reason: refusal ? translate(locale, `errors.${refusal}`, { status: order.status }) : '' };
    });
    return ok({
      order_id: order.id,
      order_sn: order.orderSn,
      amount_due_fils: order.amountDueFils,
      methods,
      balance_fils: facts.balanceFils,
      credit_available_fils: Math.max(0, facts.creditLimitFils - facts.creditUsedFils),
      missing_files: await this.deps.orders.missingFiles(order.id),
    });
  }

  async prepay(
    userId: number,
    input: { order_id: number; method: PaymentMethod; transfer?: { account_name: string; bank: string; reference_last6: string; voucher_file_id: number } },
  ): Promise<Outcome<{ order_id: number; result: PrepayResult; redirect_url: string | null }>> {
    const order = await this.deps.orders.owned(userId, input.order_id);
    if (!order) return fail('not_found', {}, 'order_id');
    if (order.status !== 'unpaid' || order.paymentStatus !== 'none') return fail('order_not_payable', { status: order.status });
    if ((await this.deps.designs.inProgress(order.id)) > 0) return fail('design_in_progress');
    if ((await this.deps.orders.missingFiles(order.id)) > 0) return fail('design_file_required');
    const refusal = methodRefusal(input.method, await this.payerFacts(userId, order));
    if (refusal) return fail(refusal, {}, 'method');
    const done = (result: PrepayResult, redirect: string | null = null) => ({ order_id: order.id, result, redirect_url: redirect });

    switch (input.method) {
      case 'balance':
      case 'credit': {
        const method = input.method;
        // Close the order's open card sessions first; one the shopper already paid pays the order instead.
        if ((await this.deps.attempts.closeOpenCheckouts(order.id)) === 'paid') return fail('order_not_payable', { status: 'paid' });
        const paid = await refusedWith(() =>
          this.db.transaction(async (tx) => {
            const paymentId = await this.deps.attempts.start(tx, { orderId: order.id, userId, method, amountFils: order.amountDueFils });
            const marked = await this.deps.attempts.markPaid(tx, paymentId, 'customer');
            if (!marked.paid) throw new Refusal(fail('order_not_payable', { status: order.status }));
            await this.debit(tx, userId, method, order.amountDueFils, order.id);
            return { ...ok(done('paid'), 'paid'), voided: marked.voided };
          }),
        );
        if (!paid.ok) return paid;
        // Sessions opened meanwhile were voided with the payment; a card paid there is refunded (late payment).
        await this.deps.attempts.closeSessions(paid.voided);
        return ok(paid.data, 'paid');
      }
      case 'online': {
        const checkout = await this.deps.attempts.openCheckout(order, userId);
        if (!checkout.ok) return checkout;
        return 'paid' in checkout.data ? ok(done('paid'), 'paid') : ok(done('redirect', checkout.data.redirectUrl));
      }
      case 'bank_transfer': {
        const transfer = input.transfer;
        if (!transfer) return fail('transfer_details_required', {}, 'transfer');
        const [voucher] = await this.db
          .select({ id: uploads.id })
          .from(uploads)
          .where(and(eq(uploads.id, transfer.voucher_file_id), eq(uploads.userId, userId), eq(uploads.kind, 'voucher'), isNull(uploads.deletedAt)));
        if (!voucher) return fail('transfer_details_required', {}, 'transfer.voucher_file_id');
        if ((await this.deps.attempts.closeOpenCheckouts(order.id)) === 'paid') return fail('order_not_payable', { status: 'paid' });
        const claimed = await refusedWith(() =>
          this.db.transaction(async (tx) => {
            const claim = await this.deps.attempts.claim(tx, order.id, 'bank_transfer');
            if (!claim || !(await this.deps.writer.applyPaymentEvent(tx, order, 'submit_transfer', 'unpaid', { paymentMethod: 'bank_transfer' }))) {
              throw new Refusal(fail('order_not_payable', { status: order.status }));
            }
            const paymentId = await this.deps.attempts.start(tx, { orderId: order.id, userId, method: 'bank_transfer', amountFils: order.amountDueFils, transfer });
            await claimVoucher(tx, { userId, fileId: voucher.id, paymentId });
            return ok(claim);
          }),
        );
        if (!claimed.ok) return claimed;
        await this.deps.attempts.closeSessions(claimed.data.voided);
        return ok(done('pending_confirmation'), 'transfer_submitted');
      }
      case 'cod': {
        // Cash on delivery ends the order's online payment too: open card sessions are closed and voided first.
        if ((await this.deps.attempts.closeOpenCheckouts(order.id)) === 'paid') return fail('order_not_payable', { status: 'paid' });
        const accepted = await this.db.transaction(async (tx) => {
          const claim = await this.deps.attempts.claim(tx, order.id, 'cod');
          return claim && (await this.deps.writer.applyEvent(tx, order, 'accept_cod', 'customer', { paymentMethod: 'cod' })) ? claim : null;
        });
        if (!accepted) return fail('order_not_payable', { status: order.status });
        await this.deps.attempts.closeSessions(accepted.voided);
        return ok(done('cod_accepted'), 'cod_accepted');
      }
    }
  }

  /** Debits balance or adds to credit used, refusing to go below zero / above the limit, with a ledger row. */
  private async debit(tx: Tx, userId: number, account: 'balance' | 'credit', amount: number, orderId: number): Promise<void> {
    const moved = await moveMoney(tx, { userId, account, deltaFils: account === 'balance' ? -amount : amount, reason: 'order_payment', orderId });
    if (!moved) throw new Refusal(fail(account === 'balance' ? 'insufficient_balance' : 'over_credit', {}, 'method'));
  }

  /** Staff confirm a bank transfer arrived: the order becomes paid (with an audit row in the same transaction). */
  async confirmTransfer(orderId: number, staffId: number): Promise<Outcome<Schemas['Order']>> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending')))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) return fail('not_found', {}, 'order_id');
    // Refused (and nothing marked) unless the order can still take this transfer.
    const marked = await this.db.transaction(async (tx) => {
      const result = await this.deps.attempts.markPaid(tx, payment.id, 'staff');
      if (result.paid) {
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'confirm_transfer',
          entityType: 'order',
          entityId: orderId,
          orderId,
          userId: payment.userId,
          before: { payment_status: 'pending_confirmation' },
          after: { payment_status: 'paid', amount_fils: payment.amountFils },
        });
      }
      return result;
    });
    if (!marked.paid) return fail('order_not_payable', { status: 'paid' });
    await this.deps.attempts.closeSessions(marked.voided);
    const order = await this.deps.orders.owned(payment.userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    return ok(await this.deps.orders.view(order), 'transfer_confirmed');
  }

  /**
   * Staff reject a reported bank transfer with a reason, in one transaction on the locked order: the payment is
   * `failed` (the payment table's `reject`), the order's payment status goes back to `none` (`reject_transfer`) so the
   * customer may pay again, the voucher may be used again, the customer is told why, and an audit row is written.
   * A transfer already confirmed or rejected (or a concurrent decision) answers `not_found` and changes nothing.
   */
  async rejectTransfer(orderId: number, staffId: number, reason: string): Promise<Outcome<Schemas['Order']>> {
    const why = reason.trim();
    const rejected = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new Refusal(fail('not_found', {}, 'order_id'));
        const step = statusMove(paymentMachine, payments.status, 'reject');
        const [payment] = await tx
          .update(payments)
          .set({ status: step.to, rejectReason: why, updatedAt: sql`now()` })
          .where(and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), step.from))
          .returning();
        if (!payment) throw new Refusal(fail('not_found', {}, 'order_id'));
        if (!(await this.deps.writer.applyPaymentEvent(tx, order, 'reject_transfer', order.status, { paymentMethod: null }))) {
          throw new Refusal(fail('not_found', {}, 'order_id'));
        }
        await tx.delete(transferVouchers).where(eq(transferVouchers.paymentId, payment.id));
        await this.deps.messages.notify(tx, payment.userId, 'transfer_rejected', { order_id: order.id, order_sn: order.orderSn, amount_fils: payment.amountFils, reason: why });
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'reject_transfer',
          entityType: 'order',
          entityId: order.id,
          orderId: order.id,
          userId: payment.userId,
          before: { payment_status: order.paymentStatus },
          after: { payment_status: nextOrderPaymentStatus(order.paymentStatus, 'reject_transfer') },
          reason: why,
        });
        return { userId: payment.userId };
      }),
    );
    if ('error' in rejected) return rejected;
    const order = await this.deps.orders.owned(rejected.userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    return ok(await this.deps.orders.view(order), 'transfer_rejected');
  }

  /** Bank transfers reported for orders and waiting for staff, oldest first (the console's transfers page). */
  async pendingTransfers(): Promise<Schemas['PendingTransfer'][]> {
    const rows = await this.db
      .select({ payment: payments, orderSn: orders.orderSn, voucher: uploads, user: { id: users.id, nickname: users.nickname, mobile: users.mobile } })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(uploads, sql`${uploads.id} = (${payments.transfer} ->> 'voucher_file_id')::int`)
      .where(and(eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending')))
      .orderBy(payments.id)
      .limit(STAFF_QUEUE_MAX);
    return rows.map(({ payment, orderSn, voucher, user }) => ({
      payment_id: payment.id,
      order_id: payment.orderId,
      order_sn: orderSn,
      customer: user,
      amount_fils: payment.amountFils,
      account_name: payment.transfer?.account_name ?? '',
      bank: payment.transfer?.bank ?? '',
      reference_last6: payment.transfer?.reference_last6 ?? '',
      voucher: voucher ? uploadView(voucher) : null,
      created_at: payment.createdAt.toISOString(),
    }));
  }
}
