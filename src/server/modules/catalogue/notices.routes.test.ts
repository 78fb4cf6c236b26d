import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notices and the unread count', () => {
  it('notice/lists pages newest first; notice/detail gives the body', async () => {
    const page = (await t.api.get('/notice/lists', { query: { page_size: 2 } })).body.data;
    expect(page.lists).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect(page.lists[0]!.create_time >= page.lists[1]!.create_time).toBe(true);
    const notice = (await t.api.get('/notice/detail', { query: { id: page.lists[0]!.id } })).body;
    expect(notice).toMatchObject({ code: 1, data: { id: page.lists[0]!.id } });
  });

  it('bad ids answer HTTP 400', async () => {
    expect((await t.api.get('/notice/detail', { query: { id: 0 } })).status).toBe(400);
  });

  it('POST notice/myNewNotice: 0 for guests, the unread count for a user', async () => {
    expect((await t.api.post('/notice/myNewNotice', { body: {} })).body).toMatchObject({ code: 1, data: { total: 0 } });
    const mobile = '+971509990001';
    await t.api.post('/account/register', {
      body: { type: 'personal', nickname: 'unreadtester', mobile, password: 'abc123', password_confirm: 'abc123' },
    });
    const token = String((await t.api.post('/account/login', { body: { account: mobile, password: 'abc123' } })).body.data.token);
    const me = (await t.api.get('/pc/commonData', { token })).body.data;
    await t.database.db.insert(userMessages).values([
      { userId: me.my.user_id, title: 'Order PF-1001 shipped', body: 'Your order is on its way.' },
      { userId: me.my.user_id, title: 'Proof ready', body: 'Please approve the proof.', status: 'read' },
    ]);
    expect((await t.api.post('/notice/myNewNotice', { token })).body).toMatchObject({ code: 1, data: { total: 1 } });
  });
});
