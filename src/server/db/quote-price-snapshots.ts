/**
 * The quote catalogue's prices as the shop runs them, recorded at start-up (inside the seed's transaction, under its
 * advisory lock) whenever they differ from the last record: every product's default configuration at each step of
 * its quantity ladder. The product studio compares the running catalogue with the record before it — for a running
 * server, "the ref" of `npm run prices:diff` is the catalogue the shop ran before this one (docs/product-studio.md).
 */
import { createHash } from 'node:crypto';
import { desc, ne } from 'drizzle-orm';
import { quoteEngine } from '../../domain/quote';
import { cataloguePrices, type CataloguePrices } from '../../domain/quote/price-impact';
import type { Db } from './client';
import { quotePriceSnapshots } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PriceRecord {
  prices: CataloguePrices;
  fingerprint: string;
}

/** sha256 of the prices (codes and ladders come sorted, so equal prices give equal fingerprints). */
export function fingerprintOf(prices: CataloguePrices): string {
  return createHash('sha256').update(JSON.stringify(prices)).digest('hex');
}

let running: PriceRecord | null = null;

/** The prices of the catalogue this process runs (the generated registry: fixed for the life of the process). */
export function runningPrices(): PriceRecord {
  if (!running) {
    const prices = cataloguePrices(quoteEngine);
    running = { prices, fingerprint: fingerprintOf(prices) };
  }
  return running;
}

/** Records `current` unless it is what the last record says already; true when it wrote a row. */
export async function recordQuotePrices(tx: Tx | Db, current: PriceRecord = runningPrices()): Promise<boolean> {
  const [last] = await tx.select({ fingerprint: quotePriceSnapshots.fingerprint }).from(quotePriceSnapshots).orderBy(desc(quotePriceSnapshots.id)).limit(1);
  if (last?.fingerprint === current.fingerprint) return false;
  await tx.insert(quotePriceSnapshots).values({ fingerprint: current.fingerprint, prices: current.prices, products: Object.keys(current.prices).length });
  return true;
}

/** The last record of prices other than `current`: the catalogue the shop ran before; null when there is none. */
export async function previousPrices(db: Db, current: PriceRecord = runningPrices()): Promise<{ prices: CataloguePrices; recordedAt: Date; products: number } | null> {
  const [row] = await db
    .select({ prices: quotePriceSnapshots.prices, recordedAt: quotePriceSnapshots.recordedAt, products: quotePriceSnapshots.products })
    .from(quotePriceSnapshots)
    .where(ne(quotePriceSnapshots.fingerprint, current.fingerprint))
    .orderBy(desc(quotePriceSnapshots.id))
    .limit(1);
  return row ?? null;
}
