import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { addAddress, address, idempotencyKey, orderDetail, readyToOrder, submitOrder, type Preview } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('confirm order', () => {
  it('submits an unpaid order with server totals; the first order of the day pays basic freight once', async () => {
    const u = await readyToOrder(t.app);
    const res = await submitOrder(t.app, u.token, u.cartIds, u.addressId);
    expect(res.body).toMatchObject({ code: 1, show: 1 });
    const placed = await orderDetail(t.app, u.token, Number(res.body.data.order_id));
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

  it('the day\'s freight: an order cancelled unpaid releases the first-order slot; one cancelled after payment keeps it', async () => {
    const preview = async (u: { token: string }) => {
      const added = await callApi(t.app, 'POST', '/api/cart/add', { token: u.token, body: { items: [{ code: 'flyer_digital', config: {} }] } });
      return (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: added.body.data.ids, delivery: 'door' } })).body.data as Preview;
    };
    const unpaid = await readyToOrder(t.app);
    const first = Number((await submitOrder(t.app, unpaid.token, unpaid.cartIds, unpaid.addressId)).body.data.order_id);
    expect((await preview(unpaid)).first_order_today).toBe(false);
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: unpaid.token, body: { id: first } })).body.code).toBe(1);
    expect((await preview(unpaid)).first_order_today).toBe(true);

    const paid = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, paid.token, paid.cartIds, paid.addressId)).body.data.order_id);
    await t.database.db.update(users).set({ balanceFils: 10_000_000 }).where(eq(users.id, paid.userId));
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: paid.token, body: { order_id: id, method: 'balance' } })).body.code).toBe(1);
    // Cancelled on request after payment (staff approve it): the paid order keeps the day's first-order freight.
    await t.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
    const next = await preview(paid);
    expect(next.first_order_today).toBe(false);
    expect(next.totals.shipping_fils).toBe(0);
  });

  it('a retried submit with the same idempotency key makes one order', async () => {
    const u = await readyToOrder(t.app);
    const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: u.cartIds, delivery: 'door' } })).body.data as Preview;
    const body = { cart_ids: u.cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: preview.totals.amount_due_fils };
    const first = await callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body });
    const second = await callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body });
    expect(second.body.data.order_id).toBe(first.body.data.order_id);
    const list = (await callApi(t.app, 'GET', '/api/order/lists', { token: u.token })).body.data as { count: number };
    expect(list.count).toBe(1);
  });

  it('refuses without the agreement, without an address of the user, and when prices changed', async () => {
    const u = await readyToOrder(t.app);
    const other = await newUser(t.app);
    const otherAddress = await addAddress(t.app, other.token);
    expect((await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'door', { agree_terms: false })).body.data).toMatchObject({ error: 'agree_terms_required' });
    expect((await submitOrder(t.app, u.token, u.cartIds, otherAddress)).body.data).toMatchObject({ error: 'address_required' });
    expect((await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'door', { expected_amount_due_fils: 1 })).body.data).toMatchObject({ error: 'price_changed' });
    await t.database.db.execute(sql`update cart_lines set price_fils = 1 where id = ${u.cartIds[0]}`);
    expect((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data).toMatchObject({ error: 'price_changed' });
    expect(((await callApi(t.app, 'GET', '/api/order/lists', { token: u.token })).body.data as { count: number }).count).toBe(0);
  });

  it('ignores totals and prices sent by the client', async () => {
    const u = await readyToOrder(t.app);
    const res = await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'door', { amount_due_fils: 1, totals: { amount_due_fils: 1 }, goods_fils: 1 });
    const placed = await orderDetail(t.app, u.token, Number(res.body.data.order_id));
    expect(placed.totals.amount_due_fils).toBeGreaterThan(1000);
  });
});

describe('orders: lists, cancellation, expiry, owners', () => {
  it('cancels unpaid at once; paid before production on request (withdrawable); in production → customer service', async () => {
    const u = await readyToOrder(t.app, [{ code: 'bc_standard', config: {} }, { code: 'flyer_digital', config: {} }]);
    const unpaid = Number((await submitOrder(t.app, u.token, [u.cartIds[0]!], u.addressId)).body.data.order_id);
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: unpaid } })).body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    const paid = Number((await submitOrder(t.app, u.token, [u.cartIds[1]!], u.addressId)).body.data.order_id);
    await t.database.db.update(users).set({ balanceFils: 1_000_000 }).where(eq(users.id, u.userId));
    await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: paid, method: 'balance' } });
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: paid } })).body.data).toMatchObject({ error: 'reason_required' });
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id: paid, reason: 'Wrong size' } })).body).toMatchObject({ code: 1, data: { status: 'pending_review', cancel_requested: true, cancel_reason: 'Wrong size' } });
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
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));
    expect(await t.app.services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect((await orderDetail(t.app, u.token, id)).status).toBe('cancelled');
    expect(await t.app.services.orders.expireUnpaid()).toBe(0);
  });

  it('another user\'s orders, payments and files are "not found"', async () => {
    const u = await readyToOrder(t.app);
    const other = await newUser(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
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
    expect((await orderDetail(t.app, u.token, id)).status).toBe('unpaid');
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('10 concurrent submits with one idempotency key make one order', async () => {
    const u = await readyToOrder(t.app);
    const preview = (await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: u.cartIds, delivery: 'door' } })).body.data as Preview;
    const body = { cart_ids: u.cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: preview.totals.amount_due_fils };
    const results = await Promise.all(Array.from({ length: 10 }, () => callApi(t.app, 'POST', '/api/order/submit', { token: u.token, body })));
    expect(results.every((r) => r.body.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1);
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, u.userId));
    expect(placed).toHaveLength(1);
  });
});
