/**
 * The catalogue: the category tree (mega-menu), goods lists and details, and the goods behind quote pages. Texts are
 * resolved to the request's language; quote products show the engine's own "from" price.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { MENU_GOODS_PER_CATEGORY, PAGE_SIZES } from '../../../domain/limits';
import { pickLocale } from '../../../domain/localized';
import { fromPriceFils, productCodes } from '../../../domain/quote';
import { quoteDictionaries } from '../../../domain/i18n/quote-dictionaries';
import { locales } from '../../../domain/i18n';
import type { Db } from '../../db/client';
import { categories, categoryExt, goods } from '../../db/schema';

type Schemas = components['schemas'];

type GoodsRow = typeof goods.$inferSelect;


/** Quote products whose quote-page title or description (x-texts, any language) contains `text`, case-insensitively. */
export function quoteProductsMatching(text: string): string[] {
  const needle = text.toLocaleLowerCase();
  return productCodes.filter((code) =>
    locales.some((locale) => {
      const product = (quoteDictionaries[locale]['quote'] as Record<string, Record<string, Record<string, string>>> | undefined)?.['product']?.[code];
      return [product?.['title'], product?.['description']].some((value) => typeof value === 'string' && value.toLocaleLowerCase().includes(needle));
    }),
  );
}

/** A goods row as lists show it (quote products with the engine's "from" price). */
export function goodsSummary(row: GoodsRow, locale: Locale): Schemas['GoodsSummary'] {
  const engineFrom = row.isCustom === 1 && row.customCode ? fromPriceFils(row.customCode) : null;
  return {
    id: row.id,
    name: pickLocale(row.name, locale),
    image: row.image,
    is_custom: row.isCustom === 1 ? 1 : 0,
    custom_info: row.isCustom === 1 && row.customCode ? { code: row.customCode } : null,
    price_from_fils: engineFrom ?? row.priceFromFils,
    category_id: row.categoryId,
  };
}

export class CatalogueService {
  constructor(private readonly db: Db) {}

  async categoryTree(locale: Locale): Promise<Schemas['Category'][]> {
    const [rows, exts, goodsRows] = await Promise.all([
      this.db.select().from(categories).where(eq(categories.isShow, true)).orderBy(asc(categories.sort), asc(categories.id)),
      this.db.select().from(categoryExt).orderBy(asc(categoryExt.sort), asc(categoryExt.id)),
      this.db.select().from(goods).where(eq(goods.isShow, true)).orderBy(asc(goods.sort), asc(goods.id)),
    ]);
    const nodes = new Map<number, Schemas['Category']>();
    for (const row of rows) {
      nodes.set(row.id, { id: row.id, name: pickLocale(row.name, locale), icon: row.icon, image: row.image, sons: [], goods: [], category_ext: [] });
    }
    for (const ext of exts) nodes.get(ext.categoryId)?.category_ext.push({ image: ext.image, url: ext.url });
    for (const row of goodsRows) {
      const node = nodes.get(row.categoryId);
      if (node && node.goods.length < MENU_GOODS_PER_CATEGORY) node.goods.push(goodsSummary(row, locale));
    }
    const roots: Schemas['Category'][] = [];
    for (const row of rows) {
      const node = nodes.get(row.id);
      if (!node) continue;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (parent) parent.sons.push(node);
      else if (row.parentId === null) roots.push(node);
    }
    return roots;
  }

  /** Ids of a visible category and all its visible descendants (the category table is small: a few hundred rows). */
  private async subtreeIds(categoryId: number): Promise<number[]> {
    const rows = await this.db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isShow, true));
    if (!rows.some((r) => r.id === categoryId)) return [];
    const ids = [categoryId];
    for (let i = 0; i < ids.length; i++) {
      for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
    }
    return ids;
  }

  async goodsList(
    locale: Locale,
    query: { category_id?: number; name?: string; is_custom?: 0 | 1; page_no?: number; page_size?: number },
  ): Promise<Schemas['GoodsList']> {
    const pageNo = query.page_no ?? 1;
    const pageSize = query.page_size ?? PAGE_SIZES.goods.default;
    const conditions = [eq(goods.isShow, true)];
    if (query.category_id !== undefined) {
      const ids = await this.subtreeIds(query.category_id);
      if (ids.length === 0) return { lists: [], count: 0, page_no: pageNo, page_size: pageSize };
      conditions.push(inArray(goods.categoryId, ids));
    }
    if (query.is_custom !== undefined) conditions.push(eq(goods.isCustom, query.is_custom));
    const name = query.name?.trim();
    if (name) {
      // Matches the name or description in any language; LIKE wildcards in the search text are taken literally.
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const named = sql`exists (select 1 from jsonb_each_text(${goods.name}) as t(k, v) where v ilike ${pattern})`;
      const described = sql`exists (select 1 from jsonb_each_text(${goods.description}) as t(k, v) where v ilike ${pattern})`;
      // quote products also by their quote page's title and description (x-texts), in any language
      const codes = quoteProductsMatching(name);
      conditions.push(codes.length > 0 ? or(named, described, inArray(goods.customCode, codes))! : or(named, described)!);
    }
    const where = and(...conditions);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(goods)
        .where(where)
        .orderBy(asc(goods.sort), asc(goods.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(goods).where(where),
    ]);
    return { lists: rows.map((r) => goodsSummary(r, locale)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  async goodsDetail(locale: Locale, id: number): Promise<Schemas['GoodsDetail'] | null> {
    const [row] = await this.db
      .select()
      .from(goods)
      .where(and(eq(goods.id, id), eq(goods.isShow, true)));
    if (!row) return null;
    const rows = await this.db.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const path: Schemas['GoodsDetail']['category_path'] = [];
    for (let c = byId.get(row.categoryId); c && path.length < 10; c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      path.unshift({ id: c.id, name: pickLocale(c.name, locale) });
    }
    return {
      ...goodsSummary(row, locale),
      description: pickLocale(row.description, locale),
      images: row.images.length > 0 ? row.images : [row.image],
      category_path: path,
    };
  }

  /** The visible goods item behind a quote page, or null. */
  async goodsIdForQuote(code: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.customCode, code), eq(goods.isShow, true)))
      .limit(1);
    return row?.id ?? null;
  }

  /** The quote page (product code) of a custom goods item (`/custom?id=`), or null. */
  async quoteCodeOf(goodsId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ code: goods.customCode })
      .from(goods)
      .where(and(eq(goods.id, goodsId), eq(goods.isCustom, 1)));
    return row?.code ?? null;
  }
}
