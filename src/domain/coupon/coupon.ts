/**
 * Coupons (spec §3 Coupon, §4 Coupons, §6, §8, §9): what a coupon template is, when it may be claimed, how long a
 * claimed coupon stays valid, and the discount it gives a cart — pure functions shared by the server (which decides)
 * and the web app (which only shows the server's figures).
 */
import { addDays, dayStart, dubaiDay, dubaiDayOfMonth, firstOfMonth } from '../time/calendar';
import { MEMBER_LEVELS } from '../membership';
import { roundFils } from '../money';

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** spec §3: all products, specified products, limited categories. */
export const COUPON_SCOPES = ['all', 'products', 'categories'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/**
 * Who may claim. spec §6: "coupon claiming needs tax certification or a valid member" — `members` (the default).
 * `everyone` is for a coupon staff open to every signed-in customer (the sign-up trial voucher the copy mentions, §1).
 * Tax certification is not recorded by the shop yet, so `members` means a valid membership level today.
 */
export const COUPON_AUDIENCES = ['members', 'everyone'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];

/** spec §9: member day runs from the 1st to the 5th of each month (calendar days in Dubai). */
export const MEMBER_DAY_FIRST = 1;
export const MEMBER_DAY_LAST = 5;

/** Bounds staff may give a template (the contract repeats them). */
export const COUPON_LIMITS = {
  amountMaxFils: 10_000_000,
  thresholdMaxFils: 100_000_000,
  percentMax: 90,
  stockMax: 1_000_000,
  perCustomerMax: 100,
  validDaysMax: 3650,
  nameMaxLength: 80,
  scopeItemsMax: 50,
} as const;

/** A coupon template as the rules need it (a claimed coupon carries its template's rule). */
export interface CouponRule {
  kind: CouponKind;
  /** `amount`: fils off. */
  amountFils: number;
  /** `percent`: percentage off the goods in scope, at most `capFils` (0: no cap). */
  percent: number;
  capFils: number;
  /** Goods in scope (excl. VAT) must reach this (0: none). */
  thresholdFils: number;
  scope: CouponScope;
  scopeProducts: readonly string[];
  scopeCategories: readonly number[];
}

export interface CouponTemplateTimes {
  status: 'active' | 'ended';
  /** Claimable from/until (null: open). */
  claimFrom: Date | null;
  claimUntil: Date | null;
  /** Only on member days (1st–5th, Dubai). */
  memberDay: boolean;
  /** Validity: a fixed window, or `validDays` after the claim. */
  validFrom: Date | null;
  validUntil: Date | null;
  validDays: number | null;
}

/** spec §9: the 1st to the 5th of each month. */
export function isMemberDay(at: Date): boolean {
  const day = dubaiDayOfMonth(at);
  return day >= MEMBER_DAY_FIRST && day <= MEMBER_DAY_LAST;
}

/** The end of the member days of `at`'s month (midnight in Dubai after the 5th). */
export function memberDayEnd(at: Date): Date {
  return dayStart(addDays(firstOfMonth(dubaiDay(at)), MEMBER_DAY_LAST));
}

/** Whether the template may be claimed at `now` (stock and per-customer limits aside). */
export function claimOpen(t: CouponTemplateTimes, now: Date): boolean {
  if (t.status !== 'active') return false;
  if (t.claimFrom && now < t.claimFrom) return false;
  if (t.claimUntil && now >= t.claimUntil) return false;
  if (t.validUntil && now >= t.validUntil) return false;
  return !t.memberDay || isMemberDay(now);
}

/** The validity window of a coupon claimed at `claimedAt`. */
export function validityOf(t: CouponTemplateTimes, claimedAt: Date): { from: Date; until: Date } {
  if (t.validDays !== null) return { from: claimedAt, until: new Date(claimedAt.getTime() + t.validDays * 86_400_000) };
  const from = t.validFrom && t.validFrom > claimedAt ? t.validFrom : claimedAt;
  // A member-day coupon with no window of its own is valid until the member days end.
  const until = t.validUntil ?? (t.memberDay ? memberDayEnd(claimedAt) : new Date(claimedAt.getTime() + 30 * 86_400_000));
  return { from, until };
}

/** spec §6: valid members (a level with the coupons perk); tax certification is not recorded yet. */
export function mayClaim(audience: CouponAudience, level: number): boolean {
  if (audience === 'everyone') return true;
  return MEMBER_LEVELS.find((l) => l.level === level)?.perks.includes('coupons') ?? false;
}

/** A cart line as the coupon rules see it: its product, the categories it belongs to (with ancestors), its goods amount. */
export interface CouponLine {
  productCode: string;
  categoryIds: readonly number[];
  subtotalFils: number;
}

export function inScope(rule: Pick<CouponRule, 'scope' | 'scopeProducts' | 'scopeCategories'>, line: CouponLine): boolean {
  if (rule.scope === 'all') return true;
  if (rule.scope === 'products') return rule.scopeProducts.includes(line.productCode);
  return line.categoryIds.some((id) => rule.scopeCategories.includes(id));
}

export type CouponFit = { applies: true; discountFils: number } | { applies: false; reason: 'not_started' | 'expired' | 'out_of_scope' | 'below_threshold'; shortFils?: number };

/**
 * The discount a coupon gives these lines at `now`: goods in scope (excl. VAT) must reach the threshold; an amount
 * coupon takes at most those goods, a percentage one its share rounded to fils and capped.
 */
export function couponFit(rule: CouponRule, validity: { from: Date; until: Date }, lines: readonly CouponLine[], now: Date): CouponFit {
  if (now < validity.from) return { applies: false, reason: 'not_started' };
  if (now >= validity.until) return { applies: false, reason: 'expired' };
  const eligible = lines.filter((l) => inScope(rule, l)).reduce((sum, l) => sum + l.subtotalFils, 0);
  if (eligible === 0) return { applies: false, reason: 'out_of_scope' };
  if (eligible < rule.thresholdFils) return { applies: false, reason: 'below_threshold', shortFils: rule.thresholdFils - eligible };
  const raw = rule.kind === 'amount' ? rule.amountFils : roundFils((eligible * rule.percent) / 100);
  const capped = rule.kind === 'percent' && rule.capFils > 0 ? Math.min(raw, rule.capFils) : raw;
  return { applies: true, discountFils: Math.min(capped, eligible) };
}

/** The coupon to suggest: the largest discount; on a tie the one that expires first. */
export function bestCoupon<T extends { discountFils: number; validUntil: Date; id: number }>(fits: readonly T[]): T | null {
  let best: T | null = null;
  for (const fit of fits) {
    if (
      !best ||
      fit.discountFils > best.discountFils ||
      (fit.discountFils === best.discountFils && (fit.validUntil < best.validUntil || (fit.validUntil.getTime() === best.validUntil.getTime() && fit.id < best.id)))
    ) {
      best = fit;
    }
  }
  return best;
}
