import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, goods, settings } from './schema';
import { seed } from './seed';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('runs once: a second start changes nothing and keeps edits made since', async () => {
    const db = t.database.db;
    await db.update(goods).set({ priceFromFils: 12345 }).where(eq(goods.id, 101));
    const before = await Promise.all([db.select({ n: count() }).from(goods), db.select({ n: count() }).from(categories), db.select({ n: count() }).from(articles)]);
    expect(await seed(db)).toEqual({ applied: false });
    const after = await Promise.all([db.select({ n: count() }).from(goods), db.select({ n: count() }).from(categories), db.select({ n: count() }).from(articles)]);
    expect(after).toEqual(before);
    const [edited] = await db.select().from(goods).where(eq(goods.id, 101));
    expect(edited?.priceFromFils).toBe(12345);
  });

  it('a newer seed version adds what is missing without overwriting staff edits', async () => {
    const db = t.database.db;
    await db.update(settings).set({ value: 0 }).where(eq(settings.key, 'seed_version'));
    await db.delete(articles).where(eq(articles.id, 13));
    expect(await seed(db)).toEqual({ applied: true });
    expect(await db.select().from(articles).where(eq(articles.id, 13))).toHaveLength(1);
    const [edited] = await db.select().from(goods).where(eq(goods.id, 101));
    expect(edited?.priceFromFils).toBe(12345);
  });
});
