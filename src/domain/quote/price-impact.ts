/**
 * Price-change impact: every product's default configuration priced at every step of its quantity ladder, and the
 * comparison of two such price lists — so a price-book edit is reviewed like code. Pure: `npm run prices:diff`
 * compares a git ref's schemas/ with the working tree, the staff console's product studio compares the running
 * catalogue with the one the shop ran before (recorded at start-up, src/server/db/quote-price-snapshots.ts).
 */
import type { QuoteEngine } from './engine';

/** One ladder step at default options: its total (VAT included), null where it cannot be priced. */
export interface LadderPrice {
  quantity: number;
  total_fils: number | null;
}

/** Product code → its ladder at default options, ascending by quantity. */
export type CataloguePrices = Record<string, LadderPrice[]>;

export interface PriceRow {
  quantity: number;
  before_fils: number | null;
  after_fils: number | null;
}

export interface ProductPriceChange {
  code: string;
  /** The ladder steps whose total (VAT included) changed; null = not available at that step. */
  rows: PriceRow[];
  /** The largest change among them (absolute fils), with its % of the old total (null when there was none). */
  largest: { quantity: number; change_fils: number; percent: number | null };
}

export interface PricesDiff {
  /** Biggest relative change first. */
  changed: ProductPriceChange[];
  added: string[];
  removed: string[];
  unchanged: number;
}

/** Every product's ladder at its default configuration, by code (sorted). */
export function cataloguePrices(engine: QuoteEngine): CataloguePrices {
  const prices: CataloguePrices = {};
  for (const code of engine.listProducts().map((p) => p.code).sort()) {
    const schema = engine.getSchema(code);
    const ladder = schema ? engine.ladder(code, schema.defaults) : null;
    prices[code] = (ladder?.ok ? ladder.rows : []).map((row) => ({ quantity: row.quantity, total_fils: row.available ? row.total_fils : null }));
  }
  return prices;
}

/** What changes from `before` to `after`: per product, the ladder steps whose total differs. */
export function diffPrices(before: CataloguePrices, after: CataloguePrices): PricesDiff {
  const changed: ProductPriceChange[] = [];
  let unchanged = 0;
  for (const code of Object.keys(after).sort()) {
    const old = Object.hasOwn(before, code) ? before[code] : undefined;
    const now = after[code];
    if (!old || !now) continue;
    const oldAt = new Map(old.map((p) => [p.quantity, p.total_fils]));
    const nowAt = new Map(now.map((p) => [p.quantity, p.total_fils]));
    const quantities = [...new Set([...oldAt.keys(), ...nowAt.keys()])].sort((a, b) => a - b);
    const rows = quantities
      .map((quantity) => ({ quantity, before_fils: oldAt.get(quantity) ?? null, after_fils: nowAt.get(quantity) ?? null }))
      .filter((row) => row.before_fils !== row.after_fils);
    if (rows.length === 0) {
      unchanged++;
      continue;
    }
    let largest: ProductPriceChange['largest'] = { quantity: 0, change_fils: 0, percent: null };
    for (const row of rows) {
      const change = (row.after_fils ?? 0) - (row.before_fils ?? 0);
      if (Math.abs(change) >= Math.abs(largest.change_fils)) {
        largest = { quantity: row.quantity, change_fils: change, percent: row.before_fils ? (change / row.before_fils) * 100 : null };
      }
    }
    changed.push({ code, rows, largest });
  }
  // biggest relative change first (new prices, which have no %, after), then by amount
  changed.sort(
    (a, b) =>
      Math.abs(b.largest.percent ?? -1) - Math.abs(a.largest.percent ?? -1) ||
      Math.abs(b.largest.change_fils) - Math.abs(a.largest.change_fils) ||
      a.code.localeCompare(b.code),
  );
  return {
    changed,
    added: Object.keys(after).filter((code) => !Object.hasOwn(before, code)).sort(),
    removed: Object.keys(before).filter((code) => !Object.hasOwn(after, code)).sort(),
    unchanged,
  };
}
