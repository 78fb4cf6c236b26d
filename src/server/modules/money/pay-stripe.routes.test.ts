/**
 * Card payments with the Stripe provider, end to end through the API: the official SDK talks to a local stand-in
 * for Stripe (testing/fake-stripe.ts) and webhooks are signed the way Stripe signs them.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { stripeClient, stripeProvider } from './providers/stripe';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { orderDetail, readyToOrder, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_stripe_journey';
let fake: FakeStripe;
let t: TestApp;
let refused: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ paymentProvider: 'stripe', stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: WEBHOOK_SECRET }, { paymentProvider: stripeProvider(stripeClient(FAKE_STRIPE_KEY, fake.connection)) });
  refused = await createTestApp({}, { paymentProvider: stripeProvider(stripeClient('sk_test_revoked', fake.connection)) });
});
afterAll(async () => {
  await t.close();
  await refused.close();
  await fake.close();
});

/** An unpaid order of a new user, and the Stripe session its online prepay opened. */
async function orderWithSession(app = t.app) {
  const u = await readyToOrder(app);
  const id = Number((await submitOrder(app, u.token, u.cartIds, u.addressId)).body.data.order_id);
  const prepay = await callApi(app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } });
  return { ...u, id, prepay };
}

const sessionOf = (redirectUrl: unknown) => String(redirectUrl).split('/').at(-1)!;

function webhook(type: string, session: Record<string, unknown>) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
}

describe('Stripe Checkout', () => {
  it('prepay opens one session (a second click reuses it); the signed webhook pays the order once', async () => {
    const o = await orderWithSession();
    expect(o.prepay.body).toMatchObject({ code: 1, data: { order_id: o.id, result: 'redirect' } });
    const session = sessionOf(o.prepay.body.data.redirect_url);
    expect(fake.sessions.get(session)).toMatchObject({ status: 'open', currency: 'aed', amount_total: (await orderDetail(t.app, o.token, o.id)).amount_due_fils, client_reference_id: String(o.id) });
    const again = await t.api.post('/pay/prepay', { token: o.token, body: { order_id: o.id, method: 'online' } });
    expect(again.body.data).toMatchObject({ result: 'redirect', redirect_url: o.prepay.body.data.redirect_url });
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === String(o.id))).toHaveLength(1);

    fake.pay(session);
    expect((await webhook('checkout.session.completed', { id: session, payment_status: 'paid' })).json()).toMatchObject({ code: 1, data: { received: true } });
    await webhook('checkout.session.completed', { id: session, payment_status: 'paid' });
    const paid = await orderDetail(t.app, o.token, o.id);
    expect(paid).toMatchObject({ status: 'pending_review', payment_status: 'paid', payment_method: 'online', online_sn: session });
    expect(paid.timeline.filter((e) => e.status === 'pending_review')).toHaveLength(1);
    expect((await t.api.post('/pay/prepay', { token: o.token, body: { order_id: o.id, method: 'online' } })).body.data).toMatchObject({ error: 'order_not_payable' });
  });

  it('cancelling an unpaid order expires its open session first, so it cannot be paid afterwards', async () => {
    const o = await orderWithSession();
    const session = sessionOf(o.prepay.body.data.redirect_url);
    expect((await t.api.post('/order/cancel', { token: o.token, body: { id: o.id } })).body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect(fake.sessions.get(session)!.status).toBe('expired');
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerRef, session));
    expect(payment!.status).toBe('cancelled');
  });

  it('an order whose session was paid before the cancellation is paid, and the cancellation becomes a request', async () => {
    const o = await orderWithSession();
    fake.pay(sessionOf(o.prepay.body.data.redirect_url)); // the webhook has not arrived yet
    const res = await t.api.post('/order/cancel', { token: o.token, body: { id: o.id } });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending_review', payment_status: 'paid', cancel_requested: true } });
  });

  it('the expiry sweep closes open sessions before it cancels; an order paid at Stripe meanwhile stays paid', async () => {
    const open = await orderWithSession();
    const paid = await orderWithSession();
    fake.pay(sessionOf(paid.prepay.body.data.redirect_url));
    for (const { id } of [open, paid]) await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, id));
    expect(await t.app.services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect((await orderDetail(t.app, open.token, open.id)).status).toBe('cancelled');
    expect(fake.sessions.get(sessionOf(open.prepay.body.data.redirect_url))!.status).toBe('expired');
    expect(await orderDetail(t.app, paid.token, paid.id)).toMatchObject({ status: 'pending_review', payment_status: 'paid' });
  });

  it('when Stripe refuses the request, prepay answers payment_unavailable and the attempt is recorded as failed', async () => {
    const o = await orderWithSession(refused.app);
    expect(o.prepay.body).toMatchObject({ code: 0, show: 1, data: { error: 'payment_unavailable' } });
    const attempts = await refused.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(attempts.map((p) => [p.method, p.status])).toEqual([['online', 'failed']]);
    expect((await orderDetail(refused.app, o.token, o.id)).status).toBe('unpaid');
  });
});
