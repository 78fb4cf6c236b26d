/**
 * The product studio (staff console, /admin/products; docs/product-studio.md): every quote product with its status
 * and findings at its default configuration (domain/quote/review, plus whether shoppers can find it: its goods row),
 * one product's rules, and the price-change impact of the running catalogue against the one the shop ran before
 * (recorded at start-up, db/quote-price-snapshots) — what `npm run prices:diff` shows against a git ref. Read-only:
 * the studio changes nothing, so it writes no audit rows.
 */
import { inArray } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { categories as categoryTree } from '../../../generated/quote/categories';
import type { Locale } from '../../../domain/i18n';
import { pickLocale } from '../../../domain/localized';
import { fromPriceFils, getProduct, listProducts, quoteEngine } from '../../../domain/quote';
import { diffPrices, type ProductPriceChange } from '../../../domain/quote/price-impact';
import { reviewProduct, statusOf, type Finding } from '../../../domain/quote/review';
import type { Db } from '../../db/client';
import { previousPrices, runningPrices } from '../../db/quote-price-snapshots';
import { categories, goods } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import { translateQuote } from '../../http/i18n';
import { quoteProductsMatching } from './catalogue.service';

type Schemas = components['schemas'];
type StudioStatus = Schemas['StudioStatus'];

/** The catalogue is fixed for the life of the process: each product is reviewed once. */
const reviews = new Map<string, Finding[]>();
function reviewed(code: string): Finding[] {
  let findings = reviews.get(code);
  if (!findings) reviews.set(code, (findings = reviewProduct(quoteEngine, code)));
  return findings;
}

const categoryIds = new Map(categoryTree.map((row) => [row.slug, row.id]));

export class StudioService {
  constructor(private readonly db: Db) {}

  /** Every product (or those `q` matches: code, or title or description in any language), with its status. */
  async products(locale: Locale, query: { q?: string; status?: StudioStatus }): Promise<{ lists: Schemas['StudioProduct'][]; count: number; counts: Record<StudioStatus, number> }> {
    const q = query.q?.trim().toLocaleLowerCase() ?? '';
    const matching = q ? new Set(quoteProductsMatching(q)) : null;
    const codes = listProducts()
      .map((p) => p.code)
      .filter((code) => !matching || matching.has(code) || code.includes(q))
      .sort();
    const rows = await this.summaries(locale, codes);
    const counts: Record<StudioStatus, number> = { valid: 0, warnings: 0, errors: 0 };
    for (const row of rows) counts[row.status]++;
    const lists = query.status ? rows.filter((row) => row.status === query.status) : rows;
    return { lists, count: lists.length, counts };
  }

  /** One product: its summary, its rules and its price change since the catalogue the shop ran before. */
  async product(locale: Locale, code: string): Promise<Outcome<Schemas['StudioProductDetail']>> {
    const def = getProduct(code);
    if (!def) return fail('not_found', {}, 'code');
    const [summary] = await this.summaries(locale, [code]);
    if (!summary) return fail('not_found', {}, 'code');
    const before = await previousPrices(this.db);
    const now = runningPrices().prices;
    const change = before && Object.hasOwn(before.prices, code) ? diffPrices({ [code]: before.prices[code] ?? [] }, { [code]: now[code] ?? [] }).changed[0] : undefined;
    return ok({
        ...summary,
        rules_list: def.rules.map((rule) => ({
          rule: rule.rule,
          message: rule.message,
          severity: rule.severity,
          field: rule.field,
          params: rule.params,
          fix: rule.fix ?? null,
          goto: rule.goto ?? null,
        })),
        impact: change ? this.change(locale, change) : null,
        baseline: before ? { recorded_at: before.recordedAt.toISOString(), products: before.products } : null,
    });
  }

  /** The running catalogue's prices against the catalogue the shop ran before (null baseline: none recorded). */
  async impact(locale: Locale): Promise<Schemas['StudioImpact']> {
    const before = await previousPrices(this.db);
    if (!before) return { baseline: null, changed: [], added: [], removed: [], unchanged: 0 };
    const diff = diffPrices(before.prices, runningPrices().prices);
    return {
      baseline: { recorded_at: before.recordedAt.toISOString(), products: before.products },
      changed: diff.changed.map((change) => this.change(locale, change)),
      added: diff.added,
      removed: diff.removed,
      unchanged: diff.unchanged,
    };
  }

  private change(locale: Locale, change: ProductPriceChange): Schemas['StudioPriceChange'] {
    return { code: change.code, title: this.title(locale, change.code), rows: change.rows, largest: change.largest };
  }

  private title(locale: Locale, code: string): string {
    return translateQuote(locale, `quote.product.${code}.title`);
  }

  private async summaries(locale: Locale, codes: string[]): Promise<Schemas['StudioProduct'][]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .select({ id: goods.id, code: goods.customCode, isShow: goods.isShow })
      .from(goods)
      .where(inArray(goods.customCode, codes));
    const listed = new Map(rows.flatMap((row) => (row.code ? [[row.code, row]] : [])));
    const names = new Map((await this.db.select({ id: categories.id, name: categories.name }).from(categories)).map((row) => [row.id, row.name]));
    return codes.flatMap((code) => {
      const def = getProduct(code);
      if (!def) return [];
      const row = listed.get(code);
      const findings = [...reviewed(code)];
      if (!row) findings.push({ kind: 'not_listed', severity: 'warning', field: null, message: null, params: { reason: 'no_goods_row' } });
      else if (!row.isShow) findings.push({ kind: 'not_listed', severity: 'warning', field: null, message: null, params: { reason: 'hidden' } });
      const categoryName = names.get(categoryIds.get(def.category) ?? 0);
      return [
        {
          code,
          title: this.title(locale, code),
          model: def.pricing.model,
          family: def.family,
          category: def.category,
          category_name: categoryName ? pickLocale(categoryName, locale) : null,
          image: def.image ?? null,
          file: `schemas/products/${code}.json`,
          goods_id: row?.id ?? null,
          status: statusOf(findings),
          findings,
          from_fils: fromPriceFils(code),
          rules: def.rules.length,
        },
      ];
    });
  }
}

