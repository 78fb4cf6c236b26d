import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/shop-api';
import { callApi, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('goods detail, help articles and notices', () => {
  it('goods/detail gives gallery, description and the category path from the first level down', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/goods/detail?id=101');
    expect(body.code).toBe(1);
    const item = body.data as components['schemas']['GoodsDetail'];
    expect(item.images.length).toBeGreaterThan(0);
    expect(item.description.length).toBeGreaterThan(20);
    expect(item.category_path.length).toBeGreaterThanOrEqual(2);
    expect(item.category_path.at(-1)?.id).toBe(item.category_id);
    expect(item.is_custom).toBe(1);
    expect(item.custom_info?.code).toBeTruthy();
  });

  it('unknown ids answer code 0 not_found in the request language; bad ids HTTP 400', async () => {
    expect((await callApi(t.app, 'GET', '/api/goods/detail?id=999999')).body).toMatchObject({ code: 0, show: 1, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'GET', '/api/article/detail?id=12', { locale: 'zh' })).body.msg).toBe('您查找的内容不存在或已被删除。');
    expect((await callApi(t.app, 'GET', '/api/notice/detail?id=0')).status).toBe(400);
    expect((await callApi(t.app, 'GET', '/api/goods/detail?id=abc')).status).toBe(400);
  });

  it('article/lists holds help articles 1–11 and 13; article/detail their bodies per language', async () => {
    const lists = (await callApi(t.app, 'GET', '/api/article/lists')).body.data as { lists: { id: number }[] };
    expect(lists.lists.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    const refund = (await callApi(t.app, 'GET', '/api/article/detail?id=13', { locale: 'ar' })).body.data as components['schemas']['Article'];
    expect(refund.body).toMatch(/[\u0600-\u06FF]/);
  });

  it('notice/lists pages newest first; notice/detail gives the body', async () => {
    const page = (await callApi(t.app, 'GET', '/api/notice/lists?page_size=2')).body.data as { lists: { id: number; create_time: string }[]; count: number };
    expect(page.lists).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect(page.lists[0]!.create_time >= page.lists[1]!.create_time).toBe(true);
    const notice = (await callApi(t.app, 'GET', `/api/notice/detail?id=${page.lists[0]!.id}`)).body;
    expect(notice).toMatchObject({ code: 1, data: { id: page.lists[0]!.id } });
  });

  it('goods/lists?is_custom=1 lists only quote-page products', async () => {
    const data = (await callApi(t.app, 'GET', '/api/goods/lists?is_custom=1&page_size=100')).body.data as components['schemas']['GoodsList'];
    expect(data.count).toBeGreaterThan(80);
    expect(data.lists.every((g) => g.is_custom === 1)).toBe(true);
    const stock = (await callApi(t.app, 'GET', '/api/goods/lists?is_custom=0&page_size=100')).body.data as components['schemas']['GoodsList'];
    expect(stock.lists.every((g) => g.is_custom === 0)).toBe(true);
  });

  it('quote products show the engine\'s lowest quotation-scheme price as their "from" price', async () => {
    const { ladder, getSchema } = await import('../../domain/quote');
    const data = (await callApi(t.app, 'GET', '/api/goods/lists?is_custom=1&page_size=100')).body.data as components['schemas']['GoodsList'];
    for (const goods of data.lists) {
      const code = goods.custom_info!.code;
      const scheme = ladder(code, getSchema(code)!.defaults);
      if (!scheme.ok) throw new Error(`${code}: default configuration does not price`);
      expect(goods.price_from_fils, code).toBe(Math.min(...scheme.rows.filter((r) => r.available).map((r) => r.total_fils)));
    }
  });
});
