/**
 * Checkout money rules, all in integer fils. The server computes every figure; the browser shows the server's.
 *   goods      Σ line subtotals (excl. VAT, from the quote engine)
 *   discount   coupons · member discount: the level's online discount on goods (not on flash-sale lines)
 *   shipping   basic freight once per day (spec §9) + the delivery method's surcharge
 *   tax        UAE VAT 5% on goods − discounts + shipping
 *   amount due taxable + tax
 */
import { MEMBER_LEVELS } from '../membership';
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
  shipping_fils: number;
  tax_fils: number;
  amount_due_fils: number;
}

/**
 * `finalPriceFils`: the part of the goods sold at a final price (flash-sale lines, docs/stock.md), on which no member
 * discount is given.
 */
export function orderTotals(input: { lineSubtotals: number[]; level: number; delivery: DeliveryMethod; firstOrderToday: boolean; couponFils?: number; finalPriceFils?: number }): OrderTotals {
  const goods = input.lineSubtotals.reduce((sum, n) => sum + n, 0);
  const percent = MEMBER_LEVELS.find((l) => l.level === input.level)?.discountPercent ?? 0;
  const member = roundFils(((goods - Math.min(goods, input.finalPriceFils ?? 0)) * percent) / 100);
  const coupon = Math.min(input.couponFils ?? 0, goods - member);
  const shipping = shippingFils(input.delivery, input.firstOrderToday);
  const taxable = goods - member - coupon + shipping;
  const tax = vatFils(taxable);
  return { goods_fils: goods, discount_fils: coupon, member_discount_fils: member, shipping_fils: shipping, tax_fils: tax, amount_due_fils: taxable + tax };
}
