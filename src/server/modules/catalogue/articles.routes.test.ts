import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('help articles', () => {
  it('article/lists holds help articles 1–11 and 13; article/detail their bodies per language', async () => {
    const lists = (await t.api.get('/article/lists')).body.data;
    expect(lists.lists.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    const refund = (await t.api.get('/article/detail', { query: { id: 13 }, locale: 'ar' })).body.data;
    expect(refund.body).toMatch(/[\u0600-\u06FF]/);
  });

  it('unknown ids answer code 0 not_found in the request language', async () => {
    expect((await t.api.get('/article/detail', { query: { id: 12 }, locale: 'zh' })).body.msg).toBe('您查找的内容不存在或已被删除。');
  });
});
