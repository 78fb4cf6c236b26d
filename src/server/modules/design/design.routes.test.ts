/**
 * The design service through the API (docs/design-service.md): ordering "design it for me", the designers' task
 * centre (claim, drafts, earnings), the shopper's review (changes within the free rounds, approval), the order paid
 * once its design is approved, owner scoping, cancellation, the expiry sweep, the staff side, sample orders — and on
 * PostgreSQL the concurrency: two designers claiming one task, two change requests at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { designerShareFils, designFeeFils, FREE_REVISION_ROUNDS } from '../../../domain/design/design';
import { auditLog, couponTemplates, designerEarnings, orderLines, orders, users, userMessages } from '../../db/schema';
import { addAddress, idempotencyKey, orderDetail, pdf, png, staffUser } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type Task = components['schemas']['DesignTaskDetail'];
type TaskPage = components['schemas']['DesignTaskPage'];
type Totals = components['schemas']['OrderTotals'];
type Preview = { totals: Totals; design_fees: components['schemas']['DesignFee'][] };

let t: TestApp;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

const BRIEF = 'Navy card, logo top left, name Sara Al Mansoori and phone on the back';
const CARD = { code: 'bc_standard', config: { quantity: 500 } };

async function designer() {
  const u = await newUser(t.app);
  const made = await t.api.post('/staff/designer/set', { token: staff.token, body: { mobile: u.mobile, designer: true } });
  expect(made.body).toMatchObject({ code: 1, data: { id: u.userId, type_id: 4 } });
  return u;
}

/** A shopper with a cart line without a file and an address. */
async function shopperWithLine(item = CARD) {
  const u = await newUser(t.app);
  const added = await t.api.post('/cart/add', { token: u.token, body: { items: [item] } });
  expect(added.body.code).toBe(1);
  const cartId = (added.body.data as { ids: number[] }).ids[0]!;
  return { ...u, cartId, addressId: await addAddress(t.app, u.token) };
}

async function preview(token: string, cartIds: number[], designIds: number[] = []) {
  const res = await t.api.post('/order/preview', { token, body: { cart_ids: cartIds, delivery: 'door', design_ids: designIds } });
  expect(res.body.code).toBe(1);
  return res.body.data as Preview;
}

/** Orders the shopper's line with the design service; answers the order and its task. */
async function designOrder(shopper?: Awaited<ReturnType<typeof shopperWithLine>>, extra: Record<string, unknown> = {}) {
  const s = shopper ?? (await shopperWithLine());
  const seen = await preview(s.token, [s.cartId], [s.cartId]);
  const res = await t.api.post('/order/submit', {
    token: s.token,
    body: {
      cart_ids: [s.cartId],
      address_id: s.addressId,
      delivery: 'door',
      agree_terms: true,
      idempotency_key: idempotencyKey(),
      expected_amount_due_fils: seen.totals.amount_due_fils,
      design: [{ cart_id: s.cartId, brief: BRIEF, ...extra }],
    },
  });
  expect(res.body).toMatchObject({ code: 1 });
  const orderId = Number(res.body.data.order_id);
  const line = (await orderDetail(t.app, s.token, orderId)).lines[0]!;
  expect(line.design).toMatchObject({ status: 'open' });
  return { shopper: s, orderId, taskId: line.design!.task_id, amountDue: seen.totals.amount_due_fils };
}

async function get<T>(path: string, token: string): Promise<T> {
  const res = await callApi(t.app, 'GET', path, { token });
  expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
  return res.body.data as T;
}

async function post(path: string, token: string, body: unknown) {
  return callApi(t.app, 'POST', `/api${path}`, { token, body });
}

async function handInDraft(token: string, taskId: number, name = 'draft.png', content = png(`draft ${Math.random()}`)) {
  const file = await uploadFile(t.app, token, name, content, 'designDraft');
  expect(file.body.code, file.body.msg).toBe(1);
  return post('/designer/submitDraft', token, { task_id: taskId, file_id: Number(file.body.data.id), note: 'First idea' });
}

async function messagesOf(userId: number): Promise<string[]> {
  return (await t.database.db.select({ kind: userMessages.kind }).from(userMessages).where(eq(userMessages.userId, userId))).map((m) => m.kind);
}

describe('ordering the design service', () => {
  it('adds the family\'s design fee to the goods in the preview, and the order carries it', async () => {
    const s = await shopperWithLine();
    const plain = await preview(s.token, [s.cartId]);
    const designed = await preview(s.token, [s.cartId], [s.cartId]);
    const fee = designFeeFils('business_cards')!;
    expect(designed.design_fees).toEqual([{ cart_id: s.cartId, fee_fils: fee }]);
    expect(designed.totals.goods_fils).toBe(plain.totals.goods_fils + fee);
    expect(designed.totals.amount_due_fils).toBeGreaterThan(plain.totals.amount_due_fils);
    const { orderId } = await designOrder(s);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.goodsFils).toBe(designed.totals.goods_fils);
    expect(order!.amountDueFils).toBe(designed.totals.amount_due_fils);
  });

  it('refuses a short brief, another user\'s reference file, a line that has a file, and lines not being ordered', async () => {
    const s = await shopperWithLine();
    const seen = await preview(s.token, [s.cartId], [s.cartId]);
    const submit = (design: unknown[], locale = 'en') =>
      callApi(t.app, 'POST', '/api/order/submit', {
        token: s.token,
        locale,
        body: { cart_ids: [s.cartId], address_id: s.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: seen.totals.amount_due_fils, design },
      });
    const short = await submit([{ cart_id: s.cartId, brief: '  logo  ' }], 'ar');
    expect(short.body.data).toMatchObject({ error: 'design_brief_short' });
    expect(short.body.msg).toMatch(/[\u0600-\u06FF]/);
    const other = await newUser(t.app);
    const foreign = await uploadFile(t.app, other.token, 'logo50x50.png', png(`logo ${Math.random()}`));
    expect((await submit([{ cart_id: s.cartId, brief: BRIEF, reference_file_ids: [Number(foreign.body.data.id)] }])).body.data).toMatchObject({ error: 'design_reference_invalid' });
    expect((await submit([{ cart_id: 999_999, brief: BRIEF }])).body.data).toMatchObject({ error: 'cart_lines_missing' });
    expect((await t.api.post('/order/preview', { token: s.token, body: { cart_ids: [s.cartId], delivery: 'door', design_ids: [999_999] } })).body.data).toMatchObject({ error: 'cart_lines_missing' });
    // With its own file the line needs no design.
    const file = await uploadFile(t.app, s.token, 'card90x54.pdf', pdf(`own ${Math.random()}`));
    await post('/cart/update', s.token, { id: s.cartId, file_id: Number(file.body.data.id) });
    expect((await submit([{ cart_id: s.cartId, brief: BRIEF }])).body.data).toMatchObject({ error: 'design_line_has_file' });
    // Nothing was ordered: the cart line is still there.
    expect((await get<{ lists: unknown[] }>('/api/cart/lists', s.token)).lists).toHaveLength(1);
  });
});

describe('the journey: designer claims, drafts, changes, approval, payment', () => {
  it('goes from the brief to a paid order with the approved draft as the line\'s file', async () => {
    const logo = await shopperWithLine();
    // A reference may have any name (a logo), unlike a print file.
    const ref = await uploadFile(t.app, logo.token, 'our logo.png', png(`logo ${Math.random()}`), 'designReference');
    expect(ref.body.code, ref.body.msg).toBe(1);
    const { shopper, orderId, taskId, amountDue } = await designOrder(logo, { reference_file_ids: [Number(ref.body.data.id)] });

    // The order cannot be paid while the design is in progress, nor given another file.
    expect((await post('/pay/prepay', shopper.token, { order_id: orderId, method: 'online' })).body.data).toMatchObject({ error: 'design_in_progress' });
    const methods = await get<{ methods: { available: boolean; reason: string }[] }>(`/api/pay/methods?order_id=${orderId}`, shopper.token);
    expect(methods.methods.every((m) => !m.available && m.reason.length > 0)).toBe(true);
    const own = await uploadFile(t.app, shopper.token, 'card90x54.pdf', pdf(`own ${Math.random()}`));
    const lineId = (await orderDetail(t.app, shopper.token, orderId)).lines[0]!.id;
    expect((await post('/order/attachFile', shopper.token, { id: orderId, line_id: lineId, file_id: Number(own.body.data.id) })).body.data).toMatchObject({ error: 'design_in_progress' });

    // Only designers see the task centre.
    expect((await t.api.get('/designer/tasks', { token: shopper.token })).body.data).toMatchObject({ error: 'designers_only' });
    const d1 = await designer();
    const d2 = await designer();
    const open = await get<TaskPage>(`/api/designer/tasks?scope=open&family=business_cards`, d1.token);
    expect(open.lists.map((x) => x.id)).toContain(taskId);
    const bySn = await get<TaskPage>(`/api/designer/tasks?scope=open&keyword=${open.lists.find((x) => x.id === taskId)!.sn.slice(0, 12)}`, d1.token);
    expect(bySn.lists.map((x) => x.id)).toContain(taskId);
    const before = await get<Task>(`/api/designer/task?id=${taskId}`, d1.token);
    expect(before).toMatchObject({ brief: BRIEF, can_claim: true, can_submit: false, code: 'bc_standard', earning_fils: designerShareFils(designFeeFils('business_cards')!) });
    expect(before.references).toHaveLength(1);
    // Any designer may look at an open task's references before claiming.
    const refFile = await t.app.inject({ method: 'GET', url: `/api/design/file?task_id=${taskId}&file_id=${before.references[0]!.id}`, headers: { token: d2.token } });
    expect(refFile.statusCode).toBe(200);
    expect(refFile.headers['content-type']).toBe('image/png');

    // d1 claims; d2 cannot claim it, nor see it any more.
    expect((await post('/designer/claim', d1.token, { task_id: taskId })).body).toMatchObject({ code: 1, data: { status: 'claimed', designer: { id: d1.userId }, can_submit: true } });
    expect((await post('/designer/claim', d2.token, { task_id: taskId })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.get('/designer/task', { query: { id: taskId }, token: d2.token })).body.data).toMatchObject({ error: 'not_found' });
    expect((await handInDraft(d2.token, taskId)).body.data).toMatchObject({ error: 'not_found' });
    expect((await get<TaskPage>('/api/designer/tasks?scope=mine', d1.token)).lists.map((x) => x.id)).toContain(taskId);

    // Draft 1 (a PNG preview); the shopper is told and asks for a change.
    expect((await handInDraft(d1.token, taskId)).body).toMatchObject({ code: 1, data: { status: 'draft_submitted', drafts: 1 } });
    expect(await messagesOf(shopper.userId)).toContain('design_draft_ready');
    let mine = await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token);
    expect(mine).toMatchObject({ can_answer: true, can_request_changes: true, rounds_left: FREE_REVISION_ROUNDS, earning_fils: 0 });
    expect(mine.draft_list[0]).toMatchObject({ version: 1, previewable: true, status: 'pending', note: 'First idea' });
    const preview1 = await t.app.inject({ method: 'GET', url: `/api/design/file?task_id=${taskId}&file_id=${mine.draft_list[0]!.file.id}`, headers: { token: shopper.token } });
    expect(preview1.headers['content-disposition']).toMatch(/^inline;/);
    expect((await post('/design/requestChanges', shopper.token, { task_id: taskId, comment: '   ' })).body.data).toMatchObject({ error: 'reason_required' });
    const changed = await post('/design/requestChanges', shopper.token, { task_id: taskId, comment: 'Logo bigger, please' });
    expect(changed.body).toMatchObject({ code: 1, data: { status: 'changes_requested', rounds_used: 1, rounds_left: FREE_REVISION_ROUNDS - 1 } });
    expect(await messagesOf(d1.userId)).toContain('design_changes_requested');

    // Draft 2 as a PDF (a download), then approval.
    expect((await handInDraft(d1.token, taskId, 'draft2.pdf', pdf(`second ${Math.random()}`))).body).toMatchObject({ code: 1, data: { drafts: 2 } });
    mine = await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token);
    expect(mine.draft_list.map((d) => [d.version, d.status, d.comment, d.previewable])).toEqual([
      [2, 'pending', null, false],
      [1, 'changes_requested', 'Logo bigger, please', true],
    ]);
    const approved = await post('/design/approve', shopper.token, { task_id: taskId, draft_id: mine.draft_list[0]!.id });
    expect(approved.body).toMatchObject({ code: 1, data: { status: 'approved', can_answer: false } });
    // A second answer is refused: the task moved on.
    expect((await post('/design/approve', shopper.token, { task_id: taskId, draft_id: mine.draft_list[1]!.id })).body.data).toMatchObject({ error: 'design_task_changed' });

    // The draft is the line's design file; the designer earned their share once; the order can be paid now.
    const order = await orderDetail(t.app, shopper.token, orderId);
    expect(order.lines[0]).toMatchObject({ file: { id: mine.draft_list[0]!.file.id, name: 'draft2.pdf' }, design: { status: 'approved' } });
    const earned = await t.database.db.select().from(designerEarnings).where(eq(designerEarnings.taskId, taskId));
    expect(earned).toEqual([expect.objectContaining({ designerId: d1.userId, amountFils: designerShareFils(designFeeFils('business_cards')!) })]);
    const earnings = await get<{ total_fils: number; approved: number; lists: { sn: string }[] }>('/api/designer/earnings', d1.token);
    expect(earnings).toMatchObject({ total_fils: earned[0]!.amountFils, approved: 1, in_progress: 0 });
    expect(await messagesOf(d1.userId)).toContain('design_approved');
    const pay = await post('/pay/prepay', shopper.token, { order_id: orderId, method: 'online' });
    expect(pay.body).toMatchObject({ code: 1, data: { result: 'redirect' } });
    expect((await get<{ amount_due_fils: number }>(`/api/pay/methods?order_id=${orderId}`, shopper.token)).amount_due_fils).toBe(amountDue);
  });

  it('refuses changes beyond the free revision rounds; the shopper may still approve an earlier draft', async () => {
    const { shopper, taskId } = await designOrder();
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    for (let round = 1; round <= FREE_REVISION_ROUNDS; round++) {
      expect((await handInDraft(d.token, taskId)).body.code).toBe(1);
      expect((await post('/design/requestChanges', shopper.token, { task_id: taskId, comment: `Change ${round}` })).body.code).toBe(1);
    }
    expect((await handInDraft(d.token, taskId)).body.code).toBe(1);
    const task = await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token);
    expect(task).toMatchObject({ can_answer: true, can_request_changes: false, rounds_left: 0 });
    const refused = await t.api.post('/design/requestChanges', { token: shopper.token, locale: 'zh', body: { task_id: taskId, comment: 'One more' } });
    expect(refused.body.data).toMatchObject({ error: 'design_rounds_used' });
    expect(refused.body.msg).toContain(String(FREE_REVISION_ROUNDS));
    const first = task.draft_list.at(-1)!;
    expect((await post('/design/approve', shopper.token, { task_id: taskId, draft_id: first.id })).body).toMatchObject({ code: 1, data: { status: 'approved' } });
  });
});

describe('owner scoping and who may do what', () => {
  it('another shopper gets "not found" for the task, its answers and its files', async () => {
    const { taskId } = await designOrder();
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    await handInDraft(d.token, taskId);
    const draft = (await get<Task>(`/api/designer/task?id=${taskId}`, d.token)).draft_list[0]!;
    const stranger = await newUser(t.app);
    expect((await t.api.get('/design/detail', { query: { id: taskId }, token: stranger.token })).body.data).toMatchObject({ error: 'not_found' });
    expect((await post('/design/approve', stranger.token, { task_id: taskId, draft_id: draft.id })).body.data).toMatchObject({ error: 'not_found' });
    expect((await post('/design/requestChanges', stranger.token, { task_id: taskId, comment: 'mine' })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.get('/design/file', { query: { task_id: taskId, file_id: draft.file.id }, token: stranger.token })).body.data).toMatchObject({ error: 'not_found' });
    expect((await get<TaskPage>('/api/design/lists', stranger.token)).count).toBe(0);
  });

  it('only designers upload drafts and only staff reach the staff calls', async () => {
    const shopper = await newUser(t.app);
    expect((await uploadFile(t.app, shopper.token, 'draft.png', png(`x ${Math.random()}`), 'designDraft')).body.data).toMatchObject({ error: 'designers_only' });
    for (const [method, path, body] of [
      ['GET', '/api/staff/designTasks', undefined],
      ['GET', '/api/staff/designers', undefined],
      ['POST', '/api/staff/designTask/cancel', { task_id: 1, reason: 'x' }],
      ['POST', '/api/staff/designTask/reassign', { task_id: 1, designer_id: 1, reason: 'x' }],
      ['POST', '/api/staff/designer/set', { mobile: shopper.mobile, designer: true }],
    ] as const) {
      expect((await callApi(t.app, method, path, { token: shopper.token, body })).body.data, path).toMatchObject({ error: 'forbidden' });
    }
    // A draft must be a picture or a PDF (by its bytes).
    const d = await designer();
    expect((await uploadFile(t.app, d.token, 'draft.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'designDraft')).body.data).toMatchObject({ error: 'file_type' });
  });
});

describe('cancellation, expiry and the staff side', () => {
  it('cancelling the unpaid order cancels its design; the designer is told', async () => {
    const { shopper, orderId, taskId } = await designOrder();
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    expect((await post('/order/cancel', shopper.token, { id: orderId })).body.code).toBe(1);
    expect((await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token)).status).toBe('cancelled');
    expect(await messagesOf(d.userId)).toContain('design_order_cancelled');
    expect((await handInDraft(d.token, taskId)).body.data).toMatchObject({ error: 'design_task_changed' });
  });

  it('the expiry sweep leaves an order whose design is in progress; approval starts its time to pay', async () => {
    const { shopper, orderId, taskId } = await designOrder();
    const later = new Date(Date.now() + 400 * 24 * 3600_000);
    await t.app.services.orders.expireUnpaid(later);
    expect((await orderDetail(t.app, shopper.token, orderId)).status).toBe('unpaid');
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    await handInDraft(d.token, taskId);
    const draft = (await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token)).draft_list[0]!;
    await post('/design/approve', shopper.token, { task_id: taskId, draft_id: draft.id });
    const [order] = await t.database.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId));
    expect(order!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    await t.app.services.orders.expireUnpaid(later);
    expect((await orderDetail(t.app, shopper.token, orderId)).status).toBe('cancelled');
  });

  it('staff list tasks, reassign with a reason and cancel with a reason (audited; the unpaid order goes too)', async () => {
    const { shopper, orderId, taskId } = await designOrder();
    const [d1, d2] = [await designer(), await designer()];
    await post('/designer/claim', d1.token, { task_id: taskId });
    expect((await get<TaskPage>('/api/staff/designTasks?status=claimed', staff.token)).lists.map((x) => x.id)).toContain(taskId);
    const designers = await get<{ lists: { id: number; in_progress: number }[] }>('/api/staff/designers', staff.token);
    expect(designers.lists.find((x) => x.id === d1.userId)).toMatchObject({ in_progress: 1 });
    // Only a designer account, and another one, may take it.
    expect((await post('/staff/designTask/reassign', staff.token, { task_id: taskId, designer_id: shopper.userId, reason: 'Busy' })).body.data).toMatchObject({ error: 'designer_invalid' });
    // A blank reason is refused by the contract (StaffReason) before it reaches the service.
    expect((await post('/staff/designTask/reassign', staff.token, { task_id: taskId, designer_id: d2.userId, reason: ' ' })).status).toBe(400);
    expect((await post('/staff/designTask/reassign', staff.token, { task_id: taskId, designer_id: d2.userId, reason: 'Sara is on leave' })).body).toMatchObject({ code: 1, data: { designer: { id: d2.userId }, status: 'claimed' } });
    expect(await messagesOf(d2.userId)).toContain('design_assigned');
    expect(await messagesOf(d1.userId)).toContain('design_unassigned');
    // A designer with tasks in progress stays a designer until they are reassigned.
    expect((await post('/staff/designer/set', staff.token, { mobile: d2.mobile, designer: false })).body.data).toMatchObject({ error: 'designer_has_tasks' });
    expect((await post('/staff/designTask/cancel', staff.token, { task_id: taskId, reason: 'The customer asked by phone' })).body).toMatchObject({ code: 1, data: { status: 'cancelled', cancel_reason: 'The customer asked by phone' } });
    expect((await orderDetail(t.app, shopper.token, orderId)).status).toBe('cancelled');
    expect(await messagesOf(shopper.userId)).toContain('design_cancelled_order');
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'design_task'), eq(auditLog.entityId, taskId)));
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['reassign_design_task', 'Sara is on leave'],
      ['cancel_design_task', 'The customer asked by phone'],
    ]);
    // Now free, d2 can be made a customer again.
    expect((await post('/staff/designer/set', staff.token, { mobile: d2.mobile, designer: false })).body).toMatchObject({ code: 1, data: { type_id: 1 } });
    expect((await t.api.get('/designer/tasks', { token: d2.token })).body.data).toMatchObject({ error: 'designers_only' });
  });
});

describe('sample orders (/user/order/test)', () => {
  it('lists the shopper\'s sample vouchers and the orders that used one', async () => {
    const s = await newUser(t.app);
    await t.database.db.update(users).set({ level: 1 }).where(eq(users.id, s.userId));
    const [template] = await t.database.db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.code, 'sample_1000'));
    expect((await post('/coupon/claim', s.token, { template_id: template!.id })).body.code).toBe(1);
    let samples = await get<{ vouchers: { id: number; status: string; amount_fils: number }[]; orders: unknown[] }>('/api/order/samples', s.token);
    expect(samples.vouchers).toEqual([expect.objectContaining({ status: 'usable', amount_fils: 100_000 })]);
    expect(samples.orders).toEqual([]);
    const file = await uploadFile(t.app, s.token, 'card90x54.pdf', pdf(`sample ${Math.random()}`));
    const added = await post('/cart/add', s.token, { items: [{ ...CARD, file_id: Number(file.body.data.id) }] });
    const cartIds = (added.body.data as { ids: number[] }).ids;
    const addressId = await addAddress(t.app, s.token);
    const couponId = samples.vouchers[0]!.id;
    const seen = (await post('/order/preview', s.token, { cart_ids: cartIds, delivery: 'door', coupon_id: couponId })).body.data as { totals: Totals };
    const order = await post('/order/submit', s.token, { cart_ids: cartIds, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: seen.totals.amount_due_fils, coupon_id: couponId });
    expect(order.body.code).toBe(1);
    samples = await get('/api/order/samples', s.token);
    expect(samples.vouchers[0]).toMatchObject({ status: 'used' });
    expect(samples.orders).toEqual([expect.objectContaining({ id: order.body.data.order_id })]);
    // Another shopper sees none of it.
    const other = await newUser(t.app);
    expect(await get('/api/order/samples', other.token)).toEqual({ vouchers: [], orders: [] });
  });
});

describe.skipIf(!testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('two designers claiming one task at once: one wins, the other is told it was taken', async () => {
    const { taskId } = await designOrder();
    const racers = await Promise.all(Array.from({ length: 6 }, () => designer()));
    const results = await Promise.all(racers.map((d) => t.app.services.designs.claim({ id: d.userId, typeId: 4 }, taskId)));
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(Array(5).fill('design_task_taken'));
    const winner = racers[results.findIndex((r) => r.ok)]!;
    expect((await get<Task>(`/api/designer/task?id=${taskId}`, winner.token)).designer).toMatchObject({ id: winner.userId });
  });

  it('two change requests at once use one revision round', async () => {
    const { shopper, taskId } = await designOrder();
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    await handInDraft(d.token, taskId);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => t.app.services.designs.requestChanges(shopper.userId, { task_id: taskId, comment: `change ${i}` })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token)).rounds_used).toBe(1);
  });

  it('two approvals at once pay the designer once and set one file', async () => {
    const { shopper, taskId } = await designOrder();
    const d = await designer();
    await post('/designer/claim', d.token, { task_id: taskId });
    await handInDraft(d.token, taskId);
    await post('/design/requestChanges', shopper.token, { task_id: taskId, comment: 'bigger' });
    await handInDraft(d.token, taskId);
    const drafts = (await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token)).draft_list;
    const results = await Promise.all(drafts.flatMap((draft) => [0, 1].map(() => t.app.services.designs.approve(shopper.userId, { task_id: taskId, draft_id: draft.id }))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await t.database.db.select().from(designerEarnings).where(eq(designerEarnings.taskId, taskId))).toHaveLength(1);
    const task = await get<Task>(`/api/design/detail?id=${taskId}`, shopper.token);
    const approved = task.draft_list.filter((x) => x.status === 'approved');
    expect(approved).toHaveLength(1);
    const [line] = await t.database.db.select({ fileId: orderLines.fileId }).from(orderLines).where(eq(orderLines.orderId, task.order_id));
    expect(line!.fileId).toBe(approved[0]!.file.id);
  });
});
