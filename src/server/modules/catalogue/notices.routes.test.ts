import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { userMessages } from '../../db/schema';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notices and the unread count', () => {
  it('notice/lists pages newest first; notice/detail gives the body', async () => {
    const page = (await callApi(t.app, 'GET', '/api/notice/lists?page_size=2')).body.data as { lists: { id: number; create_time: string }[]; count: number };
    expect(page.lists).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect(page.lists[0]!.create_time >= page.lists[1]!.create_time).toBe(true);
    const notice = (await callApi(t.app, 'GET', `/api/notice/detail?id=${page.lists[0]!.id}`)).body;
    expect(notice).toMatchObject({ code: 1, data: { id: page.lists[0]!.id } });
  });

  it('bad ids answer HTTP 400', async () => {
    expect((await callApi(t.app, 'GET', '/api/notice/detail?id=0')).status).toBe(400);
  });

  it('POST notice/myNewNotice: 0 for guests, the unread count for a user', async () => {
    expect((await callApi(t.app, 'POST', '/api/notice/myNewNotice', { body: {} })).body).toMatchObject({ code: 1, data: { total: 0 } });
    const mobile = '+971509990001';
    await callApi(t.app, 'POST', '/api/account/register', {
      body: { type: 'personal', nickname: 'unreadtester', mobile, password: 'abc123', password_confirm: 'abc123' },
    });
    const token = String((await callApi(t.app, 'POST', '/api/account/login', { body: { account: mobile, password: 'abc123' } })).body.data.token);
    const me = (await callApi(t.app, 'GET', '/api/pc/commonData', { token })).body.data as components['schemas']['CommonData'];
    await t.database.db.insert(userMessages).values([
      { userId: me.my.user_id, title: 'Order PF-1001 shipped', body: 'Your order is on its way.' },
      { userId: me.my.user_id, title: 'Proof ready', body: 'Please approve the proof.', status: 'read' },
    ]);
    expect((await callApi(t.app, 'POST', '/api/notice/myNewNotice', { token })).body).toMatchObject({ code: 1, data: { total: 1 } });
  });
});
