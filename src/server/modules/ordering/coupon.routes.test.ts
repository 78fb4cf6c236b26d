import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { auditLog, couponLedger, couponTemplates, userCoupons, users } from '../../db/schema';
import { idempotencyKey, orderDetail, readyToOrder, staffUser } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type Offer = components['schemas']['CouponOffer'];
type UserCoupon = components['schemas']['UserCoupon'];
type CheckoutCoupon = components['schemas']['CheckoutCoupon'];
type StaffTemplate = components['schemas']['StaffCouponTemplate'];
type Totals = components['schemas']['OrderTotals'];
interface Preview {
  totals: Totals;
  coupons: CheckoutCoupon[];
  best_coupon_id: number | null;
  coupon_id: number | null;
}

// The shop's clock on a member day (3 December, Dubai) and on an ordinary day (10 December).
const MEMBER_DAY = new Date('2026-12-03T10:00:00+04:00');
const ORDINARY_DAY = new Date('2026-12-10T10:00:00+04:00');
// Two business-card lines of 10,000 cards: goods of AED 1,264.64 (over the member-day threshold of AED 1,000).
const BIG_CART = [
  { code: 'bc_standard', config: { quantity: 10000 } },
  { code: 'bc_standard', config: { quantity: 10000 } },
];

let t: TestApp;
let ordinary: TestApp;
beforeAll(async () => {
  [t, ordinary] = await Promise.all([createTestApp({ clockStart: MEMBER_DAY }), createTestApp({ clockStart: ORDINARY_DAY })]);
});
afterAll(async () => {
  await Promise.all([t.close(), ordinary.close()]);
});

async function member(app: TestApp, level = 1) {
  const u = await newUser(app.app);
  await app.database.db.update(users).set({ level }).where(eq(users.id, u.userId));
  return u;
}

async function templateId(app: TestApp, code: string): Promise<number> {
  const [row] = await app.database.db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.code, code));
  if (!row) throw new Error(`no template ${code}`);
  return row.id;
}

async function centre(app: TestApp, token?: string): Promise<Offer[]> {
  const res = await callApi(app.app, 'GET', '/api/coupon/centre', token ? { token } : {});
  expect(res.body.code).toBe(1);
  return (res.body.data as { lists: Offer[] }).lists;
}

async function claim(app: TestApp, token: string, id: number, locale?: string) {
  return callApi(app.app, 'POST', '/api/coupon/claim', { token, body: { template_id: id }, ...(locale ? { locale } : {}) });
}

async function preview(token: string, cartIds: number[], addressId: number, couponId?: number) {
  return callApi(t.app, 'POST', '/api/order/preview', { token, body: { cart_ids: cartIds, address_id: addressId, delivery: 'door', ...(couponId ? { coupon_id: couponId } : {}) } });
}

async function myCoupons(token: string, tab: 'usable' | 'used' | 'expired') {
  return (await callApi(t.app, 'GET', `/api/user/coupons?tab=${tab}`, { token })).body.data as { lists: UserCoupon[]; counts: { usable: number; used: number; expired: number } };
}

describe('claim centre and claiming', () => {
  it('the member-day coupon is offered on the 1st–5th only; guests see the offers but must log in', async () => {
    const onMemberDay = await centre(t);
    expect(onMemberDay.map((o) => o.name)).toContain('Member day: AED 50 off AED 1,000');
    expect(onMemberDay.find((o) => o.member_day)).toMatchObject({ amount_fils: 5000, threshold_fils: 100000, blocked: 'login' });
    const onOrdinaryDay = await centre(ordinary);
    expect(onOrdinaryDay.some((o) => o.member_day)).toBe(false);
    expect(onOrdinaryDay.map((o) => o.name)).toContain('Trial voucher AED 10');
    // Claiming it on an ordinary day is refused too.
    const m = await member(ordinary);
    expect((await claim(ordinary, m.token, await templateId(ordinary, 'member_day'))).body).toMatchObject({ code: 0, data: { error: 'coupon_not_claimable' } });
  });

  it('spec §6: an account that is not a valid member cannot claim (message in the request language)', async () => {
    const u = await newUser(t.app);
    const trial = await templateId(t, 'trial_voucher');
    expect((await centre(t, u.token)).find((o) => o.id === trial)?.blocked).toBe('members_only');
    const refused = await claim(t, u.token, trial, 'ar');
    expect(refused.body).toMatchObject({ code: 0, show: 1, data: { error: 'coupon_members_only' } });
    expect(refused.body.msg).toMatch(/[\u0600-\u06FF]/);
    expect(await t.database.db.select().from(userCoupons).where(eq(userCoupons.userId, u.userId))).toEqual([]);
  });

  it('spec §8/§9: five trial vouchers per member, then "trial voucher fully claimed"; the member-day coupon once, then "exceeds the claim limit"', async () => {
    const m = await member(t);
    const trial = await templateId(t, 'trial_voucher');
    for (let i = 0; i < 5; i++) {
      const res = await claim(t, m.token, trial);
      expect(res.body, res.body.msg).toMatchObject({ code: 1, msg: 'Coupon claimed. Find it under My coupons.', data: { amount_fils: 1000, status: 'usable' } });
    }
    expect((await claim(t, m.token, trial)).body).toMatchObject({ code: 0, msg: 'Coupon claim failed: trial voucher fully claimed.', data: { error: 'trial_vouchers_claimed' } });
    expect((await centre(t, m.token)).find((o) => o.id === trial)).toMatchObject({ blocked: 'limit', claimed_by_me: 5 });

    const memberDay = await templateId(t, 'member_day');
    const first = await claim(t, m.token, memberDay);
    expect(first.body.code).toBe(1);
    // Valid until the member days end: midnight after the 5th, Dubai.
    expect((first.body.data as UserCoupon).valid_until).toBe('2026-12-05T20:00:00.000Z');
    expect((await claim(t, m.token, memberDay, 'zh')).body).toMatchObject({ code: 0, data: { error: 'coupon_claim_limit' } });
    expect((await claim(t, m.token, memberDay)).body.msg).toBe('Coupon claim failed: exceeds the claim limit (1 per account).');

    const mine = await myCoupons(m.token, 'usable');
    expect(mine.counts).toEqual({ usable: 6, used: 0, expired: 0 });
    const ledger = await t.database.db.select().from(couponLedger).where(eq(couponLedger.userId, m.userId));
    expect(ledger.map((l) => l.event)).toEqual(['claim', 'claim', 'claim', 'claim', 'claim', 'claim']);
  });

  it('a batch that has run out refuses the claim and never goes below zero', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const created = await callApi(t.app, 'POST', '/api/staff/coupon/create', {
      token: admin.token,
      body: { name: { en: 'Two only', zh: '仅两张', ar: 'قسيمتان فقط', ja: '2枚限定' }, kind: 'amount', amount_fils: 500, threshold_fils: 0, scope: 'all', valid_days: 7, total_stock: 2, per_customer: 1, audience: 'everyone' },
    });
    expect(created.body.code, created.body.msg).toBe(1);
    const id = (created.body.data as StaffTemplate).id;
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const c = await newUser(t.app);
    expect((await claim(t, a.token, id)).body.code).toBe(1);
    expect((await claim(t, b.token, id)).body.code).toBe(1);
    expect((await claim(t, c.token, id)).body).toMatchObject({ code: 0, msg: 'Coupon claim failed: this coupon has run out.', data: { error: 'coupon_out_of_stock' } });
    const [row] = await t.database.db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
    expect(row).toMatchObject({ claimed: 2, totalStock: 2 });
  });
});

describe('coupons at checkout', () => {
  it('lists only what applies, suggests the best, recomputes the discount, marks the coupon used in the order, and a cancelled unpaid order returns it', async () => {
    const buyer = await readyToOrder(t.app, BIG_CART);
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, buyer.userId));
    const memberDay = (await claim(t, buyer.token, await templateId(t, 'member_day'))).body.data as UserCoupon;
    const trial = (await claim(t, buyer.token, await templateId(t, 'trial_voucher'))).body.data as UserCoupon;

    const plain = (await preview(buyer.token, buyer.cartIds, buyer.addressId)).body.data as unknown as Preview;
    expect(plain.totals.goods_fils).toBe(126464);
    expect(plain.totals.discount_fils).toBe(0);
    expect(plain.best_coupon_id).toBe(memberDay.id);
    expect(plain.coupons.map((c) => [c.id, c.applies, c.discount_fils])).toEqual([
      [memberDay.id, true, 5000],
      [trial.id, true, 1000],
    ]);

    const withCoupon = (await preview(buyer.token, buyer.cartIds, buyer.addressId, memberDay.id)).body.data as unknown as Preview;
    expect(withCoupon.coupon_id).toBe(memberDay.id);
    expect(withCoupon.totals.discount_fils).toBe(5000);
    // The discount comes off before VAT.
    expect(plain.totals.amount_due_fils - withCoupon.totals.amount_due_fils).toBe(5000 + 250);

    // The client's figure is never trusted: a submit expecting the undiscounted amount with the coupon is refused.
    const body = { cart_ids: buyer.cartIds, address_id: buyer.addressId, delivery: 'door', agree_terms: true, coupon_id: memberDay.id };
    expect((await callApi(t.app, 'POST', '/api/order/submit', { token: buyer.token, body: { ...body, idempotency_key: idempotencyKey(), expected_amount_due_fils: plain.totals.amount_due_fils } })).body).toMatchObject({
      code: 0,
      data: { error: 'price_changed' },
    });
    const placed = await callApi(t.app, 'POST', '/api/order/submit', { token: buyer.token, body: { ...body, idempotency_key: idempotencyKey(), expected_amount_due_fils: withCoupon.totals.amount_due_fils } });
    expect(placed.body.code, placed.body.msg).toBe(1);
    const orderId = Number(placed.body.data.order_id);
    expect((await orderDetail(t.app, buyer.token, orderId)).totals).toMatchObject({ discount_fils: 5000, amount_due_fils: withCoupon.totals.amount_due_fils });
    expect((await myCoupons(buyer.token, 'used')).lists).toMatchObject([{ id: memberDay.id, status: 'used', order_id: orderId }]);
    expect((await myCoupons(buyer.token, 'usable')).lists.map((c) => c.id)).toEqual([trial.id]);

    const cancelled = await callApi(t.app, 'POST', '/api/order/cancel', { token: buyer.token, body: { id: orderId } });
    expect(cancelled.body.code, cancelled.body.msg).toBe(1);
    expect((await myCoupons(buyer.token, 'usable')).lists.map((c) => c.id).sort()).toEqual([memberDay.id, trial.id].sort());
    const ledger = await t.database.db.select().from(couponLedger).where(eq(couponLedger.userCouponId, memberDay.id));
    expect(ledger.map((l) => [l.event, l.orderId])).toEqual([
      ['claim', null],
      ['use', orderId],
      ['return', orderId],
    ]);
  });

  it('a coupon below its threshold or out of scope is listed as not applying, and refused when sent anyway', async () => {
    const buyer = await readyToOrder(t.app); // 500 cards: AED 50 of goods
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, buyer.userId));
    const memberDay = (await claim(t, buyer.token, await templateId(t, 'member_day'))).body.data as UserCoupon;
    const admin = await staffUser(t.app, t.database, 'admin');
    const flyersOnly = await callApi(t.app, 'POST', '/api/staff/coupon/create', {
      token: admin.token,
      body: { name: { en: 'Flyers 10%', zh: '传单九折', ar: 'خصم 10% على المنشورات', ja: 'チラシ10%オフ' }, kind: 'percent', percent: 10, cap_fils: 2000, threshold_fils: 0, scope: 'products', scope_products: ['flyer_a5'], valid_days: 7, total_stock: 10, per_customer: 1, audience: 'everyone' },
    });
    expect(flyersOnly.body.code, flyersOnly.body.msg).toBe(1);
    const scoped = (await claim(t, buyer.token, (flyersOnly.body.data as StaffTemplate).id)).body.data as UserCoupon;
    const p = (await preview(buyer.token, buyer.cartIds, buyer.addressId)).body.data as unknown as Preview;
    expect(p.best_coupon_id).toBeNull();
    expect(p.coupons.find((c) => c.id === memberDay.id)).toMatchObject({ applies: false, reason: 'below_threshold', short_fils: 100000 - 5000 });
    expect(p.coupons.find((c) => c.id === scoped.id)).toMatchObject({ applies: false, reason: 'out_of_scope', discount_fils: 0 });
    expect((await preview(buyer.token, buyer.cartIds, buyer.addressId, memberDay.id)).body).toMatchObject({ code: 0, data: { error: 'coupon_unavailable' } });
  });

  it('another customer\'s coupon cannot be used (owner scoping)', async () => {
    const owner = await member(t);
    const coupon = (await claim(t, owner.token, await templateId(t, 'trial_voucher'))).body.data as UserCoupon;
    const other = await readyToOrder(t.app);
    expect((await preview(other.token, other.cartIds, other.addressId, coupon.id)).body).toMatchObject({ code: 0, data: { error: 'coupon_unavailable' } });
    const p = (await preview(other.token, other.cartIds, other.addressId)).body.data as unknown as Preview;
    const submitted = await callApi(t.app, 'POST', '/api/order/submit', {
      token: other.token,
      body: { cart_ids: other.cartIds, address_id: other.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: p.totals.amount_due_fils - 1050, coupon_id: coupon.id },
    });
    expect(submitted.body).toMatchObject({ code: 0, data: { error: 'coupon_unavailable' } });
    const [row] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(row).toMatchObject({ status: 'usable', orderId: null });
  });

  it('an unpaid order that lapses returns its coupon', async () => {
    const buyer = await readyToOrder(t.app);
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, buyer.userId));
    const coupon = (await claim(t, buyer.token, await templateId(t, 'trial_voucher'))).body.data as UserCoupon;
    const p = (await preview(buyer.token, buyer.cartIds, buyer.addressId, coupon.id)).body.data as unknown as Preview;
    const placed = await callApi(t.app, 'POST', '/api/order/submit', {
      token: buyer.token,
      body: { cart_ids: buyer.cartIds, address_id: buyer.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: p.totals.amount_due_fils, coupon_id: coupon.id },
    });
    expect(placed.body.code, placed.body.msg).toBe(1);
    expect((await myCoupons(buyer.token, 'used')).counts.used).toBe(1);
    expect(await t.app.services.orders.expireUnpaid(new Date(Date.now() + 400 * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect((await myCoupons(buyer.token, 'usable')).lists.map((c) => c.id)).toEqual([coupon.id]);
  });
});

describe('staff console: coupon templates', () => {
  it('staff list templates with claimed and used counts; only admins create and end them, audited', async () => {
    const staff = await staffUser(t.app, t.database, 'staff');
    const listed = await callApi(t.app, 'GET', '/api/staff/coupons', { token: staff.token });
    expect(listed.body.code).toBe(1);
    const seeded = (listed.body.data as { lists: StaffTemplate[] }).lists.find((l) => l.code === 'trial_voucher');
    expect(seeded).toMatchObject({ per_customer: 5, amount_fils: 1000, status: 'active' });
    expect(seeded?.claimed).toBeGreaterThan(0);

    const name = { en: 'Spring sale', zh: '春季促销', ar: 'تخفيضات الربيع', ja: '春のセール' };
    const body = { name, kind: 'amount', amount_fils: 2000, threshold_fils: 10000, scope: 'all', valid_days: 14, total_stock: 100, per_customer: 2, audience: 'members' };
    expect((await callApi(t.app, 'POST', '/api/staff/coupon/create', { token: staff.token, body })).body).toMatchObject({ code: 0, data: { error: 'forbidden' } });
    const customer = await newUser(t.app);
    expect((await callApi(t.app, 'GET', '/api/staff/coupons', { token: customer.token })).body).toMatchObject({ code: 0, data: { error: 'forbidden' } });

    const admin = await staffUser(t.app, t.database, 'admin');
    expect((await callApi(t.app, 'POST', '/api/staff/coupon/create', { token: admin.token, body: { ...body, kind: 'percent' } })).body).toMatchObject({ code: 0, data: { error: 'coupon_template_invalid', field: 'percent' } });
    const created = await callApi(t.app, 'POST', '/api/staff/coupon/create', { token: admin.token, body });
    expect(created.body).toMatchObject({ code: 1, data: { name, claimed: 0, used: 0, status: 'active' } });
    const id = (created.body.data as StaffTemplate).id;
    expect((await centre(t)).some((o) => o.id === id)).toBe(true);

    const ended = await callApi(t.app, 'POST', '/api/staff/coupon/end', { token: admin.token, body: { id } });
    expect(ended.body).toMatchObject({ code: 1, data: { status: 'ended' } });
    expect((await callApi(t.app, 'POST', '/api/staff/coupon/end', { token: admin.token, body: { id } })).body).toMatchObject({ code: 0, data: { error: 'coupon_already_ended' } });
    expect((await centre(t)).some((o) => o.id === id)).toBe(false);
    const m = await member(t);
    expect((await claim(t, m.token, id)).body).toMatchObject({ code: 0, data: { error: 'coupon_not_claimable' } });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['coupon_create', admin.userId],
      ['coupon_end', admin.userId],
    ]);
  });
});

describe.skipIf(!testDatabaseUrl)('races (PostgreSQL)', () => {
  it('50 concurrent claims of a coupon with 10 left: exactly 10 succeed', async () => {
    const db = t.database.db;
    const [template] = await db
      .insert(couponTemplates)
      .values({ name: { en: 'Race' }, kind: 'amount', amountFils: 100, scope: 'all', validDays: 7, totalStock: 13, claimed: 3, perCustomer: 1, audience: 'everyone' })
      .returning();
    if (!template) throw new Error('no template');
    const stamp = Date.now() % 1_000_000;
    const racers = await db
      .insert(users)
      .values(Array.from({ length: 50 }, (_, i) => ({ typeId: 1, nickname: `race${stamp}_${i}`, mobile: `+97158${stamp}${String(i).padStart(2, '0')}`, passwordHash: 'x' })))
      .returning({ id: users.id });
    const results = await Promise.all(racers.map((u) => t.app.services.coupons.claim(u.id, template.id, 'en')));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error))).toEqual(Array(40).fill('coupon_out_of_stock'));
    const [after] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, template.id));
    expect(after?.claimed).toBe(13);
    expect(await db.select().from(userCoupons).where(eq(userCoupons.templateId, template.id))).toHaveLength(10);
    expect(await db.select().from(couponLedger).where(eq(couponLedger.templateId, template.id))).toHaveLength(10);
  });

  it('one customer claiming concurrently never passes the per-customer limit', async () => {
    const m = await member(t);
    const trial = await templateId(t, 'trial_voucher');
    const results = await Promise.all(Array.from({ length: 12 }, () => t.app.services.coupons.claim(m.userId, trial, 'en')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('one coupon used by two concurrent orders: one succeeds', async () => {
    const first = await readyToOrder(t.app);
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, first.userId));
    // A second cart line of the same customer (another product, so it is not merged into the first).
    const added = await callApi(t.app, 'POST', '/api/cart/add', { token: first.token, body: { items: [{ code: 'acrylic_stand', config: {}, file_id: first.fileId }] } });
    expect(added.body.code, added.body.msg).toBe(1);
    const secondIds = (added.body.data as { ids: number[] }).ids;
    const coupon = (await claim(t, first.token, await templateId(t, 'trial_voucher'))).body.data as UserCoupon;
    const submit = async (cartIds: number[]) => {
      const p = (await preview(first.token, cartIds, first.addressId, coupon.id)).body.data as unknown as Preview;
      return callApi(t.app, 'POST', '/api/order/submit', {
        token: first.token,
        body: { cart_ids: cartIds, address_id: first.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: p.totals.amount_due_fils, coupon_id: coupon.id },
      });
    };
    const [a, b] = await Promise.all([submit(first.cartIds), submit(secondIds)]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 1]);
    expect([a, b].find((r) => r.body.code === 0)?.body.data).toMatchObject({ error: 'coupon_unavailable' });
    const [row] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id));
    expect(row?.status).toBe('used');
  });
});
