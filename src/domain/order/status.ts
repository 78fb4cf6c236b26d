/**
 * Order statuses (spec §4) and the one transition table. Nothing changes an order's status except `transition()`,
 * and the table is checked at start-up and property-tested.
 */
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

export type OrderEvent =
  | 'pay' // payment confirmed (spec §4: pending payment → paid)
  | 'accept_cod' // cash-on-delivery order accepted without prepayment
  | 'review_ok'
  | 'send_proof'
  | 'approve_proof'
  | 'start_imposition'
  | 'finish_imposition'
  | 'publish'
  | 'make_plates'
  | 'print'
  | 'produce'
  | 'stock'
  | 'ship'
  | 'deliver'
  | 'receive'
  | 'close'
  | 'cancel' // unpaid cancellation, expiry, or an approved cancellation request
  | 'fail';

/** from → event → to. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  unpaid: { pay: 'pending_review', accept_cod: 'pending_review', cancel: 'cancelled' },
  pending_review: { send_proof: 'pending_proof_approval', review_ok: 'proof_approved', cancel: 'cancelled', fail: 'error' },
  pending_proof_approval: { approve_proof: 'proof_approved', cancel: 'cancelled', fail: 'error' },
  proof_approved: { start_imposition: 'imposition_in_progress', make_plates: 'plate_making', produce: 'in_production', cancel: 'cancelled', fail: 'error' },
  imposition_in_progress: { finish_imposition: 'imposition_completed', fail: 'error' },
  imposition_completed: { publish: 'published', fail: 'error' },
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

export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
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

/** Start-up check: every target is a known status and every status but the final ones can move on. */
export function checkTransitionTable(): string[] {
  const problems: string[] = [];
  const terminal: OrderStatus[] = ['closed', 'cancelled'];
  for (const status of ORDER_STATUSES) {
    const moves = Object.values(ORDER_TRANSITIONS[status]);
    for (const to of moves) if (!ORDER_STATUSES.includes(to)) problems.push(`${status} → unknown status ${to}`);
    if (!terminal.includes(status) && moves.length === 0) problems.push(`${status} is a dead end`);
  }
  return problems;
}
