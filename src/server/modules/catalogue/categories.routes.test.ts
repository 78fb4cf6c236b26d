import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Category = components['schemas']['Category'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('goodsCategory/lists (spec §7)', () => {
  it('GET goodsCategory/lists: three levels with images, promo category_ext, ready-stock 76 and grouped 26', async () => {
    const { body } = await t.api.get('/goodsCategory/lists');
    expect(body.code).toBe(1);
    const lists = (body.data as { lists: Category[] }).lists;
    expect(lists.length).toBeGreaterThanOrEqual(12);
    const depth = (c: Category): number => 1 + Math.max(0, ...c.sons.map(depth));
    expect(Math.max(...lists.map(depth))).toBe(3);
    for (const c of lists) expect(c.image || c.icon).not.toBe('');
    expect(lists.find((c) => c.id === 76)).toBeDefined();
    const grouped = lists.find((c) => c.id === 26);
    expect(grouped?.sons.length).toBeGreaterThan(1);
    expect(grouped?.sons.every((s) => s.sons.length > 0)).toBe(true);
    const ext = lists.flatMap((c) => c.category_ext);
    expect(ext.length).toBeGreaterThan(0);
    for (const e of ext) expect(JSON.parse(e.url)).toMatchObject({ path: expect.any(String), params: expect.any(Object) });
  });
});
