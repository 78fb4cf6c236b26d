/**
 * The sandbox provider: a hosted test payment page served by the shop itself (routes/pay/sandbox.routes.ts), where
 * the shopper chooses Pay or Cancel. No money moves. Its sessions live in the shop's own payments table, so there is
 * nothing to ask or close at a provider: a session is open while its payment row is pending.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

export const SANDBOX_CHECKOUT_PATH = '/api/pay/sandbox/checkout';

export function sandboxCheckoutUrl(sessionId: string): string {
  return `${SANDBOX_CHECKOUT_PATH}?session=${sessionId}`;
}

export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout() {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      return { sessionId, redirectUrl: sandboxCheckoutUrl(sessionId) };
    },
    // Asked only about sessions whose payment is still pending, i.e. still payable on the hosted page.
    async checkoutState(sessionId) {
      return { state: 'open', redirectUrl: sandboxCheckoutUrl(sessionId) };
    },
    // The page refuses sessions whose payment is no longer pending, which the caller's cancellation sees to.
    async closeCheckout() {
      return { state: 'closed' };
    },
    // No money moved, so there is nothing to give back: the refund is recorded under a sandbox reference.
    async refund() {
      return { refundRef: `sbx_re_${randomBytes(12).toString('hex')}` };
    },
  };
}
