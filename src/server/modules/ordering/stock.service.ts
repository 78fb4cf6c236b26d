/**
 * Ready stock (category 76; docs/stock.md): variants with a unit price and units on hand; stock lines in the cart and
 * in orders, priced from the database (never from the client); the units an order takes in its submit transaction
 * and gives back when it is cancelled; the console's stock list, adjustments and variants.
 *
 * Every change of units on hand (and of a flash sale's units sold) is a conditional update — never below zero, never
 * above a sale's units — with a `stock_ledger` row in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { CART_MAX_LINES } from '../../../domain/limits';
import { pickLocale, type LocalizedText } from '../../../domain/localized';
import { grossFils } from '../../../domain/money';
import { saleAllowance, saleState, STOCK_ADJUST_MAX, STOCK_LINE_CODE, STOCK_LINE_MAX_QUANTITY, stockLineFils, type SaleState } from '../../../domain/stock/stock';
import type { Db, Tx } from '../../db/client';
import { cartLines, flashSales, goods, orderLines, orders, stockLedger, stockVariants, users } from '../../db/schema';
import { refreshStockFromPrices } from '../../db/stock-prices';
import { fail, ok, Refusal, type Failure, type Outcome } from '../../http/envelope';
import type { AuditService } from '../accounts';
import type { Clock } from '../../infra/clock';
import { overAmountLimit } from './amount-limit';

type Schemas = components['schemas'];
type VariantRow = typeof stockVariants.$inferSelect;
type GoodsRow = typeof goods.$inferSelect;
type SaleRow = typeof flashSales.$inferSelect;
type CartRow = typeof cartLines.$inferSelect;

/** A text in every language (English where a translation is missing). */
export type FullText = Record<Locale, string>;

export function fullText(text: LocalizedText): FullText {
  return { en: pickLocale(text, 'en'), zh: pickLocale(text, 'zh'), ar: pickLocale(text, 'ar'), ja: pickLocale(text, 'ja') };
}

/** The goods and variant name of a stock line ("Plain polyester lanyards… — Navy"), in every language. */
export function stockItemName(goodsName: LocalizedText, variantName: LocalizedText): FullText {
  const join = (locale: Locale) => `${pickLocale(goodsName, locale)} — ${pickLocale(variantName, locale)}`;
  return { en: join('en'), zh: join('zh'), ar: join('ar'), ja: join('ja') };
}

/** What a cart line of a variant costs now, or why it cannot be ordered (an i18n key of the `stock` namespace). */
export interface PricedStockLine {
  row: CartRow;
  variant: VariantRow;
  goods: GoodsRow;
  sale: SaleRow | null;
  unitFils: number;
  subtotal_fils: number;
  total_fils: number;
  /** Why the line cannot be ordered now, with the error the order answers. */
  problem: { issue: string; params: Record<string, number | string>; error: Failure } | null;
}

/**
 * Units a customer has on open (not cancelled) orders of a sale, other than `exceptOrderId`. Exact inside the order
 * submit transaction, which holds the customer's row lock.
 */
export async function boughtInSale(db: Db | Tx, userId: number, saleId: number, exceptOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.saleId, saleId), eq(orders.userId, userId), ne(orders.status, 'cancelled'), exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId)));
  return Number(row?.n ?? 0);
}

/**
 * Gives back the units of a cancelled order: each stock line's units to its variant and, for a flash-sale line, to
 * the sale — once (the line's `stock_returned` flag is set by a conditional update), with a `return` ledger row.
 * Called by applyEvent in the transaction that moves an order to cancelled, whoever cancels it (the customer, the
 * expiry sweep, staff approving a cancellation request or rejecting the order).
 */
export async function releaseOrderStock(tx: Db | Tx, orderId: number): Promise<void> {
  const lines = await tx
    .update(orderLines)
    .set({ stockReturned: true })
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId), eq(orderLines.stockReturned, false)))
    .returning({ variantId: orderLines.variantId, saleId: orderLines.saleId, quantity: orderLines.quantity });
  // One lock order for every writer (sales, then variants, by id), so two transactions never wait on each other.
  const sales = new Map<number, number>();
  const variants = new Map<number, { quantity: number; saleId: number | null }[]>();
  for (const line of lines) {
    if (line.variantId === null) continue;
    if (line.saleId !== null) sales.set(line.saleId, (sales.get(line.saleId) ?? 0) + line.quantity);
    variants.set(line.variantId, [...(variants.get(line.variantId) ?? []), { quantity: line.quantity, saleId: line.saleId }]);
  }
  for (const [saleId, quantity] of [...sales].sort((a, b) => a[0] - b[0])) {
    await tx.update(flashSales).set({ sold: sql`${flashSales.sold} - ${quantity}` }).where(eq(flashSales.id, saleId));
  }
  for (const [variantId, parts] of [...variants].sort((a, b) => a[0] - b[0])) {
    for (const part of parts) {
      const [row] = await tx.update(stockVariants).set({ stock: sql`${stockVariants.stock} + ${part.quantity}` }).where(eq(stockVariants.id, variantId)).returning({ stock: stockVariants.stock });
      if (row) await tx.insert(stockLedger).values({ variantId, reason: 'return', delta: part.quantity, after: row.stock, orderId, saleId: part.saleId });
    }
  }
}

/** The goods behind stock lines' variants (image and names) for order views. */
export async function stockLineGoods(db: Db | Tx, variantIds: number[]): Promise<Map<number, { goodsId: number; image: string; name: FullText }>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: stockVariants.id, variantName: stockVariants.name, goodsId: goods.id, goodsName: goods.name, image: goods.image })
    .from(stockVariants)
    .innerJoin(goods, eq(goods.id, stockVariants.goodsId))
    .where(inArray(stockVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map((r) => [r.id, { goodsId: r.goodsId, image: r.image, name: stockItemName(r.goodsName, r.variantName) }]));
}

export class StockService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; clock: Clock },
  ) {}

  /** The shop clock (flash-sale windows). */
  now(): Date {
    return this.deps.clock.now();
  }

  private async visibleVariant(db: Db | Tx, variantId: number): Promise<{ variant: VariantRow; goods: GoodsRow } | null> {
    const [row] = await db
      .select({ variant: stockVariants, goods })
      .from(stockVariants)
      .innerJoin(goods, eq(goods.id, stockVariants.goodsId))
      .where(and(eq(stockVariants.id, variantId), eq(stockVariants.isShow, true), eq(goods.isShow, true), eq(goods.isCustom, 0)));
    return row ?? null;
  }

  /** A ready-stock goods item's shown variants (none for quote products or unknown goods: `not_found`). */
  async variants(locale: Locale, goodsId: number): Promise<Outcome<{ goods_id: number; lists: Schemas['StockVariant'][] }>> {
    const [item] = await this.db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, goodsId), eq(goods.isShow, true), eq(goods.isCustom, 0)));
    if (!item) return fail('not_found', {}, 'goods_id');
    const rows = await this.db
      .select()
      .from(stockVariants)
      .where(and(eq(stockVariants.goodsId, goodsId), eq(stockVariants.isShow, true)))
      .orderBy(asc(stockVariants.sort), asc(stockVariants.id));
    return ok({
      goods_id: goodsId,
      lists: rows.map((v) => ({ id: v.id, goods_id: v.goodsId, name: pickLocale(v.name, locale), price_fils: v.priceFils, gross_fils: grossFils(v.priceFils), stock: v.stock })),
    });
  }

  /**
   * Puts `quantity` units of a variant in the cart: a regular (not flash-sale) line of the same variant grows, else a
   * new line. Refused when the variant is not sold or the cart would hold more than is on hand. Holds the user's row
   * lock, like every cart write.
   */
  async addToCart(userId: number, locale: Locale, variantId: number, quantity: number): Promise<Outcome<{ ids: number[]; count: number }>> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const found = await this.visibleVariant(tx, variantId);
      if (!found) return fail('stock_unavailable', {}, 'variant_id');
      const lines = await tx.select().from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, false)));
      const same = lines.find((l) => l.variantId === variantId && l.saleId === null);
      const total = (same?.quantity ?? 0) + quantity;
      if (total > found.variant.stock || total > STOCK_LINE_MAX_QUANTITY) {
        return fail('out_of_stock', { name: pickLocale(stockItemName(found.goods.name, found.variant.name), locale), left: Math.min(found.variant.stock, STOCK_LINE_MAX_QUANTITY) }, 'quantity');
      }
      const money = stockLineFils(found.variant.priceFils, total);
      const tooLarge = overAmountLimit(money.total_fils, locale, 'quantity');
      if (tooLarge) return tooLarge;
      if (same) {
        await tx.update(cartLines).set({ quantity: total, priceFils: money.total_fils, updatedAt: sql`now()` }).where(eq(cartLines.id, same.id));
        return ok({ ids: [same.id], count: lines.length }, 'cart_merged');
      }
      if (lines.length >= CART_MAX_LINES) return fail('cart_full', { max: CART_MAX_LINES });
      const [row] = await tx
        .insert(cartLines)
        .values({ userId, productCode: STOCK_LINE_CODE, config: {}, quantity: total, priceFils: money.total_fils, variantId })
        .returning({ id: cartLines.id });
      return ok({ ids: row ? [row.id] : [], count: lines.length + 1 }, 'added_to_cart');
    });
  }

  /** A new quantity for a stock line of the cart (cart/update with `config.quantity`). */
  async updateCartLine(userId: number, locale: Locale, line: CartRow, quantity: number | undefined): Promise<Failure | null> {
    const [priced] = await this.priceCartLines(this.db, userId, locale, [{ ...line, quantity: quantity ?? line.quantity }]);
    if (!priced) return fail('not_found', {}, 'id');
    if (priced.problem) return { ...priced.problem.error, field: 'config' };
    const tooLarge = overAmountLimit(priced.total_fils, locale, 'config');
    if (tooLarge) return tooLarge;
    await this.db.update(cartLines).set({ quantity: priced.row.quantity, priceFils: priced.total_fils, updatedAt: sql`now()` }).where(and(eq(cartLines.id, line.id), eq(cartLines.userId, userId)));
    return null;
  }

  /**
   * Prices stock lines of a cart now: the variant's price, or the sale's while the sale is on. A line that cannot be
   * ordered (variant no longer sold, more units than on hand or left in the sale, the sale not on, the customer's
   * limit) carries its problem; the order refuses it, the cart shows it.
   */
  async priceCartLines(db: Db | Tx, userId: number, locale: Locale, rows: CartRow[]): Promise<PricedStockLine[]> {
    const stockRows = rows.filter((r) => r.variantId !== null);
    if (stockRows.length === 0) return [];
    const variantIds = [...new Set(stockRows.map((r) => r.variantId ?? 0))];
    const saleIds = [...new Set(stockRows.flatMap((r) => (r.saleId === null ? [] : [r.saleId])))];
    const [variantRows, saleRows] = await Promise.all([
      db.select({ variant: stockVariants, goods }).from(stockVariants).innerJoin(goods, eq(goods.id, stockVariants.goodsId)).where(inArray(stockVariants.id, variantIds)),
      saleIds.length > 0 ? db.select().from(flashSales).where(inArray(flashSales.id, saleIds)) : Promise.resolve([]),
    ]);
    const byVariant = new Map(variantRows.map((r) => [r.variant.id, r]));
    const bySale = new Map(saleRows.map((s) => [s.id, s]));
    const now = this.now();
    const priced: PricedStockLine[] = [];
    for (const row of stockRows) {
      const found = byVariant.get(row.variantId ?? 0);
      if (!found) continue;
      const { variant, goods: item } = found;
      const sale = row.saleId === null ? null : (bySale.get(row.saleId) ?? null);
      const name = pickLocale(stockItemName(item.name, variant.name), locale);
      let problem: PricedStockLine['problem'] = null;
      const state: SaleState | null = sale ? saleState({ ...sale, status: sale.status }, now) : null;
      if (!variant.isShow || !item.isShow || item.isCustom !== 0) problem = { issue: 'stock.issue.unavailable', params: {}, error: fail('stock_unavailable', {}, 'cart_ids') };
      else if (sale && state !== 'on') {
        const error = state === 'upcoming' ? 'flash_sale_not_started' : state === 'sold_out' ? 'flash_sale_sold_out' : 'flash_sale_over';
        problem = { issue: `stock.issue.sale_${state ?? 'ended'}`, params: {}, error: fail(error, {}, 'cart_ids') };
      } else if (sale) {
        const bought = await boughtInSale(db, userId, sale.id);
        const allowed = saleAllowance(sale.perCustomer, bought, sale.totalStock - sale.sold);
        if (row.quantity > allowed) {
          problem =
            sale.totalStock - sale.sold < row.quantity
              ? { issue: 'stock.issue.sale_left', params: { left: sale.totalStock - sale.sold }, error: fail('flash_sale_sold_out', {}, 'cart_ids') }
              : { issue: 'stock.issue.sale_limit', params: { limit: sale.perCustomer, left: Math.max(0, sale.perCustomer - bought) }, error: fail('flash_sale_limit', { limit: sale.perCustomer, left: Math.max(0, sale.perCustomer - bought) }, 'cart_ids') };
        }
      }
      if (!problem && row.quantity > variant.stock) problem = { issue: 'stock.issue.only_left', params: { count: variant.stock }, error: fail('out_of_stock', { name, left: variant.stock }, 'cart_ids') };
      const unitFils = sale ? sale.priceFils : variant.priceFils;
      priced.push({ row, variant, goods: item, sale, unitFils, ...stockLineFils(unitFils, row.quantity), problem });
    }
    return priced;
  }

  /** The cart's view of a priced stock line. */
  cartLineView(p: PricedStockLine, file: Schemas['CartLine']['file']): Schemas['CartLine'] {
    return {
      id: p.row.id,
      code: STOCK_LINE_CODE,
      goods_id: p.goods.id,
      stock: { goods_id: p.goods.id, variant_id: p.variant.id, name: stockItemName(p.goods.name, p.variant.name), sale_id: p.sale?.id ?? null },
      title: stockItemName(p.goods.name, p.variant.name).en,
      image: p.goods.image,
      config: {},
      quantity: p.row.quantity,
      price_fils: p.row.priceFils,
      current_price_fils: p.problem ? 0 : p.total_fils,
      price_changed: !p.problem && p.total_fils !== p.row.priceFils,
      valid: p.problem === null,
      issues: p.problem ? [{ field: 'quantity', message: p.problem.issue, params: p.problem.params, severity: 'error' }] : [],
      file,
      created_at: p.row.createdAt.toISOString(),
    };
  }

  /**
   * Takes the units of an order's stock lines, inside the order's submit transaction (which holds the customer's row
   * lock): for a flash-sale line the sale's window, units left and the customer's limit are checked again and its
   * `sold` rises by a conditional update; then each variant's stock falls by a conditional update (never below zero),
   * with a ledger row. Any refusal throws, rolling the whole order back.
   */
  async take(tx: Tx, userId: number, orderId: number, lines: { variantId: number; saleId: number | null; quantity: number; name: string }[]): Promise<void> {
    const now = this.now();
    const sales = new Map<number, number>();
    for (const line of lines) if (line.saleId !== null) sales.set(line.saleId, (sales.get(line.saleId) ?? 0) + line.quantity);
    for (const [saleId, quantity] of [...sales].sort((a, b) => a[0] - b[0])) {
      const [sale] = await tx.select().from(flashSales).where(eq(flashSales.id, saleId));
      if (!sale) throw new Refusal(fail('flash_sale_over', {}, 'cart_ids'));
      const bought = await boughtInSale(tx, userId, saleId, orderId);
      if (bought + quantity > sale.perCustomer) throw new Refusal(fail('flash_sale_limit', { limit: sale.perCustomer, left: Math.max(0, sale.perCustomer - bought) }, 'cart_ids'));
      const taken = await tx
        .update(flashSales)
        .set({ sold: sql`${flashSales.sold} + ${quantity}` })
        .where(and(eq(flashSales.id, saleId), eq(flashSales.status, 'active'), sql`${flashSales.startsAt} <= ${now}`, sql`${flashSales.endsAt} > ${now}`, sql`${flashSales.sold} + ${quantity} <= ${flashSales.totalStock}`))
        .returning({ id: flashSales.id });
      if (taken.length === 0) {
        const [fresh] = await tx.select().from(flashSales).where(eq(flashSales.id, saleId));
        const state = fresh ? saleState({ ...fresh, status: fresh.status }, now) : 'ended';
        throw new Refusal(fail(state === 'upcoming' ? 'flash_sale_not_started' : state === 'on' || state === 'sold_out' ? 'flash_sale_sold_out' : 'flash_sale_over', {}, 'cart_ids'));
      }
    }
    const byVariant = new Map<number, typeof lines>();
    for (const line of lines) byVariant.set(line.variantId, [...(byVariant.get(line.variantId) ?? []), line]);
    for (const [variantId, parts] of [...byVariant].sort((a, b) => a[0] - b[0])) {
      const quantity = parts.reduce((sum, p) => sum + p.quantity, 0);
      const [row] = await tx
        .update(stockVariants)
        .set({ stock: sql`${stockVariants.stock} - ${quantity}` })
        .where(and(eq(stockVariants.id, variantId), eq(stockVariants.isShow, true), sql`${stockVariants.stock} >= ${quantity}`))
        .returning({ stock: stockVariants.stock });
      if (!row) {
        const [fresh] = await tx.select({ stock: stockVariants.stock, isShow: stockVariants.isShow }).from(stockVariants).where(eq(stockVariants.id, variantId));
        throw new Refusal(fresh?.isShow ? fail('out_of_stock', { name: parts[0]?.name ?? '', left: fresh.stock }, 'cart_ids') : fail('stock_unavailable', {}, 'cart_ids'));
      }
      // One ledger row per line (a regular and a sale line of one variant are told apart by sale_id), `after` running down.
      let after = row.stock + quantity;
      for (const part of parts) {
        after -= part.quantity;
        await tx.insert(stockLedger).values({ variantId, reason: 'order', delta: -part.quantity, after, orderId, saleId: part.saleId });
      }
    }
  }

  // ── The console ────────────────────────────────────────────────────────────────────────────────────────────────

  private staffVariant(v: VariantRow): Schemas['StaffStockVariant'] {
    return { id: v.id, goods_id: v.goodsId, sku: v.sku, name: fullText(v.name), price_fils: v.priceFils, stock: v.stock, is_show: v.isShow, sort: v.sort };
  }

  /** Every ready-stock goods item (shown or hidden) with its variants, by category and sort. */
  async staffList(locale: Locale): Promise<{ lists: Schemas['StaffStockGoods'][] }> {
    const items = await this.db.select().from(goods).where(eq(goods.isCustom, 0)).orderBy(asc(goods.categoryId), asc(goods.sort), asc(goods.id));
    const variants = items.length > 0 ? await this.db.select().from(stockVariants).where(inArray(stockVariants.goodsId, items.map((g) => g.id))).orderBy(asc(stockVariants.sort), asc(stockVariants.id)) : [];
    return {
      lists: items.map((g) => ({
        id: g.id,
        name: pickLocale(g.name, locale),
        image: g.image,
        category_id: g.categoryId,
        is_show: g.isShow,
        variants: variants.filter((v) => v.goodsId === g.id).map((v) => this.staffVariant(v)),
      })),
    };
  }

  /** Staff add or take units with a reason: one conditional update (0 ≤ stock ≤ STOCK_ADJUST_MAX), a ledger row and an audit row. */
  async adjust(actorId: number, input: { variant_id: number; delta: number; reason: string }): Promise<Outcome<Schemas['StaffStockVariant']>> {
    const reason = input.reason.trim();
    if (!reason) return fail('reason_required', {}, 'reason');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(stockVariants)
        .set({ stock: sql`${stockVariants.stock} + ${input.delta}` })
        .where(and(eq(stockVariants.id, input.variant_id), sql`${stockVariants.stock} + ${input.delta} between 0 and ${STOCK_ADJUST_MAX}`))
        .returning();
      if (!row) {
        const [current] = await tx.select({ stock: stockVariants.stock }).from(stockVariants).where(eq(stockVariants.id, input.variant_id));
        return current ? fail('stock_adjust_invalid', { stock: current.stock, max: STOCK_ADJUST_MAX }, 'delta') : fail('not_found', {}, 'variant_id');
      }
      await tx.insert(stockLedger).values({ variantId: row.id, reason: 'adjust', delta: input.delta, after: row.stock, actorId, note: reason });
      await this.deps.audit.record(tx, {
        actorId,
        action: 'stock_adjust',
        entityType: 'stock_variant',
        entityId: row.id,
        before: { stock: row.stock - input.delta },
        after: { stock: row.stock, sku: row.sku },
        reason,
      });
      return ok(this.staffVariant(row), 'stock_adjusted');
    });
  }

  /** The newest ledger rows of a variant, with the order number and the staff member behind each. */
  async ledger(variantId: number): Promise<Outcome<{ lists: Schemas['StockLedgerEntry'][] }>> {
    const [variant] = await this.db.select({ id: stockVariants.id }).from(stockVariants).where(eq(stockVariants.id, variantId));
    if (!variant) return fail('not_found', {}, 'variant_id');
    const rows = await this.db
      .select({ entry: stockLedger, orderSn: orders.orderSn, actor: users.nickname })
      .from(stockLedger)
      .leftJoin(orders, eq(orders.id, stockLedger.orderId))
      .leftJoin(users, eq(users.id, stockLedger.actorId))
      .where(eq(stockLedger.variantId, variantId))
      .orderBy(desc(stockLedger.id))
      .limit(100);
    return ok({
      lists: rows.map(({ entry, orderSn, actor }) => ({
        id: entry.id,
        reason: entry.reason as Schemas['StockLedgerEntry']['reason'],
        delta: entry.delta,
        after: entry.after,
        order_id: entry.orderId,
        order_sn: orderSn,
        sale_id: entry.saleId,
        actor,
        note: entry.note,
        created_at: entry.createdAt.toISOString(),
      })),
    });
  }

  /** Admins add a variant (no units yet) or change one's name, price or visibility; the goods' "from" price follows. */
  async saveVariant(actorId: number, input: { id?: number; goods_id: number; name: FullText; price_fils: number; is_show: boolean }): Promise<Outcome<Schemas['StaffStockVariant']>> {
    return this.db.transaction(async (tx) => {
      const [item] = await tx.select({ id: goods.id }).from(goods).where(and(eq(goods.id, input.goods_id), eq(goods.isCustom, 0)));
      if (!item) return fail('not_found', {}, 'goods_id');
      const name = { en: input.name.en.trim(), zh: input.name.zh.trim(), ar: input.name.ar.trim(), ja: input.name.ja.trim() };
      let row: VariantRow | undefined;
      let before: Record<string, unknown> | null = null;
      if (input.id === undefined) {
        const [last] = await tx.select({ sort: sql<number>`coalesce(max(${stockVariants.sort}), 0)::int` }).from(stockVariants).where(eq(stockVariants.goodsId, item.id));
        [row] = await tx
          .insert(stockVariants)
          .values({ goodsId: item.id, sku: `goods-${item.id}-${randomBytes(4).toString('hex')}`, name, priceFils: input.price_fils, stock: 0, isShow: input.is_show, sort: Number(last?.sort ?? 0) + 1 })
          .returning();
      } else {
        const [current] = await tx.select().from(stockVariants).where(and(eq(stockVariants.id, input.id), eq(stockVariants.goodsId, item.id))).for('update');
        if (!current) return fail('not_found', {}, 'id');
        before = { name: current.name, price_fils: current.priceFils, is_show: current.isShow };
        [row] = await tx.update(stockVariants).set({ name, priceFils: input.price_fils, isShow: input.is_show }).where(eq(stockVariants.id, current.id)).returning();
      }
      if (!row) throw new Error('variant write returned no row');
      await refreshStockFromPrices(tx, [item.id]);
      await this.deps.audit.record(tx, {
        actorId,
        action: input.id === undefined ? 'stock_variant_create' : 'stock_variant_edit',
        entityType: 'stock_variant',
        entityId: row.id,
        before,
        after: { name: row.name, price_fils: row.priceFils, is_show: row.isShow },
      });
      return ok(this.staffVariant(row), 'variant_saved');
    });
  }
}
