/**
 * Payment attempts (the `payments` table) and the card provider's hosted sessions. An order has at most one
 * succeeded payment:
 * - starting a payment locks the order row, checks it is still payable and voids the order's other open attempts
 *   (their provider sessions are closed, first where the flow allows it);
 * - every path to "paid" goes through markPaid, which moves the payment to succeeded only while the locked order is
 *   payable, in the same transaction as the order's move to paid;
 * - money the provider still takes for an attempt that was given up, or for an order no longer payable, is recorded
 *   as `paid_late` and refunded automatically (RefundService) — never lost, never a second "succeeded".
 */
import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paymentMachine, type OrderPaymentStatus, type PaymentEvent } from '../../../domain/order/payment-status';
import type { PaymentMethod } from '../../../domain/order/payment';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { orders, payments, providerEvents } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { PaymentProvider } from './providers';
import type { MessageService } from '../messaging';
import type { OrderActor as Actor, OrderStatus } from '../../../domain/order/status';
import type { OrderDoor, OrderMoneyHooks } from './ports';
import type { RefundService } from './refund.service';

type PaymentRow = typeof payments.$inferSelect;
type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'> & { method: PaymentMethod };

export interface PaymentAttemptDeps {
  provider: PaymentProvider;
  messages: MessageService;
  refunds: RefundService;
  /** The order writer: markPaid moves the order to paid through it. */
  orders: OrderDoor;
  /** Told in markPaid's transaction that an order was paid (membership). */
  hooks: OrderMoneyHooks;
  log: FastifyBaseLogger;
  /** The shop's clock (SHOP_CLOCK): when an order was paid. */
  clock: Clock;
}

type OrderLock = { id: number; status: OrderStatus; paymentStatus: OrderPaymentStatus; orderSn: string };

/** Whether an order can still take a payment by `method`: unpaid, and no transfer reported — unless this is that transfer. */
function payable(order: OrderLock, method: string): boolean {
  return order.status === 'unpaid' && (order.paymentStatus === 'none' || (order.paymentStatus === 'pending_confirmation' && method === 'bank_transfer'));
}

/** Locks an order's row for the rest of the transaction: payments of one order are decided one at a time. */
async function lockOrder(tx: Tx, orderId: number): Promise<OrderLock | undefined> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, orderSn: orders.orderSn })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/** Voids an order's open attempts (but `except`); answers the provider sessions to close. */
async function voidOpen(tx: Tx, orderId: number, except?: number): Promise<string[]> {
  const step = statusMove(paymentMachine, payments.status, 'void');
  const rows = await tx
    .update(payments)
    .set({ status: step.to, updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), step.from, except === undefined ? undefined : ne(payments.id, except)))
    .returning({ ref: payments.providerRef });
  return rows.flatMap((r) => (r.ref ? [r.ref] : []));
}

/** Moves one payment by `event` through the payment table; returns the moved row, or undefined when refused. */
async function movePayment(db: Db | Tx, where: SQL, event: PaymentEvent): Promise<PaymentRow | undefined> {
  const step = statusMove(paymentMachine, payments.status, event);
  const [row] = await db.update(payments).set({ status: step.to, updatedAt: sql`now()` }).where(and(where, step.from)).returning();
  return row;
}

export class PaymentAttemptService {

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: PaymentAttemptDeps,
  ) {}

  /** Records a new attempt in the table's initial status; returns its id. */
  /** Cash on delivery collected: the order's payment row, succeeded (the caller moves the order's payment status). */
  async collectOnDelivery(tx: Tx, order: { id: number; userId: number; amountDueFils: number }): Promise<void> {
    const id = await this.start(tx, { orderId: order.id, userId: order.userId, method: 'cod', amountFils: order.amountDueFils });
    if (!(await movePayment(tx, eq(payments.id, id), 'succeed'))) throw new Error(`payment ${id}: could not be marked succeeded`);
  }

  async start(db: Db | Tx, payment: NewPayment): Promise<number> {
    const [row] = await db
      .insert(payments)
      .values({ ...payment, status: paymentMachine.initial })
      .returning({ id: payments.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /**
   * Starts a payment of an order in `tx`: locks the order, checks it can take a payment by `method`, voids the
   * order's other open attempts. Answers the voided attempts' provider sessions (close them after the commit with
   * closeSessions), or null when the order is not payable.
   */
  async claim(tx: Tx, orderId: number, method: PaymentMethod): Promise<{ voided: string[] } | null> {
    const order = await lockOrder(tx, orderId);
    if (!order || !payable(order, method)) return null;
    return { voided: await voidOpen(tx, orderId) };
  }

  /**
   * Marks a payment succeeded and its order paid — once, and only while the order (locked here) can take it. The
   * order's other open attempts are voided. `paid: false` changes nothing: the payment is no longer pending, or the
   * order is no longer payable. `voided`: provider sessions to close after the commit (closeSessions).
   */
  async markPaid(tx: Tx, paymentId: number, actor: Actor): Promise<{ paid: boolean; voided: string[] }> {
    const [pending] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!pending) return { paid: false, voided: [] };
    const order = await lockOrder(tx, pending.orderId);
    if (!order || !payable(order, pending.method)) return { paid: false, voided: [] };
    const payment = await movePayment(tx, eq(payments.id, paymentId), 'succeed');
    if (!payment) return { paid: false, voided: [] };
    const moved = await this.deps.orders.applyEvent(
      tx,
      order,
      'pay',
      actor,
      { paymentMethod: payment.method, paidFils: payment.amountFils, paidAt: this.deps.clock.now(), onlineSn: payment.providerRef ?? `PAY${payment.id}` },
      'pay',
    );
    // The order is locked and was payable: a refusal here means the tables disagree — roll everything back.
    if (moved === null) throw new Error(`order ${order.id}: payable but the pay event was refused`);
    // An annual-membership order is complete once paid: the customer is Lv5 from now and told so (docs/membership.md).
    const annual = await this.deps.hooks.orderPaid(tx, order.id);
    const voided = await voidOpen(tx, order.id, payment.id);
    const kind = payment.method === 'bank_transfer' ? 'transfer_confirmed' : 'order_paid';
    if (!annual) await this.deps.messages.notify(tx, payment.userId, kind, { order_id: order.id, order_sn: order.orderSn, amount_fils: payment.amountFils });
    return { paid: true, voided };
  }

  /** Ends an order's pending attempts (the order was cancelled or lapsed): the payment table's `cancel`. */
  async cancelPending(tx: Tx, orderId: number): Promise<void> {
    const step = statusMove(paymentMachine, payments.status, 'cancel');
    await tx.update(payments).set({ status: step.to, updatedAt: sql`now()` }).where(and(eq(payments.orderId, orderId), step.from));
  }

  /**
   * Sends the shopper to the provider's hosted checkout for an unpaid order: the session still open from an earlier
   * click if there is one (so one order never has two payable sessions), else a new one.
   */
  async openCheckout(order: { id: number; orderSn: string; amountDueFils: number }, userId: number): Promise<Outcome<{ redirectUrl: string } | { paid: true }>> {
    const [earlier] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.method, 'online'), eq(payments.provider, this.deps.provider.name), eq(payments.status, 'pending'), isNotNull(payments.providerRef)))
      .orderBy(desc(payments.id))
      .limit(1);
    if (earlier?.providerRef) {
      const ref = earlier.providerRef;
      let session;
      try {
        session = await this.deps.provider.checkoutState(ref);
      } catch (error) {
        this.deps.log.warn({ err: error, session: ref }, 'payment provider: checkout session lookup failed');
        return fail('payment_unavailable');
      }
      if (session.state === 'open') return ok({ redirectUrl: session.redirectUrl });
      if (session.state === 'paid' && (await this.providerPaid(ref))?.paid) return ok({ paid: true });
      await movePayment(this.db, eq(payments.id, earlier.id), 'fail');
    }
    const started = await this.db.transaction(async (tx) => {
      const claimed = await this.claim(tx, order.id, 'online');
      if (!claimed) return null;
      const id = await this.start(tx, { orderId: order.id, userId, method: 'online', amountFils: order.amountDueFils, provider: this.deps.provider.name });
      return { id, voided: claimed.voided };
    });
    if (!started) return fail('order_not_payable', { status: 'paid' });
    if ((await this.closeSessions(started.voided)) === 'paid') return ok({ paid: true });
    const paymentId = started.id;
    try {
      const session = await this.deps.provider.createCheckout({
        paymentId,
        orderId: order.id,
        orderSn: order.orderSn,
        amountFils: order.amountDueFils,
        successUrl: `${this.config.publicUrl}/pc/payment/result?order_id=${order.id}`,
        cancelUrl: `${this.config.publicUrl}/pc/payment?order_id=${order.id}`,
      });
      const [still] = await this.db.update(payments).set({ providerRef: session.sessionId, updatedAt: sql`now()` }).where(eq(payments.id, paymentId)).returning({ status: payments.status });
      if (still?.status !== 'pending') {
        // A concurrent payment of the order voided this attempt while its session was being opened: close it again.
        await this.closeSessions([session.sessionId]);
        return fail('payment_unavailable');
      }
      return ok({ redirectUrl: session.redirectUrl });
    } catch (error) {
      this.deps.log.warn({ err: error, order_id: order.id }, 'payment provider: creating a checkout session failed');
      await movePayment(this.db, eq(payments.id, paymentId), 'fail');
      return fail('payment_unavailable');
    }
  }

  /**
   * Closes an order's open provider sessions before the order is cancelled or paid another way, so none can be paid
   * afterwards. `paid`: the shopper paid one first (now recorded — the order is paid); `unreachable`: the provider did
   * not answer.
   */
  async closeOpenCheckouts(orderId: number): Promise<'closed' | 'paid' | 'unreachable'> {
    const open = await this.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.provider, this.deps.provider.name), eq(payments.status, 'pending'), isNotNull(payments.providerRef)));
    return this.closeSessions(open.flatMap((o) => (o.ref ? [o.ref] : [])));
  }

  /**
   * Closes provider sessions; one the shopper paid before it closed is recorded (providerPaid: the order's payment,
   * or a late payment refunded at once). `paid` when that left the order paid.
   */
  async closeSessions(refs: string[]): Promise<'closed' | 'paid' | 'unreachable'> {
    let result: 'closed' | 'paid' | 'unreachable' = 'closed';
    for (const ref of refs) {
      try {
        const session = await this.deps.provider.closeCheckout(ref);
        if (session.state === 'paid' && (await this.providerPaid(ref))?.paid) result = 'paid';
      } catch (error) {
        this.deps.log.warn({ err: error, session: ref }, 'payment provider: closing a checkout session failed');
        if (result === 'closed') result = 'unreachable';
      }
    }
    return result;
  }

  /**
   * A provider says a session was paid (sandbox completion, Stripe webhook, a session found paid); idempotent. The
   * order's payment when it can still take it; otherwise (the attempt was given up, or the order was cancelled or
   * paid another way) a late payment, refunded to the card at once.
   */
  async providerPaid(sessionId: string): Promise<{ orderId: number; paid: boolean } | null> {
    const result = await this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, sessionId));
      if (!payment) return null;
      let late = false;
      let voided: string[] = [];
      if (payment.status === 'pending') ({ voided } = await this.markPaid(tx, payment.id, 'provider'));
      const [now] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
      if (now?.status !== 'succeeded' && now?.status !== 'paid_late' && now?.status !== 'refunded') {
        late = (await movePayment(tx, eq(payments.id, payment.id), 'succeed_late')) !== undefined;
      }
      const [order] = await tx.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, payment.orderId));
      return { orderId: payment.orderId, paid: order?.paymentStatus === 'paid', late, payment, voided };
    });
    if (!result) return null;
    await this.closeSessions(result.voided);
    if (result.late) {
      this.deps.log.warn({ session: sessionId, order_id: result.orderId, payment_id: result.payment.id }, 'payment provider: a session was paid after its order stopped taking it — refunding it');
      await this.deps.refunds.refund({ paymentId: result.payment.id, amountFils: result.payment.amountFils, reason: 'late_payment', idempotencyKey: `late-${result.payment.id}` });
    }
    return { orderId: result.orderId, paid: result.paid };
  }

  /** A provider says a session ended unpaid; a session already paid stays paid (events may arrive out of order). */
  async providerFailed(sessionId: string, event: Extract<PaymentEvent, 'fail' | 'cancel'>): Promise<{ orderId: number } | null> {
    const moved = await movePayment(this.db, eq(payments.providerRef, sessionId), event);
    if (moved) return { orderId: moved.orderId };
    const [existing] = await this.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.providerRef, sessionId));
    return existing ?? null;
  }

  /** A session of the sandbox provider with its order number (for the hosted test page). */
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
}
