/**
 * Membership (spec §1, §4, §6, §9; docs/membership.md): THE level table and the pure rules over it. The /equity page,
 * the membership centre, the server's perks (order totals, payment deadline, free rush, credit) and the console all
 * read MEMBER_LEVELS; no level number, threshold or perk is written anywhere else.
 *
 * Lv0–Lv4 come from growth points: 1 point per whole AED an order paid (less what was refunded), granted when the
 * order closes, counted over the latest 90 days. Lv5 is the annual membership: AED 10,000 (VAT included) for 12
 * months. Upgrades are immediate; downgrades are assessed on the 1st of each month (Dubai time).
 */

/** spec §9: growth points count over the latest 90 days. */
export const GROWTH_WINDOW_DAYS = 90;
/** spec §9: Lv5 annual fee AED 10000 (the amount due, VAT included) for 12 months. */
export const LV5_ANNUAL_FEE_FILS = 10_000_00;
export const LV5_TERM_MONTHS = 12;
/** One growth point per whole dirham paid (docs/membership.md). */
export const FILS_PER_GROWTH_POINT = 100;
/** The most points one staff adjustment may add or take away. */
export const GROWTH_ADJUSTMENT_MAX = 100_000;
/** The product code of the annual membership's order line (it is no quote product: no design file, no production). */
export const MEMBERSHIP_ANNUAL_CODE = 'membership_annual';
/** The i18n key (namespace `common`) naming that line wherever order lines are shown, and its picture. */
export const MEMBERSHIP_ANNUAL_TITLE = 'membership_line.annual';
export const MEMBERSHIP_ANNUAL_IMAGE = 'img/goods/annual-membership.svg';

/** Whether an order line is the annual membership (no design file, no product page: the membership centre). */
export function isMembershipLine(code: string): boolean {
  return code === MEMBERSHIP_ANNUAL_CODE;
}

export type LevelNumber = 0 | 1 | 2 | 3 | 4 | 5;
/** Claim rights the coupon rules read (spec §6: "level name containing lv unlocks coupons"; valid members get trial vouchers). */
export type MemberPerk = 'coupons' | 'trial_vouchers';

export interface MemberLevel {
  level: LevelNumber;
  /** Growth points needed (Lv1–Lv4; spec §9 thresholds 10, 200, 500, 1000); 0 for Lv0 and for Lv5. */
  growthPoints: number;
  /** Reached by paying the annual fee, not by points (Lv5). */
  annual: boolean;
  /** spec §6/§9: online self-service discount on the goods of an order, 5% or 15%. */
  discountPercent: number;
  /** spec §6: "deadline extended 30 minutes" — an unpaid order's payment deadline is this much later. */
  deadlineExtensionMinutes: number;
  /** spec §6: "3 free rush deliveries a year" — orders per calendar year (Dubai) whose rush surcharge is waived. */
  freeRushPerYear: number;
  /** spec §9: "credit limits 200000 and 280000 AED at the top levels" — the credit line the level gives, in fils. */
  creditLimitFils: number;
  perks: readonly MemberPerk[];
}

const CLAIMS: readonly MemberPerk[] = ['coupons', 'trial_vouchers'];

export const MEMBER_LEVELS: readonly MemberLevel[] = [
  { level: 0, growthPoints: 0, annual: false, discountPercent: 0, deadlineExtensionMinutes: 0, freeRushPerYear: 0, creditLimitFils: 0, perks: [] },
  { level: 1, growthPoints: 10, annual: false, discountPercent: 0, deadlineExtensionMinutes: 0, freeRushPerYear: 0, creditLimitFils: 0, perks: CLAIMS },
  { level: 2, growthPoints: 200, annual: false, discountPercent: 5, deadlineExtensionMinutes: 0, freeRushPerYear: 0, creditLimitFils: 0, perks: CLAIMS },
  { level: 3, growthPoints: 500, annual: false, discountPercent: 5, deadlineExtensionMinutes: 30, freeRushPerYear: 0, creditLimitFils: 0, perks: CLAIMS },
  { level: 4, growthPoints: 1000, annual: false, discountPercent: 5, deadlineExtensionMinutes: 30, freeRushPerYear: 3, creditLimitFils: 200_000_00, perks: CLAIMS },
  { level: 5, growthPoints: 0, annual: true, discountPercent: 15, deadlineExtensionMinutes: 30, freeRushPerYear: 3, creditLimitFils: 280_000_00, perks: CLAIMS },
];

/** The row of a level (an unknown number is treated as Lv0, which gives nothing). */
export function memberLevel(level: number): MemberLevel {
  return MEMBER_LEVELS.find((l) => l.level === level) ?? (MEMBER_LEVELS[0] as MemberLevel);
}

/** "Lv3": how a level is shown (spec §5: the level name contains "lv"). */
export function levelName(level: number): string {
  return `Lv${memberLevel(level).level}`;
}

/** A level change as records show it: "Lv2", or "Lv2 → Lv3". */
export function levelMove(before: number, after: number): string {
  return before === after ? levelName(after) : `${levelName(before)} → ${levelName(after)}`;
}

/** A change of points with its sign ("+50", "-20"), or "—" for none. */
export function signedPoints(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? String(delta) : '—';
}

/** The level reached by points alone (Lv0–Lv4); Lv5 comes only from the annual fee. */
export function levelForPoints(points: number): 0 | 1 | 2 | 3 | 4 {
  let reached: 0 | 1 | 2 | 3 | 4 = 0;
  for (const level of MEMBER_LEVELS) {
    if (!level.annual && level.level >= 1 && points >= level.growthPoints) reached = level.level as 1 | 2 | 3 | 4;
  }
  return reached;
}

/** After points were added: upgrades are immediate, and a gain never lowers a level (an annual member stays Lv5). */
export function upgradedLevel(current: number, points: number): LevelNumber {
  const now = memberLevel(current).level;
  return now === 5 ? 5 : (Math.max(now, levelForPoints(points)) as LevelNumber);
}

/**
 * The level an assessment gives (the 1st of each month, or the day an annual membership ends): an active annual
 * membership is Lv5, otherwise the points of the window decide — up or down.
 */
export function assessedLevel(points: number, annualActive: boolean): LevelNumber {
  return annualActive ? 5 : levelForPoints(points);
}

/** Whether an annual membership paid until `until` is still running at `now`. */
export function annualActive(until: Date | null, now: Date): boolean {
  return until !== null && until.getTime() > now.getTime();
}

/** What the next level needs: more points (Lv0–Lv3), the annual fee (Lv4), or nothing (Lv5). */
export type NextLevel = { level: LevelNumber; by: 'points'; points_needed: number } | { level: 5; by: 'annual_fee'; fee_fils: number } | null;

export function nextLevel(level: number, points: number): NextLevel {
  const current = memberLevel(level).level;
  if (current === 5) return null;
  const next = MEMBER_LEVELS.find((l) => l.level === current + 1);
  if (!next) return null;
  if (next.annual) return { level: 5, by: 'annual_fee', fee_fils: LV5_ANNUAL_FEE_FILS };
  return { level: next.level, by: 'points', points_needed: Math.max(0, next.growthPoints - Math.max(0, points)) };
}

/** Growth points an order is worth: 1 per whole AED of what it paid less what was refunded (never below zero). */
export function growthPointsOf(paidFils: number, refundedFils: number): number {
  return Math.floor(Math.max(0, paidFils - refundedFils) / FILS_PER_GROWTH_POINT);
}

/** The first instant whose points still count at `now` (the latest 90 days). */
export function growthWindowStart(now: Date): Date {
  return new Date(now.getTime() - GROWTH_WINDOW_DAYS * 86_400_000);
}

/** When an annual membership bought at `now` ends: 12 months after now, or after the running one (a renewal). */
export function annualEnd(now: Date, currentUntil: Date | null): Date {
  const from = currentUntil && currentUntil.getTime() > now.getTime() ? currentUntil : now;
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + LV5_TERM_MONTHS);
  return end;
}

/** Free rushes a level has left this year after `used` (never below zero). */
export function freeRushesLeft(level: number, used: number): number {
  return Math.max(0, memberLevel(level).freeRushPerYear - used);
}

/**
 * The rush surcharge (excl. VAT) in quotes' breakdowns: the positive `turnaround` lines of express, next-day and
 * same-day production (economy's negative line is a saving, not a rush).
 */
export function rushSurchargeFils(quotes: readonly { lines: readonly { key: string; amount_fils: number }[] }[]): number {
  let total = 0;
  for (const quote of quotes) for (const line of quote.lines) if (line.key === 'turnaround' && line.amount_fils > 0) total += line.amount_fils;
  return total;
}

/** The credit line a customer may use: the limit staff granted, or the level's when that is higher. */
export function creditLineFils(staffLimitFils: number, level: number): number {
  return Math.max(staffLimitFils, memberLevel(level).creditLimitFils);
}
