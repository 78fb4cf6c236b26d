import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { orders, userMessages, users } from '../../db/schema';
import { addAddress, pdf, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, uploadFile, type TestApp } from '../../testing/test-app';

type UserMessage = components['schemas']['UserMessage'];
interface MessagePage {
  lists: UserMessage[];
  count: number;
  counts: { unread: number; read: number; trash: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placeOrder(token: string): Promise<{ id: number; sn: string; due: number }> {
  const file = await uploadFile(t.app, token, 'card90x54.pdf', pdf(`${token} ${Math.random()}`));
  const added = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.body.data.id }] } });
  const res = await submitOrder(t.app, token, added.body.data.ids as number[], await addAddress(t.app, token));
  expect(res.body.code).toBe(1);
  return { id: Number(res.body.data.order_id), sn: String(res.body.data.order_sn), due: Number(res.body.data.amount_due_fils) };
}

async function messages(token: string, status: 'unread' | 'read' | 'trash', locale?: string): Promise<MessagePage> {
  const res = await t.api.get('/message/lists', { query: { status }, token, ...(locale ? { locale } : {}) });
  expect(res.body.code).toBe(1);
  return res.body.data as unknown as MessagePage;
}

async function unread(token: string): Promise<number> {
  return Number((await t.api.post('/notice/myNewNotice', { token, body: {} })).body.data.total);
}

describe('messages the shop writes', () => {
  it('paying an order writes an "order paid" message, rendered in the reader\'s language, linked to the order', async () => {
    const u = await newUser(t.app);
    const order = await placeOrder(u.token);
    await t.database.db.update(users).set({ balanceFils: order.due }).where(eq(users.id, u.userId));
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: order.id, method: 'balance' } })).body.code).toBe(1);

    const en = await messages(u.token, 'unread');
    expect(en.count).toBe(1);
    const [message] = en.lists;
    expect(message).toMatchObject({ kind: 'order_paid', status: 'unread', order_id: order.id, order_sn: order.sn, read_at: null });
    expect(message!.title).toBe(`Payment received for order \u2066${order.sn}\u2069`);
    expect(message!.body.replace(/\u00a0/g, ' ')).toContain(`AED ${(order.due / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const ar = await messages(u.token, 'unread', 'ar');
    expect(ar.lists[0]!.title).toContain('تم استلام الدفعة');
    expect(ar.lists[0]!.title).toContain(order.sn);
    const zh = await messages(u.token, 'unread', 'zh');
    expect(zh.lists[0]!.title).toContain('已付款');
    expect(await unread(u.token)).toBe(1);

    // A refused second payment writes nothing more.
    await t.api.post('/pay/prepay', { token: u.token, body: { order_id: order.id, method: 'balance' } });
    expect((await messages(u.token, 'unread')).count).toBe(1);
  });

  it('a failed balance payment writes no message (same transaction)', async () => {
    const u = await newUser(t.app);
    const order = await placeOrder(u.token);
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: order.id, method: 'balance' } })).body.data).toMatchObject({ error: 'insufficient_balance' });
    expect(await unread(u.token)).toBe(0);
  });

  it('a confirmed bank transfer, a cancellation and an expiry each tell the user', async () => {
    const u = await newUser(t.app);
    const paidByTransfer = await placeOrder(u.token);
    const voucher = await uploadFile(t.app, u.token, 'IMG 2041.pdf', pdf(`voucher ${Math.random()}`), 'voucher');
    const transfer = { account_name: 'Sara Al Mansoori', bank: 'Emirates NBD', reference_last6: '428193', voucher_file_id: voucher.body.data.id };
    expect((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: paidByTransfer.id, method: 'bank_transfer', transfer } })).body.code).toBe(1);
    expect(await unread(u.token)).toBe(0); // submitted, not yet confirmed
    const staff = await newUser(t.app);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
    expect((await t.api.post('/staff/confirmTransfer', { token: staff.token, body: { order_id: paidByTransfer.id } })).body.code).toBe(1);

    const cancelled = await placeOrder(u.token);
    expect((await t.api.post('/order/cancel', { token: u.token, body: { id: cancelled.id } })).body.code).toBe(1);

    const lapsed = await placeOrder(u.token);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, lapsed.id));
    await t.app.services.orders.expireUnpaid();

    const page = await messages(u.token, 'unread', 'ja');
    expect(page.lists.map((m) => [m.kind, m.order_id])).toEqual([
      ['order_expired', lapsed.id],
      ['order_cancelled', cancelled.id],
      ['transfer_confirmed', paidByTransfer.id],
    ]);
    expect(page.lists[2]!.title).toContain('銀行振込');
    expect(await unread(staff.token)).toBe(0);
  });
});

describe('message centre', () => {
  it('unread → read → trash → restore → delete; the unread badge follows', async () => {
    const u = await newUser(t.app);
    for (const sn of ['PF1', 'PF2', 'PF3']) await t.app.services.messages.notify(t.database.db, u.userId, 'order_expired', { order_id: await anyOrderId(u.token), order_sn: sn });
    let page = await messages(u.token, 'unread');
    expect(page.counts).toEqual({ unread: 3, read: 0, trash: 0 });
    const [a, b, c] = page.lists.map((m) => m.id) as [number, number, number];

    const read = await t.api.post('/message/read', { token: u.token, body: { ids: [a, b] } });
    expect(read.body).toMatchObject({ code: 1, show: 0, data: { changed: 2, unread: 1 } });
    expect(await unread(u.token)).toBe(1);
    // Reading again changes nothing.
    expect((await t.api.post('/message/read', { token: u.token, body: { ids: [a] } })).body.data).toEqual({ changed: 0, unread: 1 });
    page = await messages(u.token, 'read');
    expect(page.lists.map((m) => m.id).sort()).toEqual([a, b].sort());
    expect(page.lists[0]!.read_at).not.toBeNull();

    // Trash an unread one and a read one: the badge drops; delete is refused outside the trash.
    const trashed = await t.api.post('/message/trash', { token: u.token, body: { ids: [a, c] } });
    expect(trashed.body).toMatchObject({ code: 1, show: 1, msg: 'Moved to the trash.', data: { changed: 2, unread: 0 } });
    expect((await messages(u.token, 'trash')).counts).toEqual({ unread: 0, read: 1, trash: 2 });
    const refused = await t.api.post('/message/delete', { token: u.token, body: { ids: [a, b] } });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'message_not_in_trash', field: 'ids' } });
    expect((await messages(u.token, 'trash')).count).toBe(2);

    // Restore: the never-read one goes back to unread, the read one to read.
    expect((await t.api.post('/message/restore', { token: u.token, body: { ids: [a, c] } })).body.data).toEqual({ changed: 2, unread: 1 });
    page = await messages(u.token, 'unread');
    expect(page.lists.map((m) => m.id)).toEqual([c]);
    expect(page.counts).toEqual({ unread: 1, read: 2, trash: 0 });

    await t.api.post('/message/trash', { token: u.token, body: { ids: [b] } });
    const deleted = await t.api.post('/message/delete', { token: u.token, body: { ids: [b] } });
    expect(deleted.body).toMatchObject({ code: 1, msg: 'Deleted permanently.', data: { changed: 1 } });
    expect(await t.database.db.select().from(userMessages).where(eq(userMessages.id, b))).toHaveLength(0);
    expect((await messages(u.token, 'trash')).counts).toEqual({ unread: 1, read: 1, trash: 0 });
  });

  it('another user\'s messages are "not found" for every action, and nothing changes', async () => {
    const owner = await newUser(t.app);
    const other = await newUser(t.app);
    await t.app.services.messages.notify(t.database.db, owner.userId, 'recharge_confirmed', { amount_fils: 5000, balance_fils: 5000 });
    await t.app.services.messages.notify(t.database.db, other.userId, 'recharge_confirmed', { amount_fils: 100, balance_fils: 100 });
    const mine = (await messages(owner.token, 'unread')).lists[0]!.id;
    const theirs = (await messages(other.token, 'unread')).lists[0]!.id;
    for (const action of ['read', 'trash', 'restore', 'delete']) {
      const res = await callApi(t.app, 'POST', `/api/message/${action}`, { token: other.token, body: { ids: [mine] } });
      expect(res.body, action).toMatchObject({ code: 0, data: { error: 'not_found', field: 'ids' } });
      // Mixed with one's own ids: still refused as a whole.
      const mixed = await callApi(t.app, 'POST', `/api/message/${action}`, { token: other.token, body: { ids: [theirs, mine] } });
      expect(mixed.body.data, action).toMatchObject({ error: 'not_found' });
    }
    expect((await messages(owner.token, 'unread')).counts).toEqual({ unread: 1, read: 0, trash: 0 });
    expect((await messages(other.token, 'unread')).lists.map((m) => m.id)).toEqual([theirs]);
    expect((await messages(other.token, 'unread')).lists.some((m) => m.id === mine)).toBe(false);
  });

  it('guests get code -1; malformed ids get HTTP 400 naming the field in the user\'s language', async () => {
    expect((await t.api.get('/message/lists')).body.code).toBe(-1);
    expect((await t.api.post('/message/read', { body: { ids: [1] } })).body.code).toBe(-1);
    const u = await newUser(t.app);
    const empty = await t.api.post('/message/trash', { token: u.token, body: { ids: [] }, locale: 'zh' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({ error: 'invalid_field', field: 'ids' });
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await callApi(t.app, 'GET', '/api/message/lists?status=archived', { token: u.token })).status).toBe(400);
  });
});

/** An order of the user's (messages reference real orders). */
async function anyOrderId(token: string): Promise<number> {
  const list = (await t.api.get('/order/lists', { token })).body.data;
  return list.lists[0]?.id ?? (await placeOrder(token)).id;
}
