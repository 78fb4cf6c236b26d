/**
 * The one Drizzle schema, used on PGlite (embedded default) and PostgreSQL alike.
 * Money columns are integer fils (1 AED = 100 fils). Texts shown to shoppers that come from the database
 * (category and goods names, articles, notices) are stored per locale as `{ en, zh, ar, ja }` JSON; English is the
 * fallback when a translation is missing.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { LocalizedText } from '../../domain/localized';

export type { LocalizedText };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Shop-wide settings by key (`shop`, `decoration`, `service`, `pc_meta`, `seed_version`), edited by staff. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 1 personal, 2 enterprise, 4 designer (sees the task centre). */
    typeId: integer('type_id').notNull(),
    nickname: text('nickname').notNull(),
    companyName: text('company_name'),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    /** Membership level 0–5 (spec §4); shown as "Lv{level}". */
    level: integer('level').notNull().default(0),
    balanceFils: bigint('balance_fils', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_company_key').on(sql`lower(${t.companyName})`),
  ],
);

/** Login sessions. Only a SHA-256 of the token is stored; the token itself lives in the client's cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Login and reset attempts, for rate limits that hold across several server processes. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'login' | 'reset_request' | 'reset'
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_account_idx').on(t.kind, t.accountKey, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/** Password reset codes: hashed, expiring, with an attempt counter. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Messages waiting to be delivered (reset codes…). The default notifier writes here and to the server log. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(), // 'sms' | 'whatsapp' | 'email'
  recipient: text('recipient').notNull(),
  template: text('template').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
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

/** Messages to one user (order updates…); the unread count feeds the header badge. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('unread'), // 'unread' | 'read' | 'trash'
    createdAt: createdAt(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.status)],
);

/**
 * Design files. Stored under a server-generated name; `sha256` + `day` (the calendar day in Dubai) make "the same
 * file twice in one day" a unique-index violation, so concurrent uploads cannot slip past it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    fileType: text('file_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_key').on(t.storedName),
    uniqueIndex('uploads_same_file_same_day_key').on(t.userId, t.sha256, t.day),
    index('uploads_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Cart lines: a product configuration with the server's price snapshot (total incl. VAT, in fils) taken when the
 * line was added or last changed. The cart re-prices lines on every read and flags changes. The header badge counts them.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    priceFils: integer('price_fils').notNull(),
    fileId: integer('file_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_lines_user_idx').on(t.userId)],
);
