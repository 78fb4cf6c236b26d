import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { orders, payments, userMessages, users, walletLedger, walletRecharges } from '../../db/schema';
import { readyToOrder, staffUser, submitOrder, uploadVoucher } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type Recharge = components['schemas']['Recharge'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = { account_name: 'Layla Haddad', bank: 'Emirates NBD', reference_last6: 'A1B2C3' };

async function requestTopUp(token: string, amountFils: number): Promise<Recharge> {
  const res = await t.api.post('/wallet/recharge', { token, body: { ...details, amount_fils: amountFils, voucher_file_id: await uploadVoucher(t.app, token) } });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data;
}

describe('staff actions', () => {
  it('need a login, then the staff role: guests get code -1, customers `forbidden` in their language, and nothing changes', async () => {
    const customer = await newUser(t.app);
    const recharge = await requestTopUp(customer.token, 10_000);
    for (const [path, body] of [
      ['/api/staff/confirmTransfer', { order_id: 1 }],
      ['/api/staff/confirmRecharge', { recharge_id: recharge.id }],
    ] as const) {
      expect((await callApi(t.app, 'POST', path, { body })).body.code, path).toBe(-1);
      const refused = await callApi(t.app, 'POST', path, { token: customer.token, body, locale: 'ja' });
      expect(refused.body, path).toMatchObject({ code: 0, show: 1, data: { error: 'forbidden' } });
      expect(refused.body.msg, path).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const [row] = await t.database.db.select().from(walletRecharges).where(eq(walletRecharges.id, recharge.id));
    expect(row!.status).toBe('pending');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.balanceFils).toBe(0);
  });

  it('staff confirm a top-up once; unknown ids are "not found"', async () => {
    const customer = await newUser(t.app);
    const staff = await staffUser(t.app, t.database);
    const recharge = await requestTopUp(customer.token, 12_345);
    expect((await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } })).body).toMatchObject({ code: 1, data: { status: 'confirmed', balance_fils: 12_345 } });
    expect((await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } })).body.data).toMatchObject({ error: 'recharge_not_pending' });
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: 999_999 } })).body.data).toMatchObject({ error: 'not_found' });
  });

  it('staff/me names the console user and role; customers are refused', async () => {
    const staff = await staffUser(t.app, t.database);
    const admin = await staffUser(t.app, t.database, 'admin');
    expect((await t.api.get('/staff/me', { token: staff.token })).body).toMatchObject({ code: 1, data: { id: staff.userId, role: 'staff' } });
    expect((await t.api.get('/staff/me', { token: admin.token })).body).toMatchObject({ code: 1, data: { id: admin.userId, role: 'admin' } });
    const customer = await newUser(t.app);
    expect((await t.api.get('/staff/me', { token: customer.token })).body).toMatchObject({ code: 0, data: { error: 'forbidden' } });
  });

  it('a confirmation writes one audit row (who, before → after) that the customer\'s trail lists; a refused one writes none', async () => {
    const customer = await newUser(t.app);
    const staff = await staffUser(t.app, t.database);
    const recharge = await requestTopUp(customer.token, 5_000);
    const trail = async () => (await t.api.get('/staff/audit', { query: { user_id: customer.userId }, token: staff.token })).body.data;
    expect((await trail()).list).toEqual([]);
    await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } });
    await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } });
    const page = await trail();
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      action: 'confirm_recharge',
      entity_type: 'recharge',
      entity_id: recharge.id,
      user_id: customer.userId,
      actor: { id: staff.userId, role: 'staff' },
      before: { status: 'pending', balance_fils: 0 },
      after: { status: 'confirmed', balance_fils: 5_000 },
    });
    expect(page.next_before_id).toBeNull();
    // Another customer's trail does not show it.
    const other = await newUser(t.app);
    expect((await t.api.get('/staff/audit', { query: { user_id: other.userId }, token: staff.token })).body.data.list).toEqual([]);
  });

  it('the audit trail pages newest first', async () => {
    const staff = await staffUser(t.app, t.database);
    const customer = await newUser(t.app);
    for (const amount of [1_000, 2_000, 3_000]) {
      const recharge = await requestTopUp(customer.token, amount);
      await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } });
    }
    const first = (await t.api.get('/staff/audit', { query: { user_id: customer.userId, page_size: 2 }, token: staff.token })).body.data;
    expect(first.list.map((r) => r.after?.balance_fils)).toEqual([6_000, 3_000]);
    const second = (await t.api.get('/staff/audit', { query: { user_id: customer.userId, page_size: 2, before_id: first.next_before_id! }, token: staff.token })).body.data;
    expect(second.list.map((r) => r.after?.balance_fils)).toEqual([1_000]);
    expect(second.next_before_id).toBeNull();
  });
});

/** A submitted order with a bank transfer reported for it (waiting for staff). */
async function transferReported() {
  const u = await readyToOrder(t.app);
  const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
  const voucher = await uploadVoucher(t.app, u.token);
  const transfer = { account_name: 'Layla Haddad', bank: 'ENBD', reference_last6: String(300000 + id).slice(-6), voucher_file_id: voucher };
  const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'bank_transfer', transfer } });
  expect(paid.body.code, paid.body.msg).toBe(1);
  return { ...u, id, voucher, transfer };
}

describe('transfers and top-ups waiting for staff', () => {
  it('are listed with the customer and the voucher, which staff (only) can download', async () => {
    const staff = await staffUser(t.app, t.database);
    const order = await transferReported();
    const customer = await newUser(t.app);
    const recharge = await requestTopUp(customer.token, 8_800);
    const list = (await t.api.get('/staff/transfers', { token: staff.token })).body.data;
    expect(list.transfers.find((x) => x.order_id === order.id)).toMatchObject({ customer: { id: order.userId }, bank: 'ENBD', voucher: { id: order.voucher } });
    expect(list.recharges.find((x) => x.recharge.id === recharge.id)).toMatchObject({ customer: { id: customer.userId }, recharge: { amount_fils: 8_800 } });
    const file = await t.app.inject({ method: 'GET', url: `/api/staff/voucher?file_id=${order.voucher}`, headers: { token: staff.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^(image\/(png|jpeg)|application\/pdf)/);
    expect(file.rawPayload.length).toBeGreaterThan(0);
    // A customer, even the owner, gets no file through the staff path; a design file is not a voucher.
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/staff/voucher?file_id=${order.voucher}`, headers: { token: order.token } });
    expect(asOwner.json()).toMatchObject({ code: 0, data: { error: 'forbidden' } });
    const design = await t.app.inject({ method: 'GET', url: `/api/staff/voucher?file_id=${order.fileId}`, headers: { token: staff.token } });
    expect(design.json()).toMatchObject({ code: 0, data: { error: 'not_found' } });
  });

  it('rejecting an order\'s transfer needs a reason; it makes the order unpaid again, tells the customer why, writes an audit row, and the customer pays again', async () => {
    const staff = await staffUser(t.app, t.database);
    const order = await transferReported();
    expect((await t.api.post('/staff/rejectTransfer', { token: staff.token, body: { order_id: order.id, reason: '   ' } })).status).toBe(400);
    const rejected = await t.api.post('/staff/rejectTransfer', { token: staff.token, body: { order_id: order.id, reason: 'No such amount on our statement' } });
    expect(rejected.body).toMatchObject({ code: 1, data: { id: order.id } });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'unpaid', paymentStatus: 'none' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'failed', rejectReason: 'No such amount on our statement' });
    const messages = await t.database.db.select().from(userMessages).where(eq(userMessages.userId, order.userId));
    expect(messages.map((m) => m.kind)).toContain('transfer_rejected');
    const trail = (await t.api.get('/staff/audit', { query: { order_id: order.id }, token: staff.token })).body.data;
    expect(trail.list).toEqual([expect.objectContaining({ action: 'reject_transfer', reason: 'No such amount on our statement', before: { payment_status: 'pending_confirmation' }, after: { payment_status: 'none' } })]);
    // A second rejection finds nothing to reject; confirming finds nothing either.
    expect((await t.api.post('/staff/rejectTransfer', { token: staff.token, body: { order_id: order.id, reason: 'again' } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: order.id } })).body.data).toMatchObject({ error: 'not_found' });
    // The customer pays again (the same voucher may be used again), and staff confirm: paid.
    const again = await t.api.post('/pay/prepay', { token: order.token, body: { order_id: order.id, method: 'bank_transfer', transfer: order.transfer } });
    expect(again.body.code, again.body.msg).toBe(1);
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: order.id } })).body.code).toBe(1);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({ paymentStatus: 'paid' });
  });

  it('rejecting a top-up credits nothing, marks it rejected with the reason the customer sees, and cannot be confirmed afterwards', async () => {
    const staff = await staffUser(t.app, t.database);
    const customer = await newUser(t.app);
    const recharge = await requestTopUp(customer.token, 4_400);
    const rejected = await t.api.post('/staff/rejectRecharge', { token: staff.token, body: { recharge_id: recharge.id, reason: 'Voucher unreadable' } });
    expect(rejected.body).toMatchObject({ code: 1, data: { status: 'rejected', reject_reason: 'Voucher unreadable' } });
    expect((await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } })).body.data).toMatchObject({ error: 'recharge_not_pending' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.balanceFils).toBe(0);
    const mine = await t.api.get('/wallet/recharges', { token: customer.token });
    expect(mine.body.data.lists[0]).toMatchObject({ id: recharge.id, status: 'rejected', reject_reason: 'Voucher unreadable' });
    const note = await t.api.get('/message/lists', { token: customer.token });
    expect(JSON.stringify(note.body.data)).toContain('Voucher unreadable');
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('a confirm and a reject of the same transfer at once: exactly one wins', async () => {
    const staff = await staffUser(t.app, t.database);
    const order = await transferReported();
    const [confirm, reject] = await Promise.all([
      t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: order.id } }),
      t.api.post('/staff/rejectTransfer', { token: staff.token, body: { order_id: order.id, reason: 'race' } }),
    ]);
    expect([confirm.body.code, reject.body.code].sort()).toEqual([0, 1]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.status)).toEqual([confirm.body.code === 1 ? 'succeeded' : 'failed']);
  });

  it('10 concurrent confirmations of one top-up credit the balance once', async () => {
    const u = await newUser(t.app);
    const staff = await staffUser(t.app, t.database);
    const recharge = await requestTopUp(u.token, 75_050);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.data)).toEqual(Array.from({ length: 9 }, () => expect.objectContaining({ error: 'recharge_not_pending' })));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(user!.balanceFils).toBe(75_050);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    expect(ledger).toHaveLength(1);
    expect(ledger.reduce((sum, row) => sum + row.deltaFils, 0)).toBe(user!.balanceFils);
    const [row] = await t.database.db.select().from(walletRecharges).where(eq(walletRecharges.id, recharge.id));
    expect(row!.status).toBe('confirmed');
  });
});
