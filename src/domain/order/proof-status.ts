/**
 * A proof's own status (spec §4 pending proof approval; the `order_proofs` rows staff send for an order). A new proof
 * waits for the customer's answer: approved, or changes requested with a comment — then staff send the next version
 * as a new row, so both answers are final for their row. Every version is kept.
 */
import { defineMachine } from '../state-machine';

export const ORDER_PROOF_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type OrderProofStatus = (typeof ORDER_PROOF_STATUSES)[number];

export const ORDER_PROOF_EVENTS = [
  'approve', // the customer approved it (the order's `approve_proof`)
  'request_changes', // the customer asked for changes with a comment (the order's `request_changes`)
] as const;
export type OrderProofEvent = (typeof ORDER_PROOF_EVENTS)[number];

export const orderProofMachine = defineMachine({
  name: 'order_proof',
  statuses: ORDER_PROOF_STATUSES,
  events: ORDER_PROOF_EVENTS,
  initial: 'pending',
  final: ['approved', 'changes_requested'],
  transitions: {
    pending: { approve: 'approved', request_changes: 'changes_requested' },
    approved: {},
    changes_requested: {},
  },
});
