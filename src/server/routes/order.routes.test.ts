import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/shop-api';
import { orders, users, walletLedger } from '../db/schema';
import { expireUnpaidOrders } from '../services/order.service';
import { signStripePayload } from '../services/payment-providers';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../testing/test-app';

type Order = components['schemas']['Order'];
type Preview = { totals: components['schemas']['OrderTotals']; first_order_today: boolean; price_changed: boolean };

let t: TestApp;
const WEBHOOK_SECRET = 'whsec_test_secret';
beforeAll(async () => {
  t = await createTestApp({ stripeWebhookSecret: WEBHOOK_SECRET });
});
afterAll(() => t.close());

const key = () => randomUUID().replace(/-/g, '');
const pdf = (text: string) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(text)]);
const address = { recipient: 'Sara Al Mansoori', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Warehouse 14, Street 6B, Al Quoz 3', area: 'Al Quoz', postal_code: '00000' };

async function addAddress(token: string): Promise<number> {
  const res = await callApi(t.app, 'POST', '/api/address/add', { token, body: address });
  expect(res.body.code).toBe(1);
  return Number(res.body.data.id);
}

/** A user with a priced cart line (with a design file) and an address, ready to submit. */
async function readyToOrder(items: { code: string; config: Record<string, string | number | boolean> }[] = [{ code: 'bc_standard', config: { quantity: 500 } }]) {
  const user = await newUser(t.app);
  const file = await uploadFile(t.app, user.token, 'card90x54.pdf', pdf(`${user.mobile} ${Math.random()}`));
  const added = await callApi(t.app, 'POST', '/api/cart/add', { token: user.token, body: { items: items.map((i) => ({ ...i, file_id: Number(file.body.data.id) })) } });
  expect(added.body.code).toBe(1);
  const cartIds = (added.body.data as { ids: number[] }).ids;
  const addressId = await addAddress(user.token);
  return { ...user, cartIds, addressId };
}

async function submit(token: string, cartIds: number[], addressId: number, delivery = 'door', extra: Record<string, unknown> = {}) {
  const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token, body: { cart_ids: cartIds, address_id: addressId, delivery } })).body.data as Preview;
  return callApi(t.app, 'POST', '/api/order/submit', {
    token,
    body: { cart_ids: cartIds, address_id: addressId, delivery, agree_terms: true, idempotency_key: key(), expected_amount_due_fils: preview.totals.amount_due_fils, ...extra },
  });
}

async function order(token: string, id: number): Promise<Order> {
  return (await callApi(t.app, 'GET', `/api/order/detail?id=${id}`, { token })).body.data as Order;
}

describe('address book', () => {
  it('keeps one default, validates phone and scopes to the owner', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const first = await addAddress(a.token);
    const second = Number((await callApi(t.app, 'POST', '/api/address/add', { token: a.token, body: { ...address, city: 'Sharjah', is_default: true } })).body.data.id);
    let lists = ((await callApi(t.app, 'GET', '/api/address/lists', { token: a.token })).body.data as { lists: { id: number; is_default: boolean }[] }).lists;
    expect(lists.filter((l) => l.is_default).map((l) => l.id)).toEqual([second]);
    expect((await callApi(t.app, 'POST', '/api/address/add', { token: a.token, body: { ...address, phone: '123' } })).body.data).toMatchObject({ error: 'phone_invalid' });
    expect((await callApi(t.app, 'POST', '/api/address/edit', { token: b.token, body: { ...address, id: first } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await callApi(t.app, 'POST', '/api/address/delete', { token: b.token, body: { id: first } })).body.data).toMatchObject({ error: 'not_found' });
    await callApi(t.app, 'POST', '/api/address/delete', { token: a.token, body: { id: second } });
    lists = ((await callApi(t.app, 'GET', '/api/address/lists', { token: a.token })).body.data as { lists: { id: number; is_default: boolean }[] }).lists;
    expect(lists).toEqual([expect.objectContaining({ id: first, is_default: true })]);
  });
});

describe('confirm order', () => {
  it('submits an unpaid order with server totals; the first order of the day pays basic freight once', async () => {
    const u = await readyToOrder();
    const res = await submit(u.token, u.cartIds, u.addressId);
    expect(res.body).toMatchObject({ code: 1, show: 1 });
    const placed = await order(u.token, Number(res.body.data.order_id));
    expect(placed).toMatchObject({ status: 'unpaid', delivery: 'door', recipient: address.recipient, payment_status: 'none', cancel: 'cancel_now' });
    expect(placed.totals.shipping_fils).toBe(2500);
    const t0 = placed.totals;
    expect(t0.amount_due_fils).toBe(t0.goods_fils - t0.discount_fils - t0.member_discount_fils + t0.shipping_fils + t0.tax_fils);
    expect(placed.lines).toHaveLength(1);
    expect(placed.timeline.map((e) => e.status)).toEqual(['unpaid']);
    expect(((await callApi(t.app, 'GET', '/api/cart/lists', { token: u.token })).body.data as { count: number }).count).toBe(0);

    // A second order today: no basic freight.
    const again = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'flyer_digital', config: {} }] } });
    const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: again.body.data.ids, delivery: 'door' } })).body.data as Preview;
    expect(preview.first_order_today).toBe(false);
    expect(preview.totals.shipping_fils).toBe(0);
  });

  it('a retried submit with the same idempotency key makes one order', async () => {
    const u = await readyToOrder();
    const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: u.cartIds, delivery: 'door' } })).body.data as Preview;
    const body = { cart_ids: u.cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: key(), expected_amount_due_fils: preview.totals.amount_due_fils };
    const first = await callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body });
    const second = await callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body });
    expect(second.body.data.order_id).toBe(first.body.data.order_id);
    const list = (await callApi(t.app, 'GET', '/api/order/lists', { token: u.token })).body.data as { count: number };
    expect(list.count).toBe(1);
  });

  it('refuses without the agreement, without an address of the user, and when prices changed', async () => {
    const u = await readyToOrder();
    const other = await newUser(t.app);
    const otherAddress = await addAddress(other.token);
    expect((await submit(u.token, u.cartIds, u.addressId, 'door', { agree_terms: false })).body.data).toMatchObject({ error: 'agree_terms_required' });
    expect((await submit(u.token, u.cartIds, otherAddress)).body.data).toMatchObject({ error: 'address_required' });
    expect((await submit(u.token, u.cartIds, u.addressId, 'door', { expected_amount_due_fils: 1 })).body.data).toMatchObject({ error: 'price_changed' });
    await t.database.db.execute(sql`update cart_lines set price_fils = 1 where id = ${u.cartIds[0]}`);
    expect((await submit(u.token, u.cartIds, u.addressId)).body.data).toMatchObject({ error: 'price_changed' });
    expect(((await callApi(t.app, 'GET', '/api/order/lists', { token: u.token })).body.data as { count: number }).count).toBe(0);
  });

  it('ignores totals and prices sent by the client', async () => {
    const u = await readyToOrder();
    const res = await submit(u.token, u.cartIds, u.addressId, 'door', { amount_due_fils: 1, totals: { amount_due_fils: 1 }, goods_fils: 1 });
    const placed = await order(u.token, Number(res.body.data.order_id));
    expect(placed.totals.amount_due_fils).toBeGreaterThan(1000);
  });
});

describe('payment', () => {
  it('balance: debits atomically with a ledger row; the order is paid exactly once', async () => {
    const u = await readyToOrder();
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    const due = (await order(u.token, id)).amount_due_fils;
    const refused = await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
    expect(refused.body.data).toMatchObject({ error: 'insufficient_balance' });
    await t.database.db.update(users).set({ balanceFils: due + 500 }).where(eq(users.id, u.userId));
    const paid = await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
    expect(paid.body).toMatchObject({ code: 1, data: { result: 'paid' } });
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.data).toMatchObject({ error: 'order_not_payable' });
    const wallet = (await callApi(t.app, 'GET', '/api/user/wallet', { token: u.token })).body.data as { balance_fils: number };
    expect(wallet.balance_fils).toBe(500);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    expect(ledger.map((l) => l.deltaFils)).toEqual([-due]);
    const placed = await order(u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid', payment_method: 'balance', paid_fils: due, cancel: 'request' });
    expect(placed.timeline.map((e) => e.status)).toEqual(['unpaid', 'pending_review']);
  });

  it('needs a design file on every line before paying', async () => {
    const u = await newUser(t.app);
    const added = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: {} }] } });
    const addressId = await addAddress(u.token);
    const id = Number((await submit(u.token, added.body.data.ids as number[], addressId)).body.data.order_id);
    const methods = (await callApi(t.app, 'GET', `/api/pay/methods?order_id=${id}`, { token: u.token })).body.data as { missing_files: number };
    expect(methods.missing_files).toBe(1);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ error: 'design_file_required' });
    const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`late ${Math.random()}`));
    const line = (await order(u.token, id)).lines[0]!;
    expect((await callApi(t.app, 'POST', '/api/order/attachFile', { token: u.token, body: { id, line_id: line.id, file_id: file.body.data.id } })).body.code).toBe(1);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ result: 'redirect' });
  });

  it('orders over AED 1000 can be paid only by bank transfer or balance', async () => {
    const u = await readyToOrder([{ code: 'banner_flex_frontlit', config: { quantity: 20 } }]);
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    const methods = (await callApi(t.app, 'GET', `/api/pay/methods?order_id=${id}`, { token: u.token })).body.data as { amount_due_fils: number; methods: { method: string; available: boolean; reason: string }[] };
    expect(methods.amount_due_fils).toBeGreaterThan(100000);
    const online = methods.methods.find((m) => m.method === 'online')!;
    expect(online).toMatchObject({ available: false, reason: 'Orders over AED 1000 must be paid by bank transfer or balance.' });
    expect(methods.methods.find((m) => m.method === 'bank_transfer')?.available).toBe(true);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data).toMatchObject({ error: 'over_limit' });
  });

  it('bank transfer waits for staff confirmation; only staff may confirm', async () => {
    const u = await readyToOrder();
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'bank_transfer' } })).body.data).toMatchObject({ error: 'transfer_details_required' });
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
    const res = await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'bank_transfer', transfer } });
    expect(res.body.data).toMatchObject({ result: 'pending_confirmation' });
    expect(await order(u.token, id)).toMatchObject({ status: 'unpaid', payment_status: 'pending_confirmation', expires_at: null });

    expect((await callApi(t.app, 'POST', '/api/staff/confirmTransfer', { token: u.token, body: { order_id: id } })).body.data).toMatchObject({ error: 'forbidden' });
    const staff = await newUser(t.app);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
    expect((await callApi(t.app, 'POST', '/api/staff/confirmTransfer', { token: staff.token, body: { order_id: id } })).body).toMatchObject({ code: 1, data: { status: 'pending_review', payment_status: 'paid' } });
    expect((await callApi(t.app, 'POST', '/api/staff/confirmTransfer', { token: staff.token, body: { order_id: id } })).body.code).toBe(0);
  });

  it('credit within the limit; cash on delivery only with COD delivery', async () => {
    const u = await readyToOrder([{ code: 'flyer_digital', config: {} }, { code: 'bc_standard', config: {} }]);
    const id = Number((await submit(u.token, [u.cartIds[0]!], u.addressId, 'cod')).body.data.order_id);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'credit' } })).body.data).toMatchObject({ error: 'no_credit' });
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'cod' } })).body.data).toMatchObject({ result: 'cod_accepted' });
    const second = Number((await submit(u.token, [u.cartIds[1]!], u.addressId)).body.data.order_id);
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: second, method: 'cod' } })).body.data).toMatchObject({ error: 'cod_needs_cod_delivery' });
    await t.database.db.update(users).set({ creditLimitFils: 5_000_00 }).where(eq(users.id, u.userId));
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: second, method: 'credit' } })).body.data).toMatchObject({ result: 'paid' });
    const wallet = (await callApi(t.app, 'GET', '/api/user/wallet', { token: u.token })).body.data as { credit_used_fils: number };
    expect(wallet.credit_used_fils).toBe((await order(u.token, second)).amount_due_fils);
  });

  it('sandbox card: hosted page → pay → paid once, even when completed twice', async () => {
    const u = await readyToOrder();
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    const prepay = await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } });
    const url = String(prepay.body.data.redirect_url);
    expect(url).toMatch(/^\/api\/pay\/sandbox\/checkout\?session=sbx_/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox payment');
    const session = url.split('session=')[1]!;
    const done = await callApi(t.app, 'POST', '/api/pay/sandbox/complete', { body: { session, outcome: 'success' } });
    expect(done.body.data).toMatchObject({ order_id: id, paid: true, return_url: `/pc/payment/result?order_id=${id}` });
    await callApi(t.app, 'POST', '/api/pay/sandbox/complete', { body: { session, outcome: 'success' } });
    await callApi(t.app, 'POST', '/api/pay/sandbox/complete', { body: { session, outcome: 'cancel' } });
    const placed = await order(u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid', payment_method: 'online' });
    expect(placed.timeline.filter((e) => e.status === 'pending_review')).toHaveLength(1);
  });

  it('Stripe webhook: checks the signature, ignores replays, tolerates out-of-order events', async () => {
    const u = await readyToOrder();
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    const sessionId = `cs_test_${key()}`;
    await t.database.db.execute(sql`insert into payments (order_id, user_id, method, status, amount_fils, provider, provider_ref) values (${id}, ${u.userId}, 'online', 'pending', 100, 'stripe', ${sessionId})`);
    const post = (event: object, signature?: string) => {
      const raw = JSON.stringify(event);
      return t.app.inject({ method: 'POST', url: '/api/pay/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signStripePayload(raw, WEBHOOK_SECRET) }, payload: raw });
    };
    const completed = { id: `evt_${key()}`, type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid' } } };
    expect((await post(completed, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await post(completed, signStripePayload(JSON.stringify(completed), 'wrong-secret'))).statusCode).toBe(400);
    expect((await order(u.token, id)).payment_status).toBe('none');
    // An "expired" event arriving late, after "completed", must not undo the payment.
    expect((await post(completed)).json()).toMatchObject({ code: 1, data: { received: true } });
    expect((await post(completed)).statusCode).toBe(200); // replay
    await post({ id: `evt_${key()}`, type: 'checkout.session.expired', data: { object: { id: sessionId } } });
    const placed = await order(u.token, id);
    expect(placed).toMatchObject({ status: 'pending_review', payment_status: 'paid' });
    expect(placed.timeline.filter((e) => e.status === 'pending_review')).toHaveLength(1);
  });
});

describe('orders: lists, cancellation, expiry, owners', () => {
  it('cancels unpaid at once; paid before production on request (withdrawable); in production → customer service', async () => {
    const u = await readyToOrder([{ code: 'bc_standard', config: {} }, { code: 'flyer_digital', config: {} }]);
    const unpaid = Number((await submit(u.token, [u.cartIds[0]!], u.addressId)).body.data.order_id);
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: unpaid } })).body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    const paid = Number((await submit(u.token, [u.cartIds[1]!], u.addressId)).body.data.order_id);
    await t.database.db.update(users).set({ balanceFils: 1_000_000 }).where(eq(users.id, u.userId));
    await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: paid, method: 'balance' } });
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: paid } })).body).toMatchObject({ code: 1, data: { status: 'pending_review', cancel_requested: true } });
    expect((await callApi(t.app, 'POST', '/api/order/withdrawCancel', { token: u.token, body: { id: paid } })).body).toMatchObject({ code: 1, data: { cancel_requested: false } });
    await t.database.db.update(orders).set({ status: 'in_production' }).where(eq(orders.id, paid));
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: paid } })).body).toMatchObject({
      code: 0,
      msg: 'This order is already in production and cannot be cancelled online. Please contact customer service.',
    });
    const tabs = async (tab: string) => ((await callApi(t.app, 'GET', `/api/order/lists?tab=${tab}`, { token: u.token })).body.data as { count: number }).count;
    expect(await tabs('all')).toBe(2);
    expect(await tabs('unpaid')).toBe(0);
    expect(await tabs('production')).toBe(1);
  });

  it('unpaid orders expire after their time; pending bank transfers do not', async () => {
    const u = await readyToOrder();
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));
    expect(await expireUnpaidOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await order(u.token, id)).status).toBe('cancelled');
    expect(await expireUnpaidOrders(t.database.db)).toBe(0);
  });

  it('another user\'s orders, payments and files are "not found"', async () => {
    const u = await readyToOrder();
    const other = await newUser(t.app);
    const id = Number((await submit(u.token, u.cartIds, u.addressId)).body.data.order_id);
    for (const [method, url, body] of [
      ['GET', `/api/order/detail?id=${id}`, undefined],
      ['GET', `/api/pay/methods?order_id=${id}`, undefined],
      ['POST', '/api/order/cancel', { id }],
      ['POST', '/api/pay/prepay', { order_id: id, method: 'online' }],
    ] as const) {
      const res = await callApi(t.app, method, url, { token: other.token, ...(body ? { body } : {}) });
      expect(res.body, url).toMatchObject({ code: 0, data: { error: 'not_found' } });
    }
    expect(((await callApi(t.app, 'GET', '/api/order/lists', { token: other.token })).body.data as { count: number }).count).toBe(0);
    expect((await order(u.token, id)).status).toBe('unpaid');
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('20 concurrent balance payments against a balance for one: exactly one succeeds, balance never negative, ledger matches', async () => {
    const u = await newUser(t.app);
    const addressId = await addAddress(u.token);
    const file = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`c ${Math.random()}`));
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const added = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.body.data.id }] } });
      ids.push(Number((await submit(u.token, added.body.data.ids as number[], addressId, 'pickup')).body.data.order_id));
    }
    const due = (await order(u.token, ids[0]!)).amount_due_fils;
    await t.database.db.update(users).set({ balanceFils: due }).where(eq(users.id, u.userId));
    const results = await Promise.all(ids.map((id) => callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(user!.balanceFils).toBe(0);
    const ledger = await t.database.db.select().from(walletLedger).where(and(eq(walletLedger.userId, u.userId), eq(walletLedger.account, 'balance')));
    expect(ledger.reduce((s, l) => s + l.deltaFils, 0)).toBe(-due);
    const paid = await t.database.db.select().from(orders).where(and(eq(orders.userId, u.userId), eq(orders.paymentStatus, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('10 concurrent submits with one idempotency key make one order', async () => {
    const u = await readyToOrder();
    const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: u.cartIds, delivery: 'door' } })).body.data as Preview;
    const body = { cart_ids: u.cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: key(), expected_amount_due_fils: preview.totals.amount_due_fils };
    const results = await Promise.all(Array.from({ length: 10 }, () => callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body })));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1);
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, u.userId));
    expect(placed).toHaveLength(1);
  });
});
