/**
 * Ready-stock goods (spec §2/§9: category 76) and flash sales (`/seckill`), pure rules shared by the server and the
 * web app: how a stock line is priced, what state a sale is in at a moment, and what a staff-made sale must satisfy.
 * Prices of variants and sales are unit prices in fils excluding VAT, like the quote engine's subtotals; the shop
 * shows them with VAT (grossFils).
 */
import { grossFils } from '../money';
import type { FlashSaleStatus } from './status';

/** The product code of a stock line in carts and orders (quote lines carry their product's code). */
export const STOCK_LINE_CODE = 'ready_stock';

/** The most units of one variant one cart line or one flash-sale purchase may hold. */
export const STOCK_LINE_MAX_QUANTITY = 9_999;

/** The most one staff stock adjustment may add or take, and the highest stock a variant may hold. */
export const STOCK_ADJUST_MAX = 100_000;

/** The highest unit price (excl. VAT) of a variant or a sale, in fils (AED 100,000). */
export const STOCK_PRICE_MAX_FILS = 10_000_000;

/** The longest a flash sale may run (its window), in days; and the most units one sale may offer. */
export const FLASH_SALE_MAX_DAYS = 31;
export const FLASH_SALE_MAX_STOCK = 100_000;
export const FLASH_SALE_MAX_PER_CUSTOMER = 100;

/** A stock line's money: the unit price (excl. VAT) times the quantity, and that with VAT — whole fils. */
export function stockLineFils(unitFils: number, quantity: number): { subtotal_fils: number; total_fils: number } {
  const subtotal = unitFils * quantity;
  return { subtotal_fils: subtotal, total_fils: grossFils(subtotal) };
}

/** What a shopper sees of a sale: not started, selling, all its units sold, or over (its end passed or ended). */
export type SaleState = 'upcoming' | 'on' | 'sold_out' | 'ended';

export interface SaleWindow {
  status: FlashSaleStatus;
  startsAt: Date;
  endsAt: Date;
  totalStock: number;
  sold: number;
}

/** The state of a sale at `now`. Ended wins over sold out (an ended sale is over whatever is left). */
export function saleState(sale: SaleWindow, now: Date): SaleState {
  if (sale.status === 'ended' || now >= sale.endsAt) return 'ended';
  if (now < sale.startsAt) return 'upcoming';
  return sale.sold >= sale.totalStock ? 'sold_out' : 'on';
}

/** The units one customer may still buy in a sale (its per-customer limit less what they have on open orders). */
export function saleAllowance(perCustomer: number, bought: number, left: number): number {
  return Math.max(0, Math.min(perCustomer - bought, left));
}

export type SaleInputReason = 'price_not_below' | 'window_order' | 'window_too_long' | 'ends_in_past' | 'stock_below_sold';

/**
 * Why a staff-made sale is not acceptable, or null: its price must be below the variant's regular price, it must end
 * after it starts and in the future, run at most FLASH_SALE_MAX_DAYS, and (when edited) offer no fewer units than
 * already sold.
 */
export function saleInputIssue(
  input: { priceFils: number; startsAt: Date; endsAt: Date; totalStock: number },
  context: { regularFils: number; now: Date; sold: number },
): { field: 'price_fils' | 'ends_at' | 'total_stock'; reason: SaleInputReason } | null {
  if (input.priceFils >= context.regularFils) return { field: 'price_fils', reason: 'price_not_below' };
  if (input.endsAt <= input.startsAt) return { field: 'ends_at', reason: 'window_order' };
  if (input.endsAt.getTime() - input.startsAt.getTime() > FLASH_SALE_MAX_DAYS * 86_400_000) return { field: 'ends_at', reason: 'window_too_long' };
  if (input.endsAt <= context.now) return { field: 'ends_at', reason: 'ends_in_past' };
  if (input.totalStock < context.sold) return { field: 'total_stock', reason: 'stock_below_sold' };
  return null;
}

/** Whole seconds from `now` to `to` (0 once passed): the countdown a sale page shows. */
export function secondsUntil(to: Date, now: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - now.getTime()) / 1000));
}

/** A countdown as days, hours, minutes and seconds. */
export function countdownParts(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}
