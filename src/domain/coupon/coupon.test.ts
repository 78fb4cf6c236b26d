import { describe, expect, it } from 'vitest';
import { bestCoupon, claimOpen, couponFit, isMemberDay, mayClaim, validityOf, type CouponRule, type CouponTemplateTimes } from './coupon';

const at = (iso: string) => new Date(iso);
const open: CouponTemplateTimes = { status: 'active', claimFrom: null, claimUntil: null, memberDay: false, validFrom: null, validUntil: null, validDays: 30 };
const rule = (r: Partial<CouponRule>): CouponRule => ({ kind: 'amount', amountFils: 5000, percent: 0, capFils: 0, thresholdFils: 0, scope: 'all', scopeProducts: [], scopeCategories: [], ...r });
const window = { from: at('2026-12-01T00:00:00Z'), until: at('2026-12-31T00:00:00Z') };
const now = at('2026-12-03T08:00:00Z');

describe('member day (spec §9: the 1st to the 5th, Dubai time)', () => {
  it('counts days in Dubai, not UTC', () => {
    expect(isMemberDay(at('2026-12-01T00:00:00+04:00'))).toBe(true);
    expect(isMemberDay(at('2026-12-05T23:59:00+04:00'))).toBe(true);
    // 5 Dec 21:00 UTC is already the 6th in Dubai.
    expect(isMemberDay(at('2026-12-05T21:00:00Z'))).toBe(false);
    // 30 Nov 21:00 UTC is the 1st in Dubai.
    expect(isMemberDay(at('2026-11-30T21:00:00Z'))).toBe(true);
  });

  it('a member-day template is claimable on member days only and valid until they end', () => {
    const memberDay = { ...open, memberDay: true, validDays: null };
    expect(claimOpen(memberDay, at('2026-12-03T12:00:00+04:00'))).toBe(true);
    expect(claimOpen(memberDay, at('2026-12-06T00:30:00+04:00'))).toBe(false);
    expect(validityOf(memberDay, at('2026-12-03T12:00:00+04:00')).until.toISOString()).toBe('2026-12-05T20:00:00.000Z');
    expect(claimOpen({ ...open, status: 'ended' }, now)).toBe(false);
  });
});

describe('who may claim (spec §6)', () => {
  it('members coupons need a level with the coupons perk; everyone coupons any customer', () => {
    expect(mayClaim('members', 0)).toBe(false);
    expect(mayClaim('members', 1)).toBe(true);
    expect(mayClaim('everyone', 0)).toBe(true);
  });
});

describe('couponFit', () => {
  const lines = [
    { productCode: 'bc_standard', categoryIds: [3101, 31], subtotalFils: 80_000 },
    { productCode: 'flyer_a5', categoryIds: [3201, 32], subtotalFils: 40_000 },
  ];
  it('the threshold applies to the goods in scope, and the discount never exceeds them', () => {
    expect(couponFit(rule({ thresholdFils: 100_000 }), window, lines, now)).toEqual({ applies: true, discountFils: 5000 });
    expect(couponFit(rule({ thresholdFils: 100_000, scope: 'products', scopeProducts: ['bc_standard'] }), window, lines, now)).toEqual({ applies: false, reason: 'below_threshold', shortFils: 20_000 });
    expect(couponFit(rule({ amountFils: 100_000, scope: 'categories', scopeCategories: [32] }), window, lines, now)).toEqual({ applies: true, discountFils: 40_000 });
    expect(couponFit(rule({ scope: 'categories', scopeCategories: [99] }), window, lines, now)).toEqual({ applies: false, reason: 'out_of_scope' });
  });
  it('a percentage is rounded to fils and capped', () => {
    expect(couponFit(rule({ kind: 'percent', percent: 10, capFils: 0 }), window, lines, now)).toEqual({ applies: true, discountFils: 12_000 });
    expect(couponFit(rule({ kind: 'percent', percent: 10, capFils: 5_000 }), window, lines, now)).toEqual({ applies: true, discountFils: 5_000 });
    expect(couponFit(rule({ kind: 'percent', percent: 15 }), window, [{ productCode: 'x', categoryIds: [], subtotalFils: 333 }], now)).toEqual({ applies: true, discountFils: 50 });
  });
  it('outside its validity it does not apply', () => {
    expect(couponFit(rule({}), window, lines, at('2026-12-31T00:00:00Z'))).toEqual({ applies: false, reason: 'expired' });
    expect(couponFit(rule({}), window, lines, at('2026-11-30T00:00:00Z'))).toEqual({ applies: false, reason: 'not_started' });
  });
  it('the best is the largest discount, then the one expiring first', () => {
    const soon = at('2026-12-10T00:00:00Z');
    const later = at('2026-12-20T00:00:00Z');
    expect(bestCoupon([{ id: 1, discountFils: 1000, validUntil: soon }, { id: 2, discountFils: 5000, validUntil: later }])?.id).toBe(2);
    expect(bestCoupon([{ id: 3, discountFils: 1000, validUntil: later }, { id: 4, discountFils: 1000, validUntil: soon }])?.id).toBe(4);
    expect(bestCoupon([])).toBeNull();
  });
});
