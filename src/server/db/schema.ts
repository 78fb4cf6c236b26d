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
    /** Credit customers (spec §6) may owe up to the limit; credit_used rises with each credit payment. */
    creditLimitFils: bigint('credit_limit_fils', { mode: 'number' }).notNull().default(0),
    creditUsedFils: bigint('credit_used_fils', { mode: 'number' }).notNull().default(0),
    /** 'customer' or 'staff' (staff may confirm bank transfers). */
    role: text('role').notNull().default('customer'),
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

/**
 * Messages to one user (order updates…); the unread count feeds the header badge. Messages the server writes are
 * language-neutral: `kind` names the template (`notify.<kind>.title` / `.body` in the dictionaries) and `params` fill
 * it, rendered in the reader's language; `kind` 'text' means `title` and `body` are literal text (staff messages).
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('text'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').notNull().default('unread'), // 'unread' | 'read' | 'trash'
    /** First time it was read; a restored message goes back to unread only if it was never read. */
    readAt: timestamp('read_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.status), index('user_messages_user_id_idx').on(t.userId, t.id)],
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
    /** 'design' (print files) or 'voucher' (bank-transfer remittance vouchers). */
    kind: text('kind').notNull().default('design'),
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

export interface AddressSnapshot {
  recipient: string;
  phone: string;
  province: string;
  city: string;
  address: string;
  area: string;
  postal_code: string;
}

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    area: text('area').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/**
 * Orders. Every money figure is computed by the server at submit (integer fils) and never changes afterwards;
 * `status` changes only through the transition table (src/domain/order/status.ts). (user_id, idempotency_key) is
 * unique, so a retried or double-clicked submit makes one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    orderSn: text('order_sn').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    orderType: text('order_type').notNull().default('online'),
    delivery: text('delivery').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    note: text('note').notNull().default(''),
    goodsFils: integer('goods_fils').notNull(),
    discountFils: integer('discount_fils').notNull(),
    memberDiscountFils: integer('member_discount_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull(),
    taxFils: integer('tax_fils').notNull(),
    amountDueFils: integer('amount_due_fils').notNull(),
    paidFils: integer('paid_fils').notNull().default(0),
    paymentMethod: text('payment_method'),
    /** 'none' | 'pending_confirmation' | 'paid' | 'refunded' */
    paymentStatus: text('payment_status').notNull().default('none'),
    onlineSn: text('online_sn'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Calendar day in Dubai, for "the first order of each day pays one basic freight". */
    day: text('day').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_sn_key').on(t.orderSn),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_expiry_idx').on(t.status, t.expiresAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    quantity: integer('quantity').notNull(),
    subtotalFils: integer('subtotal_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    fileId: integer('file_id').references(() => uploads.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Every status change of an order, for the timeline and audits. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    status: text('status').notNull(),
    actor: text('actor').notNull(), // 'customer' | 'staff' | 'system' | 'provider'
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Payment attempts. `provider_ref` is the payment provider's session id (unique). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    method: text('method').notNull(),
    status: text('status').notNull(), // 'pending' | 'succeeded' | 'failed' | 'cancelled'
    amountFils: integer('amount_fils').notNull(),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    transfer: jsonb('transfer').$type<{ account_name: string; bank: string; reference_last6: string; voucher_file_id: number }>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_key').on(t.providerRef), index('payments_order_idx').on(t.orderId)],
);

/**
 * Balance top-ups by bank transfer (spec §3 Recharge): the shopper sends the remittance details and voucher; staff
 * confirm the money arrived, which credits the balance once (status-conditional update, ledger row in the same
 * transaction). A voucher backs one top-up only.
 */
export const walletRecharges = pgTable(
  'wallet_recharges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    amountFils: integer('amount_fils').notNull(),
    accountName: text('account_name').notNull(),
    bank: text('bank').notNull(),
    referenceLast6: text('reference_last6').notNull(),
    voucherFileId: integer('voucher_file_id').notNull().references(() => uploads.id),
    status: text('status').notNull().default('pending'), // 'pending' | 'confirmed'
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_recharges_user_idx').on(t.userId, t.id),
    index('wallet_recharges_status_idx').on(t.status, t.id),
    uniqueIndex('wallet_recharges_voucher_key').on(t.voucherFileId),
  ],
);

/**
 * The money ledger: one row per change of a user's balance or credit, written in the same transaction as the change.
 * For every user, the sum of balance deltas equals users.balance_fils and of credit deltas users.credit_used_fils.
 * A top-up has at most one ledger row (unique recharge_id), a second guard behind the status-conditional confirm.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    account: text('account').notNull(), // 'balance' | 'credit'
    deltaFils: bigint('delta_fils', { mode: 'number' }).notNull(),
    afterFils: bigint('after_fils', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(), // 'order_payment' | 'refund' | 'top_up' | 'adjustment'
    orderId: integer('order_id').references(() => orders.id),
    rechargeId: integer('recharge_id').references(() => walletRecharges.id),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.id), uniqueIndex('wallet_ledger_recharge_key').on(t.rechargeId)],
);

/** Payment-provider webhook events already handled (replays are ignored). */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
