/**
 * The cart. Lines keep the product code, the configuration the engine priced (defaults filled in) and the server's
 * price snapshot; every read re-prices them so a changed price is flagged before checkout. Nothing a client says about
 * prices is read.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import type { Locale } from '../../domain/i18n';
import { getProduct, price, type Issue } from '../../domain/quote';
import type { Db } from '../db/client';
import { cartLines, goods, uploads } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';
import { translateQuote } from '../lib/i18n';
import { uploadView } from './upload.service';

type CartLineView = components['schemas']['CartLine'];
type QuoteConfig = components['schemas']['QuoteConfig'];

export const CART_MAX_LINES = 100;

export class CartService {
  constructor(private readonly db: Db) {}

  private reason(locale: Locale, issues: Issue[]): string {
    const first = issues.find((i) => i.severity === 'error') ?? issues[0];
    return first ? translateQuote(locale, first.message, first.params) : '';
  }

  private async fileOk(userId: number, fileId: number | undefined | null): Promise<boolean> {
    if (fileId === undefined || fileId === null) return true;
    const [row] = await this.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), eq(uploads.kind, 'design')));
    return Boolean(row);
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
    return row?.n ?? 0;
  }

  async add(userId: number, locale: Locale, items: { code: string; config: QuoteConfig; file_id?: number }[]): Promise<Outcome<{ ids: number[]; count: number }>> {
    const rows: (typeof cartLines.$inferInsert)[] = [];
    for (const [index, item] of items.entries()) {
      const result = price(item.code, item.config);
      if (!result.ok && result.error === 'unknown_product') return fail('not_found', {}, `items.${index}.code`);
      if (!result.ok) return fail('quote_invalid', { reason: this.reason(locale, result.issues) }, `items.${index}.config`);
      if (!(await this.fileOk(userId, item.file_id))) return fail('not_found', {}, `items.${index}.file_id`);
      rows.push({
        userId,
        productCode: item.code,
        config: result.quote.config,
        quantity: result.quote.quantity,
        priceFils: result.quote.total_fils,
        fileId: item.file_id ?? null,
      });
    }
    const existing = await this.count(userId);
    if (existing + rows.length > CART_MAX_LINES) return fail('cart_full', { max: CART_MAX_LINES });
    const inserted = await this.db.insert(cartLines).values(rows).returning({ id: cartLines.id });
    return ok({ ids: inserted.map((r) => r.id), count: existing + inserted.length }, 'added_to_cart');
  }

  /** Lines of the user, re-priced now; `ids` restricts to those lines (checkout). */
  async lines(userId: number, ids?: number[]): Promise<CartLineView[]> {
    const rows = await this.db
      .select({ line: cartLines, file: uploads })
      .from(cartLines)
      .leftJoin(uploads, eq(uploads.id, cartLines.fileId))
      .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, ids.length > 0 ? ids : [-1]) : undefined))
      .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
    const codes = [...new Set(rows.map((r) => r.line.productCode))];
    const goodsRows = codes.length
      ? await this.db.select({ id: goods.id, code: goods.customCode }).from(goods).where(and(inArray(goods.customCode, codes), eq(goods.isShow, true)))
      : [];
    const goodsByCode = new Map(goodsRows.map((g) => [g.code, g.id]));
    return rows.map(({ line, file }) => {
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
      };
    });
  }

  async update(userId: number, locale: Locale, input: { id: number; config?: QuoteConfig; file_id?: number | null }): Promise<Outcome<CartLineView>> {
    const [line] = await this.db.select().from(cartLines).where(and(eq(cartLines.id, input.id), eq(cartLines.userId, userId)));
    if (!line) return fail('not_found', {}, 'id');
    if (!(await this.fileOk(userId, input.file_id))) return fail('not_found', {}, 'file_id');
    const config = input.config ? { ...line.config, ...input.config } : line.config;
    const result = price(line.productCode, config);
    if (!result.ok) return fail('quote_invalid', { reason: this.reason(locale, result.issues) }, 'config');
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
    const [view] = await this.lines(userId, [line.id]);
    if (!view) return fail('not_found', {}, 'id');
    return ok(view, 'cart_updated');
  }

  async remove(userId: number, ids: number[]): Promise<Outcome<{ count: number }>> {
    await this.db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
    return ok({ count: await this.count(userId) }, 'cart_deleted');
  }
}
