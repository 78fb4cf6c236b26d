/**
 * After-sales (spec §3 After-sales, §4, §5): a customer's application for a reprint or a refund of lines of a
 * delivered, received or closed order, its statuses as one transition table, and the rules both the form and the
 * server apply. Pure: the browser pre-checks with it, the server decides with it.
 */
import { defineMachine, transition } from '../state-machine';
import type { OrderStatus } from '../order/status';

export const AFTER_SALE_TYPES = ['refund', 'reprint'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

/** Why the customer applies (the form's list; `after_sales.reason.<key>` in the dictionaries). */
export const AFTER_SALE_REASONS = ['print_quality', 'wrong_content', 'wrong_quantity', 'damaged_in_transit', 'late_delivery', 'other'] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

/** spec §5/§9: the explanation holds at most 200 characters; at most 3 images, JPEG or PNG, 1 MB or less each. */
export const AFTER_SALE_EXPLANATION_MAX = 200;
export const AFTER_SALE_IMAGES_MAX = 3;
export const AFTER_SALE_IMAGE_MAX_BYTES = 1024 * 1024;
export const AFTER_SALE_IMAGE_MAX_MB = 1;

/** Order statuses in which the customer may apply (the goods reached them). */
export const AFTER_SALE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'received', 'closed'];

/** Whether an order in this status offers the "After-sales" action. */
export function afterSalesOpenFor(status: OrderStatus): boolean {
  return AFTER_SALE_ORDER_STATUSES.includes(status);
}

export const AFTER_SALE_STATUSES = ['in_progress', 'awaiting_return', 'return_sent', 'processed', 'failed', 'withdrawn'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_EVENTS = [
  'request_return', // staff ask for the goods back before deciding
  'send_back', // the customer entered the courier and tracking number of the goods sent back
  'approve_refund', // staff refunded (part of) what was paid for the lines
  'approve_reprint', // staff made a zero-amount reprint order, linked to the original, entering production
  'refuse', // staff refused with a reason
  'withdraw', // the customer withdrew the application while it was in progress
] as const;
export type AfterSaleEvent = (typeof AFTER_SALE_EVENTS)[number];

/**
 * in progress → processed (refund or reprint approved), failed (refused) or withdrawn (by the buyer). Staff may ask
 * for the goods back first: the customer then sends them and enters the tracking number, and staff decide. The
 * buyer may withdraw until the goods are on their way back.
 */
export const afterSaleMachine = defineMachine({
  name: 'after-sales',
  statuses: AFTER_SALE_STATUSES,
  events: AFTER_SALE_EVENTS,
  initial: 'in_progress',
  final: ['processed', 'failed', 'withdrawn'],
  transitions: {
    in_progress: { request_return: 'awaiting_return', approve_refund: 'processed', approve_reprint: 'processed', refuse: 'failed', withdraw: 'withdrawn' },
    awaiting_return: { send_back: 'return_sent', refuse: 'failed', withdraw: 'withdrawn' },
    return_sent: { approve_refund: 'processed', approve_reprint: 'processed', refuse: 'failed' },
    processed: {},
    failed: {},
    withdrawn: {},
  },
});

export function nextAfterSaleStatus(from: AfterSaleStatus, event: AfterSaleEvent): AfterSaleStatus | null {
  return transition(afterSaleMachine, from, event);
}

/** Statuses of an open application: an order line has at most one open application. */
export const AFTER_SALE_OPEN: readonly AfterSaleStatus[] = ['in_progress', 'awaiting_return', 'return_sent'];

/** The list's tabs (spec §2 after-sales list) and the statuses each shows. */
export const AFTER_SALE_TABS = {
  all: AFTER_SALE_STATUSES,
  in_progress: AFTER_SALE_OPEN,
  processed: ['processed'],
  failed: ['failed', 'withdrawn'],
} as const satisfies Record<string, readonly AfterSaleStatus[]>;
export type AfterSaleTab = keyof typeof AFTER_SALE_TABS;

/** Staff decisions the table allows from a status (the console's buttons). */
export const STAFF_AFTER_SALE_EVENTS = ['approve_refund', 'approve_reprint', 'request_return', 'refuse'] as const satisfies readonly AfterSaleEvent[];
export type StaffAfterSaleEvent = (typeof STAFF_AFTER_SALE_EVENTS)[number];

export function staffAfterSaleEventsFor(status: AfterSaleStatus): StaffAfterSaleEvent[] {
  return STAFF_AFTER_SALE_EVENTS.filter((event) => nextAfterSaleStatus(status, event) !== null);
}

export interface ClaimedLine {
  /** The line's total including VAT, and its quantity, as ordered. */
  totalFils: number;
  quantity: number;
  /** How many of the line the application is about (1…quantity). */
  claimed: number;
  /** What after-sales already refunded for this line. */
  refundedFils: number;
}

/** What an order line's claimed share cost: its total × claimed / quantity, rounded down to the fils. */
export function claimedFils(line: Pick<ClaimedLine, 'totalFils' | 'quantity' | 'claimed'>): number {
  return Math.floor((line.totalFils * line.claimed) / line.quantity);
}

/**
 * The most a refund of these lines may be: what was paid for them less what was refunded for them before, and never
 * more than what is left of the order's payments (`orderLeftFils`: paid less every refund of the order).
 */
export function refundableFils(lines: readonly ClaimedLine[], orderLeftFils: number): number {
  const forLines = lines.reduce((sum, line) => sum + Math.max(0, claimedFils(line) - line.refundedFils), 0);
  return Math.max(0, Math.min(forLines, orderLeftFils));
}

/**
 * Shares a refund out over the lines in proportion to what each may still give back (the last line takes the
 * rounding), so a later application on the same lines knows what is left.
 */
export function allocateRefund(lines: readonly ClaimedLine[], amountFils: number): number[] {
  const room = lines.map((line) => Math.max(0, claimedFils(line) - line.refundedFils));
  const total = room.reduce((a, b) => a + b, 0);
  if (total === 0) return lines.map(() => 0);
  let given = 0;
  return room.map((r, i) => {
    if (i === room.length - 1) return amountFils - given;
    const share = Math.floor((amountFils * r) / total);
    given += share;
    return share;
  });
}
