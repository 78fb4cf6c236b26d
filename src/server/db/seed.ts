/**
 * Seeds a new database with the shop's settings, categories, goods, help articles and notices, then (at every start)
 * brings the quote products' goods rows in step with schemas/ (./sync-quote-goods: no version to bump for products)
 * and records the catalogue's prices when they changed (./quote-price-snapshots, for the product studio).
 * Idempotent: a seed version is recorded in `settings`, and rows that already exist (edited by staff, say) are
 * never overwritten. Safe when several servers start at once (a transaction-scoped advisory lock).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { articles, categories, categoryExt, couponTemplates, goods, notices, settings } from './schema';
import { seedCouponTemplates } from './seed-data/coupons';
import { seedCategories, seedCategoryExt, seedGoods } from './seed-data/catalogue';
import { seedArticles, seedNotices } from './seed-data/content';
import { recordQuotePrices } from './quote-price-snapshots';
import { syncQuoteGoods, type QuoteGoodsSync } from './sync-quote-goods';
import { decorationSettings, pcMetaSettings, serviceSettings, shopSettings } from './seed-data/settings';

/** 2: the standing coupon templates (member day, trial vouchers, sample vouchers). */
export const SEED_VERSION = 2;
const SEED_LOCK = 7_305_002;

/** `prices`: the catalogue's prices were recorded (they differ from the last record; the product studio compares them). */
export async function seed(db: Db): Promise<{ applied: boolean; products: QuoteGoodsSync; prices: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [current] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'seed_version'));
    if (typeof current?.value === 'number' && current.value >= SEED_VERSION) {
      return { applied: false, products: await syncQuoteGoods(tx), prices: await recordQuotePrices(tx) };
    }

    await tx.insert(categories).values(seedCategories).onConflictDoNothing();
    const [extCount] = await tx.select({ n: sql<number>`count(*)::int` }).from(categoryExt);
    if ((extCount?.n ?? 0) === 0) await tx.insert(categoryExt).values(seedCategoryExt);
    await tx.insert(goods).values(seedGoods).onConflictDoNothing();
    const products = await syncQuoteGoods(tx);
    await tx.insert(articles).values(seedArticles).onConflictDoNothing();
    await tx
      .insert(notices)
      .values(seedNotices.map((n) => ({ ...n, publishedAt: new Date(n.publishedAt) })))
      .onConflictDoNothing();
    await tx.insert(couponTemplates).values(seedCouponTemplates).onConflictDoNothing({ target: couponTemplates.code });

    const businessCard = seedGoods.find((g) => g.customCode === 'bc_standard');
    if (!businessCard) throw new Error('seed: the catalogue has no bc_standard goods for the header link');
    await tx
      .insert(settings)
      .values([
        { key: 'shop', value: shopSettings },
        { key: 'decoration', value: decorationSettings(businessCard.id) },
        { key: 'service', value: serviceSettings },
        { key: 'pc_meta', value: pcMetaSettings },
      ])
      .onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION, updatedAt: sql`now()` } });
    return { applied: true, products, prices: await recordQuotePrices(tx) };
  });
}
