/**
 * A queued notification in the outbox (docs/email.md): waiting, being sent by one worker, sent, or dead after too many
 * failed attempts. Nothing sets an outbox row's status except through this table (see ../state-machine.ts).
 */
import { defineMachine, transition } from '../state-machine';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_EVENTS = [
  // A worker takes the row for a while (its lease); a `sending` row whose lease ran out (the worker died mid-send) is
  // taken again.
  'claim',
  'deliver', // the mail server accepted it (or, without SMTP_URL, it went to the log)
  'fail', // the attempt failed: waits for its next attempt
  'give_up', // the attempt failed and it was the last one allowed: dead
  'requeue', // an operator sends a dead mail again (npm run outbox -- retry)
] as const;
export type OutboxEvent = (typeof OUTBOX_EVENTS)[number];

export const outboxMachine = defineMachine({
  name: 'outbox',
  statuses: OUTBOX_STATUSES,
  events: OUTBOX_EVENTS,
  initial: 'pending',
  final: ['sent'],
  transitions: {
    pending: { claim: 'sending' },
    sending: { claim: 'sending', deliver: 'sent', fail: 'pending', give_up: 'dead' },
    sent: {},
    dead: { requeue: 'pending' },
  },
});

export function nextOutboxStatus(from: OutboxStatus, event: OutboxEvent): OutboxStatus | null {
  return transition(outboxMachine, from, event);
}

/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones: `baseMs`, doubled after each failure, at most
 * `maxMs` (exponential backoff, so a mail server that is down is not hammered).
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
