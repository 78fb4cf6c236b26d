import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, startFakeStripe, unreachableStripe, type FakeStripe } from '../../../testing/fake-stripe';
import type { PaymentProvider } from './provider';
import { readStripeWebhook, stripeClient, stripeProvider, STRIPE_TOLERANCE_SECONDS } from './stripe';

let fake: FakeStripe;
let provider: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProvider(stripeClient(FAKE_STRIPE_KEY, fake.connection));
});
afterAll(() => fake.close());

const request = (paymentId: number) => ({
  paymentId,
  orderId: 7,
  orderSn: 'PF2611230001',
  amountFils: 123_45,
  successUrl: 'https://shop.test/pc/payment/result?order_id=7',
  cancelUrl: 'https://shop.test/pc/payment?order_id=7',
});

describe('Stripe Checkout through the SDK', () => {
  it('creates a card-only AED session for the amount in fils, idempotent per payment', async () => {
    const session = await provider.createCheckout(request(41));
    expect(session.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.headers['idempotency-key']).toBe('payment-41');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      success_url: 'https://shop.test/pc/payment/result?order_id=7',
      cancel_url: 'https://shop.test/pc/payment?order_id=7',
      client_reference_id: '7',
      'metadata[order_id]': '7',
      'metadata[payment_id]': '41',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '12345',
      'line_items[0][price_data][product_data][name]': 'Order PF2611230001',
    });
    // A retried request (same payment) gets the same session back.
    expect((await provider.createCheckout(request(41))).sessionId).toBe(session.sessionId);
  });

  it('reads a session: open (with its page), paid, or closed', async () => {
    const open = await provider.createCheckout(request(42));
    expect(await provider.checkoutState(open.sessionId)).toEqual({ state: 'open', redirectUrl: open.redirectUrl });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${open.sessionId}` });
    fake.pay(open.sessionId);
    expect(await provider.checkoutState(open.sessionId)).toEqual({ state: 'paid' });
    const lapsed = await provider.createCheckout(request(43));
    fake.sessions.get(lapsed.sessionId)!.status = 'expired';
    expect(await provider.checkoutState(lapsed.sessionId)).toEqual({ state: 'closed' });
  });

  it('closes an open session by expiring it; one paid meanwhile answers paid', async () => {
    const open = await provider.createCheckout(request(44));
    expect(await provider.closeCheckout(open.sessionId)).toEqual({ state: 'closed' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${open.sessionId}/expire` });
    expect(fake.sessions.get(open.sessionId)!.status).toBe('expired');
    expect(await provider.closeCheckout(open.sessionId)).toEqual({ state: 'closed' }); // already expired

    const paid = await provider.createCheckout(request(45));
    fake.pay(paid.sessionId);
    expect(await provider.closeCheckout(paid.sessionId)).toEqual({ state: 'paid' });
    expect(fake.sessions.get(paid.sessionId)!.status).toBe('complete');
  });

  it('throws when Stripe cannot be reached or refuses the key', async () => {
    const wrongKey = stripeProvider(stripeClient('sk_test_wrong', fake.connection));
    await expect(wrongKey.createCheckout(request(46))).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const nowhere = stripeProvider(new Stripe(FAKE_STRIPE_KEY, { ...(await unreachableStripe()), maxNetworkRetries: 0 }));
    await expect(nowhere.createCheckout(request(47))).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    await expect(nowhere.closeCheckout('cs_test_x')).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('Stripe webhooks', () => {
  const secret = 'whsec_test_webhooks';
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object: { object: 'checkout.session', ...object } } });

  it('reads checkout session events as paid, failed or nothing to do', async () => {
    const read = (type: string, object: Record<string, unknown>) => {
      const body = event(type, object);
      return readStripeWebhook(body, sign(body), secret);
    };
    expect(await read('checkout.session.completed', { id: 'cs_1', payment_status: 'paid' })).toEqual({ eventId: 'evt_checkout.session.completed', type: 'checkout.session.completed', sessionId: 'cs_1', outcome: 'paid' });
    expect(await read('checkout.session.completed', { id: 'cs_1', payment_status: 'unpaid' })).toMatchObject({ sessionId: 'cs_1', outcome: null });
    expect(await read('checkout.session.async_payment_succeeded', { id: 'cs_2' })).toMatchObject({ sessionId: 'cs_2', outcome: 'paid' });
    expect(await read('checkout.session.async_payment_failed', { id: 'cs_3' })).toMatchObject({ sessionId: 'cs_3', outcome: 'failed' });
    expect(await read('checkout.session.expired', { id: 'cs_4' })).toMatchObject({ sessionId: 'cs_4', outcome: 'failed' });
    expect(await read('customer.created', { id: 'cus_1' })).toMatchObject({ sessionId: null, outcome: null });
  });

  it('refuses a wrong secret, a changed body, a missing signature and a delivery older than the tolerance', async () => {
    const body = event('checkout.session.completed', { id: 'cs_1', payment_status: 'paid' });
    expect(await readStripeWebhook(body, sign(body, { secret: 'whsec_other' }), secret)).toBe('bad_signature');
    expect(await readStripeWebhook(body.replace('cs_1', 'cs_2'), sign(body), secret)).toBe('bad_signature');
    expect(await readStripeWebhook(body, 't=1,v1=deadbeef', secret)).toBe('bad_signature');
    expect(await readStripeWebhook(body, '', secret)).toBe('bad_signature');
    const old = Math.floor(Date.now() / 1000) - STRIPE_TOLERANCE_SECONDS - 60;
    expect(await readStripeWebhook(body, sign(body, { timestamp: old }), secret)).toBe('bad_signature');
  });

  it('a correctly signed body that is not JSON is malformed', async () => {
    expect(await readStripeWebhook('{"id": ', sign('{"id": '), secret)).toBe('malformed_json');
  });
});
