/**
 * Keeps the goods rows of quote products in step with schemas/ at every start, with no version to bump: a product
 * file added since gets its goods row (in its x-category, its x-goods id when free, else the next id), a changed one
 * gets its category, image, name and listing text updated, a removed one is hidden (and shown again when its file
 * comes back). Categories new in schemas/categories.json are added. What staff edit elsewhere — visibility of a
 * product still in schemas/, sort, gallery images, "from" price, existing categories, ready-stock goods — is never
 * touched. Runs inside the seed's transaction, under its advisory lock.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { categories, goods, settings } from './schema';
import { quoteGoodsRows, seedCategories } from './seed-data/catalogue';

/** settings key: the codes whose goods rows the sync hid because their product file was removed. */
const HIDDEN_KEY = 'quote_goods_hidden_by_sync';

export interface QuoteGoodsSync {
  added: string[];
  updated: string[];
  hidden: string[];
  shown: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Texts per language, whatever order jsonb gives the keys back in. */
const sameText = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  Object.keys({ ...a, ...b }).every((locale) => a[locale] === b[locale]);

export async function syncQuoteGoods(tx: Tx | Db): Promise<QuoteGoodsSync> {
  const result: QuoteGoodsSync = { added: [], updated: [], hidden: [], shown: [] };
  await tx.insert(categories).values(seedCategories).onConflictDoNothing();
  const all = await tx.select({ id: goods.id, categoryId: goods.categoryId, sort: goods.sort }).from(goods);
  const existing = await tx.select().from(goods).where(eq(goods.isCustom, 1));
  const byCode = new Map(existing.map((row) => [row.customCode, row]));
  const [hiddenSetting] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, HIDDEN_KEY));
  const hiddenBySync = new Set(Array.isArray(hiddenSetting?.value) ? (hiddenSetting.value as string[]) : []);
  const lastSort = (categoryId: number) => Math.max(0, ...all.filter((row) => row.categoryId === categoryId).map((row) => row.sort));
  const wanted = quoteGoodsRows(new Set(all.map((row) => row.id)), lastSort);
  const taken = new Set(all.map((row) => row.id));
  let next = Math.max(0, ...taken);

  for (const row of wanted) {
    const code = row.customCode ?? '';
    const current = byCode.get(code);
    if (!current) {
      const id = taken.has(row.id) ? ++next : row.id;
      taken.add(id);
      next = Math.max(next, id);
      await tx.insert(goods).values({ ...row, id });
      result.added.push(code);
      continue;
    }
    const patch: Partial<typeof goods.$inferInsert> = {};
    if (current.categoryId !== row.categoryId) patch.categoryId = row.categoryId;
    if (current.image !== row.image) patch.image = row.image;
    if (!sameText(current.name, row.name)) patch.name = row.name;
    if (!sameText(current.description, row.description)) patch.description = row.description;
    if (hiddenBySync.has(code)) {
      patch.isShow = true;
      hiddenBySync.delete(code);
      result.shown.push(code);
    }
    if (Object.keys(patch).length === 0) continue;
    await tx.update(goods).set(patch).where(eq(goods.id, current.id));
    if (!result.shown.includes(code)) result.updated.push(code);
  }

  const codes = new Set(wanted.map((row) => row.customCode));
  const gone = existing.filter((row) => row.customCode !== null && !codes.has(row.customCode) && row.isShow);
  if (gone.length > 0) {
    await tx.update(goods).set({ isShow: false }).where(inArray(goods.id, gone.map((row) => row.id)));
    for (const row of gone) {
      hiddenBySync.add(row.customCode ?? '');
      result.hidden.push(row.customCode ?? '');
    }
  }
  if (result.hidden.length > 0 || result.shown.length > 0) {
    const value = [...hiddenBySync].sort();
    await tx
      .insert(settings)
      .values({ key: HIDDEN_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
  return result;
}
