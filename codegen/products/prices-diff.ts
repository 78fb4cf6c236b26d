/**
 * Price-change impact: prices every product's default configuration at every step of its quantity ladder over two
 * schemas/ trees (e.g. a git ref and the working tree) with the same engine, and lists what changes — so a price-book
 * edit is reviewed like code. Used by `npm run prices:diff` and its test.
 */
import { join } from 'node:path';
import { createQuoteEngine } from '../../src/domain/quote';
import { toCatalogue } from './emit';
import { loadCatalogue, type SchemaProblem } from './load';

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
  changed: ProductPriceChange[];
  added: string[];
  removed: string[];
  unchanged: number;
}

export type LadderPrices = Record<string, Map<number, number | null>>;

/** Every product's ladder at default options: quantity → total fils (null where not available). */
export function ladderPrices(schemasDir: string): { prices: LadderPrices; problems: SchemaProblem[] } {
  const loaded = loadCatalogue({ schemasDir, productsDirs: [join(schemasDir, 'products')], localesDir: null, root: schemasDir, pricesOnly: true });
  if (loaded.problems.length > 0) return { prices: {}, problems: loaded.problems };
  const engine = createQuoteEngine(toCatalogue(loaded));
  const prices: LadderPrices = {};
  for (const { code } of engine.listProducts()) {
    const schema = engine.getSchema(code);
    const ladder = schema ? engine.ladder(code, schema.defaults) : null;
    prices[code] = new Map((ladder?.ok ? ladder.rows : []).map((row) => [row.quantity, row.available ? row.total_fils : null]));
  }
  return { prices, problems: [] };
}

export function diffPrices(before: LadderPrices, after: LadderPrices): PricesDiff {
  const changed: ProductPriceChange[] = [];
  let unchanged = 0;
  for (const code of Object.keys(after).sort()) {
    const old = before[code];
    const now = after[code];
    if (!old || !now) continue;
    const quantities = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => a - b);
    const rows = quantities
      .map((quantity) => ({ quantity, before_fils: old.get(quantity) ?? null, after_fils: now.get(quantity) ?? null }))
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
    added: Object.keys(after).filter((code) => !before[code]).sort(),
    removed: Object.keys(before).filter((code) => !after[code]).sort(),
    unchanged,
  };
}

const aed = (fils: number | null) => (fils === null ? '—' : (fils / 100).toFixed(2));
const signed = (fils: number) => `${fils > 0 ? '+' : fils < 0 ? '−' : ''}${aed(Math.abs(fils))}`;
const percent = (value: number | null) => (value === null ? 'new' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)} %`);

/** The diff as text: one line per product (its largest change), then its changed ladder steps. */
export function formatPricesDiff(diff: PricesDiff, labels: { before: string; after: string }): string {
  const lines: string[] = [];
  if (diff.changed.length === 0) lines.push(`No price changes between ${labels.before} and ${labels.after} (${diff.unchanged} products compared).`);
  else {
    lines.push(`${diff.changed.length} product(s) change price between ${labels.before} and ${labels.after} (default options, whole ladder, AED incl. VAT):`);
    lines.push('');
    const width = Math.max(...diff.changed.map((c) => c.code.length));
    for (const change of diff.changed) {
      const { quantity, change_fils, percent: pct } = change.largest;
      lines.push(`  ${change.code.padEnd(width)}  ${signed(change_fils).padStart(10)} AED  ${percent(pct).padStart(9)}  (largest, at ${quantity})`);
      for (const row of change.rows) {
        const delta = (row.after_fils ?? 0) - (row.before_fils ?? 0);
        const rel = row.before_fils && row.after_fils !== null ? (delta / row.before_fils) * 100 : null;
        lines.push(`  ${''.padEnd(width)}    × ${String(row.quantity).padEnd(7)} ${aed(row.before_fils).padStart(10)} → ${aed(row.after_fils).padStart(10)}  ${signed(delta).padStart(10)}  ${percent(rel)}`);
      }
    }
    lines.push('', `${diff.unchanged} product(s) unchanged.`);
  }
  if (diff.added.length) lines.push(`New products: ${diff.added.join(', ')}`);
  if (diff.removed.length) lines.push(`Removed products: ${diff.removed.join(', ')}`);
  return lines.join('\n');
}
