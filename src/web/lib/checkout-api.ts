/** What the cart, checkout, order and payment pages share beyond plain API calls: idempotency keys for order submission (uploads: src/client/api/upload.ts). */
import type { components } from '../../generated/shop-api';

export type Upload = components['schemas']['Upload'];

/**
 * A key for order/submit, made once per visit of the confirm page: a double click or a retry after a lost answer
 * sends the same key, and the server answers with the same order. 32 hex characters.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  // crypto.randomUUID needs a secure context; getRandomValues works everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
