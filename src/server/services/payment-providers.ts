/**
 * Card payment providers behind one interface. The built-in sandbox serves a hosted test payment page (the embedded
 * default); Stripe Checkout is selected with PAYMENT_PROVIDER=stripe. Both hand back a provider session id that the
 * confirmation (sandbox completion or Stripe webhook) refers to.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config';

export interface CheckoutRequest {
  orderId: number;
  orderSn: string;
  amountFils: number;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; redirectUrl: string }>;
}

export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout() {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      return { sessionId, redirectUrl: `/api/pay/sandbox/checkout?session=${sessionId}` };
    },
  };
}

/** Stripe Checkout (https://docs.stripe.com/api/checkout/sessions/create); amounts in fils are Stripe's minor unit for AED. */
export function stripeProvider(secretKey: string, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: String(request.orderId),
        'metadata[order_id]': String(request.orderId),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'aed',
        'line_items[0][price_data][unit_amount]': String(request.amountFils),
        'line_items[0][price_data][product_data][name]': `Order ${request.orderSn}`,
      });
      const response = await fetchImpl('https://api.stripe.com/v1/checkout/sessions', {
        method: 'POST',
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `order-${request.orderId}-${request.amountFils}` },
        body: form,
      });
      if (!response.ok) throw new Error(`stripe: checkout session failed with HTTP ${response.status}`);
      const body = (await response.json()) as { id?: unknown; url?: unknown };
      if (typeof body.id !== 'string' || typeof body.url !== 'string') throw new Error('stripe: unexpected checkout session answer');
      return { sessionId: body.id, redirectUrl: body.url };
    },
  };
}

export function providerFor(config: AppConfig): PaymentProvider {
  return config.paymentProvider === 'stripe' && config.stripeSecretKey ? stripeProvider(config.stripeSecretKey) : sandboxProvider();
}

/** Stripe's webhook signature tolerance (its libraries default to 5 minutes). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-Signature header (`t=<unix>,v1=<hex hmac>`) over the raw body: HMAC-SHA256 of "<t>.<body>" with
 * the endpoint secret, within the tolerance window. Returns false on any mismatch.
 */
export function verifyStripeSignature(rawBody: string, header: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Builds a header the way Stripe does (for tests and local webhook replays). */
export function signStripePayload(rawBody: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}
