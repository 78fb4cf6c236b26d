/**
 * Checkout money rules, all in integer fils. The server computes every figure; the browser shows the server's.
 *   goods      Σ line subtotals (excl. VAT, from the quote engine)
 *   discount   coupons · member discount: the level's online discount on goods (membership.ts; not on flash-sale
 *              lines), plus the rush surcharge waived when the order uses one of the level's free rushes
 *              (`free_rush_fils`, part of it)
 *   shipping   basic freight once per day (spec §9) + the delivery method's surcharge
 *   tax        UAE VAT 5% on goods − discounts + shipping
 *   amount due taxable + tax
 */
import { memberLevel } from '../membership';
import { roundFils, vatFils } from '../money';

export const DELIVERY_METHODS = ['door', 'air', 'sea', 'pickup', 'cod'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Basic freight charged on a customer's first order of the day (spec §9); later orders that day ship with it. */
export const BASIC_FREIGHT_FILS = 25_00;
/** Per-method surcharge on top of the basic freight. Factory pickup pays no freight at all. */
export const DELIVERY_SURCHARGE_FILS: Record<DeliveryMethod, number> = { door: 0, air: 60_00, sea: 35_00, pickup: 0, cod: 15_00 };

export function shippingFils(method: DeliveryMethod, firstOrderToday: boolean): number {
  if (method === 'pickup') return 0;
  return (firstOrderToday ? BASIC_FREIGHT_FILS : 0) + DELIVERY_SURCHARGE_FILS[method];
}

export interface OrderTotals {
  goods_fils: number;
  discount_fils: number;
  member_discount_fils: number;
  /** Of the member discount: the rush surcharge waived by a free rush (spec §6). */
  free_rush_fils: number;
  shipping_fils: number;
  tax_fils: number;
  amount_due_fils: number;
}

/**
 * `freeRushFils`: the rush surcharge (excl. VAT) a free rush waives on this order (0 when it uses none);
 * `finalPriceFils`: the part of the goods sold at a final price (flash-sale lines, docs/stock.md). The level's
 * percentage applies to the rest of the goods.
 */
export function orderTotals(input: { lineSubtotals: number[]; level: number; delivery: DeliveryMethod; firstOrderToday: boolean; couponFils?: number; freeRushFils?: number; finalPriceFils?: number }): OrderTotals {
  const goods = input.lineSubtotals.reduce((sum, n) => sum + n, 0);
  const freeRush = Math.max(0, Math.min(input.freeRushFils ?? 0, goods));
  const finalPrice = Math.max(0, Math.min(input.finalPriceFils ?? 0, goods - freeRush));
  const member = roundFils(((goods - freeRush - finalPrice) * memberLevel(input.level).discountPercent) / 100) + freeRush;
  const coupon = Math.min(input.couponFils ?? 0, goods - member);
  const shipping = shippingFils(input.delivery, input.firstOrderToday);
  const taxable = goods - member - coupon + shipping;
  const tax = vatFils(taxable);
  return { goods_fils: goods, discount_fils: coupon, member_discount_fils: member, free_rush_fils: freeRush, shipping_fils: shipping, tax_fils: tax, amount_due_fils: taxable + tax };
}
