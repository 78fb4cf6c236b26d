/**
 * The order's life after payment (issue 10, spec §4): staff review, proofs and the customer's answer, production,
 * shipping, delivery and receipt (by the customer, or after AUTO_RECEIVE_DAYS by the sweep), cancellation requests
 * and the refunds they lead to, and the staff order queue.
 *
 * Every move is a named event through the order table (`applyEvent`): one status-conditional update that also
 * raises the order's `version`. Staff send the version they saw, so of two staff acting at once one wins and the
 * other is told the order changed; nothing is applied twice. The customer is told of each step by
 * `messages.notify()` in the transaction of the change; refunds are written in that transaction too (card refunds
 * go to the provider after the commit).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { nextStatus, staffEventsFor, type OrderEvent, type OrderStatus, type StaffPlainEvent } from '../../../domain/order/status';
import type { SuccessKey } from '../../../domain/errors';
import { dayEnd, dayStart } from '../../../domain/time/calendar';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { refunds} from '../../db/schema';
import { orderEvents, orderProofs, orders, payments, uploads, users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { likePrefix } from '../../infra/like';
import type { AuditService } from '../accounts';
import type { MembershipService } from './membership.service';
import type { MessageService } from '../messaging';
import type { OrderService } from './order.service';
import { applyEvent, noteOrder, updateOrder } from './order-writer';
import type { PaymentAttemptService } from '../money';
import type { RefundService, RefundTarget } from '../money';
import { uploadView } from '../files';

type Schemas = components['schemas'];
type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export interface FulfilmentDeps {
  audit: AuditService;
  orders: OrderService;
  refunds: RefundService;
  messages: MessageService;
  attempts: PaymentAttemptService;
  membership: MembershipService;
  /** The shop's clock (SHOP_CLOCK): acceptance, shipping, delivery and proof times, and the auto-receipt sweep. */
  clock: Clock;
}

export interface QueueFilter {
  status?: OrderStatus;
  payment_method?: string;
  q?: string;
  date_from?: string;
  date_to?: string;
}

/** Customers a text search of the queue looks at (name or phone prefix); more specific text finds the rest. */
const SEARCH_CUSTOMERS = 200;

export class FulfilmentService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: FulfilmentDeps,
  ) {}

  // ── Staff: the queue ────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Filters but the status (the status tabs count under them). The text search matches an order SN prefix, or the
   * orders of customers whose name or phone starts with it: the customers are looked up first (at most
   * SEARCH_CUSTOMERS), so the order query is a bitmap OR of two index scans rather than a scan with a sub-plan.
   */
  private async queueWhere(filter: QueueFilter): Promise<SQL | undefined> {
    const q = filter.q?.trim();
    let byText: SQL | undefined;
    if (q) {
      const customers = await this.db
        .select({ id: users.id })
        .from(users)
        .where(or(sql`lower(${users.nickname}) like ${likePrefix(q.toLowerCase())}`, like(users.mobile, likePrefix(q.replace(/[\s-]/g, '')))))
        .limit(SEARCH_CUSTOMERS);
      const bySn = like(orders.orderSn, likePrefix(q.toUpperCase()));
      byText = customers.length > 0 ? or(bySn, inArray(orders.userId, customers.map((c) => c.id))) : bySn;
    }
    return and(
      filter.payment_method ? eq(orders.paymentMethod, filter.payment_method) : undefined,
      filter.date_from ? gte(orders.createdAt, dayStart(filter.date_from)) : undefined,
      filter.date_to ? lt(orders.createdAt, dayEnd(filter.date_to)) : undefined,
      byText,
    );
  }

  async queue(filter: QueueFilter, pageNo: number, pageSize: number) {
    const base = await this.queueWhere(filter);
    const where = and(base, filter.status ? eq(orders.status, filter.status) : undefined);
    // The total is read off the per-status counts (one grouped index scan), not counted again.
    const [rows, byStatus] = await Promise.all([
      this.db
        .select({ order: orders, nickname: users.nickname, mobile: users.mobile })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ status: orders.status, n: count() }).from(orders).where(base).groupBy(orders.status),
    ]);
    const counts: Record<string, number> = {};
    for (const { status, n } of byStatus) counts[status] = n;
    const total = filter.status ? (counts[filter.status] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { lists: rows.map((r) => this.row(r.order, r.nickname, r.mobile)), count: total, counts, page_no: pageNo, page_size: pageSize };
  }

  /** A customer's newest orders (the console's customer page). */
  async customerOrders(userId: number, limit: number): Promise<Schemas['StaffOrderRow'][]> {
    const rows = await this.db
      .select({ order: orders, nickname: users.nickname, mobile: users.mobile })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    return rows.map((r) => this.row(r.order, r.nickname, r.mobile));
  }

  async cancelRequests(pageNo: number, pageSize: number) {
    const where = eq(orders.cancelRequested, true);
    const [rows, total] = await Promise.all([
      this.db
        .select({ order: orders, nickname: users.nickname, mobile: users.mobile })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(asc(orders.cancelRequestedAt), asc(orders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { lists: rows.map((r) => this.row(r.order, r.nickname, r.mobile)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  private row(order: OrderRow, nickname: string, mobile: string): Schemas['StaffOrderRow'] {
    return {
      id: order.id,
      order_sn: order.orderSn,
      status: order.status,
      payment_status: order.paymentStatus as Schemas['StaffOrderRow']['payment_status'],
      payment_method: (order.paymentMethod as Schemas['PaymentMethod'] | null) ?? null,
      amount_due_fils: order.amountDueFils,
      paid_fils: order.paidFils,
      customer: { id: order.userId, nickname, mobile },
      created_at: order.createdAt.toISOString(),
      cancel_requested: order.cancelRequested,
      cancel_reason: order.cancelReason,
      version: order.version,
    };
  }

  // ── Staff: one order ────────────────────────────────────────────────────────────────────────────────────────────

  async detail(id: number): Promise<Outcome<Schemas['StaffOrder']>> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!row) return fail('not_found', {}, 'id');
    const [customer] = await this.db.select().from(users).where(eq(users.id, row.userId));
    const [view, paid, events] = await Promise.all([
      this.deps.orders.view(row),
      this.db.select({ payment: payments, voucher: uploads }).from(payments).leftJoin(uploads, sql`${uploads.id} = (${payments.transfer} ->> 'voucher_file_id')::int`).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
      this.db.select({ event: orderEvents, staff: users.nickname }).from(orderEvents).leftJoin(users, eq(users.id, orderEvents.actorId)).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    ]);
    return ok({
      order: view,
      customer: { id: row.userId, nickname: customer?.nickname ?? '', mobile: customer?.mobile ?? '', email: customer?.email ?? null },
      version: row.version,
      accepted_at: row.acceptedAt?.toISOString() ?? null,
      staff_reason: row.staffReason,
      cancel_reason: row.cancelReason,
      payments: paid.map(({ payment, voucher }) => ({
        id: payment.id,
        method: payment.method as Schemas['PaymentMethod'],
        status: payment.status as Schemas['StaffOrder']['payments'][number]['status'],
        amount_fils: payment.amountFils,
        refunded_fils: payment.refundedFils,
        provider_ref: payment.providerRef,
        voucher: voucher ? uploadView(voucher) : null,
        created_at: payment.createdAt.toISOString(),
      })),
      events: events.map(({ event, staff }) => ({
        event: event.event,
        status: event.status,
        actor: event.actor as Schemas['StaffOrder']['events'][number]['actor'],
        by: staff,
        at: event.createdAt.toISOString(),
      })),
      actions: staffEventsFor(row.status, row.acceptedAt !== null),
    });
  }

  /**
   * One staff move: checks the version staff saw and that the table allows `event`, then applies it with `after`
   * in one transaction. Order changed → `order_changed`; event not allowed → `order_event_refused`; nothing changes.
   */
  private async staffStep(
    staffId: number,
    input: { id: number; version: number },
    event: OrderEvent,
    message: SuccessKey,
    options: {
      extra?: Parameters<typeof applyEvent>[4];
      payment?: 'pay';
      after?: (tx: Tx, row: OrderRow) => Promise<RefundRow[] | void>;
      check?: (row: OrderRow) => Outcome<true>;
      /** Fields the audit row shows besides the status (courier and tracking number…), and staff's reason. */
      audit?: { after?: Record<string, unknown>; reason?: string };
    } = {},
  ): Promise<Outcome<Schemas['StaffOrder']>> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, input.id));
    if (!row) return fail('not_found', {}, 'id');
    if (row.version !== input.version) return fail('order_changed', {}, 'version');
    if (!nextStatus(row.status, event) || (event === 'accept' && row.acceptedAt)) return fail('order_event_refused', {}, 'event');
    const checked = options.check?.(row);
    if (checked && !checked.ok) return checked;
    const made = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const to = await applyEvent(tx, { id: row.id, status: row.status, paymentStatus: row.paymentStatus, version: input.version }, event, 'staff', options.extra ?? {}, options.payment, staffId);
        if (!to) throw new Refusal(fail('order_changed', {}, 'version'));
        const made = (await options.after?.(tx, row)) ?? [];
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: `order_${event}`,
          entityType: 'order',
          entityId: row.id,
          orderId: row.id,
          userId: row.userId,
          before: { status: row.status, ...(options.payment ? { payment_status: row.paymentStatus } : {}) },
          after: { status: to, ...(options.payment ? { payment_status: 'paid' } : {}), ...options.audit?.after, ...(made.length > 0 ? { refunded_fils: made.reduce((sum, r) => sum + r.amountFils, 0) } : {}) },
          reason: options.audit?.reason ?? null,
        });
        return made;
      }),
    );
    if (!Array.isArray(made)) return made;
    await this.deps.refunds.sendPending(made);
    const view = await this.detail(row.id);
    return view.ok ? ok(view.data, message) : view;
  }

  async move(staffId: number, input: { id: number; version: number; event: StaffPlainEvent }) {
    const event = input.event;
    if (event === 'deliver') return this.deliver(staffId, input);
    return this.staffStep(staffId, input, event, 'order_moved', {
      extra: event === 'accept' ? { acceptedAt: this.deps.clock.now() } : {},
      // A delivered order staff close grants its growth points, as a confirmed receipt does.
      ...(event === 'close' ? { after: async (tx: Tx, row: OrderRow) => this.deps.membership.orderClosed(tx, row.id) } : {}),
    });
  }

  /** Delivered: a cash-on-delivery order is paid now (a payment row and the order's payment status). */
  private async deliver(staffId: number, input: { id: number; version: number }) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, input.id));
    const cod = row?.paymentMethod === 'cod' && row.paymentStatus === 'none';
    const now = this.deps.clock.now();
    return this.staffStep(staffId, input, 'deliver', 'order_moved', {
      extra: cod && row ? { deliveredAt: now, paidFils: row.amountDueFils, paidAt: now } : { deliveredAt: now },
      ...(cod ? { payment: 'pay' as const } : {}),
      after: async (tx, order) => {
        if (cod) await this.deps.attempts.collectOnDelivery(tx, order);
        await this.deps.messages.notify(tx, order.userId, 'order_delivered', { order_id: order.id, order_sn: order.orderSn, days: this.config.autoReceiveDays });
      },
    });
  }

  async reject(staffId: number, input: { id: number; version: number; reason: string; refund_to?: RefundTarget }) {
    const reason = input.reason.trim();
    if (!reason) return fail('reason_required', {}, 'reason');
    return this.staffStep(staffId, input, 'reject', 'order_rejected', {
      extra: { staffReason: reason, cancelRequested: false },
      audit: { reason },
      after: async (tx, order) => {
        await this.deps.messages.notify(tx, order.userId, 'order_rejected', { order_id: order.id, order_sn: order.orderSn, reason });
        return this.refundOrder(tx, order, 'order_rejected', input.refund_to);
      },
    });
  }

  async sendProof(staffId: number, input: { id: number; version: number; file_id: number }) {
    const [file] = await this.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, input.file_id), eq(uploads.kind, 'proof'), isNull(uploads.deletedAt)));
    if (!file) return fail('not_found', {}, 'file_id');
    return this.staffStep(staffId, input, 'send_proof', 'proof_sent', {
      audit: { after: { proof_file_id: file.id } },
      extra: { acceptedAt: sql`coalesce(${orders.acceptedAt}, ${this.deps.clock.now().toISOString()}::timestamptz)` as unknown as Date },
      after: async (tx, order) => {
        const [last] = await tx.select({ v: sql<number>`coalesce(max(${orderProofs.version}), 0)` }).from(orderProofs).where(eq(orderProofs.orderId, order.id));
        const version = Number(last?.v ?? 0) + 1;
        await tx.insert(orderProofs).values({ orderId: order.id, version, fileId: file.id, staffId });
        await this.deps.messages.notify(tx, order.userId, 'proof_ready', { order_id: order.id, order_sn: order.orderSn, version });
      },
    });
  }

  async ship(staffId: number, input: { id: number; version: number; courier: string; tracking_no: string }) {
    const courier = input.courier.trim();
    const trackingNo = input.tracking_no.trim();
    return this.staffStep(staffId, input, 'ship', 'order_shipped', {
      extra: { courier, trackingNo, shippedAt: this.deps.clock.now() },
      audit: { after: { courier, tracking_no: trackingNo } },
      after: async (tx, order) => {
        await this.deps.messages.notify(tx, order.userId, 'order_shipped', { order_id: order.id, order_sn: order.orderSn, courier, tracking_no: trackingNo });
      },
    });
  }

  /**
   * A cancellation request answered. Approve: the order is cancelled (the table's `cancel`) and what was paid is
   * refunded. Refuse: the request is closed with staff's reason and the order goes on.
   */
  async answerCancel(staffId: number, input: { id: number; version: number; approve: boolean; reason?: string; refund_to?: RefundTarget }) {
    const reason = input.reason?.trim() ?? '';
    const notRequested = (row: OrderRow): Outcome<true> => (row.cancelRequested ? ok(true) : fail('cancel_not_requested', {}, 'id'));
    if (input.approve) {
      return this.staffStep(staffId, input, 'cancel', 'cancel_approved', {
        check: notRequested,
        extra: { cancelRequested: false },
        audit: { after: { cancel_requested: false }, ...(reason ? { reason } : {}) },
        after: async (tx, order) => {
          await this.deps.messages.notify(tx, order.userId, 'cancel_approved', { order_id: order.id, order_sn: order.orderSn });
          return this.refundOrder(tx, order, 'order_cancelled', input.refund_to);
        },
      });
    }
    if (!reason) return fail('reason_required', {}, 'reason');
    const [row] = await this.db.select().from(orders).where(eq(orders.id, input.id));
    if (!row) return fail('not_found', {}, 'id');
    if (row.version !== input.version) return fail('order_changed', {}, 'version');
    const refused = notRequested(row);
    if (!refused.ok) return refused;
    const done = await this.db.transaction(async (tx) => {
      const [moved] = await updateOrder(
        tx,
        and(eq(orders.id, row.id), eq(orders.version, input.version), eq(orders.cancelRequested, true)),
        { cancelRequested: false, staffReason: reason },
        { bumpVersion: true, note: { orderId: row.id, event: 'refuse_cancel', status: row.status, actor: 'staff', actorId: staffId } },
      );
      if (!moved) return false;
      await this.deps.audit.record(tx, {
        actorId: staffId,
        action: 'order_refuse_cancel',
        entityType: 'order',
        entityId: row.id,
        orderId: row.id,
        userId: row.userId,
        before: { cancel_requested: true, cancel_reason: row.cancelReason },
        after: { cancel_requested: false },
        reason,
      });
      await this.deps.messages.notify(tx, row.userId, 'cancel_refused', { order_id: row.id, order_sn: row.orderSn, reason });
      return true;
    });
    if (!done) return fail('order_changed', {}, 'version');
    const view = await this.detail(row.id);
    return view.ok ? ok(view.data, 'cancel_refused') : view;
  }

  /** Refunds the order's payments in `tx` and tells the customer of each refund. */
  private async refundOrder(tx: Tx, order: OrderRow, reason: 'order_cancelled' | 'order_rejected', to: RefundTarget = 'original'): Promise<RefundRow[]> {
    const made = await this.deps.refunds.refundOrderIn(tx, order.id, reason, to);
    for (const refund of made) {
      await this.deps.messages.notify(tx, order.userId, 'refund_made', { order_id: order.id, order_sn: order.orderSn, amount_fils: refund.amountFils, destination: refund.method });
    }
    return made;
  }

  async refundPaidOut(staffId: number, input: { refund_id: number; reference: string }) {
    const reference = input.reference.trim();
    if (!reference) return fail('reason_required', {}, 'reference');
    const outcome = await this.db.transaction(async (tx) => {
      const paid = await this.deps.refunds.markPaidOut(input.refund_id, staffId, reference, tx);
      if (!paid.ok) return paid;
      const [order] = await tx.select().from(orders).where(eq(orders.id, paid.data.orderId));
      if (order) {
        await noteOrder(tx, { orderId: order.id, event: 'refund_paid_out', status: order.status, actor: 'staff', actorId: staffId });
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'refund_paid_out',
          entityType: 'order',
          entityId: order.id,
          orderId: order.id,
          userId: order.userId,
          before: { refund_status: 'pending' },
          after: { refund_status: 'succeeded', amount_fils: paid.data.amountFils, reference },
        });
        await this.deps.messages.notify(tx, order.userId, 'refund_made', { order_id: order.id, order_sn: order.orderSn, amount_fils: paid.data.amountFils, destination: 'bank_transfer' });
      }
      return paid;
    });
    if (!outcome.ok) return outcome;
    const view = await this.detail(outcome.data.orderId);
    return view.ok ? ok(view.data, 'refund_paid_out') : view;
  }

  // ── The customer ───────────────────────────────────────────────────────────────────────────────────────────────

  /** A customer's move of their own order (another user's id is "not found"). */
  private async customerStep(userId: number, id: number, event: OrderEvent, message: SuccessKey, after?: (tx: Tx, row: OrderRow) => Promise<void>) {
    const row = await this.deps.orders.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    if (!nextStatus(row.status, event)) return fail('order_event_refused', {}, 'id');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const to = await applyEvent(tx, row, event, 'customer', {}, undefined, userId);
        if (!to) throw new Refusal(fail('order_changed', {}, 'id'));
        await after?.(tx, row);
        return true as const;
      }),
    );
    if (done !== true) return done;
    const fresh = await this.deps.orders.owned(userId, id);
    return ok(await this.deps.orders.view(fresh ?? row), message);
  }

  /** The newest proof of the order, still waiting for the customer's answer. */
  private async pendingProof(tx: Tx, orderId: number) {
    const [proof] = await tx.select().from(orderProofs).where(eq(orderProofs.orderId, orderId)).orderBy(desc(orderProofs.version)).limit(1).for('update');
    if (!proof || proof.status !== 'pending') throw new Refusal(fail('order_changed', {}, 'id'));
    return proof;
  }

  async approveProof(userId: number, id: number) {
    return this.customerStep(userId, id, 'approve_proof', 'proof_approved', async (tx, row) => {
      const proof = await this.pendingProof(tx, row.id);
      await tx.update(orderProofs).set({ status: 'approved', answeredAt: this.deps.clock.now() }).where(eq(orderProofs.id, proof.id));
    });
  }

  async requestChanges(userId: number, id: number, comment: string) {
    const text = comment.trim();
    if (!text) return fail('reason_required', {}, 'comment');
    return this.customerStep(userId, id, 'request_changes', 'changes_requested', async (tx, row) => {
      const proof = await this.pendingProof(tx, row.id);
      await tx.update(orderProofs).set({ status: 'changes_requested', comment: text, answeredAt: this.deps.clock.now() }).where(eq(orderProofs.id, proof.id));
    });
  }

  /** The customer confirms receipt: received, then closed, in one transaction. */
  async confirmReceipt(userId: number, id: number) {
    return this.customerStep(userId, id, 'receive', 'receipt_confirmed', async (tx, row) => this.close(tx, row));
  }

  private async close(tx: Tx, row: OrderRow): Promise<void> {
    const closed = await applyEvent(tx, { id: row.id, status: 'received' }, 'close', 'system');
    if (!closed) throw new Refusal(fail('order_changed', {}, 'id'));
    await this.deps.messages.notify(tx, row.userId, 'order_received', { order_id: row.id, order_sn: row.orderSn });
    await this.deps.membership.orderClosed(tx, row.id);
  }

  /** A proof file of the customer's own order (another user's order or proof is "not found"). */
  async proofFile(userId: number, orderId: number, proofId: number) {
    const [row] = await this.db
      .select({ file: uploads })
      .from(orderProofs)
      .innerJoin(orders, eq(orders.id, orderProofs.orderId))
      .innerJoin(uploads, eq(uploads.id, orderProofs.fileId))
      .where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId), eq(orders.userId, userId)));
    return row ? ok(row.file) : fail('not_found', {}, 'proof_id');
  }

  /** Any stored file, for staff (design files, proofs, vouchers). */
  async staffFile(id: number) {
    const [file] = await this.db.select().from(uploads).where(and(eq(uploads.id, id), isNull(uploads.deletedAt)));
    return file ? ok(file) : fail('not_found', {}, 'id');
  }

  // ── The sweep ──────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Delivered orders the customer did not confirm within AUTO_RECEIVE_DAYS are received and closed. Safe on several
   * servers at once: rows are claimed with FOR UPDATE SKIP LOCKED and moved by status-conditional updates.
   */
  async autoReceive(now = this.deps.clock.now(), batch = 200): Promise<number> {
    const before = new Date(now.getTime() - this.config.autoReceiveDays * 86_400_000);
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'delivered'), lte(orders.deliveredAt, before)))
        .limit(batch)
        .for('update', { skipLocked: true });
      let received = 0;
      for (const row of due) {
        if (!(await applyEvent(tx, row, 'receive', 'system'))) continue;
        await this.close(tx, { ...row, status: 'received' });
        received++;
      }
      return received;
    });
  }
}
