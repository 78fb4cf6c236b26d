/**
 * Payment statuses: one table for a payment attempt (a row per balance, credit, card or bank-transfer payment), one
 * for an order's payment status, and one for a refund. Nothing sets either status except through these tables (see ../state-machine.ts).
 */
import { defineMachine, transition } from '../state-machine';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'voided', 'paid_late', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_EVENTS = [
  'succeed', // the money arrived while the order was payable: balance or credit debited, provider confirmed, staff confirmed a transfer
  'fail', // the provider says the payment failed or its session expired
  'cancel', // the shopper cancelled at the provider, or the order was cancelled or expired
  'void', // another payment of the order started or succeeded: this attempt must not pay the order any more
  'succeed_late', // the provider took the money anyway, after the shop gave the attempt up or the order stopped being payable
  'refund', // the whole amount was refunded (services/refund.service.ts); partial refunds keep the status
  'reject', // staff rejected a reported bank transfer (no such money arrived, or a wrong voucher)
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/**
 * A payment attempt. Pending until it succeeds, fails, is cancelled or voided. An order has at most one succeeded
 * payment: money that still arrives for an attempt that was given up (or for an order no longer payable) is
 * `paid_late` — never `succeeded` — and is refunded automatically. Only `refunded` is final.
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  statuses: PAYMENT_STATUSES,
  events: PAYMENT_EVENTS,
  initial: 'pending',
  final: ['refunded'],
  transitions: {
    pending: { succeed: 'succeeded', fail: 'failed', cancel: 'cancelled', void: 'voided', succeed_late: 'paid_late', reject: 'failed' },
    succeeded: { refund: 'refunded' },
    failed: { succeed_late: 'paid_late' },
    cancelled: { succeed_late: 'paid_late' },
    voided: { succeed_late: 'paid_late' },
    paid_late: { refund: 'refunded' },
    refunded: {},
  },
});

/** Statuses in which money was taken (and may be refunded). */
export const MONEY_TAKEN: readonly PaymentStatus[] = ['succeeded', 'paid_late'];

export function nextPaymentStatus(from: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return transition(paymentMachine, from, event);
}

/** An order's payment status (spec §4): what the customer has paid, apart from the order's production status. */
export const ORDER_PAYMENT_STATUSES = ['none', 'pending_confirmation', 'paid'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const ORDER_PAYMENT_EVENTS = [
  'submit_transfer', // the customer reports a bank transfer; staff confirm it when the money is on the statement
  'pay', // a payment of the order succeeded
  'reject_transfer', // staff rejected the reported transfer: the order is unpaid again and the customer may pay again
] as const;
export type OrderPaymentEvent = (typeof ORDER_PAYMENT_EVENTS)[number];

/** An order is paid once: a reported bank transfer waits for staff; every other method pays at once. */
export const orderPaymentMachine = defineMachine({
  name: 'order payment',
  statuses: ORDER_PAYMENT_STATUSES,
  events: ORDER_PAYMENT_EVENTS,
  initial: 'none',
  final: ['paid'],
  transitions: {
    none: { submit_transfer: 'pending_confirmation', pay: 'paid' },
    pending_confirmation: { pay: 'paid', reject_transfer: 'none' },
    paid: {},
  },
});

export function nextOrderPaymentStatus(from: OrderPaymentStatus, event: OrderPaymentEvent): OrderPaymentStatus | null {
  return transition(orderPaymentMachine, from, event);
}

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_EVENTS = [
  'complete', // the money went back: wallet credited, provider refunded, or staff paid a bank transfer out
  'fail', // the provider refused or could not be reached
  'retry', // a failed provider refund is tried again
] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

/** A refund: pending until the money is back with the customer; a failed provider refund is retried. */
export const refundMachine = defineMachine({
  name: 'refund',
  statuses: REFUND_STATUSES,
  events: REFUND_EVENTS,
  initial: 'pending',
  final: ['succeeded'],
  transitions: {
    pending: { complete: 'succeeded', fail: 'failed' },
    failed: { retry: 'pending' },
    succeeded: {},
  },
});

export function nextRefundStatus(from: RefundStatus, event: RefundEvent): RefundStatus | null {
  return transition(refundMachine, from, event);
}
