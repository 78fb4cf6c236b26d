/**
 * The cart. Lines keep the product code, the configuration the engine priced (defaults filled in) and the server's
 * price snapshot; every read re-prices them so a changed price is flagged before checkout. Nothing a client says about
 * prices is read. Ready-stock lines (a variant, maybe in a flash sale) are priced from the database by StockService.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { CART_MAX_LINES } from '../../../domain/limits';
import { getProduct, price, type Issue } from '../../../domain/quote';
import type { Db } from '../../db/client';
import { cartLines, goods, uploads, users } from '../../db/schema';
import { fail, invalidField, ok, type Outcome } from '../../http/envelope';
import { translateQuote } from '../../http/i18n';
import { uploadView } from '../files';
import { overAmountLimit } from './amount-limit';
import type { StockService } from './stock.service';
import { STOCK_LINE_MAX_QUANTITY } from '../../../domain/stock/stock';

type CartLineView = components['schemas']['CartLine'];
type QuoteConfig = components['schemas']['QuoteConfig'];

/** Two configurations the engine completed are the same product variant when they agree on every field but the quantity. */
function sameConfiguration(a: QuoteConfig, b: QuoteConfig): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('quantity');
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly deps: { stock: StockService },
  ) {}

  private reason(locale: Locale, issues: Issue[]): string {
    const first = issues.find((i) => i.severity === 'error') ?? issues[0];
    return first ? translateQuote(locale, first.message, first.params) : '';
  }

  private async fileOk(userId: number, fileId: number | undefined | null): Promise<boolean> {
    if (fileId === undefined || fileId === null) return true;
    const [row] = await this.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.kind, 'design'), isNull(uploads.deletedAt)));
    return Boolean(row);
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, false)));
    return row?.n ?? 0;
  }

  /**
   * Adds lines. One item whose product, configuration (all but the quantity) and design file equal a line already in
   * the cart is merged into it: the quantities add up and the engine prices the sum (issue 16). When the engine
   * refuses the summed quantity (e.g. a product sold in fixed steps) the item stays a line of its own. A bulk add
   * (several items) always makes one line per item: bulk ordering is how a shopper orders the same product with a
   * different design file on each line. One transaction holding the user's row lock, so concurrent adds cannot make
   * duplicates or overfill the cart.
   *
   * `buyNow` (the quote page's "Buy now"): the one item becomes a line of its own, kept apart from the cart (not
   * listed, not counted, never merged), replacing the shopper's earlier Buy now line; the confirm page checks out
   * exactly it, and the cart stays as it was.
   */
  async add(userId: number, locale: Locale, items: { code: string; config: QuoteConfig; file_id?: number }[], buyNow = false): Promise<Outcome<{ ids: number[]; count: number }>> {
    if (buyNow && items.length !== 1) return fail('invalid_field', { field: 'items' }, 'items');
    const priced: { productCode: string; config: QuoteConfig; quantity: number; priceFils: number; fileId: number | null }[] = [];
    for (const [index, item] of items.entries()) {
      const result = price(item.code, item.config);
      if (!result.ok && result.error === 'unknown_product') return fail('not_found', {}, `items.${index}.code`);
      if (!result.ok) return fail('quote_invalid', { reason: this.reason(locale, result.issues) }, `items.${index}.config`);
      const tooLarge = overAmountLimit(result.quote.total_fils, locale, `items.${index}.config`);
      if (tooLarge) return tooLarge;
      if (!(await this.fileOk(userId, item.file_id))) return fail('not_found', {}, `items.${index}.file_id`);
      priced.push({ productCode: item.code, config: result.quote.config, quantity: result.quote.quantity, priceFils: result.quote.total_fils, fileId: item.file_id ?? null });
    }
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (buyNow) {
        const [item] = priced;
        if (!item) return fail('invalid_field', { field: 'items' }, 'items');
        await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, true)));
        const [row] = await tx.insert(cartLines).values({ userId, productCode: item.productCode, config: item.config, quantity: item.quantity, priceFils: item.priceFils, fileId: item.fileId, buyNow: true }).returning({ id: cartLines.id });
        const [kept] = await tx.select({ n: count() }).from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, false)));
        return ok({ ids: row ? [row.id] : [], count: kept?.n ?? 0 });
      }
      const current = await tx.select().from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.buyNow, false)));
      // The plan first (no write before the cart-full check): existing lines to re-price, new lines to insert.
      type Planned = { id: number | null; productCode: string; config: QuoteConfig; quantity: number; priceFils: number; fileId: number | null; changed: boolean };
      const plan: Planned[] = current.map((l) => ({ id: l.id, productCode: l.productCode, config: l.config, quantity: l.quantity, priceFils: l.priceFils, fileId: l.fileId, changed: false }));
      const targets: Planned[] = [];
      for (const item of priced) {
        const same = priced.length > 1 ? undefined : plan.find((l) => l.productCode === item.productCode && l.fileId === item.fileId && sameConfiguration(l.config, item.config));
        const summed = same ? price(item.productCode, { ...same.config, quantity: same.quantity + item.quantity }) : null;
        if (same && summed?.ok && !overAmountLimit(summed.quote.total_fils, locale, 'items')) {
          Object.assign(same, { config: summed.quote.config, quantity: summed.quote.quantity, priceFils: summed.quote.total_fils, changed: true });
          targets.push(same);
        } else {
          const line: Planned = { id: null, ...item, changed: true };
          plan.push(line);
          targets.push(line);
        }
      }
      if (plan.length > CART_MAX_LINES && plan.length > current.length) return fail('cart_full', { max: CART_MAX_LINES });
      const merged = targets.some((t) => t.id !== null);
      for (const line of plan) {
        if (!line.changed) continue;
        if (line.id === null) {
          const [row] = await tx.insert(cartLines).values({ userId, productCode: line.productCode, config: line.config, quantity: line.quantity, priceFils: line.priceFils, fileId: line.fileId }).returning({ id: cartLines.id });
          line.id = row?.id ?? null;
        } else {
          await tx.update(cartLines).set({ config: line.config, quantity: line.quantity, priceFils: line.priceFils, updatedAt: sql`now()` }).where(and(eq(cartLines.id, line.id), eq(cartLines.userId, userId)));
        }
      }
      const ids = [...new Set(targets.flatMap((t) => (t.id === null ? [] : [t.id])))];
      return ok({ ids, count: plan.length }, merged ? 'cart_merged' : 'added_to_cart');
    });
  }

  /** Lines of the user, re-priced now; `ids` restricts to those lines (checkout). Stock lines are named in `locale`. */
  async lines(userId: number, ids?: number[], locale: Locale = 'en'): Promise<CartLineView[]> {
    const rows = await this.db
      .select({ line: cartLines, file: uploads })
      .from(cartLines)
      .leftJoin(uploads, eq(uploads.id, cartLines.fileId))
      .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, ids.length > 0 ? ids : [-1]) : eq(cartLines.buyNow, false)))
      .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
    const codes = [...new Set(rows.map((r) => r.line.productCode))];
    const goodsRows = codes.length
      ? await this.db.select({ id: goods.id, code: goods.customCode }).from(goods).where(and(inArray(goods.customCode, codes), eq(goods.isShow, true)))
      : [];
    const goodsByCode = new Map(goodsRows.map((g) => [g.code, g.id]));
    const stock = new Map((await this.deps.stock.priceCartLines(this.db, userId, locale, rows.map((r) => r.line))).map((p) => [p.row.id, p]));
    return rows.map(({ line, file }) => {
      const stockLine = stock.get(line.id);
      if (stockLine) return this.deps.stock.cartLineView(stockLine, file ? uploadView(file) : null);
      const product = getProduct(line.productCode);
      const result = price(line.productCode, line.config);
      const current = result.ok ? result.quote.total_fils : 0;
      return {
        id: line.id,
        code: line.productCode,
        goods_id: goodsByCode.get(line.productCode) ?? null,
        title: product?.title ?? line.productCode,
        image: product?.image ?? '',
        config: line.config,
        quantity: line.quantity,
        price_fils: line.priceFils,
        current_price_fils: current,
        price_changed: result.ok && current !== line.priceFils,
        valid: result.ok,
        issues: result.issues,
        file: file ? uploadView(file) : null,
        created_at: line.createdAt.toISOString(),
        stock: null,
      };
    });
  }

  async update(userId: number, locale: Locale, input: { id: number; config?: QuoteConfig; file_id?: number | null }): Promise<Outcome<CartLineView>> {
    const [line] = await this.db.select().from(cartLines).where(and(eq(cartLines.id, input.id), eq(cartLines.userId, userId)));
    if (!line) return fail('not_found', {}, 'id');
    if (line.variantId !== null) {
      // A stock line: only its quantity changes (it takes no design file and has no options).
      const quantity = input.config?.['quantity'];
      if (quantity !== undefined && (typeof quantity !== 'number' || !Number.isInteger(quantity))) return invalidField('config.quantity', 'type');
      if (quantity !== undefined && quantity < 1) return invalidField('config.quantity', 'minimum', { limit: 1 });
      if (quantity !== undefined && quantity > STOCK_LINE_MAX_QUANTITY) return invalidField('config.quantity', 'maximum', { limit: STOCK_LINE_MAX_QUANTITY });
      const refused = await this.deps.stock.updateCartLine(userId, locale, line, quantity);
      if (refused) return refused;
      const [view] = await this.lines(userId, [line.id], locale);
      return view ? ok(view, 'cart_updated') : fail('not_found', {}, 'id');
    }
    if (!(await this.fileOk(userId, input.file_id))) return fail('not_found', {}, 'file_id');
    const config = input.config ? { ...line.config, ...input.config } : line.config;
    const result = price(line.productCode, config);
    if (!result.ok) return fail('quote_invalid', { reason: this.reason(locale, result.issues) }, 'config');
    const tooLarge = overAmountLimit(result.quote.total_fils, locale, 'config');
    if (tooLarge) return tooLarge;
    await this.db
      .update(cartLines)
      .set({
        config: result.quote.config,
        quantity: result.quote.quantity,
        priceFils: result.quote.total_fils,
        ...(input.file_id !== undefined ? { fileId: input.file_id } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(cartLines.id, line.id), eq(cartLines.userId, userId)));
    const [view] = await this.lines(userId, [line.id], locale);
    if (!view) return fail('not_found', {}, 'id');
    return ok(view, 'cart_updated');
  }

  async remove(userId: number, ids: number[]): Promise<Outcome<{ count: number }>> {
    await this.db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
    return ok({ count: await this.count(userId) }, 'cart_deleted');
  }
}
