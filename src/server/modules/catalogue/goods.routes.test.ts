import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('goods lists and details', () => {
  it('GET goods/lists with category_id and page_size: goods of the category subtree, paginated', async () => {
    const { body } = await t.api.get('/goods/lists', { query: { category_id: 76, page_size: 100 } });
    expect(body.code).toBe(1);
    const data = body.data as components['schemas']['GoodsList'];
    expect(data.page_size).toBe(100);
    expect(data.lists.length).toBeGreaterThan(0);
    expect(data.count).toBe(data.lists.length);

    const all = (await t.api.get('/goods/lists', { query: { page_size: 100 } })).body.data;
    expect(all.count).toBeGreaterThan(90);
    const custom = all.lists.filter((g) => g.is_custom === 1);
    expect(custom.length).toBeGreaterThan(0);
    for (const g of custom) expect(g.custom_info?.code).toMatch(/^[a-z0-9_]+$/);

    const page2 = (await t.api.get('/goods/lists', { query: { page_size: 10, page_no: 2 } })).body.data;
    expect(page2.lists.map((g) => g.id)).toEqual(all.lists.slice(10, 20).map((g) => g.id));
    const empty = (await t.api.get('/goods/lists', { query: { category_id: 999999 } })).body;
    expect(empty).toMatchObject({ code: 1, data: { lists: [], count: 0 } });
  });

  it('GET goods/lists?name= searches names in every language', async () => {
    const en = (await t.api.get('/goods/lists', { query: { name: 'card' } })).body.data;
    expect(en.count).toBeGreaterThan(0);
    const zh = (await t.api.get('/goods/lists', { query: { name: '名片' } })).body.data;
    expect(zh.count).toBeGreaterThan(0);
  });

  it('GET goods/lists?name= finds quote products by their quote page title and description in the four languages', async () => {
    const search = async (text: string) =>
      (await t.api.get('/goods/lists', { query: { page_size: 100, name: text } })).body.data.lists.map((g) => g.custom_info?.code);
    // words only the quote page's description has (x-texts.<lang>.description), not the goods name
    expect(await search('rounded corners')).toContain('bc_standard');
    expect(await search('可选覆膜和圆角')).toContain('bc_standard');
    expect(await search('زوايا دائرية اختيارية')).toContain('bc_standard');
    expect(await search('角丸加工も選べます')).toContain('bc_standard');
    // the listing text (goods description) too
    expect(await search('round corners; ready in')).toContain('bc_standard');
    expect(await search('no such words anywhere')).toEqual([]);
  });

  it('goods/detail gives gallery, description and the category path from the first level down', async () => {
    const { body } = await t.api.get('/goods/detail', { query: { id: 101 } });
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
    expect((await t.api.get('/goods/detail', { query: { id: 999999 } })).body).toMatchObject({ code: 0, show: 1, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'GET', '/api/goods/detail?id=abc')).status).toBe(400);
  });

  it('goods/lists?is_custom=1 lists only quote-page products', async () => {
    const data = (await t.api.get('/goods/lists', { query: { is_custom: 1, page_size: 100 } })).body.data;
    expect(data.count).toBeGreaterThan(80);
    expect(data.lists.every((g) => g.is_custom === 1)).toBe(true);
    const stock = (await t.api.get('/goods/lists', { query: { is_custom: 0, page_size: 100 } })).body.data;
    expect(stock.lists.every((g) => g.is_custom === 0)).toBe(true);
  });

  it('quote products show the engine\'s lowest quotation-scheme price as their "from" price', async () => {
    const { ladder, getSchema } = await import('../../../domain/quote');
    const data = (await t.api.get('/goods/lists', { query: { is_custom: 1, page_size: 100 } })).body.data;
    for (const goods of data.lists) {
      const code = goods.custom_info!.code;
      const scheme = ladder(code, getSchema(code)!.defaults);
      if (!scheme.ok) throw new Error(`${code}: default configuration does not price`);
      expect(goods.price_from_fils, code).toBe(Math.min(...scheme.rows.filter((r) => r.available).map((r) => r.total_fils)));
    }
  });
});
