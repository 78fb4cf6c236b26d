import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { users, walletLedger } from '../../db/schema';
import { pdf, staffUser as staffUserOf, uploadVoucher } from '../../testing/fixtures';
import { createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type Recharge = components['schemas']['Recharge'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const voucher = (token: string) => uploadVoucher(t.app, token);
const staffUser = () => staffUserOf(t.app, t.database);

const details = { account_name: 'Layla Haddad', bank: 'Emirates NBD', reference_last6: 'A1B2C3' };

async function requestTopUp(token: string, amountFils: number): Promise<Recharge> {
  const res = await t.api.post('/wallet/recharge', { token, body: { ...details, amount_fils: amountFils, voucher_file_id: await voucher(token) } });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data;
}

async function wallet(token: string) {
  return (await t.api.get('/user/wallet', { token })).body.data;
}

describe('top-up by bank transfer', () => {
  it('a request stays pending until staff confirm; confirming credits the balance once with a top_up ledger row and a message', async () => {
    const u = await newUser(t.app);
    const submitted = await t.api.post('/wallet/recharge', { token: u.token, body: { ...details, amount_fils: 250_000, voucher_file_id: await voucher(u.token) } });
    expect(submitted.body).toMatchObject({ code: 1, show: 1, msg: 'Top-up request received. Your balance is credited once we confirm the transfer.' });
    const recharge = submitted.body.data;
    expect(recharge).toMatchObject({ amount_fils: 250_000, status: 'pending', confirmed_at: null, reference_last6: 'A1B2C3', voucher: { name: 'transfer receipt.png' } });
    expect((await wallet(u.token)).balance_fils).toBe(0);
    const listed = (await t.api.get('/wallet/recharges', { token: u.token })).body.data;
    expect(listed).toMatchObject({ count: 1, lists: [{ id: recharge.id, status: 'pending' }] });

    // Only staff may confirm.
    const refused = await t.api.post('/staff/confirmRecharge', { token: u.token, body: { recharge_id: recharge.id }, locale: 'ar' });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'forbidden' } });
    expect(refused.body.msg).toMatch(/[\u0600-\u06FF]/);
    expect((await wallet(u.token)).balance_fils).toBe(0);

    const staff = await staffUser();
    const confirmed = await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } });
    expect(confirmed.body).toMatchObject({ code: 1, data: { id: recharge.id, status: 'confirmed', user_id: u.userId, balance_fils: 250_000 } });
    const again = await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: recharge.id } });
    expect(again.body).toMatchObject({ code: 0, data: { error: 'recharge_not_pending' } });
    expect((await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: 999_999 } })).body.data).toMatchObject({ error: 'not_found' });

    expect((await wallet(u.token)).balance_fils).toBe(250_000);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, u.userId));
    expect(ledger).toEqual([expect.objectContaining({ account: 'balance', deltaFils: 250_000, afterFils: 250_000, reason: 'top_up', rechargeId: recharge.id })]);
    const records = (await t.api.get('/wallet/records', { token: u.token })).body.data;
    expect(records.lists).toEqual([expect.objectContaining({ account: 'balance', direction: 'income', delta_fils: 250_000, after_fils: 250_000, reason: 'top_up', recharge_id: recharge.id, order_sn: null })]);
    expect((await t.api.get('/wallet/recharges', { token: u.token })).body.data.lists[0]).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) });

    const inbox = (await t.api.get('/message/lists', { query: { status: 'unread' }, token: u.token })).body.data;
    expect(inbox.lists).toEqual([expect.objectContaining({ kind: 'recharge_confirmed' })]);
    expect(inbox.lists[0]!.title.replace(/\u00a0/g, ' ')).toBe('Top-up of \u2066AED 2,500.00\u2069 credited');
  });

  it('validates amount, details, reference and voucher — in the user\'s language, naming the field, creating nothing', async () => {
    const u = await newUser(t.app);
    const other = await newUser(t.app);
    const mine = await voucher(u.token);
    const send = (body: Record<string, unknown>, locale = 'en') => t.api.post('/wallet/recharge', { token: u.token, body: { ...details, amount_fils: 10_000, voucher_file_id: mine, ...body }, locale });

    expect((await send({ amount_fils: 0 })).body).toMatchObject({ code: 0, show: 1, msg: 'The top-up amount must be more than AED 0 and at most AED 100,000.', data: { error: 'recharge_amount_invalid', field: 'amount_fils' } });
    expect((await send({ amount_fils: -500 })).body.data).toMatchObject({ error: 'recharge_amount_invalid' });
    expect((await send({ amount_fils: 10_000_001 })).body.data).toMatchObject({ error: 'recharge_amount_invalid' });
    const ar = await send({ amount_fils: 0 }, 'ar');
    expect(ar.body.msg).toBe('يجب أن يكون مبلغ الشحن أكبر من 0 درهم وألا يتجاوز 100,000 درهم.');
    const ja = await send({ reference_last6: '12345' }, 'ja');
    expect(ja.body).toMatchObject({ code: 0, msg: '振込参照番号の末尾6文字（英数字）を入力してください。', data: { field: 'reference_last6' } });
    expect((await send({ reference_last6: '12345!' })).body.data).toMatchObject({ error: 'reference_last6_invalid' });
    expect((await send({ account_name: '   ' })).body.data).toMatchObject({ error: 'transfer_details_required', field: 'account_name' });
    expect((await send({ bank: '' })).body.data).toMatchObject({ error: 'transfer_details_required', field: 'bank' });
    expect((await send({ voucher_file_id: await voucher(other.token) })).body.data).toMatchObject({ error: 'voucher_required', field: 'voucher_file_id' });
    const design = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`design ${randomUUID()}`));
    expect((await send({ voucher_file_id: design.body.data.id })).body.data).toMatchObject({ error: 'voucher_required' });
    const zh = await send({ voucher_file_id: 0 }, 'zh');
    expect(zh.body.msg).toBe('请上传汇款凭证。');
    // Malformed (not a number) is a schema error: HTTP 400 naming the field.
    expect((await send({ amount_fils: '100' })).status).toBe(400);
    expect((await t.api.get('/wallet/recharges', { token: u.token })).body.data).toMatchObject({ count: 0 });

    // The boundary is allowed; one voucher backs one top-up.
    expect((await send({ amount_fils: 10_000_000 })).body.code).toBe(1);
    expect((await send({ amount_fils: 100 })).body.data).toMatchObject({ error: 'voucher_used', field: 'voucher_file_id' });
    expect((await t.api.post('/wallet/recharge', { body: { ...details, amount_fils: 100, voucher_file_id: mine } })).body.code).toBe(-1);
  });

  it('records are the user\'s own, newest first, with income/expense filters and the related order', async () => {
    const u = await newUser(t.app);
    const other = await newUser(t.app);
    const staff = await staffUser();
    const first = await requestTopUp(u.token, 10_000);
    const second = await requestTopUp(u.token, 2_500);
    await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: first.id } });
    await t.api.post('/staff/confirmRecharge', { token: staff.token, body: { recharge_id: second.id } });
    await t.database.db.insert(walletLedger).values({ userId: u.userId, account: 'balance', deltaFils: -1_500, afterFils: 11_000, reason: 'adjustment' });
    await t.database.db.update(users).set({ balanceFils: 11_000 }).where(eq(users.id, u.userId));

    const all = (await t.api.get('/wallet/records', { query: { page_size: 2 }, token: u.token })).body.data;
    expect(all.count).toBe(3);
    expect(all.lists.map((r) => r.delta_fils)).toEqual([-1_500, 2_500]);
    const page2 = (await t.api.get('/wallet/records', { query: { page_size: 2, page_no: 2 }, token: u.token })).body.data;
    expect(page2.lists.map((r) => r.delta_fils)).toEqual([10_000]);
    const income = (await t.api.get('/wallet/records', { query: { type: 'income' }, token: u.token })).body.data;
    expect(income.lists.map((r) => r.direction)).toEqual(['income', 'income']);
    const expense = (await t.api.get('/wallet/records', { query: { type: 'expense' }, token: u.token })).body.data;
    expect(expense.lists).toEqual([expect.objectContaining({ direction: 'expense', reason: 'adjustment', after_fils: 11_000 })]);

    expect((await t.api.get('/wallet/records', { token: other.token })).body.data).toMatchObject({ count: 0, lists: [] });
    expect((await t.api.get('/wallet/recharges', { token: other.token })).body.data).toMatchObject({ count: 0, lists: [] });
    expect((await t.api.get('/wallet/records')).body.code).toBe(-1);
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('10 concurrent top-ups with one voucher make one request', async () => {
    const u = await newUser(t.app);
    const id = await voucher(u.token);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.api.post('/wallet/recharge', { token: u.token, body: { ...details, amount_fils: 1_000, voucher_file_id: id } })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).every((r) => (r.body.data as { error?: string }).error === 'voucher_used')).toBe(true);
  });
});
