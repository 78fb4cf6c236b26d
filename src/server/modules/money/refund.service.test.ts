/**
 * The refund service: to the method that paid, never more than what was paid, once per idempotency key, with a
 * ledger row for wallet refunds, race-safe (run on PGlite and on PostgreSQL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users, walletLedger } from '../../db/schema';
import { readyToOrder, staffUser, submitOrder, uploadVoucher } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidOrder(method: 'balance' | 'credit' | 'bank_transfer') {
  const u = await readyToOrder(t.app);
  await t.database.db.update(users).set({ balanceFils: 1_000_000, creditLimitFils: 1_000_000 }).where(eq(users.id, u.userId));
  const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
  const transfer = method === 'bank_transfer' ? { transfer: { account_name: 'A B', bank: 'ENBD', reference_last6: String(200000 + id).slice(-6), voucher_file_id: await uploadVoucher(t.app, u.token) } } : {};
  expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method, ...transfer } })).body.code).toBe(1);
  if (method === 'bank_transfer') {
    const staff = await staffUser(t.app, t.database);
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: id } })).body.code).toBe(1);
  }
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
  return { ...u, id, payment: payment! };
}

async function ledgerMatches(userId: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  const rows = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
  const sum = (account: string) => rows.filter((r) => r.account === account).reduce((s, r) => s + r.deltaFils, 0);
  expect(1_000_000 + sum('balance')).toBe(user?.balanceFils);
  expect(sum('credit')).toBe(user?.creditUsedFils);
  return rows;
}

describe('refunds', () => {
  it('balance: partial refunds up to the amount paid, each with a ledger row; the full amount marks the payment refunded', async () => {
    const { userId, payment } = await paidOrder('balance');
    const refunds = t.app.services.refunds;
    const part = await refunds.refund({ paymentId: payment.id, amountFils: 100, reason: 'after_sales', idempotencyKey: `t-${payment.id}-1` });
    expect(part).toMatchObject({ ok: true, data: { status: 'succeeded', amountFils: 100, method: 'balance' } });
    // Same key again: the same refund, nothing more.
    expect(await refunds.refund({ paymentId: payment.id, amountFils: 100, reason: 'after_sales', idempotencyKey: `t-${payment.id}-1` })).toMatchObject({ ok: true, data: { id: part.ok ? part.data.id : -1 } });
    expect(await refunds.refund({ paymentId: payment.id, amountFils: payment.amountFils, reason: 'after_sales', idempotencyKey: `t-${payment.id}-2` })).toMatchObject({ ok: false, error: 'refund_not_possible' });
    expect(await refunds.refund({ paymentId: payment.id, amountFils: 0, reason: 'after_sales', idempotencyKey: `t-${payment.id}-3` })).toMatchObject({ ok: false, error: 'refund_not_possible' });
    expect(await refunds.refund({ paymentId: payment.id, amountFils: payment.amountFils - 100, reason: 'after_sales', idempotencyKey: `t-${payment.id}-4` })).toMatchObject({ ok: true });
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'refunded', refundedFils: payment.amountFils });
    const rows = await ledgerMatches(userId);
    expect(rows.map((r) => [r.reason, r.deltaFils])).toEqual([
      ['order_payment', -payment.amountFils],
      ['refund', 100],
      ['refund', payment.amountFils - 100],
    ]);
  });

  it('credit: the refund lowers the credit used, with a ledger row', async () => {
    const { userId, payment } = await paidOrder('credit');
    expect(await t.app.services.refunds.refund({ paymentId: payment.id, amountFils: payment.amountFils, reason: 'after_sales', idempotencyKey: `c-${payment.id}` })).toMatchObject({ ok: true, data: { status: 'succeeded' } });
    await ledgerMatches(userId);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.creditUsedFils).toBe(0);
  });

  it('bank transfer: a payout staff make — pending until they record it, once', async () => {
    const { payment } = await paidOrder('bank_transfer');
    const staff = await staffUser(t.app, t.database);
    const refund = await t.app.services.refunds.refund({ paymentId: payment.id, amountFils: payment.amountFils, reason: 'after_sales', idempotencyKey: `b-${payment.id}` });
    expect(refund).toMatchObject({ ok: true, data: { status: 'pending', method: 'bank_transfer' } });
    const id = refund.ok ? refund.data.id : -1;
    expect(await t.app.services.refunds.markPaidOut(id, staff.userId, 'BANKREF1')).toMatchObject({ ok: true, data: { status: 'succeeded', completedBy: staff.userId } });
    expect(await t.app.services.refunds.markPaidOut(id, staff.userId, 'BANKREF1')).toMatchObject({ ok: false });
  });

  it('20 concurrent refunds of a payment with different keys never give back more than was paid', async () => {
    const { userId, payment } = await paidOrder('balance');
    const slice = Math.ceil(payment.amountFils / 4);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.app.services.refunds.refund({ paymentId: payment.id, amountFils: slice, reason: 'after_sales', idempotencyKey: `r-${payment.id}-${i}` })));
    const given = results.filter((r) => r.ok).length;
    expect(given).toBe(Math.floor(payment.amountFils / slice));
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundedFils).toBe(given * slice);
    await ledgerMatches(userId);
  });
});
