import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { auditLog, userMessages, users, walletLedger } from '../../db/schema';
import { readyToOrder, staffUser, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type Customer = components['schemas']['StaffCustomer'];
type Detail = components['schemas']['StaffCustomerDetail'];
type WalletRecord = components['schemas']['WalletRecord'];

let t: TestApp;
let admin: { token: string; userId: number };
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffUser(t.app, t.database, 'admin');
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

const adjust = (token: string, body: Record<string, unknown>, locale?: string) => callApi(t.app, 'POST', '/api/staff/customer/adjustBalance', { token, body, locale });
const setLimit = (token: string, body: Record<string, unknown>, locale?: string) => callApi(t.app, 'POST', '/api/staff/customer/creditLimit', { token, body, locale });

async function ledgerOf(userId: number) {
  return t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(walletLedger.id);
}
async function auditOf(userId: number) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(auditLog.id);
}

describe('customers in the console: who may do what', () => {
  it('guests get code -1 and customers `forbidden`; staff may look but not adjust; admins adjust', async () => {
    const customer = await newUser(t.app);
    const body = { user_id: customer.userId, direction: 'credit', amount_fils: 1_000, reason: 'Goodwill' };
    expect((await callApi(t.app, 'GET', '/api/staff/customers')).body.code).toBe(-1);
    expect((await adjust('', body)).body.code).toBe(-1);
    const refused = await callApi(t.app, 'GET', '/api/staff/customers', { token: customer.token, locale: 'ar' });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'forbidden' } });
    expect(refused.body.msg).toMatch(/[\u0600-\u06ff]/);
    expect((await adjust(customer.token, body)).body.data).toMatchObject({ error: 'forbidden' });

    expect((await callApi(t.app, 'GET', `/api/staff/customer/detail?id=${customer.userId}`, { token: staff.token })).body.code).toBe(1);
    expect((await adjust(staff.token, body)).body.data).toMatchObject({ error: 'forbidden' });
    expect((await setLimit(staff.token, { user_id: customer.userId, credit_limit_fils: 5_000, seen_credit_limit_fils: 0, reason: 'x' })).body.data).toMatchObject({ error: 'forbidden' });
    expect(await ledgerOf(customer.userId)).toEqual([]);

    expect((await adjust(admin.token, body)).body).toMatchObject({ code: 1, data: { id: customer.userId, balance_fils: 1_000 } });
  });
});

describe('the customer list and page', () => {
  it('searches by nickname, phone, company and email prefix, pages, and leaves staff accounts out', async () => {
    const a = await newUser(t.app);
    const stamp = String(a.userId);
    await t.database.db.update(users).set({ companyName: `Falcon Prints ${stamp}`, email: `falcon${stamp}@example.ae`, level: 3 }).where(eq(users.id, a.userId));
    const list = async (q: string, token = staff.token) =>
      (await callApi(t.app, 'GET', `/api/staff/customers?q=${encodeURIComponent(q)}&page_size=5`, { token })).body.data as { lists: Customer[]; count: number };
    const [row] = await t.database.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, a.userId));
    for (const q of [row!.nickname.toUpperCase(), a.mobile.slice(0, 10) + ' ' + a.mobile.slice(10), `falcon prints ${stamp}`, `FALCON${stamp}@`]) {
      expect((await list(q)).lists.map((c) => c.id), q).toContain(a.userId);
    }
    expect((await list(`falcon prints ${stamp}`)).lists).toEqual([expect.objectContaining({ id: a.userId, level: 3, order_count: 0, balance_fils: 0, company_name: `Falcon Prints ${stamp}` })]);
    expect((await list('no-such-customer')).count).toBe(0);
    const all = await list('');
    expect(all.lists.length).toBeLessThanOrEqual(5);
    expect(all.lists.map((c) => c.id)).not.toContain(staff.userId);
    expect((await list('')).count).toBeGreaterThanOrEqual(2);
  });

  it('the page shows the figures, the newest orders and the wallet records; unknown ids are "not found"', async () => {
    const { token, userId, cartIds, addressId } = await readyToOrder(t.app);
    const orderId = Number((await submitOrder(t.app, token, cartIds, addressId)).body.data.order_id);
    await adjust(admin.token, { user_id: userId, direction: 'credit', amount_fils: 2_500, reason: 'Refund of a courier fee' });
    const detail = (await callApi(t.app, 'GET', `/api/staff/customer/detail?id=${userId}`, { token: staff.token })).body.data as Detail;
    expect(detail.customer).toMatchObject({ id: userId, balance_fils: 2_500, credit_limit_fils: 0, credit_used_fils: 0, order_count: 1 });
    expect(detail.recent_orders).toEqual([expect.objectContaining({ id: orderId, customer: expect.objectContaining({ id: userId }) })]);
    expect(detail.ledger).toEqual([expect.objectContaining({ reason: 'adjustment', note: 'Refund of a courier fee', delta_fils: 2_500 })]);
    // A staff member's own shop account opens too (from their orders), though the list shows customers only.
    expect((await callApi(t.app, 'GET', `/api/staff/customer/detail?id=${staff.userId}`, { token: staff.token })).body).toMatchObject({ code: 1, data: { customer: { id: staff.userId } } });
    expect((await callApi(t.app, 'GET', '/api/staff/customer/detail?id=999999', { token: staff.token })).body.data).toMatchObject({ error: 'not_found', field: 'id' });
  });
});

describe('balance adjustments', () => {
  it('a credit and a debit: balance, ledger row with the reason, audit row before → after, a message, and the customer sees it in the wallet records', async () => {
    const customer = await newUser(t.app);
    expect((await adjust(admin.token, { user_id: customer.userId, direction: 'credit', amount_fils: 10_000, reason: 'Welcome credit' })).body).toMatchObject({ code: 1, data: { balance_fils: 10_000 } });
    const debit = await adjust(admin.token, { user_id: customer.userId, direction: 'debit', amount_fils: 2_550, reason: 'Courier surcharge' }, 'ja');
    expect(debit.body).toMatchObject({ code: 1, show: 1, data: { balance_fils: 7_450 } });
    expect(debit.body.msg).toBe('残高を調整しました。');

    expect((await ledgerOf(customer.userId)).map((r) => [r.account, r.deltaFils, r.afterFils, r.reason, r.note])).toEqual([
      ['balance', 10_000, 10_000, 'adjustment', 'Welcome credit'],
      ['balance', -2_550, 7_450, 'adjustment', 'Courier surcharge'],
    ]);
    expect((await auditOf(customer.userId)).map((r) => [r.actorId, r.action, r.before, r.after, r.reason])).toEqual([
      [admin.userId, 'credit_balance', { balance_fils: 0 }, { balance_fils: 10_000 }, 'Welcome credit'],
      [admin.userId, 'debit_balance', { balance_fils: 10_000 }, { balance_fils: 7_450 }, 'Courier surcharge'],
    ]);

    const records = (await callApi(t.app, 'GET', '/api/wallet/records', { token: customer.token })).body.data as { lists: WalletRecord[] };
    expect(records.lists[0]).toMatchObject({ account: 'balance', direction: 'expense', reason: 'adjustment', note: 'Courier surcharge', delta_fils: -2_550, after_fils: 7_450 });
    const messages = await callApi(t.app, 'GET', '/api/message/lists?status=unread', { token: customer.token });
    expect(JSON.stringify(messages.body.data)).toContain('Courier surcharge');
    expect(await t.database.db.select().from(userMessages).where(and(eq(userMessages.userId, customer.userId), eq(userMessages.kind, 'balance_debited')))).toHaveLength(1);
  });

  it('never below zero: a larger debit is refused in the user\'s language, naming the balance, and writes nothing', async () => {
    const customer = await newUser(t.app);
    await adjust(admin.token, { user_id: customer.userId, direction: 'credit', amount_fils: 1_000, reason: 'Start' });
    const refused = await adjust(admin.token, { user_id: customer.userId, direction: 'debit', amount_fils: 1_001, reason: 'Too much' }, 'zh');
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'adjustment_over_balance', field: 'amount_fils' } });
    expect(refused.body.msg).toContain('余额');
    expect(refused.body.msg).toMatch(/AED\s10\.00/);
    expect(await ledgerOf(customer.userId)).toHaveLength(1);
    expect(await auditOf(customer.userId)).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.balanceFils).toBe(1_000);
  });

  it('needs a reason, a positive amount and a customer: the contract refuses the rest naming the field', async () => {
    const customer = await newUser(t.app);
    const blank = await adjust(admin.token, { user_id: customer.userId, direction: 'credit', amount_fils: 100, reason: '   ' }, 'ar');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ data: { error: 'invalid_field', field: 'reason' } });
    expect(blank.body.msg).toMatch(/[\u0600-\u06ff]/);
    expect((await adjust(admin.token, { user_id: customer.userId, direction: 'credit', amount_fils: 0, reason: 'x' })).body.data).toMatchObject({ error: 'invalid_field', field: 'amount_fils' });
    expect((await adjust(admin.token, { user_id: 999_999, direction: 'credit', amount_fils: 100, reason: 'x' })).body.data).toMatchObject({ error: 'not_found', field: 'user_id' });
    // Nobody adjusts their own money.
    expect((await adjust(admin.token, { user_id: admin.userId, direction: 'credit', amount_fils: 100, reason: 'x' })).body.data).toMatchObject({ error: 'forbidden', field: 'user_id' });
    expect((await setLimit(admin.token, { user_id: admin.userId, credit_limit_fils: 100, seen_credit_limit_fils: 0, reason: 'x' })).body.data).toMatchObject({ error: 'forbidden' });
    expect(await ledgerOf(customer.userId)).toEqual([]);
  });
});

describe('credit limit', () => {
  it('set with a reason: ledger row of kind credit_limit, audit row, message; a stale limit or one below the debt is refused', async () => {
    const customer = await newUser(t.app);
    const raised = await setLimit(admin.token, { user_id: customer.userId, credit_limit_fils: 500_000, seen_credit_limit_fils: 0, reason: 'Trade account opened' });
    expect(raised.body).toMatchObject({ code: 1, data: { credit_limit_fils: 500_000 } });
    expect((await ledgerOf(customer.userId)).map((r) => [r.account, r.deltaFils, r.afterFils, r.reason, r.note])).toEqual([['credit_limit', 500_000, 500_000, 'credit_limit', 'Trade account opened']]);
    expect((await auditOf(customer.userId)).map((r) => [r.action, r.before, r.after])).toEqual([['set_credit_limit', { credit_limit_fils: 0 }, { credit_limit_fils: 500_000 }]]);

    // Someone else changed it meanwhile: the admin who saw 0 is told so, nothing changes.
    const stale = await setLimit(admin.token, { user_id: customer.userId, credit_limit_fils: 100_000, seen_credit_limit_fils: 0, reason: 'Lower' }, 'ja');
    expect(stale.body.data).toMatchObject({ error: 'customer_changed' });
    expect(stale.body.msg).toContain('お客様');

    await t.database.db.update(users).set({ creditUsedFils: 200_000 }).where(eq(users.id, customer.userId));
    const below = await setLimit(admin.token, { user_id: customer.userId, credit_limit_fils: 199_999, seen_credit_limit_fils: 500_000, reason: 'Lower' });
    expect(below.body.data).toMatchObject({ error: 'credit_limit_below_debt', field: 'credit_limit_fils' });
    expect(below.body.msg).toMatch(/AED\s2,000\.00/);
    expect((await setLimit(admin.token, { user_id: customer.userId, credit_limit_fils: 200_000, seen_credit_limit_fils: 500_000, reason: 'Lower to the debt' })).body).toMatchObject({ code: 1, data: { credit_limit_fils: 200_000, credit_used_fils: 200_000 } });

    const records = (await callApi(t.app, 'GET', '/api/wallet/records?type=expense', { token: customer.token })).body.data as { lists: WalletRecord[] };
    expect(records.lists).toEqual([expect.objectContaining({ account: 'credit_limit', reason: 'credit_limit', direction: 'expense', delta_fils: -300_000, after_fils: 200_000, note: 'Lower to the debt' })]);
    expect(await auditOf(customer.userId)).toHaveLength(2);
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('10 concurrent debits against a balance for 3: exactly 3 applied, balance 0, 3 ledger rows and 3 audit rows', async () => {
    const customer = await newUser(t.app);
    await t.database.db.update(users).set({ balanceFils: 3_000 }).where(eq(users.id, customer.userId));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => adjust(admin.token, { user_id: customer.userId, direction: 'debit', amount_fils: 1_000, reason: `Debit ${i}` })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 0).map((a) => a.body.data.error)).toEqual(Array(7).fill('adjustment_over_balance'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row!.balanceFils).toBe(0);
    const ledger = await ledgerOf(customer.userId);
    expect(ledger.map((r) => r.afterFils).sort()).toEqual([0, 1_000, 2_000]);
    expect(await auditOf(customer.userId)).toHaveLength(3);
  });

  it('concurrent credit-limit changes from the same limit: one applies, the others are told the customer changed', async () => {
    const customer = await newUser(t.app);
    const answers = await Promise.all([100_000, 200_000, 300_000, 400_000].map((limit) => setLimit(admin.token, { user_id: customer.userId, credit_limit_fils: limit, seen_credit_limit_fils: 0, reason: 'Race' })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 0).map((a) => a.body.data.error)).toEqual(Array(3).fill('customer_changed'));
    expect(await ledgerOf(customer.userId)).toHaveLength(1);
  });
});
