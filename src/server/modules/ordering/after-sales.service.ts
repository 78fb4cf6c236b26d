/**
 * After-sales (spec §3, §4, §5; docs/after-sales.md): the customer applies for a reprint or a refund of lines of a
 * delivered, received or closed order, may withdraw while it is in progress and sends the goods back when staff ask;
 * staff refund (through the refund path, never above what was paid for the lines), reprint (a zero-amount order
 * linked to the original, entering production), ask for the goods back or refuse.
 *
 * Every status change goes through the after-sales table (`statusMove`): one status-conditional update under a row
 * lock, so two staff deciding at once make one refund or one reprint. Each decision writes its event row, the audit
 * row and the customer's message in its transaction. Everything the customer reads is scoped to them: another user's
 * application or picture is "not found".
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { pickLocale } from '../../../domain/localized';
import type { components } from '../../../generated/shop-api.d';
import {
  AFTER_SALE_IMAGES_MAX,
  AFTER_SALE_OPEN,
  AFTER_SALE_TABS,
  afterSaleMachine,
  afterSalesOpenFor,
  allocateRefund,
  nextAfterSaleStatus,
  refundableFils,
  staffAfterSaleEventsFor,
  type AfterSaleEvent,
  type AfterSaleReason,
  type AfterSaleStatus,
  type AfterSaleTab,
  type AfterSaleType,
  type ClaimedLine,
} from '../../../domain/after-sales/after-sales';
import { compactDay, dubaiDay } from '../../../domain/time/calendar';
import { formatAed } from '../../../domain/format';
import type { Locale } from '../../../domain/i18n';
import { MONEY_TAKEN } from '../../../domain/order/payment-status';
import { getProduct } from '../../../domain/quote';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { afterSaleEvents, afterSaleImages, afterSaleLines, afterSales, orderLines, orders, payments, uploads, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { MessageService } from '../messaging';
import type { OrderService } from './order.service';
import { applyEvent, createOrder } from './order-writer';
import type { RefundService, RefundTarget } from '../money';
import { uploadView, type UploadService } from '../files';

type Schemas = components['schemas'];
type AfterSaleRow = typeof afterSales.$inferSelect;
type RefundRow = Awaited<ReturnType<RefundService['ofOrder']>>[number];

export interface AfterSalesDeps {
  uploads: UploadService;
  orders: OrderService;
  refunds: RefundService;
  messages: MessageService;
  audit: AuditService;
  /** The shop's clock (SHOP_CLOCK): application numbers and the reprint order's times. */
  clock: Clock;
}

export interface ApplyInput {
  order_id: number;
  type: AfterSaleType;
  reason: AfterSaleReason;
  explanation?: string;
  lines: { line_id: number; quantity: number }[];
  image_ids: number[];
  idempotency_key: string;
}

function newSn(now: Date): string {
  return `AS${compactDay(now)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}


export class AfterSalesService {
  constructor(
    private readonly db: Db,
    private readonly deps: AfterSalesDeps,
  ) {}

  // ── The customer ───────────────────────────────────────────────────────────────────────────────────────────────

  /** A picture for an application (kind `after_sales`: JPEG or PNG, 1 MB or less). */
  storeImage(userId: number, name: string, content: Buffer, truncated: boolean) {
    return this.deps.uploads.store(userId, name || 'picture', content, truncated, 'after_sales');
  }

  /** The lines of the user's own order and which of them already have an open application. */
  async applyInfo(userId: number, orderId: number): Promise<Outcome<Schemas['AfterSaleApplyInfo']>> {
    const order = await this.deps.orders.owned(userId, orderId);
    if (!order) return fail('not_found', {}, 'order_id');
    const view = await this.deps.orders.view(order);
    const open = await this.openLines(view.lines.map((l) => l.id));
    return ok({
      // The annual membership's order has no goods to reprint or return.
      order: { id: order.id, order_sn: order.orderSn, status: order.status, open: order.orderType !== 'membership' && afterSalesOpenFor(order.status) },
      lines: view.lines.map((line) => ({ ...line, open_after_sale: open.get(line.id) ?? null })),
    });
  }

  /** Order line id → the SN of its open application. */
  private async openLines(lineIds: number[]): Promise<Map<number, string>> {
    if (lineIds.length === 0) return new Map();
    const rows = await this.db
      .select({ lineId: afterSaleLines.orderLineId, sn: afterSales.sn })
      .from(afterSaleLines)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
      .where(and(inArray(afterSaleLines.orderLineId, lineIds), eq(afterSaleLines.open, true)));
    return new Map(rows.map((r) => [r.lineId, r.sn]));
  }

  async apply(userId: number, input: ApplyInput): Promise<Outcome<{ id: number; sn: string }>> {
    const again = await this.byKey(userId, input.idempotency_key);
    if (again) return ok(again, 'after_sale_submitted');
    const order = await this.deps.orders.owned(userId, input.order_id);
    if (!order) return fail('not_found', {}, 'order_id');
    if (order.orderType === 'membership' || !afterSalesOpenFor(order.status)) return fail('after_sale_order_status', {}, 'order_id');
    if (input.image_ids.length > AFTER_SALE_IMAGES_MAX) return fail('after_sale_images_max', { max: AFTER_SALE_IMAGES_MAX }, 'image_ids');
    const wanted = new Map<number, number>();
    for (const line of input.lines) wanted.set(line.line_id, line.quantity);
    if (wanted.size === 0) return fail('after_sale_lines_required', {}, 'lines');
    const lines = await this.db.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), inArray(orderLines.id, [...wanted.keys()])));
    if (lines.length !== wanted.size) return fail('not_found', {}, 'lines');
    for (const line of lines) {
      const quantity = wanted.get(line.id) ?? 0;
      if (quantity < 1 || quantity > line.quantity) return fail('after_sale_quantity', { max: line.quantity }, 'lines');
    }
    const imageIds = [...new Set(input.image_ids)];
    const images =
      imageIds.length === 0
        ? []
        : await this.db
            .select({ id: uploads.id })
            .from(uploads)
            .where(and(inArray(uploads.id, imageIds), eq(uploads.userId, userId), eq(uploads.kind, 'after_sales'), isNull(uploads.deletedAt)));
    if (images.length !== imageIds.length) return fail('not_found', {}, 'image_ids');
    if ((await this.openLines(lines.map((l) => l.id))).size > 0) return fail('after_sale_line_open', {}, 'lines');
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(afterSales)
          .values({
            sn: newSn(this.deps.clock.now()),
            userId,
            orderId: order.id,
            type: input.type,
            reason: input.reason,
            explanation: input.explanation?.trim() ?? '',
            status: afterSaleMachine.initial,
            idempotencyKey: input.idempotency_key,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx.insert(afterSaleLines).values(lines.map((line) => ({ afterSaleId: row.id, orderLineId: line.id, quantity: wanted.get(line.id) ?? 1 })));
        if (imageIds.length > 0) await tx.insert(afterSaleImages).values(imageIds.map((fileId) => ({ afterSaleId: row.id, fileId })));
        await tx.insert(afterSaleEvents).values({ afterSaleId: row.id, event: 'apply', status: row.status, actor: 'customer', actorId: userId });
        return ok({ id: row.id, sn: row.sn }, 'after_sale_submitted');
      });
    } catch (error) {
      // A line applied for meanwhile (one open application per line), a picture already used, or the same submit twice.
      if (isUniqueViolation(error, 'after_sale_lines_open_key')) return fail('after_sale_line_open', {}, 'lines');
      if (isUniqueViolation(error, 'after_sale_images_file_key')) return fail('not_found', {}, 'image_ids');
      if (isUniqueViolation(error, 'after_sales_idempotency_key')) {
        const first = await this.byKey(userId, input.idempotency_key);
        if (first) return ok(first, 'after_sale_submitted');
      }
      throw error;
    }
  }

  private async byKey(userId: number, key: string) {
    const [row] = await this.db.select({ id: afterSales.id, sn: afterSales.sn }).from(afterSales).where(and(eq(afterSales.userId, userId), eq(afterSales.idempotencyKey, key)));
    return row;
  }

  async list(userId: number, tab: AfterSaleTab, pageNo: number, pageSize: number) {
    const where = and(eq(afterSales.userId, userId), inArray(afterSales.status, [...AFTER_SALE_TABS[tab]]));
    const [rows, total] = await Promise.all([
      this.db.select().from(afterSales).where(where).orderBy(desc(afterSales.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(afterSales).where(where),
    ]);
    return { lists: await Promise.all(rows.map((row) => this.view(row))), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  private async owned(userId: number, id: number): Promise<AfterSaleRow | undefined> {
    const [row] = await this.db.select().from(afterSales).where(and(eq(afterSales.id, id), eq(afterSales.userId, userId)));
    return row;
  }

  async detail(userId: number, id: number): Promise<Outcome<Schemas['AfterSale']>> {
    const row = await this.owned(userId, id);
    return row ? ok(await this.view(row)) : fail('not_found', {}, 'id');
  }

  /** One of the pictures of the user's own application (another user's is "not found"). */
  async image(userId: number, id: number, fileId: number) {
    const [row] = await this.db
      .select({ file: uploads })
      .from(afterSaleImages)
      .innerJoin(afterSales, eq(afterSales.id, afterSaleImages.afterSaleId))
      .innerJoin(uploads, eq(uploads.id, afterSaleImages.fileId))
      .where(and(eq(afterSaleImages.afterSaleId, id), eq(afterSaleImages.fileId, fileId), eq(afterSales.userId, userId)));
    return row ? ok(row.file) : fail('not_found', {}, 'file_id');
  }

  async withdraw(userId: number, id: number): Promise<Outcome<Schemas['AfterSale']>> {
    const row = await this.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    const moved = await this.db.transaction((tx) => this.move(tx, row, 'withdraw', 'customer', userId));
    if (!moved) return fail('after_sale_event_refused', {}, 'id');
    return ok(await this.view(moved), 'after_sale_withdrawn');
  }

  async express(userId: number, input: { id: number; courier: string; tracking_no: string }): Promise<Outcome<Schemas['AfterSale']>> {
    const row = await this.owned(userId, input.id);
    if (!row) return fail('not_found', {}, 'id');
    const moved = await this.db.transaction((tx) =>
      this.move(tx, row, 'send_back', 'customer', userId, { returnCourier: input.courier.trim(), returnTrackingNo: input.tracking_no.trim() }),
    );
    if (!moved) return fail('after_sale_event_refused', {}, 'id');
    return ok(await this.view(moved), 'return_sent');
  }

  // ── Moves ──────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Moves the application by `event` if the table allows it from its current status (one status-conditional
   * update), writes the event row and, when it ends, frees its lines for a new application. Undefined when refused.
   */
  private async move(tx: Tx, row: AfterSaleRow, event: AfterSaleEvent, actor: 'customer' | 'staff', actorId: number, extra: Partial<typeof afterSales.$inferInsert> = {}) {
    if (!nextAfterSaleStatus(row.status, event)) return undefined;
    const step = statusMove(afterSaleMachine, afterSales.status, event);
    const [moved] = await tx
      .update(afterSales)
      .set({ ...extra, status: step.to, updatedAt: sql`now()` })
      .where(and(eq(afterSales.id, row.id), eq(afterSales.status, row.status), step.from))
      .returning();
    if (!moved) return undefined;
    await tx.insert(afterSaleEvents).values({ afterSaleId: row.id, event, status: moved.status, actor, actorId });
    if (!AFTER_SALE_OPEN.includes(moved.status)) await tx.update(afterSaleLines).set({ open: false }).where(eq(afterSaleLines.afterSaleId, row.id));
    return moved;
  }

  // ── Views ──────────────────────────────────────────────────────────────────────────────────────────────────────

  private async view(row: AfterSaleRow): Promise<Schemas['AfterSale']> {
    const [order, lines, images, events, reprint] = await Promise.all([
      this.db.select({ sn: orders.orderSn }).from(orders).where(eq(orders.id, row.orderId)),
      this.db
        .select({ claim: afterSaleLines, line: orderLines })
        .from(afterSaleLines)
        .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
        .where(eq(afterSaleLines.afterSaleId, row.id))
        .orderBy(asc(afterSaleLines.id)),
      this.db.select({ file: uploads }).from(afterSaleImages).innerJoin(uploads, eq(uploads.id, afterSaleImages.fileId)).where(eq(afterSaleImages.afterSaleId, row.id)).orderBy(asc(afterSaleImages.id)),
      this.db.select().from(afterSaleEvents).where(eq(afterSaleEvents.afterSaleId, row.id)).orderBy(asc(afterSaleEvents.id)),
      row.reprintOrderId ? this.db.select({ id: orders.id, order_sn: orders.orderSn }).from(orders).where(eq(orders.id, row.reprintOrderId)) : Promise.resolve([]),
    ]);
    const status = row.status;
    return {
      id: row.id,
      sn: row.sn,
      order_id: row.orderId,
      order_sn: order[0]?.sn ?? '',
      type: row.type as AfterSaleType,
      reason: row.reason as AfterSaleReason,
      explanation: row.explanation,
      status,
      lines: lines.map(({ claim, line }) => {
        const product = getProduct(line.productCode);
        return {
          line_id: line.id,
          code: line.productCode,
          // A ready-stock line's name as ordered (English; docs/stock.md), a print line's quote title key.
          title: line.itemName ? pickLocale(line.itemName, 'en') : (product?.title ?? line.productCode),
          image: product?.image ?? '',
          quantity: claim.quantity,
          ordered_quantity: line.quantity,
          total_fils: line.totalFils,
        };
      }),
      images: images.map(({ file }) => uploadView(file)),
      refund_fils: row.refundFils,
      reprint_order: reprint[0] ?? null,
      staff_reason: row.staffReason,
      return_courier: row.returnCourier,
      return_tracking_no: row.returnTrackingNo,
      timeline: events.map((e) => ({ event: e.event, status: e.status, actor: e.actor === 'staff' ? 'staff' : 'customer', at: e.createdAt.toISOString() })),
      can_withdraw: nextAfterSaleStatus(status, 'withdraw') !== null,
      can_send_back: nextAfterSaleStatus(status, 'send_back') !== null,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** What the order's payments still hold (paid less every refund of the order). */
  private async orderLeft(db: Db | Tx, orderId: number): Promise<number> {
    const [row] = await db
      .select({ left: sql<number>`coalesce(sum(${payments.amountFils} - ${payments.refundedFils}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...MONEY_TAKEN])));
    return Number(row?.left ?? 0);
  }

  /** The application's lines with what after-sales already refunded for each (other applications). */
  private async claimedLines(db: Db | Tx, row: AfterSaleRow): Promise<(ClaimedLine & { claimId: number })[]> {
    const claims = await db
      .select({ claim: afterSaleLines, line: orderLines })
      .from(afterSaleLines)
      .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
      .where(eq(afterSaleLines.afterSaleId, row.id))
      .orderBy(asc(afterSaleLines.id));
    const ids = claims.map((c) => c.line.id);
    const before =
      ids.length === 0
        ? []
        : await db
            .select({ lineId: afterSaleLines.orderLineId, refunded: sql<number>`coalesce(sum(${afterSaleLines.refundFils}), 0)` })
            .from(afterSaleLines)
            .where(and(inArray(afterSaleLines.orderLineId, ids), ne(afterSaleLines.afterSaleId, row.id)))
            .groupBy(afterSaleLines.orderLineId);
    const refunded = new Map(before.map((b) => [b.lineId, Number(b.refunded)]));
    return claims.map(({ claim, line }) => ({ claimId: claim.id, totalFils: line.totalFils, quantity: line.quantity, claimed: claim.quantity, refundedFils: refunded.get(line.id) ?? 0 }));
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

  async queue(status: AfterSaleStatus | undefined, pageNo: number, pageSize: number) {
    const where = status ? eq(afterSales.status, status) : undefined;
    const [rows, byStatus] = await Promise.all([
      this.db.select().from(afterSales).where(where).orderBy(desc(afterSales.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ status: afterSales.status, n: count() }).from(afterSales).groupBy(afterSales.status),
    ]);
    const counts: Record<string, number> = {};
    for (const { status: s, n } of byStatus) counts[s] = n;
    const total = status ? (counts[status] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
    return { lists: await Promise.all(rows.map((row) => this.staffView(row))), count: total, counts, page_no: pageNo, page_size: pageSize };
  }

  async staffDetail(id: number): Promise<Outcome<Schemas['StaffAfterSale']>> {
    const [row] = await this.db.select().from(afterSales).where(eq(afterSales.id, id));
    return row ? ok(await this.staffView(row)) : fail('not_found', {}, 'id');
  }

  private async staffView(row: AfterSaleRow): Promise<Schemas['StaffAfterSale']> {
    const [view, customer, order, left, lines, audit] = await Promise.all([
      this.view(row),
      this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile }).from(users).where(eq(users.id, row.userId)),
      this.db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.orderId)),
      this.orderLeft(this.db, row.orderId),
      this.claimedLines(this.db, row),
      this.deps.audit.list({ entity: { type: 'after_sale', id: row.id } }),
    ]);
    const status = row.status;
    return {
      ...view,
      customer: customer[0] ?? { id: row.userId, nickname: '', mobile: '' },
      order_status: (order[0]?.status ?? 'closed'),
      paid_fils: left,
      refundable_fils: refundableFils(lines, left),
      actions: staffAfterSaleEventsFor(status).filter((event) => (event === 'approve_refund' ? row.type === 'refund' : event === 'approve_reprint' ? row.type === 'reprint' : true)),
      audit: audit.list,
    };
  }

  /**
   * One staff decision, in one transaction: the application is locked, the table asked, `work` run (refunds, the
   * reprint order), the status moved, the audit row and the customer's message written. Answers the refunds made.
   */
  private async decide(
    staffId: number,
    id: number,
    event: AfterSaleEvent,
    work: (tx: Tx, row: AfterSaleRow) => Promise<{ extra?: Partial<typeof afterSales.$inferInsert>; refunds?: RefundRow[]; audit?: Record<string, unknown>; reason?: string; notify: (tx: Tx, order: { id: number; orderSn: string }) => Promise<void> }>,
    message: 'after_sale_refunded' | 'after_sale_reprinted' | 'return_requested' | 'after_sale_refused',
  ): Promise<Outcome<Schemas['StaffAfterSale']>> {
    const made = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(afterSales).where(eq(afterSales.id, id)).for('update');
        if (!row) throw new Refusal(fail('not_found', {}, 'id'));
        if (!nextAfterSaleStatus(row.status, event)) throw new Refusal(fail('after_sale_event_refused', {}, 'id'));
        const done = await work(tx, row);
        const moved = await this.move(tx, row, event, 'staff', staffId, done.extra);
        if (!moved) throw new Refusal(fail('after_sale_event_refused', {}, 'id'));
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: `after_sale_${event}`,
          entityType: 'after_sale',
          entityId: row.id,
          orderId: row.orderId,
          userId: row.userId,
          before: { status: row.status },
          after: { status: moved.status, ...done.audit },
          reason: done.reason ?? null,
        });
        const [order] = await tx.select({ id: orders.id, orderSn: orders.orderSn }).from(orders).where(eq(orders.id, row.orderId));
        if (order) await done.notify(tx, order);
        return done.refunds ?? [];
      }),
    );
    if (!Array.isArray(made)) return made;
    await this.deps.refunds.sendPending(made);
    const view = await this.staffDetail(id);
    return view.ok ? ok(view.data, message) : view;
  }

  /** A refund of at most what was paid for the lines less what was refunded for them; once, however often it is sent. */
  async approveRefund(staffId: number, locale: Locale, input: { id: number; amount_fils: number; refund_to?: RefundTarget }) {
    return this.decide(
      staffId,
      input.id,
      'approve_refund',
      async (tx, row) => {
        if (row.type !== 'refund') throw new Refusal(fail('after_sale_event_refused', {}, 'id'));
        const lines = await this.claimedLines(tx, row);
        const max = refundableFils(lines, await this.orderLeft(tx, row.orderId));
        if (input.amount_fils > max) throw new Refusal(fail('refund_too_large', { max: formatAed(max, locale) }, 'amount_fils'));
        const made = await this.deps.refunds.refundAmountIn(tx, row.orderId, input.amount_fils, 'after_sales', `after-sale-${row.id}`, input.refund_to);
        if (!made.ok) throw new Refusal(made);
        const shares = allocateRefund(lines, input.amount_fils);
        for (const [i, line] of lines.entries()) await tx.update(afterSaleLines).set({ refundFils: shares[i] ?? 0 }).where(eq(afterSaleLines.id, line.claimId));
        return {
          extra: { refundFils: input.amount_fils },
          refunds: made.data,
          audit: { refund_fils: input.amount_fils, refund_to: input.refund_to ?? 'original' },
          notify: (t, order) =>
            this.deps.messages.notify(t, row.userId, 'after_sale_refunded', { order_id: order.id, order_sn: order.orderSn, sn: row.sn, amount_fils: input.amount_fils, destination: made.data[0]?.method ?? 'balance' }),
        };
      },
      'after_sale_refunded',
    );
  }

  /**
   * A reprint: a new order of the claimed lines at zero amount, linked to the original. It starts through the order
   * table's `reprint` event (unpaid → proof approved, paid: nothing is owed), so it enters production at once.
   */
  async approveReprint(staffId: number, input: { id: number }) {
    return this.decide(
      staffId,
      input.id,
      'approve_reprint',
      async (tx, row) => {
        if (row.type !== 'reprint') throw new Refusal(fail('after_sale_event_refused', {}, 'id'));
        const [original] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
        if (!original) throw new Refusal(fail('not_found', {}, 'id'));
        const claims = await tx
          .select({ claim: afterSaleLines, line: orderLines })
          .from(afterSaleLines)
          .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
          .where(eq(afterSaleLines.afterSaleId, row.id))
          .orderBy(asc(afterSaleLines.id));
        const now = this.deps.clock.now();
        const reprint = await createOrder(
          tx,
          {
            userId: row.userId,
            idempotencyKey: `reprint-${row.id}`,
            delivery: original.delivery,
            address: original.address,
            note: original.note,
            goodsFils: 0,
            discountFils: 0,
            memberDiscountFils: 0,
            shippingFils: 0,
            taxFils: 0,
            amountDueFils: 0,
            day: dubaiDay(now),
            createdAt: now,
            reprintOf: original.id,
          },
          now,
        );
        // A reprint's ready-stock lines name the goods again but take no units (staff send them): nothing to give back.
        await tx.insert(orderLines).values(
          claims.map(({ claim, line }) => ({ orderId: reprint.id, productCode: line.productCode, config: line.config, quantity: claim.quantity, subtotalFils: 0, totalFils: 0, fileId: line.fileId, variantId: line.variantId, itemName: line.itemName, stockReturned: true })),
        );
        const started = await applyEvent(tx, { id: reprint.id, status: reprint.status, paymentStatus: reprint.paymentStatus }, 'reprint', 'staff', { paidAt: now, acceptedAt: now }, 'pay', staffId);
        if (!started) throw new Error(`reprint order ${reprint.id} could not start`);
        return {
          extra: { reprintOrderId: reprint.id },
          audit: { reprint_order_id: reprint.id, reprint_order_sn: reprint.orderSn },
          notify: (t, order) => this.deps.messages.notify(t, row.userId, 'after_sale_reprinted', { order_id: reprint.id, order_sn: order.orderSn, sn: row.sn, reprint_sn: reprint.orderSn }),
        };
      },
      'after_sale_reprinted',
    );
  }

  async requestReturn(staffId: number, input: { id: number; note: string }) {
    const note = input.note.trim();
    if (!note) return fail('reason_required', {}, 'note');
    return this.decide(
      staffId,
      input.id,
      'request_return',
      async (_tx, row) => ({
        extra: { staffReason: note },
        reason: note,
        notify: (t, order) => this.deps.messages.notify(t, row.userId, 'after_sale_return_requested', { order_id: order.id, order_sn: order.orderSn, sn: row.sn, note }),
      }),
      'return_requested',
    );
  }

  async refuse(staffId: number, input: { id: number; reason: string }) {
    const reason = input.reason.trim();
    if (!reason) return fail('reason_required', {}, 'reason');
    return this.decide(
      staffId,
      input.id,
      'refuse',
      async (_tx, row) => ({
        extra: { staffReason: reason },
        reason,
        notify: (t, order) => this.deps.messages.notify(t, row.userId, 'after_sale_refused', { order_id: order.id, order_sn: order.orderSn, sn: row.sn, reason }),
      }),
      'after_sale_refused',
    );
  }
}
