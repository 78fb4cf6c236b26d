import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users, walletLedger } from '../../db/schema';
import { addAddress, idempotencyKey, orderDetail, pdf, readyToOrder, submitOrder } from '../../testing/fixtures';
import { createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

let t: TestApp;
const WEBHOOK_SECRET = 'whsec_test_secret';
beforeAll(async () => {
  t = await createTestApp({ stripeWebhookSecret: WEBHOOK_SECRET });
});
afterAll(() => t.close());

describe('payment', () => {
  it('balance: debits atomically with a ledger row; the order is paid exactly once', async () => {
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const due = (await orderDetail(t.app, u.token, id)).amount_due_fils;
    const refused = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
    expect(refused.body.data).toMatchObject({ error: 'insufficient_balance' });
    await t.database.db.update(users).set({ balanceFils: due + 500 }).where(eq(users.id, u.userId));
    const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
    expect(paid.body).toMatchObject({ code: 1, data: { result: 'paid' } });
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.data).toMatchObject({ error: 'order_not_payable' });
    const wallet = (await t.api.get('/user/wallet', { token: u.token })).body.data;
    expect(wallet.balance_fils).toBe(500);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    expect(ledger.map((l) => l.deltaFils)).toEqual([-due]);
    const placed = await orderDetail(t.app, u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid', payment_method: 'balance', paid_fils: due, cancel: 'request' });
    expect(placed.timeline.map((e) => e.status)).toEqual(['unpaid', 'pending_review']);
  });

  it('needs a design file on every line before paying', async () => {
    const u = await newUser(t.app);
    const added = await t.api.post('/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: {} }] } });
    const addressId = await addAddress(t.app, u.token);
    const id = Number((await submitOrder(t.app, u.token, added.body.data.ids as number[], addressId)).body.data.order_id);
    const methods = (await t.api.get('/pay/methods', { query: { order_id: id }, token: u.token })).body.data;
    expect(methods.missing_files).toBe(1);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ error: 'design_file_required' });
    const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`late ${Math.random()}`));
    const line = (await orderDetail(t.app, u.token, id)).lines[0]!;
    expect((await t.api.post('/order/attachFile', { token: u.token, body: { id, line_id: line.id, file_id: file.body.data.id } })).body.code).toBe(1);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ result: 'redirect' });
  });

  it('orders over AED 1000 can be paid only by bank transfer or balance', async () => {
    const u = await readyToOrder(t.app, [{ code: 'banner_flex_frontlit', config: { quantity: 20 } }]);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const methods = (await t.api.get('/pay/methods', { query: { order_id: id }, token: u.token })).body.data;
    expect(methods.amount_due_fils).toBeGreaterThan(100000);
    const online = methods.methods.find((m) => m.method === 'online')!;
    expect(online).toMatchObject({ available: false, reason: 'Orders over AED 1000 must be paid by bank transfer or balance.' });
    expect(methods.methods.find((m) => m.method === 'bank_transfer')?.available).toBe(true);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ error: 'over_limit' });
  });

  it('bank transfer waits for staff confirmation; only staff may confirm', async () => {
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'bank_transfer' } })).body.data).toMatchObject({ error: 'transfer_details_required' });
    const voucher = await uploadFile(t.app, u.token, 'IMG 2041.pdf', pdf(`voucher ${Math.random()}`));
    expect(voucher.body.code).toBe(0); // design-file rules refuse that name on the design upload…
    const boundary = 'vb';
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/upload/voucher',
      headers: { token: u.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG 2041.pdf"\r\n\r\n`), pdf(`v ${Math.random()}`), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    const voucherId = Number(raw.json().data.id); // …but the voucher upload takes any name
    const transfer = { account_name: 'Sara Al Mansoori', bank: 'Emirates NBD', reference_last6: '428193', voucher_file_id: voucherId };
    const res = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'bank_transfer', transfer } });
    expect(res.body.data).toMatchObject({ result: 'pending_confirmation' });
    expect(await orderDetail(t.app, u.token, id)).toMatchObject({ status: 'unpaid', payment_status: 'pending_confirmation', expires_at: null });

    expect((await t.api.post('/staff/confirmTransfer', { token: u.token, body: { order_id: id } })).body.data).toMatchObject({ error: 'forbidden' });
    const staff = await newUser(t.app);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: id } })).body).toMatchObject({ code: 1, data: { status: 'pending_review', payment_status: 'paid' } });
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: id } })).body.code).toBe(0);
  });

  it('credit within the limit; cash on delivery only with COD delivery', async () => {
    const u = await readyToOrder(t.app, [{ code: 'flyer_digital', config: {} }, { code: 'bc_standard', config: {} }]);
    const id = Number((await submitOrder(t.app, u.token, [u.cartIds[0]!], u.addressId, 'cod')).body.data.order_id);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'credit' } })).body.data).toMatchObject({ error: 'no_credit' });
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'cod' } })).body.data).toMatchObject({ result: 'cod_accepted' });
    const second = Number((await submitOrder(t.app, u.token, [u.cartIds[1]!], u.addressId)).body.data.order_id);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: second, method: 'cod' } })).body.data).toMatchObject({ error: 'cod_needs_cod_delivery' });
    await t.database.db.update(users).set({ creditLimitFils: 5_000_00 }).where(eq(users.id, u.userId));
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: second, method: 'credit' } })).body.data).toMatchObject({ result: 'paid' });
    const wallet = (await t.api.get('/user/wallet', { token: u.token })).body.data;
    expect(wallet.credit_used_fils).toBe((await orderDetail(t.app, u.token, second)).amount_due_fils);
  });

  it('sandbox card: hosted page → pay → paid once, even when completed twice', async () => {
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const prepay = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } });
    const url = String(prepay.body.data.redirect_url);
    expect(url).toMatch(/^\/api\/pay\/sandbox\/checkout\?session=sbx_/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox payment');
    const arabic = await t.app.inject({ method: 'GET', url, headers: { cookie: 'locale=ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('دفع تجريبي');
    expect(arabic.body).not.toContain('Sandbox payment');
    const session = url.split('session=')[1]!;
    const done = await t.api.post('/pay/sandbox/complete', { body: { session, outcome: 'success' } });
    expect(done.body.data).toMatchObject({ order_id: id, paid: true, return_url: `/pc/payment/result?order_id=${id}` });
    await t.api.post('/pay/sandbox/complete', { body: { session, outcome: 'success' } });
    await t.api.post('/pay/sandbox/complete', { body: { session, outcome: 'cancel' } });
    const placed = await orderDetail(t.app, u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid', payment_method: 'online' });
    expect(placed.timeline.filter((e) => e.status === 'pending_review')).toHaveLength(1);
  });

  it('Stripe webhook: checks the signature, ignores replays, tolerates out-of-order events', async () => {
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const sessionId = `cs_test_${idempotencyKey()}`;
    await t.database.db.execute(sql`insert into payments (order_id, user_id, method, status, amount_fils, provider, provider_ref) values (${id}, ${u.userId}, 'online', 'pending', 100, 'stripe', ${sessionId})`);
    const post = (event: object, signature?: string) => {
      const raw = JSON.stringify(event);
      return t.app.inject({ method: 'POST', url: '/api/pay/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET }) }, payload: raw });
    };
    const completed = { id: `evt_${idempotencyKey()}`, type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid' } } };
    expect((await post(completed, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await post(completed, Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(completed), secret: 'wrong-secret' }))).statusCode).toBe(400);
    expect((await orderDetail(t.app, u.token, id)).payment_status).toBe('none');
    // An "expired" event arriving late, after "completed", must not undo the payment.
    expect((await post(completed)).json()).toMatchObject({ code: 1, data: { received: true } });
    expect((await post(completed)).statusCode).toBe(200); // replay
    await post({ id: `evt_${idempotencyKey()}`, type: 'checkout.session.expired', data: { object: { id: sessionId } } });
    const placed = await orderDetail(t.app, u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid' });
    expect(placed.timeline.filter((e) => e.status === 'pending_review')).toHaveLength(1);
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('20 concurrent balance payments against a balance for one: exactly one succeeds, balance never negative, ledger matches', async () => {
    const u = await newUser(t.app);
    const addressId = await addAddress(t.app, u.token);
    const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`c ${Math.random()}`));
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const added = await t.api.post('/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.body.data.id }] } });
      ids.push(Number((await submitOrder(t.app, u.token, added.body.data.ids as number[], addressId, 'pickup')).body.data.order_id));
    }
    const due = (await orderDetail(t.app, u.token, ids[0]!)).amount_due_fils;
    await t.database.db.update(users).set({ balanceFils: due }).where(eq(users.id, u.userId));
    const results = await Promise.all(ids.map((id) => t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(user!.balanceFils).toBe(0);
    const ledger = await t.database.db.select().from(walletLedger).where(and(eq(walletLedger.userId, u.userId), eq(walletLedger.account, 'balance')));
    expect(ledger.reduce((s, l) => s + l.deltaFils, 0)).toBe(-due);
    const paid = await t.database.db.select().from(orders).where(and(eq(orders.userId, u.userId), eq(orders.paymentStatus, 'paid')));
    expect(paid).toHaveLength(1);
  });
});
