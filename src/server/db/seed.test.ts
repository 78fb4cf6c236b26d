import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, goods, settings } from './schema';
import { seed } from './seed';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nothing = { added: [], updated: [], hidden: [], shown: [] };

describe('seed', () => {
  it('runs once: a second start changes nothing and keeps edits made since', async () => {
    const db = t.database.db;
    await db.update(goods).set({ priceFromFils: 12345 }).where(eq(goods.id, 101));
    const before = await Promise.all([db.select({ n: count() }).from(goods), db.select({ n: count() }).from(categories), db.select({ n: count() }).from(articles)]);
    expect(await seed(db)).toEqual({ applied: false, products: nothing, prices: false });
    const after = await Promise.all([db.select({ n: count() }).from(goods), db.select({ n: count() }).from(categories), db.select({ n: count() }).from(articles)]);
    expect(after).toEqual(before);
    const [edited] = await db.select().from(goods).where(eq(goods.id, 101));
    expect(edited?.priceFromFils).toBe(12345);
  });

  it('a newer seed version adds what is missing without overwriting staff edits', async () => {
    const db = t.database.db;
    await db.update(settings).set({ value: 0 }).where(eq(settings.key, 'seed_version'));
    await db.delete(articles).where(eq(articles.id, 13));
    expect(await seed(db)).toEqual({ applied: true, products: nothing, prices: false });
    expect(await db.select().from(articles).where(eq(articles.id, 13))).toHaveLength(1);
    const [edited] = await db.select().from(goods).where(eq(goods.id, 101));
    expect(edited?.priceFromFils).toBe(12345);
  });
});

describe('quote goods follow schemas/ at every start (no version to bump)', () => {
  it('puts back a product whose goods row is missing, in its category, with its texts', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(goods).where(eq(goods.customCode, 'bc_square'));
    await db.delete(goods).where(eq(goods.customCode, 'bc_square'));
    const result = await seed(db);
    expect(result.products.added).toEqual(['bc_square']);
    const [back] = await db.select().from(goods).where(eq(goods.customCode, 'bc_square'));
    expect(back).toMatchObject({ id: row?.id, categoryId: row?.categoryId, name: row?.name, description: row?.description, isCustom: 1, isShow: true });
  });

  it('updates what a product file says (name, category, image) and keeps what staff edited elsewhere', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(goods).where(eq(goods.customCode, 'postcard'));
    await db
      .update(goods)
      .set({ name: { en: 'old name' }, categoryId: 1011, image: 'img/old.svg', sort: 42, priceFromFils: 777, images: ['a.svg', 'b.svg'] })
      .where(eq(goods.customCode, 'postcard'));
    expect((await seed(db)).products).toEqual({ ...nothing, updated: ['postcard'] });
    const [after] = await db.select().from(goods).where(eq(goods.customCode, 'postcard'));
    expect(after).toMatchObject({ name: row?.name, categoryId: row?.categoryId, image: row?.image, sort: 42, priceFromFils: 777, images: ['a.svg', 'b.svg'] });
  });

  it('hides the row of a product whose file is gone, shows it again when the file comes back, leaves staff-hidden rows hidden', async () => {
    const db = t.database.db;
    const [original] = await db.select().from(goods).where(eq(goods.customCode, 'envelope'));
    await db.update(goods).set({ customCode: 'no_such_product' }).where(eq(goods.customCode, 'envelope'));
    await db.update(goods).set({ isShow: false }).where(eq(goods.customCode, 'letterhead'));
    const removed = await seed(db);
    expect(removed.products.hidden).toEqual(['no_such_product']);
    // The registry still lists envelope (a test cannot take the file away), so the sync gave it a fresh row: drop it,
    // as if the file had been gone, or two rows would carry the code when the old one takes it back.
    expect(removed.products.added).toEqual(['envelope']);
    await db.delete(goods).where(and(eq(goods.customCode, 'envelope'), ne(goods.id, original!.id)));
    // the file "comes back"
    await db.update(goods).set({ customCode: 'envelope' }).where(eq(goods.customCode, 'no_such_product'));
    await db.update(settings).set({ value: ['envelope'] }).where(eq(settings.key, 'quote_goods_hidden_by_sync'));
    const back = await seed(db);
    expect(back.products.shown).toEqual(['envelope']);
    const [envelope] = await db.select().from(goods).where(eq(goods.customCode, 'envelope'));
    expect(envelope?.id).toBe(original!.id);
    const [letterhead] = await db.select().from(goods).where(eq(goods.customCode, 'letterhead'));
    expect(envelope?.isShow).toBe(true);
    expect(letterhead?.isShow).toBe(false);
    expect((await seed(db)).products).toEqual(nothing);
  });
});
