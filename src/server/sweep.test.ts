/**
 * The shop's clock (SHOP_CLOCK, config `clockStart`) moves orders, invoices, membership and the expiry sweep alike:
 * a shop whose clock stands on the last day of a month takes an order and issues an invoice dated that day; the same
 * database under a clock on the 1st of the next month (Dubai) runs the sweep, which lapses that unpaid order and runs
 * the monthly membership assessment — while the machine's real date is neither.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../generated/shop-api.d';
import { buildApp } from './app';
import { growthLedger, userMessages, users } from './db/schema';
import { runSweep } from './sweep';
import { idempotencyKey, readyToOrder, staffUser, submitOrder } from './testing/fixtures';
import { pdfText } from './testing/pdf-text';
import { callApi, createTestApp, newUser, type TestApp } from './testing/test-app';

type Order = components['schemas']['Order'];
type Invoice = components['schemas']['Invoice'];
type StaffInvoice = components['schemas']['StaffInvoice'];

// The last day of November in Dubai (06:00 UTC), and the 1st of December an hour past the order's 24-hour deadline.
const LAST_DAY = new Date('2026-11-30T10:00:00+04:00');
const FIRST_DAY = new Date('2026-12-01T11:00:00+04:00');
const HOUR = 3_600_000;

let t: TestApp;
let staff: { token: string; userId: number };
/** The same database under a clock on the 1st of the next month (a later start of the shop). */
let first: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clockStart: LAST_DAY });
  staff = await staffUser(t.app, t.database);
  first = await buildApp({ config: { ...t.config, clockStart: FIRST_DAY }, database: t.database, logger: false });
  await first.ready();
});
afterAll(async () => {
  await first?.close();
  await t?.close();
});

/** Within a minute after `at` (the clock runs on from its start while the test runs). */
function near(iso: string | null | undefined, at: Date) {
  const ms = new Date(String(iso)).getTime() - at.getTime();
  expect(ms, `${iso} vs ${at.toISOString()}`).toBeGreaterThanOrEqual(0);
  expect(ms, `${iso} vs ${at.toISOString()}`).toBeLessThan(60_000);
}

const orderOf = async (app: FastifyInstance, token: string, id: number) => (await callApi(app, 'GET', `/api/order/detail?id=${id}`, { token })).body.data as Order;

describe("the shop's clock", () => {
  it('orders and invoices take their times, numbers and dates from it', async () => {
    const u = await readyToOrder(t.app);
    await t.database.db.update(users).set({ balanceFils: 100_000_000 }).where(eq(users.id, u.userId));
    const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId);
    expect(submitted.body.code, submitted.body.msg).toBe(1);
    const id = Number(submitted.body.data.order_id);
    const order = await orderOf(t.app, u.token, id);
    // Numbered by the clock's Dubai date; created by the clock; due 24 hours (UNPAID_ORDER_TTL_MINUTES) later.
    expect(order.order_sn).toMatch(/^PF261130\d{8}$/);
    near(order.created_at, LAST_DAY);
    near(order.expires_at, new Date(LAST_DAY.getTime() + t.config.unpaidOrderTtlMinutes * 60_000));
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.code).toBe(1);
    near((await orderOf(t.app, u.token, id)).paid_at, LAST_DAY);

    // A personal tax invoice with the customer's TRN, issued by staff: its number, its date of issue and its PDF's.
    const applied = await callApi(t.app, 'POST', '/api/invoice/apply', { token: u.token, body: { method: 'order', order_ids: [id], header: 'personal', category: 'tax_invoice', trn: '100555666777003' } });
    expect(applied.body.code, applied.body.msg).toBe(1);
    const invoice = applied.body.data as Invoice;
    expect(invoice.application_sn).toContain('261130');
    near(invoice.created_at, LAST_DAY);
    const issued = await callApi(t.app, 'POST', '/api/staff/invoice/issue', { token: staff.token, body: { id: invoice.id } });
    expect(issued.body.code, issued.body.msg).toBe(1);
    near((issued.body.data as StaffInvoice).invoice.issued_at, LAST_DAY);
    const file = await t.app.inject({ method: 'GET', url: `/api/invoice/file?id=${invoice.id}&download=1`, headers: { token: u.token, version: '1.0.0' } });
    expect(String(file.headers['content-type'])).toBe('application/pdf');
    expect((await pdfText(file.rawPayload)).replace(/\s+/g, ' ')).toContain('Date of issue: 30/11/2026');
  });

  it('on the 1st of a month (Dubai) the sweep runs the monthly assessment and lapses the order left unpaid the day before', async () => {
    // A Lv2 customer assessed in November whose points have gone: the level waits for December's assessment.
    const member = await newUser(t.app);
    await t.database.db.update(users).set({ level: 2, levelMonth: '2026-11' }).where(eq(users.id, member.userId));
    // An order left unpaid on 30 November.
    const u = await readyToOrder(t.app);
    const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId, 'door', { idempotency_key: idempotencyKey() });
    expect(submitted.body.code, submitted.body.msg).toBe(1);
    const id = Number(submitted.body.data.order_id);

    // Still the 30th: nothing is due — the order has hours to be paid, and the member was assessed this month.
    const sameDay = await runSweep(t.app.services, t.app.log);
    expect(sameDay.expired).toBe(0);
    expect((await orderOf(t.app, u.token, id)).status).toBe('unpaid');
    expect((await t.database.db.select({ level: users.level }).from(users).where(eq(users.id, member.userId)))[0]?.level).toBe(2);

    // The 1st of December by the clock (the machine's date is neither): the same sweep.
    expect(first.services.clock.now().getTime() - FIRST_DAY.getTime()).toBeLessThan(HOUR);
    const swept = await runSweep(first.services, first.log);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(swept.levelsChanged).toBeGreaterThanOrEqual(1);
    expect((await orderOf(first, u.token, id)).status).toBe('cancelled');
    const kinds = async (userId: number) => (await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, userId))).map((m) => m.kind);
    expect(await kinds(u.userId)).toContain('order_expired');

    // The assessment: down to the level of the window's points, recorded as December's, dated by the clock.
    const [row] = await t.database.db.select({ level: users.level, levelMonth: users.levelMonth }).from(users).where(eq(users.id, member.userId));
    expect(row).toEqual({ level: 0, levelMonth: '2026-12' });
    const ledger = await t.database.db.select().from(growthLedger).where(eq(growthLedger.userId, member.userId));
    expect(ledger.map((r) => [r.reason, r.levelBefore, r.levelAfter])).toEqual([['assessment', 2, 0]]);
    near(ledger[0]?.earnedAt.toISOString(), FIRST_DAY);
    expect(await kinds(member.userId)).toContain('member_level_down');
    const centre = (await callApi(first, 'GET', '/api/member/info', { token: member.token })).body.data as components['schemas']['MemberInfo'];
    expect(centre.next_assessment_at).toBe('2026-12-31T20:00:00.000Z');

    // Once a month: a second sweep that day assesses no one again.
    const again = await runSweep(first.services, first.log);
    expect(again).toMatchObject({ expired: 0, levelsChanged: 0 });
  });
});
