/** Favourites through the API (/user/collection): keep by goods or quote page, status, list, remove, owner scoping, the limit, races. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_MAX } from '../../../domain/limits';
import { favorites, goods } from '../../db/schema';
import { createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function goodsOfCode(code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: goods.id }).from(goods).where(and(eq(goods.customCode, code), eq(goods.isShow, true)));
  if (!row) throw new Error(`no goods row for ${code}`);
  return row.id;
}

const add = (token: string, body: Record<string, unknown>) => t.api.post('/collection/add', { token, body });
const list = async (token: string) => (await t.api.get('/collection/lists', { token })).body.data;

describe('favourites', () => {
  it('kept from a goods page (by id) or a quote page (by code), listed newest first with links, removed by the owner', async () => {
    const u = await newUser(t.app);
    const cards = await goodsOfCode('bc_standard');
    const flyers = await goodsOfCode('flyer_digital');
    expect((await t.api.get('/collection/status', { query: { goods_id: cards }, token: u.token })).body.data).toEqual({ goods_id: cards, collected: false });
    expect((await add(u.token, { goods_id: cards })).body).toMatchObject({ code: 1, msg: 'Added to your favourites.', data: { goods_id: cards, collected: true } });
    expect((await add(u.token, { code: 'flyer_digital' })).body.data).toEqual({ goods_id: flyers, collected: true });
    // Again: nothing changes.
    expect((await add(u.token, { goods_id: cards })).body.data).toEqual({ goods_id: cards, collected: true });
    expect((await t.api.get('/collection/status', { query: { code: 'bc_standard' }, token: u.token })).body.data).toEqual({ goods_id: cards, collected: true });
    const kept = await list(u.token);
    expect(kept.count).toBe(2);
    expect(kept.lists.map((f) => f.goods.id)).toEqual([flyers, cards]);
    expect(kept.lists[1]).toMatchObject({ available: true, goods: { is_custom: 1, custom_info: { code: 'bc_standard' } } });
    expect(kept.lists[1]!.goods.price_from_fils).toBeGreaterThan(0);
    expect((await t.api.post('/collection/remove', { token: u.token, body: { goods_id: cards } })).body).toMatchObject({ code: 1, data: { collected: false } });
    expect((await list(u.token)).lists.map((f) => f.goods.id)).toEqual([flyers]);
  });

  it('is the owner\'s: another user neither sees nor removes it; guests must log in', async () => {
    const [a, b] = [await newUser(t.app), await newUser(t.app)];
    const cards = await goodsOfCode('bc_standard');
    await add(a.token, { goods_id: cards });
    expect((await list(b.token)).count).toBe(0);
    expect((await t.api.post('/collection/remove', { token: b.token, body: { goods_id: cards } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await list(a.token)).count).toBe(1);
    expect((await t.api.get('/collection/lists')).body.code).toBe(-1);
    expect((await t.api.post('/collection/add', { body: { goods_id: cards } })).body.code).toBe(-1);
  });

  it('refuses unknown or hidden goods, a code without a quote page, both or neither; an item hidden later stays listed as unavailable', async () => {
    const u = await newUser(t.app);
    expect((await add(u.token, { goods_id: 2_000_000_000 })).body.data).toMatchObject({ error: 'not_found', field: 'goods_id' });
    expect((await add(u.token, { code: 'no_such_product' })).body.data).toMatchObject({ error: 'not_found', field: 'code' });
    expect((await add(u.token, {})).status).toBe(400);
    expect((await add(u.token, { goods_id: 1, code: 'bc_standard' })).status).toBe(400);
    const [hidden] = await t.database.db.insert(goods).values({ id: 990_001, categoryId: (await t.database.db.select({ c: goods.categoryId }).from(goods).limit(1))[0]!.c, name: { en: 'Old mug' }, description: { en: 'Gone' }, image: '/x.png', priceFromFils: 1000, isShow: true }).returning();
    expect((await add(u.token, { goods_id: hidden!.id })).body.code).toBe(1);
    await t.database.db.update(goods).set({ isShow: false }).where(eq(goods.id, hidden!.id));
    expect((await add(u.token, { goods_id: hidden!.id })).body.data).toMatchObject({ error: 'not_found' });
    expect((await list(u.token)).lists).toMatchObject([{ available: false, goods: { id: hidden!.id, name: 'Old mug' } }]);
  });

  it(`keeps at most ${FAVORITES_MAX} favourites`, async () => {
    const u = await newUser(t.app);
    const ids = (await t.database.db.select({ id: goods.id }).from(goods).where(eq(goods.isShow, true))).map((g) => g.id);
    // More goods than the limit are needed: make the missing ones.
    const category = (await t.database.db.select({ c: goods.categoryId }).from(goods).limit(1))[0]!.c;
    for (let i = 0; ids.length <= FAVORITES_MAX; i++) {
      const [row] = await t.database.db.insert(goods).values({ id: 980_000 + i, categoryId: category, name: { en: `Item ${i}` }, description: { en: '-' }, image: '/x.png', priceFromFils: 100 }).returning({ id: goods.id });
      ids.push(row!.id);
    }
    await t.database.db.insert(favorites).values(ids.slice(0, FAVORITES_MAX).map((goodsId) => ({ userId: u.userId, goodsId })));
    const refused = await add(u.token, { goods_id: ids[FAVORITES_MAX]! });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'favorites_full' } });
    expect(refused.body.msg).toBe(`You can keep at most ${FAVORITES_MAX} favourites. Remove some first.`);
  });
});

describe.runIf(testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('the same item kept twice at once is kept once', async () => {
    const u = await newUser(t.app);
    const cards = await goodsOfCode('bc_standard');
    const results = await Promise.all(Array.from({ length: 6 }, () => add(u.token, { goods_id: cards })));
    expect(results.map((r) => r.body.code)).toEqual(Array(6).fill(1));
    expect(await t.database.db.select().from(favorites).where(eq(favorites.userId, u.userId))).toHaveLength(1);
  });
});
