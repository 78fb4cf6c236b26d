/**
 * A claimed coupon's status (spec §4 Coupons: usable, used, expired) and a template's. `expired` is not stored: a
 * usable coupon past its validity is expired (a returned coupon past it too). Nothing sets either status except
 * through these tables (see ../state-machine.ts).
 */
import { defineMachine } from '../state-machine';

export const USER_COUPON_STATUSES = ['usable', 'used'] as const;
export type UserCouponStatus = (typeof USER_COUPON_STATUSES)[number];

export const USER_COUPON_EVENTS = [
  'use', // an order took it (in the order's transaction)
  'return', // that order was cancelled unpaid, or lapsed unpaid: the coupon is usable again
] as const;
export type UserCouponEvent = (typeof USER_COUPON_EVENTS)[number];

export const userCouponMachine = defineMachine({
  name: 'user_coupon',
  statuses: USER_COUPON_STATUSES,
  events: USER_COUPON_EVENTS,
  initial: 'usable',
  final: [],
  transitions: {
    usable: { use: 'used' },
    used: { return: 'usable' },
  },
});

export const COUPON_TEMPLATE_STATUSES = ['active', 'ended'] as const;
export type CouponTemplateStatus = (typeof COUPON_TEMPLATE_STATUSES)[number];
export const COUPON_TEMPLATE_EVENTS = ['end'] as const;
export type CouponTemplateEvent = (typeof COUPON_TEMPLATE_EVENTS)[number];

/** An admin ends a template: nobody can claim it any more; coupons already claimed stay usable until they expire. */
export const couponTemplateMachine = defineMachine({
  name: 'coupon_template',
  statuses: COUPON_TEMPLATE_STATUSES,
  events: COUPON_TEMPLATE_EVENTS,
  initial: 'active',
  final: ['ended'],
  transitions: {
    active: { end: 'ended' },
    ended: {},
  },
});

/** The tab a claimed coupon shows under (spec §4: usable, used, expired). */
export function couponTab(status: UserCouponStatus, validUntil: Date, now: Date): 'usable' | 'used' | 'expired' {
  if (status === 'used') return 'used';
  return now >= validUntil ? 'expired' : 'usable';
}
