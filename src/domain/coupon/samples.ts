/**
 * Sample orders (/user/order/test; docs/design-service.md, "Sample orders"): spec §9's sample vouchers of AED 1000 and
 * 1200 let a member order a trial run of a product — a sample — before a full order. A sample order is an ordinary
 * order paid (wholly or partly) with one of these vouchers; the coupon templates are seeded by `code`
 * (db/seed-data/coupons.ts).
 */
export const SAMPLE_VOUCHER_CODES = ['sample_1000', 'sample_1200'] as const;
export type SampleVoucherCode = (typeof SAMPLE_VOUCHER_CODES)[number];

export function isSampleVoucher(code: string | null | undefined): code is SampleVoucherCode {
  return (SAMPLE_VOUCHER_CODES as readonly string[]).includes(code ?? '');
}
