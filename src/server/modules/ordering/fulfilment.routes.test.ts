/**
 * The order's life after payment through the API (issue 10): staff moves by event with the version they saw, proofs
 * and the customer's answers, shipping, receipt (by the customer and by the sweep), rejections, cancellation requests
 * and their refunds, the staff queue, and who may call what.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { orderEvents, orders, refunds, userMessages, users, walletLedger } from '../../db/schema';
import { orderDetail, pdf, png, readyToOrder, staffUser, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type StaffOrder = components['schemas']['StaffOrder'];

let t: TestApp;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({ autoReceiveDays: 5 });
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

/** A customer's order paid from the balance, waiting for review. */
async function paidOrder(method: 'balance' | 'cod' = 'balance') {
  const u = await readyToOrder(t.app);
  const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId, method === 'cod' ? 'cod' : 'door');
  const id = Number(submitted.body.data.order_id);
  if (method === 'balance') await t.database.db.update(users).set({ balanceFils: 10_000_000 }).where(eq(users.id, u.userId));
  const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method } });
  expect(paid.body.code, paid.body.msg).toBe(1);
  return { ...u, id };
}

async function staffDetail(id: number): Promise<StaffOrder> {
  const res = await t.api.get('/staff/order/detail', { query: { id }, token: staff.token });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as unknown as StaffOrder;
}

async function staffPost(path: string, body: Record<string, unknown>) {
  return callApi(t.app, 'POST', `/api/staff/${path}`, { token: staff.token, body });
}

async function move(id: number, event: string) {
  const { version } = await staffDetail(id);
  const res = await staffPost('order/move', { id, version, event });
  expect(res.body.code, `${event}: ${res.body.msg}`).toBe(1);
  return res.body.data as unknown as StaffOrder;
}

async function sendProof(id: number, text: string) {
  const file = await uploadFile(t.app, staff.token, 'proof v.pdf', pdf(`proof ${text} ${Math.random()}`), 'proof');
  expect(file.body.code, file.body.msg).toBe(1);
  const { version } = await staffDetail(id);
  const res = await staffPost('order/sendProof', { id, version, file_id: file.body.data.id });
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as unknown as StaffOrder;
}

const kinds = async (userId: number) => (await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, userId))).map((m) => m.kind);

describe('who may call the order life', () => {
  it('every staff path answers code -1 to guests and `forbidden` to customers, and changes nothing', async () => {
    const customer = await paidOrder();
    const before = await staffDetail(customer.id);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/staff/orders'],
      ['GET', '/api/staff/cancelRequests'],
      ['GET', `/api/staff/order/detail?id=${customer.id}`],
      ['GET', `/api/staff/file?id=1`],
      ['POST', '/api/staff/order/move', { id: customer.id, version: before.version, event: 'accept' }],
      ['POST', '/api/staff/order/reject', { id: customer.id, version: before.version, reason: 'no' }],
      ['POST', '/api/staff/order/sendProof', { id: customer.id, version: before.version, file_id: 1 }],
      ['POST', '/api/staff/order/ship', { id: customer.id, version: before.version, courier: 'Aramex', tracking_no: 'X1' }],
      ['POST', '/api/staff/order/answerCancel', { id: customer.id, version: before.version, approve: true }],
      ['POST', '/api/staff/refund/paidOut', { refund_id: 1, reference: 'R1' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await callApi(t.app, method as 'GET', path, { body })).body.code, path).toBe(-1);
      expect((await callApi(t.app, method as 'GET', path, { token: customer.token, body })).body.data, path).toMatchObject({ error: 'forbidden' });
    }
    const proof = await uploadFile(t.app, customer.token, 'proof.pdf', pdf('x'), 'proof');
    expect(proof.body.data).toMatchObject({ error: 'forbidden' });
    expect(await staffDetail(customer.id)).toMatchObject({ version: before.version, order: { status: 'pending_review' }, accepted_at: null });
  });

  it('a customer cannot see, answer or download another customer\'s proofs', async () => {
    const owner = await paidOrder();
    await sendProof(owner.id, 'a');
    const other = await newUser(t.app);
    const proofId = (await orderDetail(t.app, owner.token, owner.id)).proofs[0]!.id;
    for (const [method, path, body] of [
      ['POST', '/api/order/proof/approve', { id: owner.id }],
      ['POST', '/api/order/proof/requestChanges', { id: owner.id, comment: 'mine now' }],
      ['POST', '/api/order/confirmReceipt', { id: owner.id }],
      ['GET', `/api/order/proof/file?order_id=${owner.id}&proof_id=${proofId}`, undefined],
    ] as const) {
      expect((await callApi(t.app, method, path, { token: other.token, body })).body.data, path).toMatchObject({ error: 'not_found' });
    }
    expect((await orderDetail(t.app, owner.token, owner.id)).status).toBe('pending_proof_approval');
  });
});

describe('the order life, paid to closed', () => {
  it('accept → proof → changes → proof v2 → approve → production → ship → deliver → receipt → closed, the customer told at each step', async () => {
    const c = await paidOrder();
    let view = await move(c.id, 'accept');
    expect(view.accepted_at).not.toBeNull();
    expect(view.actions).not.toContain('accept');
    view = await sendProof(c.id, 'v1');
    expect(view.order.status).toBe('pending_proof_approval');

    // The customer previews the proof and asks for a change.
    let order = await orderDetail(t.app, c.token, c.id);
    expect(order).toMatchObject({ can_answer_proof: true, proofs: [{ version: 1, status: 'pending', file_type: 'pdf' }] });
    const file = await t.app.inject({ method: 'GET', url: `/api/order/proof/file?order_id=${c.id}&proof_id=${order.proofs[0]!.id}`, headers: { token: c.token } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect((await t.api.post('/order/proof/requestChanges', { token: c.token, body: { id: c.id, comment: '   ' } })).body.data).toMatchObject({ error: 'reason_required' });
    const changed = await t.api.post('/order/proof/requestChanges', { token: c.token, body: { id: c.id, comment: 'Logo bigger, please' } });
    expect(changed.body).toMatchObject({ code: 1, data: { status: 'pending_review', can_answer_proof: false } });

    await sendProof(c.id, 'v2');
    order = await orderDetail(t.app, c.token, c.id);
    expect(order.proofs.map((p) => [p.version, p.status, p.comment])).toEqual([
      [2, 'pending', null],
      [1, 'changes_requested', 'Logo bigger, please'],
    ]);
    expect((await t.api.post('/order/proof/approve', { token: c.token, body: { id: c.id } })).body).toMatchObject({ code: 1, data: { status: 'proof_approved' } });
    // A second answer to the same proof is refused: the order moved on.
    expect((await t.api.post('/order/proof/approve', { token: c.token, body: { id: c.id } })).body.data).toMatchObject({ error: 'order_event_refused' });

    for (const event of ['start_imposition', 'finish_imposition', 'make_plates', 'print', 'produce', 'stock']) await move(c.id, event);
    const stocked = await staffDetail(c.id);
    expect(stocked.order.status).toBe('stocked');
    expect(stocked.actions).toEqual(['ship']);
    const shipped = await staffPost('order/ship', { id: c.id, version: stocked.version, courier: 'Aramex', tracking_no: 'AX 123456' });
    expect(shipped.body).toMatchObject({ code: 1, data: { order: { status: 'shipped', shipment: { courier: 'Aramex', tracking_no: 'AX 123456', delivered_at: null } } } });
    expect((await orderDetail(t.app, c.token, c.id)).can_confirm_receipt).toBe(false);
    await move(c.id, 'deliver');
    order = await orderDetail(t.app, c.token, c.id);
    expect(order).toMatchObject({ status: 'delivered', can_confirm_receipt: true });
    expect(order.auto_receive_at).not.toBeNull();
    expect((await t.api.post('/order/confirmReceipt', { token: c.token, body: { id: c.id } })).body).toMatchObject({ code: 1, data: { status: 'closed' } });

    const detail = await staffDetail(c.id);
    expect(detail.events.map((e) => e.event)).toEqual([
      'submit', 'pay', 'accept', 'send_proof', 'request_changes', 'send_proof', 'approve_proof',
      'start_imposition', 'finish_imposition', 'make_plates', 'print', 'produce', 'stock', 'ship', 'deliver', 'receive', 'close',
    ]);
    expect(detail.events.filter((e) => e.actor === 'staff').every((e) => e.by !== null)).toBe(true);
    const audit = await t.api.get('/staff/audit', { query: { order_id: c.id }, token: staff.token });
    expect((audit.body.data.list as { action: string }[]).map((r) => r.action).reverse()).toEqual(['order_accept', 'order_send_proof', 'order_send_proof', 'order_start_imposition', 'order_finish_imposition', 'order_make_plates', 'order_print', 'order_produce', 'order_stock', 'order_ship', 'order_deliver']);
    expect(await kinds(c.userId)).toEqual(expect.arrayContaining(['proof_ready', 'order_shipped', 'order_delivered', 'order_received']));
    expect((await kinds(c.userId)).filter((k) => k === 'proof_ready')).toHaveLength(2);
  });

  it('an illegal move answers order_event_refused and changes nothing; a stale version answers order_changed', async () => {
    const c = await paidOrder();
    const before = await staffDetail(c.id);
    for (const event of ['print', 'stock', 'deliver', 'close']) {
      expect((await staffPost('order/move', { id: c.id, version: before.version, event })).body.data, event).toMatchObject({ error: 'order_event_refused' });
    }
    expect((await staffPost('order/ship', { id: c.id, version: before.version, courier: 'DHL', tracking_no: 'D1' })).body.data).toMatchObject({ error: 'order_event_refused' });
    expect((await t.api.post('/order/confirmReceipt', { token: c.token, body: { id: c.id } })).body.data).toMatchObject({ error: 'order_event_refused' });
    expect((await staffPost('order/move', { id: c.id, version: before.version, event: 'bogus' })).status).toBe(400);
    const after = await staffDetail(c.id);
    expect(after).toMatchObject({ version: before.version, order: { status: 'pending_review' } });
    expect(after.events).toHaveLength(before.events.length);

    await move(c.id, 'accept');
    expect((await staffPost('order/move', { id: c.id, version: before.version, event: 'review_ok' })).body.data).toMatchObject({ error: 'order_changed' });
    expect((await staffDetail(c.id)).order.status).toBe('pending_review');
  });

  it('rejecting an order needs a reason, cancels it and refunds the balance payment with a ledger row', async () => {
    const c = await paidOrder();
    const { version, order } = await staffDetail(c.id);
    expect((await staffPost('order/reject', { id: c.id, version, reason: '  ' })).body.data).toMatchObject({ error: 'reason_required' });
    const rejected = await staffPost('order/reject', { id: c.id, version, reason: 'The artwork is a copyrighted logo' });
    expect(rejected.body).toMatchObject({ code: 1, data: { order: { status: 'cancelled', refunds: [{ amount_fils: order.paid_fils, method: 'balance', reason: 'order_rejected', status: 'succeeded' }] } } });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    expect(user!.balanceFils).toBe(10_000_000);
    const ledger = await t.database.db.select().from(walletLedger).where(and(eq(walletLedger.userId, c.userId), eq(walletLedger.reason, 'refund')));
    expect(ledger.map((l) => l.deltaFils)).toEqual([order.paid_fils]);
    expect(await kinds(c.userId)).toEqual(expect.arrayContaining(['order_rejected', 'refund_made']));
  });

  it('cash on delivery: delivering the order records its payment', async () => {
    const c = await paidOrder('cod');
    expect((await staffDetail(c.id)).order).toMatchObject({ status: 'pending_review', payment_status: 'none' });
    await move(c.id, 'review_ok');
    for (const event of ['produce', 'stock']) await move(c.id, event);
    const { version } = await staffDetail(c.id);
    expect((await staffPost('order/ship', { id: c.id, version, courier: 'Own van', tracking_no: 'VAN-7' })).body.code).toBe(1);
    const delivered = await move(c.id, 'deliver');
    expect(delivered.order).toMatchObject({ status: 'delivered', payment_status: 'paid', paid_fils: delivered.order.amount_due_fils });
    expect(delivered.payments).toMatchObject([{ method: 'cod', status: 'succeeded', amount_fils: delivered.order.amount_due_fils }]);
  });

  it('the sweep confirms receipt of orders delivered more than AUTO_RECEIVE_DAYS ago, once', async () => {
    const c = await paidOrder('cod');
    await move(c.id, 'review_ok');
    for (const event of ['produce', 'stock']) await move(c.id, event);
    const { version } = await staffDetail(c.id);
    await staffPost('order/ship', { id: c.id, version, courier: 'Aramex', tracking_no: 'A9' });
    await move(c.id, 'deliver');
    expect(await t.app.services.fulfilment.autoReceive(new Date(Date.now() + 4 * 86_400_000))).toBe(0);
    expect(await t.app.services.fulfilment.autoReceive(new Date(Date.now() + 6 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect((await orderDetail(t.app, c.token, c.id)).status).toBe('closed');
    expect(await t.app.services.fulfilment.autoReceive(new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, c.id));
    expect(events.filter((e) => e.event === 'receive')).toMatchObject([{ actor: 'system' }]);
  });
});

describe('cancellation requests', () => {
  it('need a reason; staff refuse with a reason (the order goes on) or approve (cancelled, refunded to the balance)', async () => {
    const c = await paidOrder();
    expect((await t.api.post('/order/cancel', { token: c.token, body: { id: c.id } })).body.data).toMatchObject({ error: 'reason_required' });
    expect((await t.api.post('/order/cancel', { token: c.token, body: { id: c.id, reason: 'Ordered twice' } })).body).toMatchObject({ code: 1, data: { cancel_requested: true, cancel_reason: 'Ordered twice' } });
    const listed = await t.api.get('/staff/cancelRequests', { query: { page_size: 100 }, token: staff.token });
    expect((listed.body.data.lists as { id: number; cancel_reason: string }[]).find((r) => r.id === c.id)).toMatchObject({ cancel_reason: 'Ordered twice' });

    let { version } = await staffDetail(c.id);
    expect((await staffPost('order/answerCancel', { id: c.id, version, approve: false })).body.data).toMatchObject({ error: 'reason_required' });
    expect((await staffPost('order/answerCancel', { id: c.id, version, approve: false, reason: 'Already printed' })).body).toMatchObject({ code: 1, data: { order: { status: 'pending_review', cancel_requested: false, staff_reason: 'Already printed' } } });
    expect((await staffPost('order/answerCancel', { id: c.id, version: version + 1, approve: true })).body.data).toMatchObject({ error: 'cancel_not_requested' });

    await t.api.post('/order/cancel', { token: c.token, body: { id: c.id, reason: 'Please, really' } });
    ({ version } = await staffDetail(c.id));
    const approved = await staffPost('order/answerCancel', { id: c.id, version, approve: true, refund_to: 'balance' });
    expect(approved.body).toMatchObject({ code: 1, data: { order: { status: 'cancelled', refunds: [{ method: 'balance', reason: 'order_cancelled', status: 'succeeded' }] } } });
    const wallet = await t.api.get('/wallet/records', { token: c.token });
    expect(wallet.body.data.lists).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'refund', direction: 'income', order_id: c.id })]));
    expect(await kinds(c.userId)).toEqual(expect.arrayContaining(['cancel_refused', 'cancel_approved', 'refund_made']));
  });
});

describe('the staff queue', () => {
  it('filters by status and payment method, searches by order SN, customer name and phone, counts per status', async () => {
    const c = await paidOrder();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, c.id));
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    const find = async (query: string) => {
      const res = await callApi(t.app, 'GET', `/api/staff/orders?${query}`, { token: staff.token });
      expect(res.body.code, res.body.msg).toBe(1);
      return res.body.data as { lists: { id: number }[]; count: number; counts: Record<string, number> };
    };
    for (const q of [row!.orderSn, row!.orderSn.slice(0, 12).toLowerCase(), user!.nickname, user!.mobile]) {
      expect((await find(`q=${encodeURIComponent(q)}&page_size=100`)).lists.map((r) => r.id), q).toContain(c.id);
    }
    const reviewing = await find('status=pending_review&payment_method=balance&page_size=100');
    expect(reviewing.lists.map((r) => r.id)).toContain(c.id);
    expect(reviewing.counts.pending_review).toBeGreaterThanOrEqual(reviewing.count);
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((await find(`date_from=${today}&date_to=${today}&q=${row!.orderSn}`)).count).toBe(1);
    expect((await find(`date_to=2000-01-01&q=${row!.orderSn}`)).count).toBe(0);
    expect((await find('q=%25')).count).toBe(0);
  });

  it('staff download a design file and a transfer voucher inline; an unknown id is not found', async () => {
    const c = await paidOrder();
    const detail = await staffDetail(c.id);
    const fileId = detail.order.lines[0]!.file!.id;
    const res = await t.app.inject({ method: 'GET', url: `/api/staff/file?id=${fileId}`, headers: { token: staff.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await t.api.get('/staff/file', { query: { id: 2147483647 }, token: staff.token })).body.data).toMatchObject({ error: 'not_found' });
    // A proof must be a PDF or an image.
    expect((await uploadFile(t.app, staff.token, 'proof.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'proof')).body.data).toMatchObject({ error: 'file_type' });
    expect((await uploadFile(t.app, staff.token, 'proof.png', png(`p ${Math.random()}`), 'proof')).body.code).toBe(1);
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('two staff moving one order at once: one move applied, the other told the order changed', async () => {
    const c = await paidOrder();
    const { version } = await staffDetail(c.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => staffPost('order/move', { id: c.id, version, event: i % 2 === 0 ? 'accept' : 'review_ok' })),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).every((r) => ['order_changed'].includes(String(r.body.data.error)))).toBe(true);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, c.id));
    expect(events.filter((e) => e.actor === 'staff')).toHaveLength(1);
    expect((await staffDetail(c.id)).version).toBe(version + 1);
  });

  it('approving one cancellation request many times at once refunds once', async () => {
    const c = await paidOrder();
    await t.api.post('/order/cancel', { token: c.token, body: { id: c.id, reason: 'Changed my mind' } });
    const { version } = await staffDetail(c.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => staffPost('order/answerCancel', { id: c.id, version, approve: true, refund_to: 'balance' })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, c.id))).toHaveLength(1);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    expect(user!.balanceFils).toBe(10_000_000);
    const ledger = await t.database.db.select().from(walletLedger).where(eq(walletLedger.userId, c.userId));
    // The balance was set without a ledger row: the payment and its one refund cancel out.
    expect(ledger.filter((l) => l.reason === 'refund')).toHaveLength(1);
    expect(ledger.reduce((sum, l) => sum + l.deltaFils, 0)).toBe(0);
  });
});
