/**
 * The quote engine for one product, loaded on demand. The browser must not download the whole registry (88 products
 * and their validators) to show one quote page: codegen emits a module per product and this loads the one asked for,
 * plus the shared price books, and binds the same engine to it. The server and tests use the full catalogue
 * (./index.ts); both paths run identical code over identical data.
 */
import { loadBooks, productLoaders } from '../../generated/quote/loaders';
import { createQuoteEngine, type QuoteEngine } from './engine';
import type { PriceBooks } from './types';

/** Every product code, without loading any product. */
export const productCodes: readonly string[] = Object.keys(productLoaders).sort();

export function hasProduct(code: string): boolean {
  return Object.hasOwn(productLoaders, code);
}

let books: Promise<PriceBooks> | null = null;
const engines = new Map<string, Promise<QuoteEngine | null>>();

/** The engine bound to product `code` alone (cached); null for an unknown code. A failed load is retried next time. */
export function loadQuoteEngineFor(code: string): Promise<QuoteEngine | null> {
  const cached = engines.get(code);
  if (cached) return cached;
  const loader = Object.hasOwn(productLoaders, code) ? productLoaders[code] : undefined;
  if (!loader) return Promise.resolve(null);
  books ??= loadBooks().catch((error: unknown) => {
    books = null;
    throw error;
  });
  const pending = Promise.all([loader(), books]).then(([product, priceBooks]) =>
    createQuoteEngine({
      products: { [code]: product.def },
      options: product.options,
      books: priceBooks,
      validators: { [code]: product.validate },
    }),
  );
  engines.set(code, pending);
  pending.catch(() => engines.delete(code));
  return pending;
}
