/**
 * The quote engine for one product, loaded on demand. The browser must not download the whole registry (88 products
 * and their validators) to show one quote page: codegen emits a module per product and this loads the one asked for,
 * with its pricing model and the price books that model reads (the product module brings its own UNIT items), and
 * binds the same engine to them. The server and
 * tests use the full catalogue (./index); both paths run identical code over identical data (lazy.test proves it).
 */
import { modelBooks, productLoaders, productModels, productStringGroups } from '../../generated/quote/loaders';
import { createQuoteEngine, type QuoteEngine } from './engine';
import type { PricingModel } from './models/common';
import type { PriceBooks, PricingModelName } from './types';

/** Every product code, without loading any product. */
export const productCodes: readonly string[] = Object.keys(productLoaders).sort();

export function hasProduct(code: string): boolean {
  return Object.hasOwn(productLoaders, code);
}

/**
 * The product groups whose namespaces (src/locales/<locale>/quote-<group>.json) hold the strings these products'
 * pages show, besides the `quote` namespace; none for unknown codes.
 */
export function stringGroupsOf(codes: readonly string[]): string[] {
  const groups = new Set<string>();
  for (const code of codes) for (const group of Object.hasOwn(productStringGroups, code) ? (productStringGroups[code] ?? []) : []) groups.add(group);
  return [...groups].sort();
}

/** Each pricing model in its own chunk (KIT brings AREA and UNIT along). */
const modelLoaders: Record<PricingModelName, () => Promise<PricingModel>> = {
  SHEET: () => import('./models/sheet').then((m) => m.sheetModel),
  AREA: () => import('./models/area').then((m) => m.areaModel),
  BOOK: () => import('./models/book').then((m) => m.bookModel),
  BOX: () => import('./models/box').then((m) => m.boxModel),
  UNIT: () => import('./models/unit').then((m) => m.unitModel),
  KIT: () => import('./models/kit').then((m) => m.kitModel),
};

/** Loads once per key; a failed load is retried next time. */
function cached<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

const models = new Map<PricingModelName, Promise<PricingModel>>();
const books = new Map<PricingModelName, Promise<Partial<PriceBooks>>>();
const engines = new Map<string, Promise<QuoteEngine | null>>();

/** The engine bound to product `code` alone (cached); null for an unknown code. A failed load is retried next time. */
export function loadQuoteEngineFor(code: string): Promise<QuoteEngine | null> {
  const loader = Object.hasOwn(productLoaders, code) ? productLoaders[code] : undefined;
  const model = Object.hasOwn(productModels, code) ? productModels[code] : undefined;
  if (!loader || !model) return Promise.resolve(null);
  return cached(engines, code, () =>
    Promise.all([loader(), cached(models, model, modelLoaders[model]), cached(books, model, modelBooks[model])]).then(([product, pricingModel, priceBooks]) =>
      createQuoteEngine(
        {
          products: { [code]: product.def },
          options: product.options,
          // The books this model reads (models/books.ts) — those split by product come with the product; it
          // touches no other.
          books: { ...priceBooks, ...product.books } as PriceBooks,
          validators: { [code]: product.validate },
          programs: { [code]: product.programs },
        },
        { [model]: pricingModel },
      ),
    ),
  );
}
