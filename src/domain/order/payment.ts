/** Payment-method rules (spec §5, §6, §9). */
import type { DeliveryMethod } from './totals';

export const PAYMENT_METHODS = ['online', 'balance', 'bank_transfer', 'credit', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** spec §9: orders over AED 1000 cannot be paid online — only by bank transfer or balance. */
export const ONLINE_LIMIT_FILS = 1000_00;

export type MethodRefusal = 'over_limit' | 'insufficient_balance' | 'over_credit' | 'no_credit' | 'cod_needs_cod_delivery' | 'zero_amount';

export interface PayerFacts {
  amountDueFils: number;
  balanceFils: number;
  creditLimitFils: number;
  creditUsedFils: number;
  delivery: DeliveryMethod;
}

/** Why a method cannot pay this order, or null when it can. */
export function methodRefusal(method: PaymentMethod, facts: PayerFacts): MethodRefusal | null {
  if (facts.amountDueFils <= 0) return 'zero_amount';
  if (facts.amountDueFils > ONLINE_LIMIT_FILS && method !== 'bank_transfer' && method !== 'balance') return 'over_limit';
  switch (method) {
    case 'balance':
      return facts.balanceFils >= facts.amountDueFils ? null : 'insufficient_balance';
    case 'credit':
      if (facts.creditLimitFils <= 0) return 'no_credit';
      return facts.creditUsedFils + facts.amountDueFils <= facts.creditLimitFils ? null : 'over_credit';
    case 'cod':
      return facts.delivery === 'cod' ? null : 'cod_needs_cod_delivery';
    default:
      return null;
  }
}
