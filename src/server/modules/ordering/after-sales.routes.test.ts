/**
 * After-sales through the API (issue 12; docs/after-sales.md): applying on a delivered order with pictures, what the
 * customer may and may not do (another user's applications and pictures, amounts from the client, a 4th or a 2 MB
 * picture, withdrawing), and the staff decisions — refund within what was paid, reprint as a linked zero-amount order
 * entering production, asking for the goods back, refusing — with their audit rows and messages. The concurrent
 * approvals test runs on PostgreSQL only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { auditLog, refunds, userMessages, users } from '../../db/schema';
import { idempotencyKey, png, readyToOrder, staffUser, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type StaffAfterSale = components['schemas']['StaffAfterSale'];

let t: TestApp;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

const jpeg = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]), Buffer.from(`${text} ${Math.random()}`)]);

async function staffPost(path: string, body: Record<string, unknown>) {
  return callApi(t.app, 'POST', `/api/staff/${path}`, { token: staff.token, body });
}

/** A customer's order paid from the balance and driven by staff to delivered. */
async function deliveredOrder() {
  const u = await readyToOrder(t.app);
  const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId);
  const id = Number(submitted.body.data.order_id);
  await t.database.db.update(users).set({ balanceFils: 10_000_000 }).where(eq(users.id, u.userId));
  const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
  expect(paid.body.code, paid.body.msg).toBe(1);
  for (const event of ['review_ok', 'produce', 'stock', 'ship', 'deliver']) {
    const detail = await t.api.get('/staff/order/detail', { query: { id }, token: staff.token });
    const version = Number(detail.body.data.version);
    const res = event === 'ship' ? await staffPost('order/ship', { id, version, courier: 'Aramex', tracking_no: 'AX 1' }) : await staffPost('order/move', { id, version, event });
    expect(res.body.code, `${event}: ${res.body.msg}`).toBe(1);
  }
  const order = await t.api.get('/order/detail', { query: { id }, token: u.token });
  const data = order.body.data;
  return { ...u, id, lines: data.lines, paidFils: data.paid_fils };
}

async function picture(token: string, text: string) {
  const res = await uploadFile(t.app, token, 'photo.jpg', jpeg(text), 'afterSales');
  expect(res.body.code, res.body.msg).toBe(1);
  return Number(res.body.data.id);
}

async function apply(c: Awaited<ReturnType<typeof deliveredOrder>>, extra: Record<string, unknown> = {}) {
  const line = c.lines[0]!;
  return t.api.post('/afterSales/apply', {
    token: c.token,
    body: { order_id: c.id, type: 'refund', reason: 'print_quality', explanation: 'Colours are washed out', lines: [{ line_id: line.id, quantity: line.quantity }], image_ids: [], idempotency_key: idempotencyKey(), ...extra },
  });
}

async function staffView(id: number): Promise<StaffAfterSale> {
  const res = await t.api.get('/staff/afterSales/detail', { query: { id }, token: staff.token });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as unknown as StaffAfterSale;
}

describe('applying', () => {
  it('takes a delivered order with two pictures; the list, detail and picture are the owner\'s only', async () => {
    const c = await deliveredOrder();
    const images = [await picture(c.token, 'a'), await picture(c.token, 'b')];
    const applied = await apply(c, { image_ids: images });
    expect(applied.body, applied.body.msg).toMatchObject({ code: 1, data: { id: expect.any(Number), sn: expect.stringMatching(/^AS/) } });
    const id = Number(applied.body.data.id);

    const detail = await t.api.get('/afterSales/detail', { query: { id }, token: c.token });
    expect(detail.body.data).toMatchObject({ status: 'in_progress', type: 'refund', can_withdraw: true, can_send_back: false, refund_fils: null, images: [{ id: images[0] }, { id: images[1] }], timeline: [{ event: 'apply' }] });
    const list = await t.api.get('/afterSales/lists', { query: { tab: 'in_progress' }, token: c.token });
    expect(list.body.data.lists.map((a) => a.id)).toEqual([id]);
    const image = await t.app.inject({ method: 'GET', url: `/api/afterSales/image?id=${id}&file_id=${images[0]}`, headers: { token: c.token, version: '1.0.0' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/jpeg/);

    // Another user: "not found" for the application, its picture, and the order; nothing of theirs in the list.
    const other = await readyToOrder(t.app);
    expect((await t.api.get('/afterSales/detail', { query: { id }, token: other.token })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/afterSales/image?id=${id}&file_id=${images[0]}`, headers: { token: other.token, version: '1.0.0' } });
    expect(theirs.json()).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await t.api.post('/afterSales/withdraw', { token: other.token, body: { id } })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await t.api.get('/afterSales/applyInfo', { query: { order_id: c.id }, token: other.token })).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await t.api.get('/afterSales/lists', { token: other.token })).body.data.count).toBe(0);
    // Nor may another user attach the first user's pictures to their own application.
    const otherOrder = await deliveredOrder();
    expect((await apply(otherOrder, { image_ids: [images[0]] })).body).toMatchObject({ code: 0, data: { error: 'not_found', field: 'image_ids' } });
  });

  it('refuses an order not yet delivered, a 4th picture and a 2 MB picture, with messages in the user\'s language', async () => {
    const u = await readyToOrder(t.app);
    const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId);
    const unpaid = await t.api.post('/afterSales/apply', {
      token: u.token,
      body: { order_id: Number(submitted.body.data.order_id), type: 'refund', reason: 'other', lines: [{ line_id: 1, quantity: 1 }], image_ids: [], idempotency_key: idempotencyKey() },
    });
    expect(unpaid.body).toMatchObject({ code: 0, data: { error: 'after_sale_order_status' } });

    const c = await deliveredOrder();
    const four = [await picture(c.token, '1'), await picture(c.token, '2'), await picture(c.token, '3'), await picture(c.token, '4')];
    const tooMany = await t.api.post('/afterSales/apply', {
      token: c.token,
      locale: 'ar',
      body: { order_id: c.id, type: 'reprint', reason: 'other', lines: [{ line_id: c.lines[0]!.id, quantity: 1 }], image_ids: four, idempotency_key: idempotencyKey() },
    });
    expect(tooMany.body).toMatchObject({ code: 0, show: 1, msg: 'يمكنك إضافة 3 صور كحد أقصى.', data: { error: 'after_sale_images_max', field: 'image_ids' } });

    const big = Buffer.concat([jpeg('big'), Buffer.alloc(2 * 1024 * 1024)]);
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/upload/afterSales',
      headers: { token: c.token, version: '1.0.0', cookie: 'locale=en', 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'), big, Buffer.from('\r\n--x--\r\n')]),
    });
    expect(large.json()).toMatchObject({ code: 0, msg: expect.stringContaining('1 MB'), data: { error: 'file_too_large' } });
    const pdfFile = await uploadFile(t.app, c.token, 'photo.pdf', Buffer.from(`%PDF-1.7 ${Math.random()}`), 'afterSales');
    expect(pdfFile.body).toMatchObject({ code: 0, data: { error: 'file_type' } });
    expect((await uploadFile(t.app, c.token, 'p.png', png(`p ${Math.random()}`), 'afterSales')).body.code).toBe(1);
  });

  it('keeps one open application per order line, ignores amounts sent by the client, and is idempotent per key', async () => {
    const c = await deliveredOrder();
    const key = idempotencyKey();
    const first = await apply(c, { idempotency_key: key, amount_fils: 1, refund_fils: 99_999_999 });
    expect(first.body.code, first.body.msg).toBe(1);
    expect((await apply(c, { idempotency_key: key })).body.data).toEqual(first.body.data);
    expect((await apply(c)).body).toMatchObject({ code: 0, data: { error: 'after_sale_line_open' } });
    const info = await t.api.get('/afterSales/applyInfo', { query: { order_id: c.id }, token: c.token });
    expect(info.body.data).toMatchObject({ order: { open: true }, lines: [{ open_after_sale: first.body.data.sn }] });
    const view = await staffView(Number(first.body.data.id));
    expect(view.refund_fils).toBeNull();
    expect(view.refundable_fils).toBe(Math.min(c.lines[0]!.total_fils, c.paidFils));
    expect((await apply(c, { lines: [{ line_id: c.lines[0]!.id, quantity: c.lines[0]!.quantity + 1 }] })).body).toMatchObject({ code: 0, data: { error: 'after_sale_quantity' } });
  });
});

describe('the customer\'s moves', () => {
  it('withdraws only while in progress; the line is free again afterwards', async () => {
    const c = await deliveredOrder();
    const id = Number((await apply(c)).body.data.id);
    const withdrawn = await t.api.post('/afterSales/withdraw', { token: c.token, body: { id } });
    expect(withdrawn.body).toMatchObject({ code: 1, data: { status: 'withdrawn', can_withdraw: false } });
    expect((await t.api.post('/afterSales/withdraw', { token: c.token, body: { id } })).body).toMatchObject({ code: 0, data: { error: 'after_sale_event_refused' } });
    const again = Number((await apply(c)).body.data.id);
    expect((await staffPost('afterSales/refuse', { id: again, reason: 'The colours match the approved proof' })).body.code).toBe(1);
    expect((await t.api.post('/afterSales/withdraw', { token: c.token, body: { id: again } })).body).toMatchObject({ code: 0, data: { error: 'after_sale_event_refused' } });
    const failed = await t.api.get('/afterSales/lists', { query: { tab: 'failed' }, token: c.token });
    expect(failed.body.data.lists.map((a) => a.status)).toEqual(['failed', 'withdrawn']);
  });

  it('sends the goods back when staff ask, then staff refund', async () => {
    const c = await deliveredOrder();
    const id = Number((await apply(c)).body.data.id);
    expect((await t.api.post('/afterSales/express', { token: c.token, body: { id, courier: 'Aramex', tracking_no: 'R 1' } })).body).toMatchObject({ code: 0, data: { error: 'after_sale_event_refused' } });
    expect((await staffPost('afterSales/requestReturn', { id, note: 'Please send two sample cards to our Al Quoz office' })).body).toMatchObject({ code: 1, data: { status: 'awaiting_return' } });
    const sent = await t.api.post('/afterSales/express', { token: c.token, body: { id, courier: 'Aramex', tracking_no: 'R 1' } });
    expect(sent.body).toMatchObject({ code: 1, data: { status: 'return_sent', return_courier: 'Aramex', return_tracking_no: 'R 1', can_withdraw: false } });
    const refunded = await staffPost('afterSales/refund', { id, amount_fils: 100 });
    expect(refunded.body).toMatchObject({ code: 1, data: { status: 'processed', refund_fils: 100 } });
    const messages = await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, c.userId));
    expect(messages.map((m) => m.kind)).toEqual(expect.arrayContaining(['after_sale_return_requested', 'after_sale_refunded']));
  });
});

describe('staff decisions', () => {
  it('refunds within what was paid for the lines, through the refund path, with an audit row; never above it', async () => {
    const c = await deliveredOrder();
    const id = Number((await apply(c)).body.data.id);
    const before = await staffView(id);
    expect(before.actions).toEqual(['approve_refund', 'request_return', 'refuse']);
    const tooMuch = await staffPost('afterSales/refund', { id, amount_fils: before.refundable_fils + 1 });
    expect(tooMuch.body).toMatchObject({ code: 0, data: { error: 'refund_too_large', field: 'amount_fils' } });
    expect(tooMuch.body.msg).toContain('AED');
    const done = await staffPost('afterSales/refund', { id, amount_fils: before.refundable_fils });
    expect(done.body, done.body.msg).toMatchObject({ code: 1, data: { status: 'processed', refund_fils: before.refundable_fils, actions: [] } });
    const made = await t.database.db.select().from(refunds).where(eq(refunds.orderId, c.id));
    expect(made).toMatchObject([{ reason: 'after_sales', amountFils: before.refundable_fils, method: 'balance', status: 'succeeded' }]);
    const [user] = await t.database.db.select({ balance: users.balanceFils }).from(users).where(eq(users.id, c.userId));
    expect(user?.balance).toBe(10_000_000 - c.paidFils + before.refundable_fils);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.filter((a) => a.entityType === 'after_sale').map((a) => a.action)).toEqual(['after_sale_approve_refund']);
    // Sent again: refused, no second refund. A new application on the same line can get nothing more back.
    expect((await staffPost('afterSales/refund', { id, amount_fils: 1 })).body).toMatchObject({ code: 0, data: { error: 'after_sale_event_refused' } });
    const second = Number((await apply(c)).body.data.id);
    expect((await staffView(second)).refundable_fils).toBe(0);
    expect((await staffPost('afterSales/refund', { id: second, amount_fils: 1 })).body).toMatchObject({ code: 0, data: { error: 'refund_too_large' } });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, c.id))).toHaveLength(1);
  });

  it('approves a reprint as a zero-amount order linked to the original, in production', async () => {
    const c = await deliveredOrder();
    const id = Number((await apply(c, { type: 'reprint' })).body.data.id);
    expect((await staffPost('afterSales/refund', { id, amount_fils: 1 })).body).toMatchObject({ code: 0, data: { error: 'after_sale_event_refused' } });
    const done = await staffPost('afterSales/reprint', { id });
    expect(done.body, done.body.msg).toMatchObject({ code: 1, data: { status: 'processed', reprint_order: { id: expect.any(Number) } } });
    const reprintId = Number((done.body.data as StaffAfterSale).reprint_order?.id);
    const reprint = await t.api.get('/order/detail', { query: { id: reprintId }, token: c.token });
    expect(reprint.body.data).toMatchObject({ status: 'proof_approved', payment_status: 'paid', amount_due_fils: 0, still_due_fils: 0, reprint_of: { id: c.id }, lines: [{ code: c.lines[0]!.code, total_fils: 0 }] });
    const messages = await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, c.userId));
    expect(messages.map((m) => m.kind)).toContain('after_sale_reprinted');
    // Customers cannot call staff decisions.
    expect((await t.api.post('/staff/afterSales/refuse', { token: c.token, body: { id, reason: 'x' } })).body).toMatchObject({ code: 0, data: { error: 'forbidden' } });
  });
});

describe.skipIf(!testDatabaseUrl)('concurrent approvals (PostgreSQL)', () => {
  it('two staff approving the same refund at once make one refund', async () => {
    const c = await deliveredOrder();
    const id = Number((await apply(c)).body.data.id);
    const { refundable_fils } = await staffView(id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => staffPost('afterSales/refund', { id, amount_fils: refundable_fils })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 0).map((a) => (a.body.data as { error: string }).error)).toEqual(Array(5).fill('after_sale_event_refused'));
    const made = await t.database.db.select().from(refunds).where(eq(refunds.orderId, c.id));
    expect(made).toHaveLength(1);
    expect(made[0]?.amountFils).toBe(refundable_fils);
  });
});
