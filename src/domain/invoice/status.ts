/**
 * Certification and invoice states (spec §4). Nothing sets a certification's or an invoice application's status
 * except through these tables (see ../state-machine.ts); both are checked at start-up and property-tested.
 */
import { defineMachine, transition } from '../state-machine';

/**
 * Certification (spec §4 "not certified, in review, verified, failed"): a submission is in review until staff verify
 * it or fail it with a reason. "Not certified" is the absence of a submission; after a failure the customer submits
 * again (a new row), so `failed` is final for its row.
 */
export const CERTIFICATION_STATUSES = ['in_review', 'verified', 'failed'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const CERTIFICATION_EVENTS = [
  'verify', // staff checked the licence and the TRN
  'fail', // staff refused it with a reason; the customer may submit again
] as const;
export type CertificationEvent = (typeof CERTIFICATION_EVENTS)[number];

export const certificationMachine = defineMachine({
  name: 'certification',
  statuses: CERTIFICATION_STATUSES,
  events: CERTIFICATION_EVENTS,
  initial: 'in_review',
  final: ['verified', 'failed'],
  transitions: {
    in_review: { verify: 'verified', fail: 'failed' },
    verified: {},
    failed: {},
  },
});

/**
 * Invoice applications (spec §4 "pending, issued, review failed; can be withdrawn while cancellable"): pending until
 * staff issue the tax invoice or refuse it with a reason; the customer may withdraw it while it is pending.
 */
export const INVOICE_STATUSES = ['pending', 'issued', 'failed', 'withdrawn'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_EVENTS = [
  'issue', // staff issued it: a numbered tax invoice PDF exists
  'refuse', // staff refused it with a reason (review failed); its orders may be invoiced again
  'withdraw', // the customer withdrew it while pending; its orders may be invoiced again
] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

export const invoiceMachine = defineMachine({
  name: 'invoice',
  statuses: INVOICE_STATUSES,
  events: INVOICE_EVENTS,
  initial: 'pending',
  final: ['issued', 'failed', 'withdrawn'],
  transitions: {
    pending: { issue: 'issued', refuse: 'failed', withdraw: 'withdrawn' },
    issued: {},
    failed: {},
    withdrawn: {},
  },
});

export function nextInvoiceStatus(from: InvoiceStatus, event: InvoiceEvent): InvoiceStatus | null {
  return transition(invoiceMachine, from, event);
}

/** Statuses that keep an order on the invoice: an order can be on at most one live invoice. */
export const LIVE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'issued'];
