/** The catalogue and shop content: settings, categories, goods, help articles, notices, the quote price record and favourites. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../domain/localized';
import type { CataloguePrices } from '../../../domain/quote/price-impact';
import { createdAt } from './columns';
import { users } from './accounts';

/** Shop-wide settings by key (`shop`, `decoration`, `service`, `pc_meta`, `seed_version`), edited by staff. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    icon: text('icon').notNull().default(''),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** Promo images shown beside a first-level category in the mega-menu; `url` is JSON text `{path, params}`. */
export const categoryExt = pgTable('category_ext', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  image: text('image').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 1: priced by a quote page (`customCode` names the product schema). */
    isCustom: integer('is_custom').notNull().default(0),
    customCode: text('custom_code'),
    /** "From" price of ready-stock goods, VAT included (quote products show the engine's figure instead). */
    priceFromFils: integer('price_from_fils').notNull(),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [index('goods_category_idx').on(t.categoryId, t.sort)],
);

/** Help articles (footer links /news_list/detail?id=). */
export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Shop announcements shown to everyone. */
export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * The quote catalogue's prices as the shop ran them: every product's default configuration at each step of its
 * quantity ladder (domain/quote/price-impact cataloguePrices), recorded at start-up whenever they differ from the
 * last record (db/quote-price-snapshots.ts). The product studio compares the running catalogue with the record
 * before it — "the ref" of prices:diff for a running server.
 */
export const quotePriceSnapshots = pgTable('quote_price_snapshots', {
  id: serial('id').primaryKey(),
  /** sha256 of the prices, to tell at start-up whether they changed. */
  fingerprint: text('fingerprint').notNull(),
  prices: jsonb('prices').$type<CataloguePrices>().notNull(),
  products: integer('products').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Favourites (/user/collection): goods a customer keeps, at most once each. */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favorites_user_goods_key').on(t.userId, t.goodsId), index('favorites_user_idx').on(t.userId, t.id)],
);

