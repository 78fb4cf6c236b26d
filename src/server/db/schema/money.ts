/** Money: payment attempts, refunds, top-ups, remittance vouchers, the wallet ledger and handled provider events. */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentMachine, type PaymentStatus, refundMachine, type RefundStatus } from '../../../domain/order/payment-status';
import { rechargeMachine, type RechargeStatus } from '../../../domain/wallet/recharge-status';
import { createdAt, statusCheck } from './columns';
import { uploads, users } from './accounts';
import { orders } from './ordering';

/** Payment attempts. `provider_ref` is the payment provider's session id (unique). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id),
    method: text('method').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountFils: integer('amount_fils').notNull(),
    /** Sum of this payment's refunds (never above amount_fils; modules/money/refund.service.ts). */
    refundedFils: integer('refunded_fils').notNull().default(0),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    transfer: jsonb('transfer').$type<{ account_name: string; bank: string; reference_last6: string; voucher_file_id: number }>(),
    /** Why staff rejected this bank transfer (the payment is then `failed` and the order unpaid again). */
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_key').on(t.providerRef), index('payments_order_idx').on(t.orderId), statusCheck(t.status, paymentMachine.statuses)],
);

/**
 * Refunds of payments (modules/money/refund.service.ts), to the method that paid: card → the provider's refund, balance or
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
    status: text('status').$type<RefundStatus>().notNull(),
    /** The provider's refund id, or the bank reference staff recorded for a bank-transfer refund. */
    providerRef: text('provider_ref'),
    idempotencyKey: text('idempotency_key').notNull(),
    completedBy: integer('completed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey), index('refunds_order_idx').on(t.orderId), index('refunds_status_idx').on(t.status, t.id), statusCheck(t.status, refundMachine.statuses)],
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
    status: text('status').$type<RechargeStatus>().notNull().default(rechargeMachine.initial),
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
    statusCheck(t.status, rechargeMachine.statuses),
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
