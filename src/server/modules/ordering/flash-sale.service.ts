/**
 * Flash sales (`/seckill`, `/goods_details_seckill/:id`; docs/stock.md): a ready-stock variant at a lower price for a
 * window, with its own units and a per-customer limit. The shop's lists and pages, "buy now" (a cart line at the sale
 * price for confirm order), and the console's sales (create, edit, end, what sold). The units are taken in the
 * order's submit transaction (StockService.take) and given back when the order is cancelled.
 */
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { CART_MAX_LINES } from '../../../domain/limits';
import { pickLocale } from '../../../domain/localized';
import { grossFils } from '../../../domain/money';
import { FLASH_SALE_MAX_DAYS, saleAllowance, saleInputIssue, saleState } from '../../../domain/stock/stock';
import { flashSaleMachine } from '../../../domain/stock/status';
import { formatAed } from '../../../domain/format';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { cartLines, flashSales, goods, orderLines, orders, stockVariants, users } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import { boughtInSale, type StockService } from './stock.service';
import { STOCK_LINE_CODE, stockLineFils } from '../../../domain/stock/stock';
import { overAmountLimit } from './amount-limit';

type Schemas = components['schemas'];
type SaleRow = typeof flashSales.$inferSelect;
type VariantRow = typeof stockVariants.$inferSelect;
type GoodsRow = typeof goods.$inferSelect;
type Joined = { sale: SaleRow; variant: VariantRow; goods: GoodsRow };

export class FlashSaleService {
  constructor(
    private readonly db: Db,
    private readonly deps: { stock: StockService; audit: AuditService; clock: Clock },
  ) {}

  private joined(db: Db | Tx = this.db) {
    return db.select({ sale: flashSales, variant: stockVariants, goods }).from(flashSales).innerJoin(stockVariants, eq(stockVariants.id, flashSales.variantId)).innerJoin(goods, eq(goods.id, stockVariants.goodsId));
  }

  private view({ sale, variant, goods: item }: Joined, locale: Locale, now: Date, bought: number): Schemas['FlashSale'] {
    // What a shopper can still get: the sale's units, but never more than the variant has on hand.
    const left = Math.max(0, Math.min(sale.totalStock - sale.sold, variant.stock));
    const state = saleState({ ...sale, status: sale.status }, now);
    return {
      id: sale.id,
      goods_id: item.id,
      variant_id: variant.id,
      name: pickLocale(item.name, locale),
      variant_name: pickLocale(variant.name, locale),
      image: item.image,
      price_fils: sale.priceFils,
      gross_fils: grossFils(sale.priceFils),
      regular_fils: variant.priceFils,
      regular_gross_fils: grossFils(variant.priceFils),
      starts_at: sale.startsAt.toISOString(),
      ends_at: sale.endsAt.toISOString(),
      total_stock: sale.totalStock,
      sold: sale.sold,
      left,
      per_customer: sale.perCustomer,
      state: state === 'on' && left === 0 ? 'sold_out' : state,
      bought,
    };
  }

  /** Units the user has on open orders of each sale. */
  private async boughtMap(userId: number | null, saleIds: number[]): Promise<Map<number, number>> {
    if (userId === null || saleIds.length === 0) return new Map();
    const rows = await this.db
      .select({ saleId: orderLines.saleId, n: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(inArray(orderLines.saleId, saleIds), eq(orders.userId, userId), ne(orders.status, 'cancelled')))
      .groupBy(orderLines.saleId);
    return new Map(rows.flatMap((r) => (r.saleId === null ? [] : [[r.saleId, Number(r.n)] as const])));
  }

  /** Sales on now or to come whose goods and variant are shown: those selling first, then by their end. */
  async list(locale: Locale, userId: number | null, goodsId?: number): Promise<{ now: string; lists: Schemas['FlashSale'][] }> {
    const now = this.deps.stock.now();
    const rows = await this.joined()
      .where(and(eq(flashSales.status, 'active'), gt(flashSales.endsAt, now), eq(stockVariants.isShow, true), eq(goods.isShow, true), goodsId === undefined ? undefined : eq(goods.id, goodsId)))
      .orderBy(asc(flashSales.startsAt), asc(flashSales.endsAt), asc(flashSales.id));
    const bought = await this.boughtMap(userId, rows.map((r) => r.sale.id));
    const lists = rows.map((r) => this.view(r, locale, now, bought.get(r.sale.id) ?? 0));
    const rank = (s: Schemas['FlashSale']) => (s.state === 'on' ? 0 : s.state === 'sold_out' ? 1 : 2);
    lists.sort((a, b) => rank(a) - rank(b));
    return { now: now.toISOString(), lists };
  }

  /** One sale, in whatever state (an old link still shows that the sale ended). */
  async detail(locale: Locale, userId: number | null, id: number): Promise<Outcome<{ now: string; sale: Schemas['FlashSale'] }>> {
    const [row] = await this.joined().where(and(eq(flashSales.id, id), eq(goods.isShow, true)));
    if (!row) return fail('not_found', {}, 'id');
    const now = this.deps.stock.now();
    const bought = await this.boughtMap(userId, [id]);
    return ok({ now: now.toISOString(), sale: this.view(row, locale, now, bought.get(id) ?? 0) });
  }

  /**
   * Buy now: checks the sale is on, has the units and the customer's limit allows them, then puts one cart line of
   * the sale with that quantity (an earlier line of the same sale is set to it) for confirm order. Nothing is taken
   * yet: the order's submit checks again and takes the units in its transaction.
   */
  async buy(userId: number, locale: Locale, id: number, quantity: number): Promise<Outcome<{ cart_id: number }>> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await this.joined(tx).where(eq(flashSales.id, id));
      if (!row || !row.goods.isShow) return fail('not_found', {}, 'id');
      if (!row.variant.isShow) return fail('stock_unavailable', {}, 'id');
      const now = this.deps.stock.now();
      const state = saleState({ ...row.sale, status: row.sale.status }, now);
      if (state === 'upcoming') return fail('flash_sale_not_started', {}, 'id');
      if (state === 'ended') return fail('flash_sale_over', {}, 'id');
      const left = Math.min(row.sale.totalStock - row.sale.sold, row.variant.stock);
      if (state === 'sold_out' || left <= 0) return fail('flash_sale_sold_out', {}, 'quantity');
      if (quantity > left) return fail('flash_sale_left', { left }, 'quantity');
      const bought = await boughtInSale(tx, userId, id);
      if (quantity > saleAllowance(row.sale.perCustomer, bought, left)) return fail('flash_sale_limit', { limit: row.sale.perCustomer, left: Math.max(0, row.sale.perCustomer - bought) }, 'quantity');
      const money = stockLineFils(row.sale.priceFils, quantity);
      const tooLarge = overAmountLimit(money.total_fils, locale, 'quantity');
      if (tooLarge) return tooLarge;
      const lines = await tx.select({ id: cartLines.id, saleId: cartLines.saleId }).from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, false)));
      const same = lines.find((l) => l.saleId === id);
      if (same) {
        await tx.update(cartLines).set({ quantity, priceFils: money.total_fils, updatedAt: sql`now()` }).where(eq(cartLines.id, same.id));
        return ok({ cart_id: same.id });
      }
      if (lines.length >= CART_MAX_LINES) return fail('cart_full', { max: CART_MAX_LINES });
      const [line] = await tx
        .insert(cartLines)
        .values({ userId, productCode: STOCK_LINE_CODE, config: {}, quantity, priceFils: money.total_fils, variantId: row.variant.id, saleId: id })
        .returning({ id: cartLines.id });
      if (!line) throw new Error('insert returned no row');
      return ok({ cart_id: line.id });
    });
  }

  // ── The console ────────────────────────────────────────────────────────────────────────────────────────────────

  private async staffViews(db: Db | Tx, rows: Joined[]): Promise<Schemas['StaffFlashSale'][]> {
    const ids = rows.map((r) => r.sale.id);
    const counts =
      ids.length > 0
        ? await db
            .select({ saleId: orderLines.saleId, n: sql<number>`count(distinct ${orderLines.orderId})::int` })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(and(inArray(orderLines.saleId, ids), ne(orders.status, 'cancelled')))
            .groupBy(orderLines.saleId)
        : [];
    const byId = new Map(counts.map((c) => [c.saleId, Number(c.n)]));
    const now = this.deps.stock.now();
    return rows.map((r) => ({
      ...this.view(r, 'en', now, 0),
      name: pickLocale(r.goods.name, 'en'),
      status: r.sale.status === 'ended' ? 'ended' : 'active',
      orders: byId.get(r.sale.id) ?? 0,
      variant_stock: r.variant.stock,
      created_at: r.sale.createdAt.toISOString(),
      ended_at: r.sale.endedAt?.toISOString() ?? null,
    }));
  }

  /** Every sale, newest first (names in the staff member's language). */
  async staffList(locale: Locale): Promise<{ now: string; lists: Schemas['StaffFlashSale'][] }> {
    const rows = await this.joined().orderBy(desc(flashSales.id)).limit(200);
    const views = await this.staffViews(this.db, rows);
    return {
      now: this.deps.stock.now().toISOString(),
      lists: views.map((v, i) => {
        const row = rows[i];
        return row ? { ...v, name: pickLocale(row.goods.name, locale), variant_name: pickLocale(row.variant.name, locale) } : v;
      }),
    };
  }

  /** Create a sale, or edit one not ended: the window, price and units are checked against the variant and what sold. */
  async save(
    actorId: number,
    locale: Locale,
    input: { id?: number; variant_id: number; price_fils: number; starts_at: string; ends_at: string; total_stock: number; per_customer: number },
  ): Promise<Outcome<Schemas['StaffFlashSale']>> {
    const startsAt = new Date(input.starts_at);
    const endsAt = new Date(input.ends_at);
    return this.db.transaction(async (tx) => {
      const [variant] = await tx.select().from(stockVariants).where(eq(stockVariants.id, input.variant_id));
      if (!variant) return fail('not_found', {}, 'variant_id');
      if (!variant.isShow) return fail('stock_unavailable', {}, 'variant_id');
      let current: SaleRow | undefined;
      if (input.id !== undefined) {
        [current] = await tx.select().from(flashSales).where(eq(flashSales.id, input.id)).for('update');
        if (!current) return fail('not_found', {}, 'id');
        if (current.status === 'ended') return fail('flash_sale_already_ended', {}, 'id');
        // Units sold belong to that variant: a sale with sales keeps it.
        if (current.sold > 0 && current.variantId !== variant.id) return fail('flash_sale_stock_below_sold', { sold: current.sold }, 'variant_id');
      }
      const sold = current?.sold ?? 0;
      const issue = saleInputIssue({ priceFils: input.price_fils, startsAt, endsAt, totalStock: input.total_stock }, { regularFils: variant.priceFils, now: this.deps.stock.now(), sold });
      if (issue) {
        const params = { regular: formatAed(variant.priceFils, locale), days: FLASH_SALE_MAX_DAYS, sold };
        return fail(`flash_sale_${issue.reason}`, params, issue.field);
      }
      const values = { variantId: variant.id, priceFils: input.price_fils, startsAt, endsAt, totalStock: input.total_stock, perCustomer: input.per_customer };
      const [row] = current
        ? await tx.update(flashSales).set(values).where(eq(flashSales.id, current.id)).returning()
        : await tx.insert(flashSales).values({ ...values, status: flashSaleMachine.initial, createdBy: actorId }).returning();
      if (!row) throw new Error('sale write returned no row');
      const snapshot = (s: SaleRow) => ({ variant_id: s.variantId, price_fils: s.priceFils, starts_at: s.startsAt.toISOString(), ends_at: s.endsAt.toISOString(), total_stock: s.totalStock, per_customer: s.perCustomer });
      await this.deps.audit.record(tx, { actorId, action: current ? 'flash_sale_edit' : 'flash_sale_create', entityType: 'flash_sale', entityId: row.id, before: current ? snapshot(current) : null, after: snapshot(row) });
      const [joined] = await this.joined(tx).where(eq(flashSales.id, row.id));
      if (!joined) throw new Error('sale vanished');
      const [view] = await this.staffViews(tx, [joined]);
      if (!view) throw new Error('no view');
      return ok({ ...view, name: pickLocale(joined.goods.name, locale), variant_name: pickLocale(joined.variant.name, locale) }, 'flash_sale_saved');
    });
  }

  /** End a sale now (the table's `end`): nobody can buy at its price any more; open orders keep it. */
  async end(actorId: number, locale: Locale, id: number): Promise<Outcome<Schemas['StaffFlashSale']>> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(flashSales).where(eq(flashSales.id, id));
      if (!current) return fail('not_found', {}, 'id');
      const move = statusMove(flashSaleMachine, flashSales.status, 'end');
      const [ended] = await tx.update(flashSales).set({ status: move.to, endedAt: this.deps.clock.now() }).where(and(eq(flashSales.id, id), move.from)).returning();
      if (!ended) return fail('flash_sale_already_ended', {}, 'id');
      await this.deps.audit.record(tx, { actorId, action: 'flash_sale_end', entityType: 'flash_sale', entityId: id, before: { status: current.status }, after: { status: ended.status } });
      const [joined] = await this.joined(tx).where(eq(flashSales.id, id));
      if (!joined) throw new Error('sale vanished');
      const [view] = await this.staffViews(tx, [joined]);
      if (!view) throw new Error('no view');
      return ok({ ...view, name: pickLocale(joined.goods.name, locale), variant_name: pickLocale(joined.variant.name, locale) }, 'flash_sale_ended');
    });
  }

  /** What a sale sold: its order lines with the order, customer and status, newest first. */
  async orders(id: number): Promise<Outcome<{ lists: Schemas['StaffFlashSaleOrder'][] }>> {
    const [sale] = await this.db.select({ id: flashSales.id }).from(flashSales).where(eq(flashSales.id, id));
    if (!sale) return fail('not_found', {}, 'id');
    const rows = await this.db
      .select({ line: orderLines, order: orders, customer: users.nickname })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orderLines.saleId, id))
      .orderBy(desc(orders.id))
      .limit(500);
    return ok({
      lists: rows.map(({ line, order, customer }) => ({
        order_id: order.id,
        order_sn: order.orderSn,
        customer,
        quantity: line.quantity,
        total_fils: line.totalFils,
        status: order.status as Schemas['OrderStatus'],
        created_at: order.createdAt.toISOString(),
      })),
    });
  }
}
