/**
 * Order statuses (spec §4) and the one transition table. Nothing changes an order's status except `nextStatus()`
 * (the table), and the table is checked at start-up and property-tested.
 */
import { checkMachine, defineMachine, transition } from '../state-machine';

export const ORDER_STATUSES = [
  'unpaid',
  'pending_review',
  'pending_proof_approval',
  'proof_approved',
  'imposition_in_progress',
  'imposition_completed',
  'published',
  'plate_making',
  'printed',
  'in_production',
  'stocked',
  'shipped',
  'delivered',
  'received',
  'closed',
  'cancelled',
  'error',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = [
  'pay', // payment confirmed (spec §4: pending payment → paid)
  'accept_cod', // cash-on-delivery order accepted without prepayment
  'reprint', // a zero-amount reprint made by an approved after-sales application: its proof was approved on the original, so it goes to production
  'accept', // staff reviewed the order and files and took it on (the status stays: the proof is being made)
  'reject', // staff refused the order with a reason: it is cancelled and what was paid is refunded
  'review_ok', // staff accepted it with no proof needed
  'send_proof', // staff uploaded a proof (a new version after a change request)
  'approve_proof', // the customer approved the proof
  'request_changes', // the customer asked for changes to the proof: back to staff for a new version
  'start_imposition',
  'finish_imposition',
  'publish',
  'make_plates',
  'print',
  'produce',
  'stock',
  'ship',
  'deliver',
  'receive',
  'close',
  'cancel', // unpaid cancellation, expiry, or an approved cancellation request
  'fail',
  'activate', // a paid service order (the annual membership, docs/membership.md) needs no production: it is complete at once
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** from → event → to. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  unpaid: { pay: 'pending_review', accept_cod: 'pending_review', reprint: 'proof_approved', cancel: 'cancelled' },
  pending_review: { accept: 'pending_review', reject: 'cancelled', send_proof: 'pending_proof_approval', review_ok: 'proof_approved', cancel: 'cancelled', fail: 'error', activate: 'closed' },
  pending_proof_approval: { approve_proof: 'proof_approved', request_changes: 'pending_review', cancel: 'cancelled', fail: 'error' },
  proof_approved: { start_imposition: 'imposition_in_progress', make_plates: 'plate_making', produce: 'in_production', cancel: 'cancelled', fail: 'error' },
  imposition_in_progress: { finish_imposition: 'imposition_completed', fail: 'error' },
  imposition_completed: { make_plates: 'plate_making', publish: 'published', fail: 'error' },
  published: { make_plates: 'plate_making', print: 'printed', fail: 'error' },
  plate_making: { print: 'printed', fail: 'error' },
  printed: { produce: 'in_production', stock: 'stocked', fail: 'error' },
  in_production: { stock: 'stocked', fail: 'error' },
  stocked: { ship: 'shipped' },
  shipped: { deliver: 'delivered' },
  delivered: { receive: 'received', close: 'closed' },
  received: { close: 'closed' },
  closed: {},
  cancelled: {},
  error: { review_ok: 'pending_review', cancel: 'cancelled' },
};

export const orderMachine = defineMachine({
  name: 'order',
  statuses: ORDER_STATUSES,
  events: ORDER_EVENTS,
  initial: 'unpaid',
  final: ['closed', 'cancelled'],
  transitions: ORDER_TRANSITIONS,
});

export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return transition(orderMachine, from, event);
}

/**
 * Who may send which event. Staff move orders through production with `staffMove` (events needing more than a click
 * — `reject` (a reason), `send_proof` (a file), `ship` (courier and tracking) — have their own operations); the
 * customer answers proofs and confirms receipt; the system pays, expires and confirms receipt after the set days.
 */
export const STAFF_EVENTS = ['accept', 'reject', 'review_ok', 'send_proof', 'start_imposition', 'finish_imposition', 'publish', 'make_plates', 'print', 'produce', 'stock', 'ship', 'deliver', 'close', 'fail'] as const satisfies readonly OrderEvent[];
export type StaffEvent = (typeof STAFF_EVENTS)[number];
/** Staff events sent by a plain move (no reason, file or tracking needed). */
export const STAFF_PLAIN_EVENTS = ['accept', 'review_ok', 'start_imposition', 'finish_imposition', 'publish', 'make_plates', 'print', 'produce', 'stock', 'deliver', 'close', 'fail'] as const satisfies readonly StaffEvent[];
export type StaffPlainEvent = (typeof STAFF_PLAIN_EVENTS)[number];
export const CUSTOMER_EVENTS = ['approve_proof', 'request_changes', 'receive'] as const satisfies readonly OrderEvent[];

/** The staff events the table allows from `status` (the console's action buttons); `accept` only until accepted. */
export function staffEventsFor(status: OrderStatus, accepted: boolean): StaffEvent[] {
  return STAFF_EVENTS.filter((event) => nextStatus(status, event) !== null && !(event === 'accept' && accepted));
}

/** Statuses in which a paid order may still be cancelled on request (before production starts; spec §4). */
export const CANCEL_ON_REQUEST: readonly OrderStatus[] = ['pending_review', 'pending_proof_approval', 'proof_approved'];

/** Statuses where production has started: online cancellation is refused — contact customer service (spec §4). */
export const IN_PRODUCTION: readonly OrderStatus[] = [
  'imposition_in_progress',
  'imposition_completed',
  'published',
  'plate_making',
  'printed',
  'in_production',
  'stocked',
];

export type CancelDecision = 'cancel_now' | 'request' | 'contact_service' | 'not_cancellable';

/** What "cancel" means for an order in this status. */
export function cancelDecision(status: OrderStatus): CancelDecision {
  if (status === 'unpaid') return 'cancel_now';
  if (CANCEL_ON_REQUEST.includes(status)) return 'request';
  if (IN_PRODUCTION.includes(status)) return 'contact_service';
  return 'not_cancellable';
}

/** The order-list tabs of spec §2 and the statuses each shows. */
export const ORDER_TABS = {
  all: ORDER_STATUSES,
  unpaid: ['unpaid'],
  proof: ['pending_review', 'pending_proof_approval'],
  production: ['proof_approved', ...IN_PRODUCTION],
  shipped: ['shipped', 'delivered'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;

/** Start-up check of the order table (see checkMachine). */
export function checkTransitionTable(): string[] {
  return checkMachine(orderMachine);
}

/** Who moved an order (its history's `actor`). */
export type OrderActor = 'customer' | 'staff' | 'system' | 'provider';
