/**
 * Orders: preview and submit from cart lines (every figure recomputed here), lists, detail, cancellation, design
 * files, and the unpaid-order expiry sweep. Status changes go through the transition table only (applyEvent).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import { dubaiDay } from '../../domain/files';
import type { Locale } from '../../domain/i18n';
import { cancelDecision, nextStatus, ORDER_TABS, type OrderEvent, type OrderStatus, type OrderTab } from '../../domain/order/status';
import { orderTotals, type DeliveryMethod } from '../../domain/order/totals';
import { getProduct, price } from '../../domain/quote';
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { cartLines, orderEvents, orderLines, orders, uploads, users } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';
import { translateQuote } from '../lib/i18n';
import { AddressService, snapshotOf } from './address.service';
import { CartService } from './cart.service';
import { notifyUser } from './message.service';
import { uploadView } from './upload.service';

type Schemas = components['schemas'];
type OrderRow = typeof orders.$inferSelect;
export type Actor = 'customer' | 'staff' | 'system' | 'provider';

/**
 * Moves an order by `event` if the transition table allows it from its current status; the update is conditional on
 * that status, so two concurrent movers cannot both succeed. Returns the new status, or null when refused.
 */
export async function applyEvent(tx: Db | Tx, order: { id: number; status: string }, event: OrderEvent, actor: Actor, extra: Partial<typeof orders.$inferInsert> = {}): Promise<OrderStatus | null> {
  const to = nextStatus(order.status as OrderStatus, event);
  if (!to) return null;
  const moved = await tx
    .update(orders)
    .set({ ...extra, status: to })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (moved.length === 0) return null;
  await tx.insert(orderEvents).values({ orderId: order.id, event, status: to, actor });
  return to;
}

function newOrderSn(now: Date): string {
  const day = dubaiDay(now).replace(/-/g, '').slice(2);
  return `PF${day}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (typeof name !== 'string' || name === constraint)) return true;
  }
  return false;
}

export class OrderService {
  private readonly cart: CartService;
  private readonly addresses: AddressService;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.cart = new CartService(db);
    this.addresses = new AddressService(db);
  }

  /** Prices the user's chosen cart lines now; refuses missing lines and lines that can no longer be made. */
  private async priceLines(db: Db | Tx, userId: number, locale: Locale, ids: number[]) {
    const unique = [...new Set(ids)];
    const rows = await db.select().from(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, unique)));
    if (rows.length !== unique.length) return fail('cart_lines_missing', {}, 'cart_ids');
    const priced = [];
    for (const row of rows) {
      const result = price(row.productCode, row.config);
      if (!result.ok) {
        const issue = result.issues.find((i) => i.severity === 'error') ?? result.issues[0];
        return fail('quote_invalid', { reason: issue ? translateQuote(locale, issue.message, issue.params) : '' }, 'cart_ids');
      }
      priced.push({ row, quote: result.quote, changed: result.quote.total_fils !== row.priceFils });
    }
    return ok(priced);
  }

  private async isFirstOrderToday(db: Db | Tx, userId: number, day: string): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.day, day), ne(orders.status, 'cancelled')));
    return (row?.n ?? 0) === 0;
  }

  private async levelOf(db: Db | Tx, userId: number): Promise<number> {
    const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
    return row?.level ?? 0;
  }

  async preview(userId: number, locale: Locale, input: { cart_ids: number[]; delivery: DeliveryMethod }) {
    const priced = await this.priceLines(this.db, userId, locale, input.cart_ids);
    if (!priced.ok) return priced;
    const first = await this.isFirstOrderToday(this.db, userId, dubaiDay(new Date()));
    const totals = orderTotals({
      lineSubtotals: priced.data.map((p) => p.quote.subtotal_fils),
      level: await this.levelOf(this.db, userId),
      delivery: input.delivery,
      firstOrderToday: first,
    });
    return ok({
      lines: await this.cart.lines(userId, input.cart_ids),
      totals,
      first_order_today: first,
      price_changed: priced.data.some((p) => p.changed),
    });
  }

  async submit(
    userId: number,
    locale: Locale,
    input: { cart_ids: number[]; address_id: number; delivery: DeliveryMethod; note?: string; agree_terms: boolean; idempotency_key: string; expected_amount_due_fils: number },
  ): Promise<Outcome<{ order_id: number; order_sn: string; amount_due_fils: number }>> {
    if (!input.agree_terms) return fail('agree_terms_required', {}, 'agree_terms');
    const existing = async (db: Db | Tx) => {
      const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotency_key)));
      return row ? ok({ order_id: row.id, order_sn: row.orderSn, amount_due_fils: row.amountDueFils }) : null;
    };
    try {
      return await this.db.transaction(async (tx) => {
        // One submit per user at a time: makes "first order of the day" and the idempotency key exact.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const again = await existing(tx);
        if (again) return again;
        const address = await this.addresses.owned(userId, input.address_id, tx);
        if (!address) return fail('address_required', {}, 'address_id');
        const priced = await this.priceLines(tx, userId, locale, input.cart_ids);
        if (!priced.ok) return priced;
        if (priced.data.some((p) => p.changed)) return fail('price_changed', {}, 'cart_ids');
        const now = new Date();
        const day = dubaiDay(now);
        const totals = orderTotals({
          lineSubtotals: priced.data.map((p) => p.quote.subtotal_fils),
          level: await this.levelOf(tx, userId),
          delivery: input.delivery,
          firstOrderToday: await this.isFirstOrderToday(tx, userId, day),
        });
        if (totals.amount_due_fils !== input.expected_amount_due_fils) return fail('price_changed', {}, 'expected_amount_due_fils');
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            orderSn: newOrderSn(now),
            idempotencyKey: input.idempotency_key,
            status: 'unpaid',
            delivery: input.delivery,
            address: snapshotOf(address),
            note: input.note?.trim() ?? '',
            goodsFils: totals.goods_fils,
            discountFils: totals.discount_fils,
            memberDiscountFils: totals.member_discount_fils,
            shippingFils: totals.shipping_fils,
            taxFils: totals.tax_fils,
            amountDueFils: totals.amount_due_fils,
            day,
            expiresAt: new Date(now.getTime() + this.config.unpaidOrderTtlMinutes * 60_000),
          })
          .returning();
        if (!order) throw new Error('insert returned no row');
        await tx.insert(orderLines).values(
          priced.data.map(({ row, quote }) => ({
            orderId: order.id,
            productCode: row.productCode,
            config: quote.config,
            quantity: quote.quantity,
            subtotalFils: quote.subtotal_fils,
            totalFils: quote.total_fils,
            fileId: row.fileId,
          })),
        );
        await tx.insert(orderEvents).values({ orderId: order.id, event: 'submit', status: 'unpaid', actor: 'customer' });
        await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, input.cart_ids)));
        return ok({ order_id: order.id, order_sn: order.orderSn, amount_due_fils: order.amountDueFils }, 'order_submitted');
      });
    } catch (error) {
      if (isUniqueViolation(error, 'orders_idempotency_key')) {
        const again = await existing(this.db);
        if (again) return again;
      }
      throw error;
    }
  }

  private async linesOf(orderIds: number[]): Promise<Map<number, Schemas['OrderLine'][]>> {
    const map = new Map<number, Schemas['OrderLine'][]>();
    if (orderIds.length === 0) return map;
    const rows = await this.db
      .select({ line: orderLines, file: uploads })
      .from(orderLines)
      .leftJoin(uploads, eq(uploads.id, orderLines.fileId))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
    for (const { line, file } of rows) {
      const product = getProduct(line.productCode);
      const list = map.get(line.orderId) ?? [];
      list.push({
        id: line.id,
        code: line.productCode,
        title: product?.title ?? line.productCode,
        image: product?.image ?? '',
        config: line.config,
        quantity: line.quantity,
        subtotal_fils: line.subtotalFils,
        total_fils: line.totalFils,
        file: file ? uploadView(file) : null,
      });
      map.set(line.orderId, list);
    }
    return map;
  }

  private summary(row: OrderRow, lines: Schemas['OrderLine'][]): Schemas['OrderSummary'] {
    return {
      id: row.id,
      order_sn: row.orderSn,
      status: row.status as OrderStatus,
      amount_due_fils: row.amountDueFils,
      created_at: row.createdAt.toISOString(),
      lines,
      cancel_requested: row.cancelRequested,
      payment_status: row.paymentStatus as Schemas['OrderSummary']['payment_status'],
    };
  }

  async list(userId: number, tab: OrderTab, pageNo: number, pageSize: number) {
    const where = and(eq(orders.userId, userId), inArray(orders.status, [...ORDER_TABS[tab]]));
    const [rows, total] = await Promise.all([
      this.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    const lines = await this.linesOf(rows.map((r) => r.id));
    return { lists: rows.map((r) => this.summary(r, lines.get(r.id) ?? [])), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  async owned(userId: number, id: number, db: Db | Tx = this.db): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row;
  }

  async view(row: OrderRow): Promise<Schemas['Order']> {
    const [lines, events] = await Promise.all([
      this.linesOf([row.id]),
      this.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
    ]);
    const a = row.address;
    return {
      ...this.summary(row, lines.get(row.id) ?? []),
      online_sn: row.onlineSn,
      order_type: row.orderType === 'offline' ? 'offline' : 'online',
      paid_at: row.paidAt?.toISOString() ?? null,
      payment_method: (row.paymentMethod as Schemas['PaymentMethod'] | null) ?? null,
      delivery: row.delivery as DeliveryMethod,
      recipient: a.recipient,
      phone: a.phone,
      shipping_address: [a.address, a.area, a.city, a.province, a.postal_code].filter(Boolean).join(', '),
      note: row.note,
      totals: {
        goods_fils: row.goodsFils,
        discount_fils: row.discountFils,
        member_discount_fils: row.memberDiscountFils,
        shipping_fils: row.shippingFils,
        tax_fils: row.taxFils,
        amount_due_fils: row.amountDueFils,
      },
      paid_fils: row.paidFils,
      timeline: events.map((e) => ({ status: e.status as OrderStatus, at: e.createdAt.toISOString() })),
      cancel: cancelDecision(row.status as OrderStatus),
      expires_at: row.status === 'unpaid' && row.paymentStatus === 'none' ? (row.expiresAt?.toISOString() ?? null) : null,
    };
  }

  async detail(userId: number, id: number): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    return row ? ok(await this.view(row)) : fail('not_found', {}, 'id');
  }

  async cancel(userId: number, id: number): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    const decision = cancelDecision(row.status as OrderStatus);
    if (decision === 'contact_service') return fail('contact_service');
    if (decision === 'not_cancellable') return fail('not_cancellable');
    if (decision === 'cancel_now') {
      const moved = await this.db.transaction(async (tx) => {
        const to = await applyEvent(tx, row, 'cancel', 'customer');
        if (to) {
          await tx.execute(sql`update payments set status = 'cancelled', updated_at = now() where order_id = ${row.id} and status = 'pending'`);
          await notifyUser(tx, userId, 'order_cancelled', { order_id: row.id, order_sn: row.orderSn });
        }
        return to;
      });
      if (!moved) return fail('not_cancellable');
      const fresh = await this.owned(userId, id);
      return ok(await this.view(fresh ?? row), 'order_cancelled');
    }
    await this.db.update(orders).set({ cancelRequested: true }).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    await this.db.insert(orderEvents).values({ orderId: id, event: 'request_cancel', status: row.status, actor: 'customer' });
    const fresh = await this.owned(userId, id);
    return ok(await this.view(fresh ?? row), 'cancel_requested');
  }

  async withdrawCancel(userId: number, id: number): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    if (!row.cancelRequested) return fail('no_cancel_request');
    await this.db.update(orders).set({ cancelRequested: false }).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    await this.db.insert(orderEvents).values({ orderId: id, event: 'withdraw_cancel', status: row.status, actor: 'customer' });
    const fresh = await this.owned(userId, id);
    return ok(await this.view(fresh ?? row), 'cancel_withdrawn');
  }

  async attachFile(userId: number, input: { id: number; line_id: number; file_id: number }): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, input.id);
    if (!row) return fail('not_found', {}, 'id');
    if (row.status !== 'unpaid') return fail('order_not_payable', { status: row.status });
    const [file] = await this.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, input.file_id), eq(uploads.userId, userId), eq(uploads.kind, 'design')));
    if (!file) return fail('not_found', {}, 'file_id');
    const updated = await this.db
      .update(orderLines)
      .set({ fileId: file.id })
      .where(and(eq(orderLines.id, input.line_id), eq(orderLines.orderId, row.id)))
      .returning({ id: orderLines.id });
    if (updated.length === 0) return fail('not_found', {}, 'line_id');
    return ok(await this.view(row), 'file_attached');
  }

  /** Lines of an order still without a design file. */
  async missingFiles(orderId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orderLines).where(and(eq(orderLines.orderId, orderId), isNull(orderLines.fileId)));
    return row?.n ?? 0;
  }
}

/**
 * Cancels unpaid orders past their expiry (bank transfers awaiting confirmation are kept). Safe to run from several
 * servers at once: rows are claimed with FOR UPDATE SKIP LOCKED and moved with a status-conditional update.
 */
export async function expireUnpaidOrders(db: Db, now = new Date(), batch = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, status: orders.status, userId: orders.userId, orderSn: orders.orderSn })
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), eq(orders.paymentStatus, 'none'), lt(orders.expiresAt, now)))
      .limit(batch)
      .for('update', { skipLocked: true });
    let expired = 0;
    for (const order of due) {
      if (await applyEvent(tx, order, 'cancel', 'system')) {
        expired++;
        await notifyUser(tx, order.userId, 'order_expired', { order_id: order.id, order_sn: order.orderSn });
      }
      await tx.execute(sql`update payments set status = 'cancelled', updated_at = now() where order_id = ${order.id} and status = 'pending'`);
    }
    return expired;
  });
}
