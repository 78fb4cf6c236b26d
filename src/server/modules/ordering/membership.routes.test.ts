/**
 * Membership through the API (docs/membership.md): growth points when an order closes (every way it can close), the
 * level up at once, refunds taking points back, the monthly assessment and the end of annual memberships (the sweep),
 * buying the annual membership as an order, the perks orders get (discount, free rush, payment deadline, credit),
 * the console's view and admins' adjustments — and, on PostgreSQL, the races.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { growthPointsOf, LV5_ANNUAL_FEE_FILS, memberLevel } from '../../../domain/membership';
import { addDays, addMonths, dubaiDay, dubaiTime, firstOfMonth } from '../../../domain/time/calendar';
import { auditLog, growthLedger, orders, userMessages, users } from '../../db/schema';
import { deliveredOrder, idempotencyKey, orderDetail, readyToOrder, staffUser, submitOrder, uploadVoucher, type Preview } from '../../testing/fixtures';
import { createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type MemberInfo = components['schemas']['MemberInfo'];
type GrowthRecord = components['schemas']['GrowthRecord'];
type StaffMembership = components['schemas']['StaffMembership'];

const DAY = 86_400_000;
let t: TestApp;
let staff: { token: string; userId: number };
let admin: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({ autoReceiveDays: 5 });
  [staff, admin] = await Promise.all([staffUser(t.app, t.database), staffUser(t.app, t.database, 'admin')]);
});
afterAll(() => t.close());

async function info(token: string): Promise<MemberInfo> {
  const res = await t.api.get('/member/info', { token });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as unknown as MemberInfo;
}

async function ledger(token: string): Promise<GrowthRecord[]> {
  const res = await t.api.get('/member/growth', { token });
  expect(res.body.code, res.body.msg).toBe(1);
  return (res.body.data as unknown as { lists: GrowthRecord[] }).lists;
}

const kinds = async (userId: number) => (await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, userId))).map((m) => m.kind);
const levelOf = async (userId: number) => (await t.database.db.select({ level: users.level }).from(users).where(eq(users.id, userId)))[0]?.level;

/** A delivered order of `quantity` business cards (5000: about AED 362 paid → 362 points, Lv2). */
const delivered = (quantity = 5000, customer?: Awaited<ReturnType<typeof readyToOrder>>) =>
  deliveredOrder(t.app, t.database, staff.token, [{ code: 'bc_standard', config: { quantity } }], customer);

async function confirmReceipt(token: string, id: number) {
  const res = await t.api.post('/order/confirmReceipt', { token, body: { id } });
  expect(res.body.code, res.body.msg).toBe(1);
}

/** Dates a user's ledger rows back by `days` (points leave the 90-day window as time passes). */
async function age(userId: number, days: number) {
  const rows = await t.database.db.select().from(growthLedger).where(eq(growthLedger.userId, userId));
  for (const row of rows) await t.database.db.update(growthLedger).set({ earnedAt: new Date(row.earnedAt.getTime() - days * DAY) }).where(eq(growthLedger.id, row.id));
}

describe('growth points and the level', () => {
  it('a closed order grants 1 point per AED paid and the level rises at once; the centre says what the next level needs', async () => {
    const c = await delivered();
    expect(await info(c.token)).toMatchObject({ level: 0, points: 0, next: { level: 1, by: 'points', points_needed: 10 } });
    // Delivered is not enough: the points come when the order closes.
    await confirmReceipt(c.token, c.orderId);
    const points = growthPointsOf(c.amountDueFils, 0);
    expect(points).toBe(Math.floor(c.amountDueFils / 100));
    expect(points).toBeGreaterThanOrEqual(200);
    const now = await info(c.token);
    expect(now).toMatchObject({ level: 2, level_name: 'Lv2', points, window_days: 90, next: { level: 3, by: 'points', points_needed: 500 - points } });
    expect(now.perks).toMatchObject({ discount_percent: 5, free_rush_left: 0, deadline_extension_minutes: 0 });
    expect(await ledger(c.token)).toMatchObject([{ reason: 'order', delta_points: points, points_after: points, level_before: 0, level_after: 2, order_id: c.orderId }]);
    const common = await t.api.get('/pc/commonData', { token: c.token });
    expect(common.body.data).toMatchObject({ my: { level_name: 'Lv2' } });
    expect(await kinds(c.userId)).toContain('member_level_up');
    // The next order gets the level's 5% online discount, recomputed by the server.
    const cart = await t.api.post('/cart/add', { token: c.token, body: { items: [{ code: 'bc_standard', config: { quantity: 1000 }, file_id: c.fileId }] } });
    const preview = await t.api.post('/order/preview', { token: c.token, body: { cart_ids: cart.body.data.ids, delivery: 'pickup' } });
    const totals = (preview.body.data as unknown as Preview).totals;
    expect(totals.member_discount_fils).toBe(Math.round(totals.goods_fils * 0.05));
  });

  it('every way an order closes grants its points once: automatic receipt, staff closing a delivered order', async () => {
    const closedByStaff = await delivered(500);
    const detail = (await t.api.get('/staff/order/detail', { query: { id: closedByStaff.orderId }, token: staff.token })).body.data;
    const closed = await t.api.post('/staff/order/move', { token: staff.token, body: { id: closedByStaff.orderId, version: detail.version, event: 'close' } });
    expect(closed.body.code, closed.body.msg).toBe(1);
    const auto = await delivered(500);
    expect(await t.app.services.fulfilment.autoReceive(new Date(Date.now() + 6 * DAY))).toBeGreaterThanOrEqual(1);
    for (const c of [auto, closedByStaff]) {
      expect((await orderDetail(t.app, c.token, c.orderId)).status).toBe('closed');
      expect(await ledger(c.token)).toMatchObject([{ reason: 'order', delta_points: Math.floor(c.amountDueFils / 100), level_after: 1 }]);
      // Asked again (a replayed close), nothing more is granted.
      await t.database.db.transaction((tx) => t.app.services.membership.orderClosed(tx, c.orderId));
      expect(await ledger(c.token)).toHaveLength(1);
    }
  });

  it('a refund after closing takes the points back (dated with the grant); the level waits for the assessment', async () => {
    const c = await delivered();
    await confirmReceipt(c.token, c.orderId);
    const order = await orderDetail(t.app, c.token, c.orderId);
    const applied = await t.api.post('/afterSales/apply', {
      token: c.token,
      body: { order_id: c.orderId, type: 'refund', reason: 'print_quality', lines: [{ line_id: order.lines[0]!.id, quantity: order.lines[0]!.quantity }], image_ids: [], idempotency_key: idempotencyKey() },
    });
    expect(applied.body.code, applied.body.msg).toBe(1);
    const refund = 200_00;
    const approved = await t.api.post('/staff/afterSales/refund', { token: staff.token, body: { id: applied.body.data.id, amount_fils: refund } });
    expect(approved.body.code, approved.body.msg).toBe(1);
    const rows = await ledger(c.token);
    const granted = Math.floor(c.amountDueFils / 100);
    const after = growthPointsOf(c.amountDueFils, refund);
    expect(rows[0]).toMatchObject({ reason: 'refund', delta_points: after - granted, points_after: after, level_before: 2, level_after: 2 });
    expect(rows[0]!.earned_at).toBe(rows[1]!.earned_at);
    expect(await info(c.token)).toMatchObject({ points: after, level: 2, level_at_assessment: 1 });
  });

  it('upgrades are immediate; downgrades happen on the first sweep of a Dubai month, once', async () => {
    const c = await delivered();
    await confirmReceipt(c.token, c.orderId);
    expect(await levelOf(c.userId)).toBe(2);
    const thisMonth = new Date();
    // Assessed this month already (the first sweep of the month marks everyone): nothing moves.
    await t.app.services.membership.sweep(thisMonth);
    // 100 days later the points have left the window — but the level stays until the month's assessment.
    await age(c.userId, 100);
    expect(await info(c.token)).toMatchObject({ points: 0, level: 2, level_at_assessment: 0 });
    await t.app.services.membership.sweep(thisMonth);
    expect(await levelOf(c.userId)).toBe(2);
    // The 1st of next month: assessed from the window's points, down to Lv0; a second sweep that month changes nothing.
    const [y, m] = thisMonth.toISOString().slice(0, 7).split('-').map(Number) as [number, number];
    const firstOfNext = new Date(Date.UTC(y, m, 1, 1) - 4 * 3600_000);
    expect(await t.app.services.membership.sweep(firstOfNext)).toBeGreaterThanOrEqual(1);
    expect(await levelOf(c.userId)).toBe(0);
    await t.app.services.membership.sweep(new Date(firstOfNext.getTime() + 3 * DAY));
    expect((await ledger(c.token)).map((r) => [r.reason, r.level_before, r.level_after])).toEqual([
      ['assessment', 2, 0],
      ['order', 0, 2],
    ]);
    expect(await kinds(c.userId)).toContain('member_level_down');
  });
});

describe('the annual membership (Lv5)', () => {
  it('is bought as an order of AED 10,000 paid like any order: over the online limit, balance pays it; the member is Lv5 for 12 months', async () => {
    const u = await newUser(t.app);
    const bought = await t.api.post('/member/annual/buy', { token: u.token });
    expect(bought.body, bought.body.msg).toMatchObject({ code: 1, data: { amount_due_fils: LV5_ANNUAL_FEE_FILS } });
    const orderId = Number(bought.body.data.order_id);
    // A second click answers the same unpaid order.
    expect((await t.api.post('/member/annual/buy', { token: u.token })).body.data).toMatchObject({ order_id: orderId });
    expect(await info(u.token)).toMatchObject({ annual_order: { order_id: orderId }, annual_active: false });
    const order = await orderDetail(t.app, u.token, orderId);
    expect(order).toMatchObject({ order_type: 'membership', status: 'unpaid', totals: { goods_fils: 952_381, tax_fils: 47_619, member_discount_fils: 0, shipping_fils: 0, amount_due_fils: LV5_ANNUAL_FEE_FILS } });
    expect(order.lines).toMatchObject([{ code: 'membership_annual', title: 'membership_line.annual', quantity: 1, total_fils: LV5_ANNUAL_FEE_FILS }]);
    const methods = (await t.api.get('/pay/methods', { query: { order_id: orderId }, token: u.token })).body.data;
    expect(methods.missing_files).toBe(0);
    expect(methods.methods.filter((m) => m.available).map((m) => m.method)).toEqual(['bank_transfer']);
    await t.database.db.update(users).set({ balanceFils: LV5_ANNUAL_FEE_FILS }).where(eq(users.id, u.userId));
    const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: orderId, method: 'balance' } });
    expect(paid.body, paid.body.msg).toMatchObject({ code: 1, data: { result: 'paid' } });
    const done = await orderDetail(t.app, u.token, orderId);
    expect(done.status).toBe('closed');
    expect(done.timeline.map((s) => s.status)).toEqual(['unpaid', 'pending_review', 'closed']);
    const member = await info(u.token);
    expect(member).toMatchObject({ level: 5, level_name: 'Lv5', annual_active: true, next: null, annual_order: null, perks: { discount_percent: 15, free_rush_left: 3, deadline_extension_minutes: 30, credit_line_fils: memberLevel(5).creditLimitFils } });
    const until = new Date(member.annual_until!);
    const expected = new Date();
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(Math.abs(until.getTime() - expected.getTime())).toBeLessThan(DAY);
    expect(await ledger(u.token)).toMatchObject([{ reason: 'annual', level_before: 0, level_after: 5, order_id: orderId }]);
    // One message says it: the membership is active (not "our prepress team will review your files").
    expect(await kinds(u.userId)).toContain('member_annual_active');
    expect(await kinds(u.userId)).not.toContain('order_paid');
    // The paid membership order neither offers after-sales nor grants growth points.
    expect((await t.api.get('/afterSales/applyInfo', { query: { order_id: orderId }, token: u.token })).body.data).toMatchObject({ order: { open: false } });
    expect((await info(u.token)).points).toBe(0);
    // Renewing while it runs adds 12 months to the running membership.
    const again = await t.api.post('/member/annual/buy', { token: u.token });
    await t.database.db.update(users).set({ balanceFils: LV5_ANNUAL_FEE_FILS }).where(eq(users.id, u.userId));
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: again.body.data.order_id, method: 'balance' } })).body.code).toBe(1);
    const renewed = new Date((await info(u.token)).annual_until!);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(Math.abs(renewed.getTime() - expected.getTime())).toBeLessThan(DAY);
  });

  it('a bank transfer pays it once staff confirm the money arrived', async () => {
    const u = await newUser(t.app);
    const orderId = Number((await t.api.post('/member/annual/buy', { token: u.token })).body.data.order_id);
    const voucher = await uploadVoucher(t.app, u.token);
    const reported = await t.api.post('/pay/prepay', {
      token: u.token,
      body: { order_id: orderId, method: 'bank_transfer', transfer: { account_name: 'Layla Haddad', bank: 'Emirates NBD', reference_last6: '123456', voucher_file_id: voucher } },
    });
    expect(reported.body, reported.body.msg).toMatchObject({ code: 1, data: { result: 'pending_confirmation' } });
    expect(await levelOf(u.userId)).toBe(0);
    const confirmed = await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: orderId } });
    expect(confirmed.body.code, confirmed.body.msg).toBe(1);
    expect(await levelOf(u.userId)).toBe(5);
    expect((await orderDetail(t.app, u.token, orderId)).status).toBe('closed');
  });

  it('when it ends the level falls to what the points give, at once', async () => {
    const c = await delivered();
    await confirmReceipt(c.token, c.orderId);
    // Both sweeps in one Dubai month whatever today's date (near a month's end, two days on is the next month's
    // assessment, not the end of the membership): the 15th of next month at noon, then two days later.
    const mid = dubaiTime(addDays(addMonths(firstOfMonth(dubaiDay(new Date())), 1), 14), '12:00');
    await t.database.db.update(users).set({ level: 5, annualMemberUntil: new Date(mid.getTime() + DAY) }).where(eq(users.id, c.userId));
    await t.app.services.membership.sweep(mid);
    expect(await levelOf(c.userId)).toBe(5);
    await t.app.services.membership.sweep(new Date(mid.getTime() + 2 * DAY));
    expect(await levelOf(c.userId)).toBe(2);
    expect((await ledger(c.token))[0]).toMatchObject({ reason: 'annual_end', level_before: 5, level_after: 2 });
  });
});

describe('perks at checkout', () => {
  /** A customer at `level` with a cart line of `config` flyers and an address. */
  async function member(level: number, config: Record<string, string | number>) {
    const u = await readyToOrder(t.app, [{ code: 'flyer_digital', config }]);
    await t.database.db.update(users).set({ level }).where(eq(users.id, u.userId));
    return u;
  }

  it('a free rush waives the rush surcharge of a rushed order, three times a year; an order cancelled unpaid gives it back', async () => {
    const u = await member(4, { quantity: 100, turnaround: 'next_day' });
    const preview = (await t.api.post('/order/preview', { token: u.token, body: { cart_ids: u.cartIds, delivery: 'pickup' } })).body.data;
    expect(preview.free_rushes_left).toBe(3);
    // next_day flyers: AED 75.00 of which AED 25.00 rush surcharge; Lv4 waives it and takes 5% of the rest.
    expect(preview.totals).toMatchObject({ goods_fils: 7500, free_rush_fils: 2500, member_discount_fils: 2500 + 250 });
    const orderIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      const cart = await t.api.post('/cart/add', { token: u.token, body: { items: [{ code: 'flyer_digital', config: { quantity: 100 + i, turnaround: 'next_day' }, file_id: u.fileId }] } });
      const submitted = await submitOrder(t.app, u.token, cart.body.data.ids, u.addressId, 'pickup');
      expect(submitted.body.code, submitted.body.msg).toBe(1);
      orderIds.push(Number(submitted.body.data.order_id));
    }
    const rows = await t.database.db.select({ id: orders.id, freeRushFils: orders.freeRushFils }).from(orders).where(eq(orders.userId, u.userId));
    expect(rows.filter((r) => r.freeRushFils > 0)).toHaveLength(3);
    expect((await info(u.token)).perks).toMatchObject({ free_rush_used: 3, free_rush_left: 0 });
    const cancelled = await t.api.post('/order/cancel', { token: u.token, body: { id: orderIds[0]! } });
    expect(cancelled.body.code, cancelled.body.msg).toBe(1);
    expect((await info(u.token)).perks).toMatchObject({ free_rush_used: 2, free_rush_left: 1 });
  });

  it('levels without the perk, and orders without a rush, pay the surcharge as it is', async () => {
    const lv3 = await member(3, { quantity: 100, turnaround: 'next_day' });
    const p3 = (await t.api.post('/order/preview', { token: lv3.token, body: { cart_ids: lv3.cartIds, delivery: 'pickup' } })).body.data;
    expect(p3.totals).toMatchObject({ free_rush_fils: 0, member_discount_fils: 375 });
    const standard = await member(4, { quantity: 100 });
    const p4 = (await t.api.post('/order/preview', { token: standard.token, body: { cart_ids: standard.cartIds, delivery: 'pickup' } })).body.data;
    expect(p4.totals).toMatchObject({ free_rush_fils: 0, member_discount_fils: 250 });
  });

  it('the deadline extension gives an unpaid order 30 minutes more to be paid (Lv3 and up)', async () => {
    const lv0 = await member(0, { quantity: 100 });
    const lv3 = await member(3, { quantity: 100 });
    const deadline = async (u: typeof lv0) => {
      const res = await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'pickup');
      const order = await orderDetail(t.app, u.token, Number(res.body.data.order_id));
      return new Date(order.expires_at!).getTime() - new Date(order.created_at).getTime();
    };
    const ttl = t.config.unpaidOrderTtlMinutes * 60_000;
    expect(Math.abs((await deadline(lv0)) - ttl)).toBeLessThan(5_000);
    expect(Math.abs((await deadline(lv3)) - ttl - 30 * 60_000)).toBeLessThan(5_000);
  });

  it('the top levels give a credit line (Lv4: AED 200,000), and a credit order pays from it', async () => {
    const u = await member(4, { quantity: 100 });
    const wallet = (await t.api.get('/user/wallet', { token: u.token })).body.data;
    expect(wallet).toMatchObject({ credit_limit_fils: 200_000_00, credit_used_fils: 0 });
    const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'pickup');
    const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: submitted.body.data.order_id, method: 'credit' } });
    expect(paid.body, paid.body.msg).toMatchObject({ code: 1, data: { result: 'paid' } });
    expect((await t.api.get('/user/wallet', { token: u.token })).body.data).toMatchObject({ credit_used_fils: submitted.body.data.amount_due_fils });
    // Lv2 has none.
    const lv2 = await member(2, { quantity: 100 });
    expect((await t.api.get('/user/wallet', { token: lv2.token })).body.data).toMatchObject({ credit_limit_fils: 0 });
  });
});

describe('the console', () => {
  it('staff see a customer\'s membership; only admins adjust points, with a reason, audited, never below zero', async () => {
    const c = await newUser(t.app);
    const view = await t.api.get('/staff/customer/membership', { query: { id: c.userId }, token: staff.token });
    expect(view.body.data).toMatchObject({ user_id: c.userId, member: { level: 0, points: 0 }, ledger: [] });
    const adjust = (token: string, delta: number, reason = 'Trade fair order paid offline') => t.api.post('/staff/customer/adjustGrowth', { token, body: { user_id: c.userId, delta_points: delta, reason } });
    expect((await adjust(staff.token, 50)).body.data).toMatchObject({ error: 'forbidden' });
    expect((await adjust(c.token, 50)).body.data).toMatchObject({ error: 'forbidden' });
    expect((await adjust(admin.token, 0)).body.data).toMatchObject({ error: 'growth_adjustment_invalid', field: 'delta_points' });
    const blank = await adjust(admin.token, 50, '   ');
    expect([blank.status, blank.body.data]).toMatchObject([400, { error: 'invalid_field', field: 'reason' }]);
    expect((await adjust(admin.token, -1)).body).toMatchObject({ code: 0, msg: 'The customer has only 0 growth points: you cannot take away more.' });
    const added = await adjust(admin.token, 520);
    expect(added.body, added.body.msg).toMatchObject({ code: 1, msg: 'Growth points adjusted.', data: { member: { level: 3, points: 520 } } });
    const taken = await adjust(admin.token, -500, 'Duplicate of order PF1');
    expect((taken.body.data as unknown as StaffMembership).member).toMatchObject({ points: 20, level: 3, level_at_assessment: 1 });
    expect((taken.body.data as unknown as StaffMembership).ledger.map((r) => [r.reason, r.delta_points, r.note])).toEqual([
      ['adjustment', -500, 'Duplicate of order PF1'],
      ['adjustment', 520, 'Trade fair order paid offline'],
    ]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.userId, c.userId), eq(auditLog.action, 'adjust_growth')));
    expect(audit.map((a) => [a.actorId, a.before, a.after, a.reason])).toEqual([
      [admin.userId, { points: 0, level: 0 }, { points: 520, level: 3 }, 'Trade fair order paid offline'],
      [admin.userId, { points: 520, level: 3 }, { points: 20, level: 3 }, 'Duplicate of order PF1'],
    ]);
    expect(await kinds(c.userId)).toEqual(expect.arrayContaining(['growth_adjusted', 'member_level_up']));
    // Nobody adjusts their own points; an unknown customer is "not found".
    expect((await t.api.post('/staff/customer/adjustGrowth', { token: admin.token, body: { user_id: admin.userId, delta_points: 5, reason: 'me' } })).body.data).toMatchObject({ error: 'forbidden' });
    expect((await t.api.post('/staff/customer/adjustGrowth', { token: admin.token, body: { user_id: 2_000_000_000, delta_points: 5, reason: 'x' } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.get('/staff/customer/membership', { query: { id: 2000000000 }, token: staff.token })).body.data).toMatchObject({ error: 'not_found' });
  });

  it('the membership centre needs a session and shows only the caller\'s own membership', async () => {
    expect((await t.api.get('/member/info')).body.code).toBe(-1);
    expect((await t.api.post('/member/annual/buy')).body.code).toBe(-1);
    const a = await newUser(t.app);
    await t.app.services.membership.adjust(admin.userId, { user_id: a.userId, delta_points: 30, reason: 'welcome' });
    const b = await newUser(t.app);
    expect((await info(a.token)).points).toBe(30);
    expect((await info(b.token)).points).toBe(0);
    expect(await ledger(b.token)).toEqual([]);
  });
});

describe.runIf(testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('an order closed by the customer, the receipt sweep and staff at once grants its points once', async () => {
    const c = await delivered(500);
    const detail = (await t.api.get('/staff/order/detail', { query: { id: c.orderId }, token: staff.token })).body.data;
    await Promise.all([
      t.api.post('/order/confirmReceipt', { token: c.token, body: { id: c.orderId } }),
      t.api.post('/order/confirmReceipt', { token: c.token, body: { id: c.orderId } }),
      t.api.post('/staff/order/move', { token: staff.token, body: { id: c.orderId, version: detail.version, event: 'close' } }),
      t.app.services.fulfilment.autoReceive(new Date(Date.now() + 6 * DAY)),
    ]);
    expect((await orderDetail(t.app, c.token, c.orderId)).status).toBe('closed');
    expect(await ledger(c.token)).toMatchObject([{ reason: 'order', delta_points: Math.floor(c.amountDueFils / 100) }]);
  });

  it('concurrent take-aways never go below zero: of ten −30 from 100 points, three succeed', async () => {
    const c = await newUser(t.app);
    await t.app.services.membership.adjust(admin.userId, { user_id: c.userId, delta_points: 100, reason: 'start' });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.app.services.membership.adjust(admin.userId, { user_id: c.userId, delta_points: -30, reason: 'race' })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error))).toEqual(Array(7).fill('growth_adjustment_too_large'));
    expect((await info(c.token)).points).toBe(10);
  });

  it('two orders submitted at once cannot both take the year\'s last free rush', async () => {
    const u = await readyToOrder(t.app, [{ code: 'flyer_digital', config: { quantity: 100, turnaround: 'express' } }]);
    await t.database.db.update(users).set({ level: 4 }).where(eq(users.id, u.userId));
    // Two free rushes used already this year (business cards, so the flyer line in the cart stays as it is).
    for (const turnaround of ['express', 'next_day']) {
      const cart = await t.api.post('/cart/add', { token: u.token, body: { items: [{ code: 'bc_standard', config: { quantity: 500, turnaround }, file_id: u.fileId }] } });
      expect((await submitOrder(t.app, u.token, cart.body.data.ids, u.addressId, 'pickup')).body.code).toBe(1);
    }
    const second = await t.api.post('/cart/add', { token: u.token, body: { items: [{ code: 'flyer_digital', config: { quantity: 150, turnaround: 'next_day' }, file_id: u.fileId }] } });
    const carts = [u.cartIds, second.body.data.ids];
    // Both previews saw one free rush left; the second submit to take the lock finds none and refuses the changed price.
    const previews = await Promise.all(carts.map(async (ids) => (await t.api.post('/order/preview', { token: u.token, body: { cart_ids: ids, delivery: 'pickup' } })).body.data));
    const results = await Promise.all(
      carts.map((ids, i) =>
        t.api.post('/order/submit', {
          token: u.token,
          body: { cart_ids: ids, address_id: u.addressId, delivery: 'pickup', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: previews[i]!.totals.amount_due_fils },
        }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.body.code === 0)?.body.data).toMatchObject({ error: 'price_changed' });
    const used = await t.database.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, u.userId)));
    expect(used).toHaveLength(3);
    expect((await info(u.token)).perks.free_rush_left).toBe(0);
  });

  it('sweeps running at once on several servers assess each customer once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, async () => {
      const u = await newUser(t.app);
      await t.app.services.membership.adjust(admin.userId, { user_id: u.userId, delta_points: 600, reason: 'seed' });
      await age(u.userId, 120);
      return u;
    }));
    const later = new Date(Date.now() + 40 * DAY);
    await Promise.all([t.app.services.membership.sweep(later, 2), t.app.services.membership.sweep(later, 2), t.app.services.membership.sweep(later, 3)]);
    for (const u of people) {
      expect(await levelOf(u.userId)).toBe(0);
      expect((await ledger(u.token)).filter((r) => r.reason === 'assessment')).toHaveLength(1);
    }
  });

  it('buying the annual membership twice at once makes one order to pay', async () => {
    const u = await newUser(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.api.post('/member/annual/buy', { token: u.token })));
    expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, u.userId))).toHaveLength(1);
  });
});
