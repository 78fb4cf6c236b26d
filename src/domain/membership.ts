/**
 * Membership levels (spec §1, §4, §6, §9): Lv1–Lv4 by growth points counted over the latest 90 days, Lv5 by an
 * annual fee. Upgrades are immediate; downgrades are assessed on the 1st of each month.
 */

/** spec §9: growth points count over the latest 90 days. */
export const GROWTH_WINDOW_DAYS = 90;
/** spec §9: Lv5 annual fee AED 10000 for 12 months. */
export const LV5_ANNUAL_FEE_FILS = 10_000_00;

export type MemberPerk = 'coupons' | 'trial_vouchers' | 'deadline_extension' | 'free_rush' | 'credit';

export interface MemberLevel {
  level: 0 | 1 | 2 | 3 | 4 | 5;
  /** Growth points needed (Lv1–Lv4; spec §9 thresholds 10, 200, 500, 1000). */
  growthPoints: number;
  /** spec §6/§9: online self-service discount 5% or 15%. */
  discountPercent: number;
  perks: MemberPerk[];
}

export const MEMBER_LEVELS: readonly MemberLevel[] = [
  { level: 0, growthPoints: 0, discountPercent: 0, perks: [] },
  { level: 1, growthPoints: 10, discountPercent: 0, perks: ['coupons', 'trial_vouchers'] },
  { level: 2, growthPoints: 200, discountPercent: 5, perks: ['coupons', 'trial_vouchers'] },
  { level: 3, growthPoints: 500, discountPercent: 5, perks: ['coupons', 'trial_vouchers', 'deadline_extension'] },
  { level: 4, growthPoints: 1000, discountPercent: 5, perks: ['coupons', 'trial_vouchers', 'deadline_extension', 'free_rush'] },
  { level: 5, growthPoints: 0, discountPercent: 15, perks: ['coupons', 'trial_vouchers', 'deadline_extension', 'free_rush', 'credit'] },
];

/** The level reached by points alone (Lv0–Lv4); Lv5 comes only from the annual fee. */
export function levelForPoints(points: number): 0 | 1 | 2 | 3 | 4 {
  let reached: 0 | 1 | 2 | 3 | 4 = 0;
  for (const level of MEMBER_LEVELS) {
    if (level.level >= 1 && level.level <= 4 && points >= level.growthPoints) reached = level.level as 1 | 2 | 3 | 4;
  }
  return reached;
}
