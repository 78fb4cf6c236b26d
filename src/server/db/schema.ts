/**
 * The one Drizzle schema, used on PGlite (embedded default) and PostgreSQL alike.
 * Money columns are integer fils (1 AED = 100 fils). Texts shown to shoppers that come from the database
 * (category and goods names, articles, notices) are stored per locale as `{ en, zh, ar, ja }` JSON; English is the
 * fallback when a translation is missing.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
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
import type { DesignDoc } from '../../domain/editor/editor';
import type { CataloguePrices } from '../../domain/quote/price-impact';

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
    /**
     * Membership level 0–5 (spec §4; src/domain/membership.ts); shown as "Lv{level}". Raised at once when growth points
     * reach a threshold, assessed again on the 1st of each month (MembershipService.sweep) — every change has a
     * growth_ledger row.
     */
    level: integer('level').notNull().default(0),
    /** The Dubai month (`YYYY-MM`) the level was last assessed in; the monthly sweep assesses the others. */
    levelMonth: text('level_month'),
    /** The annual membership (Lv5) runs until then (null: never bought). */
    annualMemberUntil: timestamp('annual_member_until', { withTimezone: true }),
    balanceFils: bigint('balance_fils', { mode: 'number' }).notNull().default(0),
    /** Credit customers (spec §6) may owe up to the limit; credit_used rises with each credit payment. */
    creditLimitFils: bigint('credit_limit_fils', { mode: 'number' }).notNull().default(0),
    creditUsedFils: bigint('credit_used_fils', { mode: 'number' }).notNull().default(0),
    /** 'customer', 'staff' or 'admin' (src/domain/roles.ts; staff and admin may confirm bank transfers). */
    role: text('role').notNull().default('customer'),
    /** Personal information (/user/profile): the person's name, gender ('unspecified' | 'male' | 'female'), avatar. */
    realName: text('real_name').notNull().default(''),
    gender: text('gender').notNull().default('unspecified'),
    /** The language the user last used the shop in (en, zh, ar, ja): emails are written in it. */
    locale: text('locale').notNull().default('en'),
    avatarFileId: integer('avatar_file_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_nickname_key').on(sql`lower(${t.nickname})`),
    uniqueIndex('users_company_key').on(sql`lower(${t.companyName})`),
    // Staff search by customer name or phone prefix.
    index('users_nickname_pattern_idx').using('btree', sql`lower(${t.nickname}) text_pattern_ops`),
    index('users_mobile_pattern_idx').using('btree', t.mobile.op('text_pattern_ops')),
    // The membership sweep (MembershipService.sweep): customers not assessed this month, annual memberships ending.
    index('users_level_month_idx').on(t.levelMonth),
    index('users_annual_member_idx').on(t.annualMemberUntil).where(sql`${t.level} = 5`),
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
    kind: text('kind').notNull(), // AttemptKind: 'login' | 'reset_request' | 'reset' | 'contact_code' | 'password_change'
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

/**
 * A pending change of the phone number or email address: the code sent to the new one (hashed), expiring, with an
 * attempt counter; the change applies when the code is given back (ProfileService).
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'mobile' | 'email' */
    channel: text('channel').notNull(),
    newValue: text('new_value').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('contact_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Notifications waiting to be delivered (reset codes, order updates by email…), written in the transaction of the
 * change they report. Email rows are drained by the outbox worker (services/outbox-worker.ts, docs/email.md): a
 * worker claims due rows with FOR UPDATE SKIP LOCKED, so several servers never send one mail twice; failures wait
 * `next_attempt_at` (exponential backoff) and the row is `dead` after MAIL_MAX_ATTEMPTS. SMS/WhatsApp rows wait for a
 * gateway adapter. `status` moves only through the table in src/domain/outbox/status.ts.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // 'sms' | 'whatsapp' | 'email'
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull(),
    /** The language the recipient reads (users.locale when it was queued). */
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('pending'), // OutboxStatus
    /** Attempts started (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: the next retry, or while `sending`, when the worker's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (the mail server's answer; never the mail itself). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.channel, t.status, t.nextAttemptAt)],
);

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
    /** Set when the owner deleted the file (the stored copy is removed); the row stays for the daily quota. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_key').on(t.storedName),
    uniqueIndex('uploads_same_file_same_day_key').on(t.userId, t.sha256, t.day).where(sql`${t.deletedAt} is null`),
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
    /** A ready-stock line (product code `ready_stock`): the variant, and the flash sale it is bought in, if any. */
    variantId: integer('variant_id').references((): AnyPgColumn => stockVariants.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id').references((): AnyPgColumn => flashSales.id, { onDelete: 'cascade' }),
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
    /** The customer's reason for the pending cancellation request, and when it was made (the staff list). */
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** Staff's reason when they refused a cancellation request or rejected the order. */
    staffReason: text('staff_reason'),
    /** Raised by every staff-visible change (status, cancellation request): staff send the version they saw. */
    version: integer('version').notNull().default(0),
    /** Staff reviewed the order and took it on (the `accept` event; it stays pending review until the proof). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    courier: text('courier'),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Calendar day in Dubai, for "the first order of each day pays one basic freight". */
    day: text('day').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A reprint made by an approved after-sales application: the original order (zero amount, docs/after-sales.md). */
    reprintOf: integer('reprint_of').references((): AnyPgColumn => orders.id),
    /** Of the member discount: the rush surcharge a free rush waived (>0: the order used one of the year's free rushes). */
    freeRushFils: integer('free_rush_fils').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_sn_key').on(t.orderSn),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_expiry_idx').on(t.status, t.expiresAt),
    // The staff queue (docs/staff-console.md): newest first, by status or payment method; SN prefix search.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_method_created_idx').on(t.paymentMethod, t.createdAt, t.id),
    index('orders_sn_pattern_idx').using('btree', t.orderSn.op('text_pattern_ops')),
    index('orders_cancel_requested_idx').on(t.cancelRequestedAt).where(sql`${t.cancelRequested}`),
    index('orders_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    // Free rushes used in a year (docs/membership.md).
    index('orders_free_rush_idx').on(t.userId, t.createdAt).where(sql`${t.freeRushFils} > 0`),
  ],
);

/**
 * Proofs staff send for an order (spec §4 pending proof approval). Every version is kept; the newest is the one the
 * customer answers: approved, or changes requested with a comment (then staff send the next version).
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id').notNull().references(() => uploads.id),
    staffId: integer('staff_id').notNull().references(() => users.id),
    status: text('status').notNull().default('pending'), // 'pending' | 'approved' | 'changes_requested'
    comment: text('comment'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_proofs_version_key').on(t.orderId, t.version), uniqueIndex('order_proofs_file_key').on(t.fileId)],
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
    /**
     * A ready-stock line: the variant and the flash sale it was bought in; `item_name` is the goods and variant name
     * when ordered (a later rename does not rewrite an order). `stock_returned` is set, once, by the transaction that
     * cancels the order and puts its units back (services/stock.service.ts releaseOrderStock).
     */
    variantId: integer('variant_id').references((): AnyPgColumn => stockVariants.id),
    saleId: integer('sale_id').references((): AnyPgColumn => flashSales.id),
    itemName: jsonb('item_name').$type<LocalizedText>(),
    stockReturned: boolean('stock_returned').notNull().default(false),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_sale_idx').on(t.saleId).where(sql`${t.saleId} is not null`)],
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
    /** The staff member (or customer) who sent the event; null for the system and the payment provider. */
    actorId: integer('actor_id').references(() => users.id),
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
    status: text('status').notNull(), // paymentMachine: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'voided' | 'paid_late' | 'refunded'
    amountFils: integer('amount_fils').notNull(),
    /** Sum of this payment's refunds (never above amount_fils; services/refund.service.ts). */
    refundedFils: integer('refunded_fils').notNull().default(0),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    transfer: jsonb('transfer').$type<{ account_name: string; bank: string; reference_last6: string; voucher_file_id: number }>(),
    /** Why staff rejected this bank transfer (the payment is then `failed` and the order unpaid again). */
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_key').on(t.providerRef), index('payments_order_idx').on(t.orderId)],
);

/**
 * Refunds of payments (services/refund.service.ts), to the method that paid: card → the provider's refund, balance or
 * credit → back to the wallet with a ledger row, bank transfer → a payout staff make (pending until they do).
 * `idempotency_key` is unique, so a retried refund request refunds once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    method: text('method').notNull(),
    amountFils: integer('amount_fils').notNull(),
    reason: text('reason').notNull(), // 'late_payment' | 'after_sales' | 'order_cancelled' | 'order_rejected'
    status: text('status').notNull(), // refundMachine: 'pending' | 'succeeded' | 'failed'
    /** The provider's refund id, or the bank reference staff recorded for a bank-transfer refund. */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    completedBy: integer('completed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey), index('refunds_order_idx').on(t.orderId), index('refunds_status_idx').on(t.status, t.id)],
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
    status: text('status').notNull().default('pending'), // rechargeMachine: 'pending' | 'confirmed' | 'rejected'
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Why staff rejected the top-up. */
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_recharges_user_idx').on(t.userId, t.id),
    index('wallet_recharges_status_idx').on(t.status, t.id),
    uniqueIndex('wallet_recharges_voucher_key').on(t.voucherFileId),
  ],
);

/**
 * Remittance vouchers claimed by a bank-transfer payment or a top-up. A voucher backs one of them only: its file and
 * its content (the same receipt uploaded again) are both unique here, so neither a second order nor a top-up can
 * reuse it, even when submitted at the same time.
 */
export const transferVouchers = pgTable(
  'transfer_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    voucherFileId: integer('voucher_file_id').notNull().references(() => uploads.id),
    voucherSha256: text('voucher_sha256').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    rechargeId: integer('recharge_id').references(() => walletRecharges.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_vouchers_file_key').on(t.voucherFileId), uniqueIndex('transfer_vouchers_sha256_key').on(t.voucherSha256)],
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
    account: text('account').notNull(), // 'balance' | 'credit' (the credit used) | 'credit_limit' (staff change the limit)
    deltaFils: bigint('delta_fils', { mode: 'number' }).notNull(),
    afterFils: bigint('after_fils', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(), // 'order_payment' | 'refund' | 'top_up' | 'adjustment' | 'credit_limit'
    /** Why staff adjusted the balance or changed the credit limit (shown to the customer in the wallet records). */
    note: text('note'),
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

/**
 * Who did what in the staff console (and through staff API operations): one row per staff operation, written in the
 * transaction of the change it records (services/audit.service.ts). `before` and `after` hold the changed fields.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull().references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(), // 'order' | 'user' | 'recharge' | 'settings'
    entityId: integer('entity_id'),
    /** The order or customer the row is about, so a page lists its trail with one indexed query. */
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_order_idx').on(t.orderId, t.id), index('audit_log_user_idx').on(t.userId, t.id)],
);

/**
 * After-sales applications (spec §3, §4; docs/after-sales.md): a reprint or a refund of lines of a delivered,
 * received or closed order. `status` changes only through src/domain/after-sales/after-sales.ts. A decision is one
 * status-conditional update, so two staff deciding at once make one refund or one reprint.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    orderId: integer('order_id').notNull().references(() => orders.id),
    type: text('type').notNull(), // 'refund' | 'reprint'
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull().default(''),
    status: text('status').notNull(),
    /** Set by a refund approval: what was refunded. */
    refundFils: integer('refund_fils'),
    /** Set by a reprint approval: the new zero-amount order. */
    reprintOrderId: integer('reprint_order_id').references(() => orders.id),
    /** Staff's reason when refusing, or their note when asking for the goods back. */
    staffReason: text('staff_reason'),
    returnCourier: text('return_courier'),
    returnTrackingNo: text('return_tracking_no'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_sn_key').on(t.sn),
    uniqueIndex('after_sales_idempotency_key').on(t.userId, t.idempotencyKey),
    index('after_sales_user_idx').on(t.userId, t.id),
    index('after_sales_status_idx').on(t.status, t.id),
    index('after_sales_order_idx').on(t.orderId),
  ],
);

/** The order lines an application is about; `open` until it ends, and one open application per order line. */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id').notNull().references(() => afterSales.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    /** This line's share of the application's refund (what a later application on the line may still get back). */
    refundFils: integer('refund_fils').notNull().default(0),
    open: boolean('open').notNull().default(true),
  },
  (t) => [uniqueIndex('after_sale_lines_open_key').on(t.orderLineId).where(sql`${t.open}`), index('after_sale_lines_after_sale_idx').on(t.afterSaleId)],
);

/** The customer's pictures (uploads of kind `after_sales`); a picture belongs to one application. */
export const afterSaleImages = pgTable(
  'after_sale_images',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id').notNull().references(() => afterSales.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => uploads.id),
  },
  (t) => [uniqueIndex('after_sale_images_file_key').on(t.fileId), index('after_sale_images_after_sale_idx').on(t.afterSaleId)],
);

/** Every step of an application, for its timeline. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id').notNull().references(() => afterSales.id, { onDelete: 'cascade' }),
    event: text('event').notNull(), // 'apply' or an after-sales event
    status: text('status').notNull(),
    actor: text('actor').notNull(), // 'customer' | 'staff'
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_events_after_sale_idx').on(t.afterSaleId, t.id)],
);

/**
 * Tax certification submissions (spec §3 Account: company name, TRN, business licence, trademark authorisation; §4
 * states). Each submission is a row; the user's newest row is their certification. At most one is in review per user
 * (partial unique index), so two submissions at once cannot both wait. The files are uploads of kind 'certificate',
 * shown only to their owner and to staff.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    trn: text('trn').notNull(),
    licenceFileId: integer('licence_file_id').notNull().references(() => uploads.id),
    trademarkFileId: integer('trademark_file_id').references(() => uploads.id),
    status: text('status').notNull(), // certificationMachine: 'in_review' | 'verified' | 'failed'
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certifications_user_idx').on(t.userId, t.id),
    index('certifications_status_idx').on(t.status, t.id),
    uniqueIndex('certifications_one_in_review_key').on(t.userId).where(sql`${t.status} = 'in_review'`),
  ],
);

/**
 * Invoice applications (spec §3: application SN, invoice SN, header, amount, method, category, status). The amounts
 * are computed by the server from the orders when the customer applies; the header and TRN are copied then, so a
 * later change of certification does not rewrite an invoice. `invoice_no` is set when staff issue it: the next
 * number of `invoice_counters`, taken in the issuing transaction (unique, gap-free).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    applicationSn: text('application_sn').notNull(),
    invoiceNo: integer('invoice_no'),
    method: text('method').notNull(), // 'order' | 'summary'
    category: text('category').notNull(), // 'tax_invoice' | 'simplified_tax_invoice'
    header: text('header').notNull(), // 'company' | 'personal'
    headerName: text('header_name').notNull(),
    customerTrn: text('customer_trn'),
    certificationId: integer('certification_id').references(() => certifications.id),
    taxableFils: integer('taxable_fils').notNull(),
    taxFils: integer('tax_fils').notNull(),
    amountFils: integer('amount_fils').notNull(),
    status: text('status').notNull(), // invoiceMachine: 'pending' | 'issued' | 'failed' | 'withdrawn'
    rejectReason: text('reject_reason'),
    /** The tax invoice PDF, under a server-generated name in the file storage. */
    pdfStoredName: text('pdf_stored_name'),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_application_sn_key').on(t.applicationSn),
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    index('invoices_user_idx').on(t.userId, t.id),
    index('invoices_status_idx').on(t.status, t.id),
  ],
);

/**
 * The orders on an invoice. `live` is true while the invoice is pending or issued and set false in the transaction
 * that refuses or withdraws it; the partial unique index keeps an order on at most one live invoice, even when two
 * applications race.
 */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    live: boolean('live').notNull().default(true),
  },
  (t) => [index('invoice_orders_invoice_idx').on(t.invoiceId), uniqueIndex('invoice_orders_live_order_key').on(t.orderId).where(sql`${t.live}`)],
);

/** Counters of sequential numbers (`tax_invoice`: the last issued invoice number), advanced inside the issuing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  key: text('key').primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

/**
 * Coupon templates (spec §3 Coupon, §9; docs/coupons.md): what a coupon gives (an amount, or a percentage with a
 * cap), its threshold and scope, when it may be claimed and how long a claimed one stays valid, its stock and
 * per-customer limit, and who may claim. `claimed` rises by one per claim with an update conditional on the stock
 * (never above `total_stock`); `status` moves only through couponTemplateMachine.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  /** Seeded templates' stable key ('member_day', 'trial_voucher'…); null for staff-made ones. */
  code: text('code').unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  kind: text('kind').notNull(), // CouponKind: 'amount' | 'percent'
  amountFils: integer('amount_fils').notNull().default(0),
  percent: integer('percent').notNull().default(0),
  capFils: integer('cap_fils').notNull().default(0),
  thresholdFils: integer('threshold_fils').notNull().default(0),
  scope: text('scope').notNull().default('all'), // CouponScope
  scopeProducts: jsonb('scope_products').$type<string[]>().notNull().default([]),
  scopeCategories: jsonb('scope_categories').$type<number[]>().notNull().default([]),
  claimFrom: timestamp('claim_from', { withTimezone: true }),
  claimUntil: timestamp('claim_until', { withTimezone: true }),
  /** Claimable only on member days (spec §9: the 1st to the 5th of each month). */
  memberDay: boolean('member_day').notNull().default(false),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Valid this many days after the claim (instead of the fixed window). */
  validDays: integer('valid_days'),
  totalStock: integer('total_stock').notNull(),
  claimed: integer('claimed').notNull().default(0),
  perCustomer: integer('per_customer').notNull().default(1),
  audience: text('audience').notNull().default('members'), // CouponAudience
  status: text('status').notNull().default('active'), // couponTemplateMachine
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [check('coupon_templates_stock_check', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.totalStock}`)]);

/**
 * Coupons customers claimed. `status` (usable | used) moves only through userCouponMachine with status-conditional
 * updates; expired is derived from `valid_until`. A used coupon names the order that took it.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull().references(() => couponTemplates.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('usable'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    claimedAt: createdAt(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.status, t.validUntil),
    index('user_coupons_template_user_idx').on(t.templateId, t.userId),
    uniqueIndex('user_coupons_order_key').on(t.orderId),
  ],
);

/** The coupon ledger: one row per claim, use and return, written in the transaction of the change. */
export const couponLedger = pgTable(
  'coupon_ledger',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id').notNull().references(() => couponTemplates.id),
    userCouponId: integer('user_coupon_id').notNull().references(() => userCoupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(), // 'claim' | 'use' | 'return'
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_ledger_user_idx').on(t.userId, t.id), index('coupon_ledger_template_idx').on(t.templateId, t.event)],
);

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

/**
 * Design tasks (issue 14, docs/design-service.md): "design it for me" on an order line. The shopper's brief, the
 * product and its configuration as ordered, the fee (excl. VAT, from the design price book, part of the order's
 * goods), the designer who claimed it. `status` moves only through designTaskMachine (src/domain/design/status.ts)
 * with status-conditional updates, so two designers claiming at once make one claim. One task per order line.
 */
export const designTasks = pgTable(
  'design_tasks',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
    /** The shopper (the order's owner). */
    userId: integer('user_id').notNull().references(() => users.id),
    designerId: integer('designer_id').references(() => users.id),
    productCode: text('product_code').notNull(),
    family: text('family').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    brief: text('brief').notNull(),
    feeFils: integer('fee_fils').notNull(),
    status: text('status').notNull(),
    /** Change requests the shopper made (each one a revision round; FREE_REVISION_ROUNDS are free). */
    roundsUsed: integer('rounds_used').notNull().default(0),
    approvedDraftId: integer('approved_draft_id'),
    /** Staff's reason when they cancelled the task; 'order_cancelled' when its order was. */
    cancelReason: text('cancel_reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('design_tasks_sn_key').on(t.sn),
    uniqueIndex('design_tasks_order_line_key').on(t.orderLineId),
    index('design_tasks_status_idx').on(t.status, t.id),
    index('design_tasks_user_idx').on(t.userId, t.id),
    index('design_tasks_designer_idx').on(t.designerId, t.id),
    index('design_tasks_order_idx').on(t.orderId),
  ],
);

/** The shopper's reference files for a brief (their own uploads: logos, photos, an old print). */
export const designReferences = pgTable(
  'design_references',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => uploads.id),
  },
  (t) => [uniqueIndex('design_references_task_file_key').on(t.taskId, t.fileId)],
);

/**
 * Drafts a designer uploads (uploads of kind 'design_draft', checked like every upload). Every version is kept; the
 * shopper approves one (its file becomes the order line's design file) or asks for changes with a comment.
 */
export const designDrafts = pgTable(
  'design_drafts',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id').notNull().references(() => uploads.id),
    designerId: integer('designer_id').notNull().references(() => users.id),
    /** The designer's note to the shopper. */
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'), // DesignDraftStatus: 'pending' | 'changes_requested' | 'approved'
    /** The shopper's change request. */
    comment: text('comment'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('design_drafts_version_key').on(t.taskId, t.version), uniqueIndex('design_drafts_file_key').on(t.fileId)],
);

/** Every step of a task, for its timeline and the console. */
export const designTaskEvents = pgTable(
  'design_task_events',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(), // 'create' or a DesignTaskEvent
    status: text('status').notNull(),
    actor: text('actor').notNull(), // 'customer' | 'designer' | 'staff' | 'system'
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('design_task_events_task_idx').on(t.taskId, t.id)],
);

/**
 * The designers' earnings ledger: one row per approved task (its designer's share of the fee), written in the
 * approval's transaction; the unique task id keeps a task from paying twice.
 */
export const designerEarnings = pgTable(
  'designer_earnings',
  {
    id: serial('id').primaryKey(),
    designerId: integer('designer_id').notNull().references(() => users.id),
    taskId: integer('task_id').notNull().references(() => designTasks.id),
    feeFils: integer('fee_fils').notNull(),
    amountFils: integer('amount_fils').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('designer_earnings_task_key').on(t.taskId), index('designer_earnings_designer_idx').on(t.designerId, t.id)],
);

/**
 * The growth-point ledger (docs/membership.md): one row per change of a customer's points or level, written in the
 * transaction of the change under the customer's row lock. Points count while `earned_at` is within the latest 90
 * days: an order's grant is dated when the order closed, and a later refund's deduction carries the grant's date, so
 * both leave the window together. `level_before`/`level_after` record every level change (upgrade, monthly
 * assessment, annual membership). An order grants once (unique index).
 */
export const growthLedger = pgTable(
  'growth_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'order' | 'refund' | 'adjustment' | 'assessment' | 'annual' | 'annual_end' */
    reason: text('reason').notNull(),
    deltaPoints: integer('delta_points').notNull(),
    /** The customer's points in the window just after this row. */
    pointsAfter: integer('points_after').notNull(),
    levelBefore: integer('level_before').notNull(),
    levelAfter: integer('level_after').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** Staff's reason for an adjustment. */
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('growth_ledger_user_idx').on(t.userId, t.id),
    index('growth_ledger_window_idx').on(t.userId, t.earnedAt),
    uniqueIndex('growth_ledger_order_grant_key').on(t.orderId).where(sql`${t.reason} = 'order'`),
  ],
);

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

/**
 * Reviews (docs/reviews.md): the owner of a received order rates one of its lines, once (unique order line). The
 * goods page shows the visible ones; `status` moves only through src/domain/review/review.ts (staff hide and show
 * again, with a reason and an audit row).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
    productCode: text('product_code').notNull(),
    /** The goods row the goods page shows it on (the quote product's goods row when the review was written). */
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull(), // reviewMachine: 'visible' | 'hidden'
    /** Staff's reason for the last hide or show. */
    staffReason: text('staff_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_key').on(t.orderLineId),
    index('reviews_goods_idx').on(t.goodsId, t.status, t.id),
    index('reviews_user_idx').on(t.userId, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A review's pictures (uploads of kind `review`); a picture belongs to one review. */
export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => uploads.id),
  },
  (t) => [uniqueIndex('review_images_file_key').on(t.fileId), index('review_images_review_idx').on(t.reviewId)],
);

/**
 * Variants of ready-stock goods (spec §2/§9, category 76; docs/stock.md): a size, colour or pack of a goods row, with
 * its unit price (fils, excl. VAT) and the units on hand. `stock` moves only by conditional updates (never below zero,
 * a check constraint behind them) with a `stock_ledger` row in the same transaction.
 */
export const stockVariants = pgTable(
  'stock_variants',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id').notNull().references(() => goods.id),
    /** Seeded variants' stable key ('pen-blue-50'…); staff-made ones get one from the console. */
    sku: text('sku').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    priceFils: integer('price_fils').notNull(),
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    isShow: boolean('is_show').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_variants_sku_key').on(t.sku),
    index('stock_variants_goods_idx').on(t.goodsId, t.sort),
    check('stock_variants_stock_check', sql`${t.stock} >= 0`),
    check('stock_variants_price_check', sql`${t.priceFils} > 0`),
  ],
);

/**
 * The stock ledger: one row per change of a variant's units on hand (or of a flash sale's units sold), written in the
 * transaction of the change. For every variant, the sum of `delta` equals `stock_variants.stock`.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => stockVariants.id),
    /** 'seed' | 'adjust' (staff, with a note) | 'order' (taken by an order) | 'return' (the order was cancelled) */
    reason: text('reason').notNull(),
    delta: integer('delta').notNull(),
    after: integer('after').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    saleId: integer('sale_id').references((): AnyPgColumn => flashSales.id),
    actorId: integer('actor_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_ledger_variant_idx').on(t.variantId, t.id), index('stock_ledger_order_idx').on(t.orderId)],
);

/**
 * Flash sales (`/seckill`; docs/stock.md): a variant at a lower unit price (fils, excl. VAT) between `starts_at` and
 * `ends_at`, with its own units (`total_stock`) and a per-customer limit. `sold` rises in the order's transaction with
 * an update conditional on the window and the units left (a check constraint behind it) and falls when such an order
 * is cancelled; the units also come off the variant's stock. `status` moves only through flashSaleMachine.
 */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id').notNull().references(() => stockVariants.id),
    priceFils: integer('price_fils').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalStock: integer('total_stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perCustomer: integer('per_customer').notNull().default(1),
    status: text('status').notNull().default('active'), // flashSaleMachine
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.status, t.endsAt),
    check('flash_sales_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.totalStock}`),
    check('flash_sales_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * "My designs" (issue 14, docs/online-design.md): a customer's designs from the online editor. The size is the
 * server's (trim from the configuration, bleed from the product's presses, spec §5), the document is the editor's
 * (src/domain/editor DesignDoc, checked by the contract); images it places are uploads of kind `design_image`.
 */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productCode: text('product_code').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    kind: text('kind').notNull(), // DesignKind
    /** Trim and bleed in hundredths of a millimetre (sizes such as 85.5 mm stay exact). */
    widthHmm: integer('width_hmm').notNull(),
    heightHmm: integer('height_hmm').notNull(),
    bleedHmm: integer('bleed_hmm').notNull(),
    sides: integer('sides').notNull(),
    doc: jsonb('doc').$type<DesignDoc>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_idx').on(t.userId, t.updatedAt)],
);
