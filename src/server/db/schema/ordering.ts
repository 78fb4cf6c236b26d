/** Buying: the cart, addresses, orders with their lines, proofs and events, after-sales, coupons, membership growth, ready stock and flash sales. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { afterSaleMachine, type AfterSaleStatus } from '../../../domain/after-sales/after-sales';
import { couponTemplateMachine, type CouponTemplateStatus, userCouponMachine, type UserCouponStatus } from '../../../domain/coupon/status';
import { orderPaymentMachine, type OrderPaymentStatus } from '../../../domain/order/payment-status';
import { orderProofMachine, type OrderProofStatus } from '../../../domain/order/proof-status';
import { orderMachine, type OrderStatus } from '../../../domain/order/status';
import { flashSaleMachine, type FlashSaleStatus } from '../../../domain/stock/status';
import type { LocalizedText } from '../../../domain/localized';
import { createdAt, statusCheck } from './columns';
import { uploads, users } from './accounts';
import { goods } from './catalogue';

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
    /**
     * A "Buy now" line: the quote page's configuration checked out on its own. Kept apart from the cart — not listed,
     * not counted, never merged with a cart line — until its order takes it; a new Buy now replaces it.
     */
    buyNow: boolean('buy_now').notNull().default(false),
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
    status: text('status').$type<OrderStatus>().notNull(),
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
    /** What the customer has paid (orderPaymentMachine); a refund does not change it (refunds are rows of `refunds`). */
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull().default(orderPaymentMachine.initial),
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
    statusCheck(t.status, orderMachine.statuses),
    statusCheck(t.paymentStatus, orderPaymentMachine.statuses),
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
    status: text('status').$type<OrderProofStatus>().notNull().default(orderProofMachine.initial),
    comment: text('comment'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_proofs_version_key').on(t.orderId, t.version), uniqueIndex('order_proofs_file_key').on(t.fileId), statusCheck(t.status, orderProofMachine.statuses)],
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
     * cancels the order and puts its units back (modules/ordering/stock.service.ts releaseOrderStock).
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
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').notNull(), // 'customer' | 'staff' | 'system' | 'provider'
    /** The staff member (or customer) who sent the event; null for the system and the payment provider. */
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id), statusCheck(t.status, orderMachine.statuses)],
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
    status: text('status').$type<AfterSaleStatus>().notNull(),
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
    statusCheck(t.status, afterSaleMachine.statuses),
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
    status: text('status').$type<AfterSaleStatus>().notNull(),
    actor: text('actor').notNull(), // 'customer' | 'staff'
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('after_sale_events_after_sale_idx').on(t.afterSaleId, t.id), statusCheck(t.status, afterSaleMachine.statuses)],
);

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
  status: text('status').$type<CouponTemplateStatus>().notNull().default(couponTemplateMachine.initial),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [check('coupon_templates_stock_check', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.totalStock}`), statusCheck(t.status, couponTemplateMachine.statuses)]);

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
    status: text('status').$type<UserCouponStatus>().notNull().default(userCouponMachine.initial),
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
    statusCheck(t.status, userCouponMachine.statuses),
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
    status: text('status').$type<FlashSaleStatus>().notNull().default(flashSaleMachine.initial),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_sales_window_idx').on(t.status, t.endsAt),
    check('flash_sales_sold_check', sql`${t.sold} >= 0 and ${t.sold} <= ${t.totalStock}`),
    check('flash_sales_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    statusCheck(t.status, flashSaleMachine.statuses),
  ],
);
