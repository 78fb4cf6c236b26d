/** Public shop data behind the storefront's loading calls (spec §7). Texts are resolved to the request's locale. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import type { Locale } from '../../domain/i18n';
import { pickLocale } from '../../domain/localized';
import { getSchema, ladder } from '../../domain/quote';
import type { Db } from '../db/client';
import { articles, cartLines, categories, categoryExt, goods, notices, settings, userMessages } from '../db/schema';
import type { DecorationSettings, PcMetaSettings, ServiceSettings, ShopSettings } from '../db/seed-data/settings';
import type { SessionUser } from './session.service';

type Schemas = components['schemas'];

async function setting<T>(db: Db, key: string): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`settings: "${key}" is missing — has the database been seeded?`);
  // Settings are written only by the seed and staff tools, from the typed shapes in seed-data/settings.ts.
  return row.value as T;
}

export async function serviceConfig(db: Db, locale: Locale): Promise<Schemas['ServiceConfig']> {
  const service = await setting<ServiceSettings>(db, 'service');
  return {
    service_lines: service.service_lines.map((l) => ({ ...l, name: pickLocale(l.name, locale) })),
    working_hours: service.working_hours,
    working_days: pickLocale(service.working_days, locale),
    support_email: service.support_email,
  };
}

export async function shopInfo(db: Db, locale: Locale): Promise<Schemas['Shop']> {
  const shop = await setting<ShopSettings>(db, 'shop');
  return { ...shop, copyright: pickLocale(shop.copyright, locale) };
}

async function my(db: Db, user: SessionUser | null): Promise<Schemas['My']> {
  if (!user) return { user_id: 0, cart: 0, level_name: '', type_id: 0, nickname: '' };
  const [cart] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, user.id));
  return { user_id: user.id, cart: cart?.n ?? 0, level_name: `Lv${user.level}`, type_id: user.typeId, nickname: user.nickname };
}

export async function commonData(db: Db, locale: Locale, user: SessionUser | null): Promise<Schemas['CommonData']> {
  const [shop, me, decoration, meta, latest, help] = await Promise.all([
    shopInfo(db, locale),
    my(db, user),
    setting<DecorationSettings>(db, 'decoration'),
    setting<PcMetaSettings>(db, 'pc_meta'),
    db.select().from(notices).orderBy(desc(notices.publishedAt)).limit(5),
    db.select({ id: articles.id, title: articles.title }).from(articles).orderBy(asc(articles.sort), asc(articles.id)),
  ]);
  return {
    shop,
    my: me,
    decoration: {
      header: {
        show: decoration.header.show,
        content: { data: decoration.header.content.data.map((item) => ({ ...item, name: pickLocale(item.name, locale) })) },
      },
      footer: {
        show: decoration.footer.show,
        content: {
          help: help.map((a) => ({ id: a.id, title: pickLocale(a.title, locale) })),
          tags: decoration.footer.content.tags.map((t) => pickLocale(t, locale)),
          logos: decoration.footer.content.logos,
        },
      },
      fixed: {
        show: decoration.fixed.show,
        content: {
          style: decoration.fixed.content.style,
          data: decoration.fixed.content.data.map((item) => ({ ...item, name: pickLocale(item.name, locale) })),
        },
      },
    },
    notices: latest.map((n) => ({ id: n.id, title: pickLocale(n.title, locale), create_time: n.publishedAt.toISOString() })),
    pc: {
      title: pickLocale(meta.title, locale),
      keywords: pickLocale(meta.keywords, locale),
      description: pickLocale(meta.description, locale),
    },
  };
}

type GoodsRow = typeof goods.$inferSelect;

const fromPrices = new Map<string, number | null>();

/**
 * A quote product's "from" price: the lowest total (VAT included) of its quotation scheme at default options —
 * the same figure its quote page shows first. The catalogue is fixed for a process's life, so it is computed once.
 */
export function engineFromPriceFils(code: string): number | null {
  if (!fromPrices.has(code)) {
    const schema = getSchema(code);
    const scheme = schema ? ladder(code, schema.defaults) : null;
    const totals = scheme?.ok ? scheme.rows.filter((r) => r.available).map((r) => r.total_fils) : [];
    fromPrices.set(code, totals.length > 0 ? Math.min(...totals) : null);
  }
  return fromPrices.get(code) ?? null;
}

function goodsSummary(row: GoodsRow, locale: Locale): Schemas['GoodsSummary'] {
  const engineFrom = row.isCustom === 1 && row.customCode ? engineFromPriceFils(row.customCode) : null;
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

/** Thumbnails per category in the mega-menu. */
const MENU_GOODS_PER_CATEGORY = 6;

export async function categoryTree(db: Db, locale: Locale): Promise<Schemas['Category'][]> {
  const [rows, exts, goodsRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.isShow, true)).orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(categoryExt).orderBy(asc(categoryExt.sort), asc(categoryExt.id)),
    db.select().from(goods).where(eq(goods.isShow, true)).orderBy(asc(goods.sort), asc(goods.id)),
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
async function subtreeIds(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.isShow, true));
  if (!rows.some((r) => r.id === categoryId)) return [];
  const ids = [categoryId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}

export async function goodsList(
  db: Db,
  locale: Locale,
  query: { category_id?: number; name?: string; is_custom?: 0 | 1; page_no?: number; page_size?: number },
): Promise<Schemas['GoodsList']> {
  const pageNo = query.page_no ?? 1;
  const pageSize = query.page_size ?? 20;
  const conditions = [eq(goods.isShow, true)];
  if (query.category_id !== undefined) {
    const ids = await subtreeIds(db, query.category_id);
    if (ids.length === 0) return { lists: [], count: 0, page_no: pageNo, page_size: pageSize };
    conditions.push(inArray(goods.categoryId, ids));
  }
  if (query.is_custom !== undefined) conditions.push(eq(goods.isCustom, query.is_custom));
  const name = query.name?.trim();
  if (name) {
    // Matches the name in any language; LIKE wildcards in the search text are taken literally.
    const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`exists (select 1 from jsonb_each_text(${goods.name}) as t(k, v) where v ilike ${pattern})`);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db.select().from(goods).where(where).orderBy(asc(goods.sort), asc(goods.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(goods).where(where),
  ]);
  return { lists: rows.map((r) => goodsSummary(r, locale)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
}

export async function unreadCount(db: Db, user: SessionUser | null): Promise<number> {
  if (!user) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, user.id), eq(userMessages.status, 'unread')));
  return row?.n ?? 0;
}

export async function goodsDetail(db: Db, locale: Locale, id: number): Promise<Schemas['GoodsDetail'] | null> {
  const [row] = await db.select().from(goods).where(and(eq(goods.id, id), eq(goods.isShow, true)));
  if (!row) return null;
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories);
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

export async function articleList(db: Db, locale: Locale): Promise<Schemas['ArticleSummary'][]> {
  const rows = await db.select({ id: articles.id, title: articles.title }).from(articles).orderBy(asc(articles.sort), asc(articles.id));
  return rows.map((r) => ({ id: r.id, title: pickLocale(r.title, locale) }));
}

export async function articleDetail(db: Db, locale: Locale, id: number): Promise<Schemas['Article'] | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ? { id: row.id, title: pickLocale(row.title, locale), body: pickLocale(row.body, locale), create_time: row.createdAt.toISOString() } : null;
}

export async function noticeList(db: Db, locale: Locale, pageNo: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(notices),
  ]);
  return {
    lists: rows.map((n) => ({ id: n.id, title: pickLocale(n.title, locale), create_time: n.publishedAt.toISOString() })),
    count: total[0]?.n ?? 0,
    page_no: pageNo,
    page_size: pageSize,
  };
}

export async function noticeDetail(db: Db, locale: Locale, id: number): Promise<Schemas['Notice'] | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row ? { id: row.id, title: pickLocale(row.title, locale), body: pickLocale(row.body, locale), create_time: row.publishedAt.toISOString() } : null;
}
