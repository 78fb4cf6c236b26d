/**
 * Balance top-ups by bank transfer (spec §3 Recharge): a request stays pending until staff confirm the money arrived,
 * and is credited exactly once. Nothing sets a top-up's status except through this table (see ../state-machine.ts).
 */
import { defineMachine, transition } from '../state-machine';

export const RECHARGE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

export const RECHARGE_EVENTS = [
  'confirm', // staff saw the money on the bank statement: the balance is credited
  'reject', // staff found no such transfer (or a wrong voucher): nothing is credited, the customer is told why
] as const;
export type RechargeEvent = (typeof RECHARGE_EVENTS)[number];

export const rechargeMachine = defineMachine({
  name: 'recharge',
  statuses: RECHARGE_STATUSES,
  events: RECHARGE_EVENTS,
  initial: 'pending',
  final: ['confirmed', 'rejected'],
  transitions: {
    pending: { confirm: 'confirmed', reject: 'rejected' },
    confirmed: {},
    rejected: {},
  },
});

export function nextRechargeStatus(from: RechargeStatus, event: RechargeEvent): RechargeStatus | null {
  return transition(rechargeMachine, from, event);
}
