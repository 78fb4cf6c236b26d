/**
 * What an order has been paid and what is still due, by its state (issue 16): the server's figures for the orders
 * list and detail. A paid or refunded order owes nothing; a cancelled or closed one is not owed either; otherwise the
 * order total (VAT included) less what was paid is due. A bank transfer waiting for staff is still due until
 * confirmed.
 */
import type { OrderStatus } from './status';

export type OrderPaymentState = 'none' | 'pending_confirmation' | 'paid' | 'refunded';

const SETTLED_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['cancelled', 'closed']);

export function orderBalance(order: { status: OrderStatus; paymentStatus: OrderPaymentState; amountDueFils: number; paidFils: number }): { paid_fils: number; still_due_fils: number } {
  const settled = order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || SETTLED_STATUSES.has(order.status);
  return { paid_fils: order.paidFils, still_due_fils: settled ? 0 : Math.max(0, order.amountDueFils - order.paidFils) };
}
