/**
 * Price-change impact over two schemas/ trees (e.g. a git ref and the working tree), with the same engine: the
 * comparison itself is src/domain/quote/price-impact.ts (the staff console's product studio uses it too); this adds
 * loading a tree and the text `npm run prices:diff` prints.
 */
import { join } from 'node:path';
import { createQuoteEngine } from '../../src/domain/quote';
import { cataloguePrices, type CataloguePrices, type PricesDiff } from '../../src/domain/quote/price-impact';
import { toCatalogue } from './emit';
import { loadCatalogue, type SchemaProblem } from './load';

export { diffPrices, type CataloguePrices, type PricesDiff, type PriceRow, type ProductPriceChange } from '../../src/domain/quote/price-impact';

/** Every product's ladder at default options over a schemas/ tree, priced by the working tree's engine. */
export function ladderPrices(schemasDir: string): { prices: CataloguePrices; problems: SchemaProblem[] } {
  const loaded = loadCatalogue({ schemasDir, productsDirs: [join(schemasDir, 'products')], localesDir: null, root: schemasDir, pricesOnly: true });
  if (loaded.problems.length > 0) return { prices: {}, problems: loaded.problems };
  return { prices: cataloguePrices(createQuoteEngine(toCatalogue(loaded))), problems: [] };
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
