/**
 * One order, at most one successful payment (issue 9): every pair of methods sent together — card + balance, two
 * card sessions, card + bank transfer, balance + bank transfer — ends with one payment succeeded and the other
 * refused or refunded, the ledger matching the balance. A card paid after the order was cancelled is recorded as a
 * late payment and refunded, visibly on the order. Runs on PGlite and (in `npm test`) on PostgreSQL.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, refunds, uploads, users, walletLedger } from '../../db/schema';
import { stripeClient, stripeProvider } from './providers/stripe';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeStripe } from '../../testing/fake-stripe';
import { orderDetail, pdf, readyToOrder, staffUser, submitOrder, uploadVoucher } from '../../testing/fixtures';
import { callApi, createTestApp, uploadFile, type TestApp } from '../../testing/test-app';

const START_BALANCE = 5_000_000;
const ROUNDS = 3;
let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

/** New cart lines for an existing shopper (a second order of the same user). */
async function readyToOrderSameUser(u: { token: string }) {
  const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`second ${Math.random()}`));
  const added = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 }, file_id: Number(file.body.data.id) }] } });
  return { cartIds: (added.body.data as { ids: number[] }).ids };
}

async function unpaidOrder(app = t.app) {
  const u = await readyToOrder(app);
  await t.database.db.update(users).set({ balanceFils: START_BALANCE }).where(eq(users.id, u.userId));
  const id = Number((await submitOrder(app, u.token, u.cartIds, u.addressId)).body.data.order_id);
  return { ...u, id };
}

type Shopper = Awaited<ReturnType<typeof unpaidOrder>>;

const prepay = (u: Shopper, body: Record<string, unknown>) => callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: u.id, ...body } });
const openCard = async (u: Shopper) => String((await prepay(u, { method: 'online' })).body.data.redirect_url ?? '').split('session=')[1] ?? '';
const payCard = (session: string) => callApi(t.app, 'POST', '/api/pay/sandbox/complete', { body: { session, outcome: 'success' } });
const payByTransfer = async (u: Shopper) =>
  prepay(u, { method: 'bank_transfer', transfer: { account_name: 'Sara Al Mansoori', bank: 'Emirates NBD', reference_last6: String(100000 + u.id).slice(-6), voucher_file_id: await uploadVoucher(t.app, u.token) } });
const confirmTransfer = (u: Shopper) => callApi(t.app, 'POST', '/api/staff/confirmTransfer', { token: staff.token, body: { order_id: u.id } });

/** The invariants after any race: one payment succeeded, money taken otherwise refunded, ledger = balance. */
async function expectPaidOnce(u: Shopper) {
  const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, u.id));
  const succeeded = rows.filter((p) => p.status === 'succeeded');
  expect(succeeded, JSON.stringify(rows.map((p) => [p.method, p.status]))).toHaveLength(1);
  const winner = succeeded[0]!;
  // Everything else either never took money, or was refunded in full.
  for (const p of rows.filter((r) => r.id !== winner.id)) {
    expect(['failed', 'cancelled', 'voided', 'refunded']).toContain(p.status);
    if (p.status === 'refunded') expect(p.refundedFils).toBe(p.amountFils);
  }
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, u.id));
  expect(order).toMatchObject({ paymentStatus: 'paid', status: 'pending_review', paymentMethod: winner.method, paidFils: winner.amountFils });
  const orderRefunds = await t.database.db.select().from(refunds).where(eq(refunds.orderId, u.id));
  expect(orderRefunds.map((r) => r.paymentId).sort()).toEqual(rows.filter((p) => p.status === 'refunded').map((p) => p.id).sort());
  for (const r of orderRefunds) expect(r).toMatchObject({ reason: 'late_payment', status: 'succeeded' });
  // The ledger: one debit when balance won, nothing otherwise; the sum matches the balance.
  const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
  const [user] = await t.database.db.select({ balance: users.balanceFils }).from(users).where(eq(users.id, u.userId));
  expect(START_BALANCE + ledger.reduce((s, l) => s + l.deltaFils, 0)).toBe(user?.balance);
  expect(user?.balance).toBe(winner.method === 'balance' ? START_BALANCE - winner.amountFils : START_BALANCE);
  return { winner, rows, refunds: orderRefunds };
}

describe('one order, one payment', () => {
  it('card + balance at once: one pays, the other is refused or refunded', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await unpaidOrder();
      const session = await openCard(u);
      const [card, balance] = await Promise.all([payCard(session), prepay(u, { method: 'balance' })]);
      const { winner } = await expectPaidOnce(u);
      if (winner.method === 'balance') expect(balance.body.data).toMatchObject({ result: 'paid' });
      else expect([balance.body.data.error, card.body.data.paid]).toEqual(['order_not_payable', true]);
    }
  });

  it('two card sessions paid at once: one pays, the other is refunded', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await unpaidOrder();
      const sessions = await Promise.all([openCard(u), openCard(u)]);
      await Promise.all([...new Set(sessions.filter(Boolean))].map(payCard));
      await expectPaidOnce(u);
    }
  });

  it('a card session paid after a second session replaced it is refunded', async () => {
    const u = await unpaidOrder();
    const first = await openCard(u);
    // A second Pay click while the first session is open goes back to it…
    expect(await openCard(u)).toBe(first);
    // …but paying by balance voids it; money taken on it afterwards goes back.
    expect((await prepay(u, { method: 'balance' })).body.data).toMatchObject({ result: 'paid' });
    expect((await payCard(first)).body.data).toMatchObject({ paid: true });
    const { refunds: given } = await expectPaidOnce(u);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ method: 'online', status: 'succeeded' });
  });

  it('card + bank transfer at once: one pays, the other is refused or refunded; staff confirmation then agrees', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await unpaidOrder();
      const session = await openCard(u);
      const [, transfer] = await Promise.all([payCard(session), payByTransfer(u)]);
      const confirmed = await confirmTransfer(u);
      const { winner } = await expectPaidOnce(u);
      if (winner.method === 'bank_transfer') expect([transfer.body.data.result, confirmed.body.code]).toEqual(['pending_confirmation', 1]);
      else expect(confirmed.body.code).toBe(0);
    }
  });

  it('balance + bank transfer at once: exactly one is taken', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await unpaidOrder();
      const [balance, transfer] = await Promise.all([prepay(u, { method: 'balance' }), payByTransfer(u)]);
      expect([balance.body.code, transfer.body.code].sort()).toEqual([0, 1]);
      if (transfer.body.code === 1) expect((await confirmTransfer(u)).body.code).toBe(1);
      else expect((await confirmTransfer(u)).body.code).toBe(0);
      await expectPaidOnce(u);
    }
  });

  it('cash on delivery voids the open card session; a card paid there afterwards is refunded', async () => {
    const u = await readyToOrder(t.app);
    const c = { ...u, id: Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'cod')).body.data.order_id) };
    const session = await openCard(c);
    expect((await prepay(c, { method: 'cod' })).body.data).toMatchObject({ result: 'cod_accepted' });
    expect((await payCard(session)).body.data).toMatchObject({ paid: false });
    const detail = await orderDetail(t.app, u.token, c.id);
    expect(detail).toMatchObject({ status: 'pending_review', payment_method: 'cod' });
    expect(detail.refunds).toEqual([expect.objectContaining({ method: 'online', status: 'succeeded', reason: 'late_payment' })]);
  });

  it('staff confirmation of a transfer for an order that can no longer take it is refused and marks nothing', async () => {
    const u = await unpaidOrder();
    expect((await payByTransfer(u)).body.data).toMatchObject({ result: 'pending_confirmation' });
    // The order stopped being payable some other way (here: set directly, as a staff correction might).
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, u.id));
    expect((await confirmTransfer(u)).body.data).toMatchObject({ error: 'order_not_payable' });
    const [transfer] = await t.database.db.select().from(payments).where(and(eq(payments.orderId, u.id), eq(payments.method, 'bank_transfer')));
    expect(transfer?.status).toBe('pending');
  });

  it('a card paid after the order was cancelled is recorded as late, refunded, and shown on the order', async () => {
    const u = await unpaidOrder();
    const session = await openCard(u);
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: u.id } })).body.code).toBe(1);
    expect((await payCard(session)).body.data).toMatchObject({ paid: false });
    const detail = await orderDetail(t.app, u.token, u.id);
    expect(detail).toMatchObject({ status: 'cancelled', payment_status: 'none' });
    expect(detail.refunds).toEqual([expect.objectContaining({ method: 'online', reason: 'late_payment', status: 'succeeded', amount_fils: detail.amount_due_fils })]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, u.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedFils: detail.amount_due_fils });
    // A replayed completion refunds nothing more.
    await payCard(session);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, u.id))).toHaveLength(1);
  });
});

describe('a remittance voucher backs one payment or top-up', () => {
  it('refuses it for a second order, for a top-up, and as the same receipt uploaded again', async () => {
    const a = await unpaidOrder();
    const voucher = await uploadVoucher(t.app, a.token);
    const transfer = (voucherId: number) => ({ method: 'bank_transfer', transfer: { account_name: 'Sara', bank: 'ENBD', reference_last6: '123456', voucher_file_id: voucherId } });
    expect((await prepay(a, transfer(voucher))).body.data).toMatchObject({ result: 'pending_confirmation' });
    const b = { ...a, id: Number((await submitOrder(t.app, a.token, (await readyToOrderSameUser(a)).cartIds, a.addressId)).body.data.order_id) };
    const again = await prepay(b, transfer(voucher));
    expect(again.body).toMatchObject({ code: 0, data: { error: 'voucher_used', field: 'voucher_file_id' } });
    expect(again.body.msg).toBe('This remittance voucher has already been submitted. Please upload the voucher of this transfer.');
    expect((await orderDetail(t.app, a.token, b.id)).payment_status).toBe('none');
    const topUp = await callApi(t.app, 'POST', '/api/wallet/recharge', { token: a.token, body: { amount_fils: 10000, account_name: 'Sara', bank: 'ENBD', reference_last6: '123456', voucher_file_id: voucher } });
    expect(topUp.body.data).toMatchObject({ error: 'voucher_used' });
    // The same receipt uploaded again on another day is a new file with the same content: still used.
    const [file] = await t.database.db.select().from(uploads).where(eq(uploads.id, voucher));
    await t.database.db.update(uploads).set({ day: '2000-01-01' }).where(eq(uploads.id, voucher));
    const copy = await uploadFile(t.app, a.token, 'receipt.png', await readFile(join(t.config.dataDir, 'uploads', file!.storedName)), 'voucher');
    expect(copy.body.code).toBe(1);
    expect((await prepay(b, transfer(Number(copy.body.data.id)))).body.data).toMatchObject({ error: 'voucher_used' });
  });
});

describe('late Stripe payment', () => {
  const WEBHOOK_SECRET = 'whsec_late_payment';
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({ paymentProvider: 'stripe', stripeSecretKey: FAKE_STRIPE_KEY, stripeWebhookSecret: WEBHOOK_SECRET }, { paymentProvider: stripeProvider(stripeClient(FAKE_STRIPE_KEY, fake.connection)) });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it('a session paid as the order was cancelled is refunded through Stripe, once, and the customer sees it', async () => {
    const u = await readyToOrder(s.app);
    const id = Number((await submitOrder(s.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const prepaid = await callApi(s.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } });
    const sessionId = String(prepaid.body.data.redirect_url).split('/').at(-1)!;
    expect((await callApi(s.app, 'POST', '/api/order/cancel', { token: u.token, body: { id } })).body.code).toBe(1);
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    // The shopper's payment went through as the session was being expired; Stripe tells the shop (twice).
    fake.payLate(sessionId);
    const payload = JSON.stringify({ id: `evt_late_${id}`, object: 'event', type: 'checkout.session.completed', data: { object: { object: 'checkout.session', id: sessionId, payment_status: 'paid' } } });
    for (let i = 0; i < 2; i++) {
      const delivered = await s.app.inject({ method: 'POST', url: '/api/pay/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) }, payload });
      expect(delivered.statusCode).toBe(200);
    }
    const due = (await orderDetail(s.app, u.token, id)).amount_due_fils;
    expect(fake.refunds).toEqual([expect.objectContaining({ payment_intent: fake.sessions.get(sessionId)?.payment_intent, amount: due })]);
    const detail = await orderDetail(s.app, u.token, id);
    expect(detail.status).toBe('cancelled');
    expect(detail.refunds).toEqual([expect.objectContaining({ method: 'online', status: 'succeeded', reason: 'late_payment', amount_fils: due })]);
    const [row] = await s.database.db.select({ ref: refunds.providerRef }).from(refunds).where(eq(refunds.orderId, id));
    expect(row?.ref).toBe(fake.refunds[0]?.id);
    expect(await s.database.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, id))).toEqual([{ status: 'refunded' }]);
  });
});
