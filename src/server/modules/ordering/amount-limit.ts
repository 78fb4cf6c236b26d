/** The business maximum of one cart line or one order (src/domain/limits.ts), refused with a clear answer. */
import { formatAed } from '../../../domain/format';
import type { Locale } from '../../../domain/i18n';
import { ORDER_AMOUNT_MAX_FILS } from '../../../domain/limits';
import { fail, type Failure } from '../../http/envelope';

/** `amount_too_large` naming `field` when `fils` is above the maximum, else null. */
export function overAmountLimit(fils: number, locale: Locale, field: string): Failure | null {
  return fils > ORDER_AMOUNT_MAX_FILS ? fail('amount_too_large', { max: formatAed(ORDER_AMOUNT_MAX_FILS, locale) }, field) : null;
}
