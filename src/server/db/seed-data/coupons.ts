/**
 * The shop's standing coupon templates (spec §9; docs/coupons.md). Seeded once by their `code`; staff end them or
 * make others in the console.
 */
import type { couponTemplates } from '../schema';

type NewTemplate = typeof couponTemplates.$inferInsert;

export const seedCouponTemplates: NewTemplate[] = [
  {
    // spec §9: member day, the 1st to the 5th of each month — AED 50 off orders of AED 1000 and up; one a month each.
    code: 'member_day',
    name: { en: 'Member day: AED 50 off AED 1,000', zh: '会员日：满 1000 减 50 迪拉姆', ar: 'يوم الأعضاء: خصم 50 درهمًا على 1,000 درهم', ja: '会員デー：1,000 AED以上で50 AED引き' },
    kind: 'amount',
    amountFils: 50_00,
    thresholdFils: 1000_00,
    scope: 'all',
    memberDay: true,
    totalStock: 1_000_000,
    perCustomer: 1,
    audience: 'members',
  },
  {
    // spec §9: valid members get 5 trial vouchers of AED 10 each.
    code: 'trial_voucher',
    name: { en: 'Trial voucher AED 10', zh: '10 迪拉姆体验券', ar: 'قسيمة تجربة بقيمة 10 دراهم', ja: '10 AED お試しクーポン' },
    kind: 'amount',
    amountFils: 10_00,
    thresholdFils: 0,
    scope: 'all',
    validDays: 90,
    totalStock: 1_000_000,
    perCustomer: 5,
    audience: 'members',
  },
  {
    // spec §9: sample vouchers of AED 1000 and 1200 (a limited batch each; the discount never exceeds the goods).
    code: 'sample_1000',
    name: { en: 'Sample voucher AED 1,000', zh: '1000 迪拉姆样品券', ar: 'قسيمة عينات بقيمة 1,000 درهم', ja: '1,000 AED サンプルクーポン' },
    kind: 'amount',
    amountFils: 1000_00,
    thresholdFils: 0,
    scope: 'all',
    validDays: 30,
    totalStock: 20,
    perCustomer: 1,
    audience: 'members',
  },
  {
    code: 'sample_1200',
    name: { en: 'Sample voucher AED 1,200', zh: '1200 迪拉姆样品券', ar: 'قسيمة عينات بقيمة 1,200 درهم', ja: '1,200 AED サンプルクーポン' },
    kind: 'amount',
    amountFils: 1200_00,
    thresholdFils: 0,
    scope: 'all',
    validDays: 30,
    totalStock: 20,
    perCustomer: 1,
    audience: 'members',
  },
];
