/**
 * The quote engine bound to the generated product registry (src/generated/quote, from schemas/ by `npm run codegen`).
 * Pure: runs in the browser (instant feedback) and on the server (the authoritative price).
 *
 *   validate(code, config)  → Issue[]                       errors and warnings, each naming a field
 *   price(code, config)     → PriceResult                   { ok: true, quote, issues } | { ok: false, error, issues }
 *   ladder(code, config)    → LadderResult                  the configuration priced at each quantity step
 *   getSchema(code)         → QuoteSchema | undefined        schema + ui + options + defaults for the quote page
 *   listProducts()          → ProductSummary[]
 *
 * createQuoteEngine(catalogue) builds the same API over any catalogue (tests load one from a fixtures directory).
 */
import { catalogue } from '../../generated/quote';
import { createQuoteEngine as createEngine, type QuoteEngine } from './engine';
import { MODELS } from './models';
import type { Catalogue } from './types';

/** The engine over any catalogue, with all six pricing models. */
export function createQuoteEngine(source: Catalogue): QuoteEngine {
  return createEngine(source, MODELS);
}

export const quoteEngine = createQuoteEngine(catalogue);

/** Issues of a configuration (errors block ordering, warnings inform); unknown product → one issue on "code". */
export const validate = quoteEngine.validate;
/** Prices a configuration in integer fils, or says why it cannot (typed error, never a throw). */
export const price = quoteEngine.price;
/** The configuration priced at each step of the product's quantity ladder (the "quotation scheme"). */
export const ladder = quoteEngine.ladder;
/** price() and ladder() of one configuration in one go (what `quote/price` answers), sharing their price points. */
export const quote = quoteEngine.quote;
/** What the quote page renders: resolved JSON Schema, uiSchema, option items per field, ladder, defaults. */
export const getSchema = quoteEngine.getSchema;
export const getProduct = quoteEngine.getProduct;
export const listProducts = quoteEngine.listProducts;

const fromPrices = new Map<string, number | null>();

/**
 * A quote product's "from" price: the lowest total (VAT included) of its quotation scheme at default options —
 * the same figure its quote page shows first; null for an unknown code. The catalogue is fixed for a process's
 * life, so it is computed once.
 */
export function fromPriceFils(code: string): number | null {
  if (!fromPrices.has(code)) {
    const schema = getSchema(code);
    const scheme = schema ? ladder(code, schema.defaults) : null;
    const totals = scheme?.ok ? scheme.rows.filter((r) => r.available).map((r) => r.total_fils) : [];
    fromPrices.set(code, totals.length > 0 ? Math.min(...totals) : null);
  }
  return fromPrices.get(code) ?? null;
}

export { hasProduct, loadQuoteEngineFor, productCodes } from './lazy';
export { LINE_KEYS, SCHEMA_ANNOTATIONS } from './types';
export type { ProductSummary, QuoteEngine, QuoteSchema } from './engine';
export type {
  Catalogue,
  CatalogueData,
  Config,
  Issue,
  LadderResult,
  LadderRow,
  LineKey,
  OptionItem,
  PriceResult,
  ProductDef,
  ProductModule,
  Quote,
  QuoteError,
  QuoteLine,
  Scalar,
  Severity,
} from './types';
export type { ProductCode, ProductConfigs } from '../../generated/quote';
