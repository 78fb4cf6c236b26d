/**
 * The quote DSL's strings: quote.<locale>.json (engine, shared fields and options) merged with each product group's
 * quote-<group>.<locale>.json (groups keep separate files so product managers can work on them independently).
 * Kept apart from the storefront's dictionaries so pages without a quote form do not download them.
 */
import quote_en from './quote.en.json';
import quote_books_en from './quote-books.en.json';
import quote_flat_en from './quote-flat.en.json';
import quote_large_en from './quote-large.en.json';
import quote_packaging_en from './quote-packaging.en.json';
import quote_zh from './quote.zh.json';
import quote_books_zh from './quote-books.zh.json';
import quote_flat_zh from './quote-flat.zh.json';
import quote_large_zh from './quote-large.zh.json';
import quote_packaging_zh from './quote-packaging.zh.json';
import quote_ar from './quote.ar.json';
import quote_books_ar from './quote-books.ar.json';
import quote_flat_ar from './quote-flat.ar.json';
import quote_large_ar from './quote-large.ar.json';
import quote_packaging_ar from './quote-packaging.ar.json';
import quote_ja from './quote.ja.json';
import quote_books_ja from './quote-books.ja.json';
import quote_flat_ja from './quote-flat.ja.json';
import quote_large_ja from './quote-large.ja.json';
import quote_packaging_ja from './quote-packaging.ja.json';
import { mergeDictionaries, type Dictionary, type Locale } from './locales';

export const quoteDictionaries: Record<Locale, Dictionary> = {
  en: mergeDictionaries(quote_en, quote_books_en, quote_flat_en, quote_large_en, quote_packaging_en),
  zh: mergeDictionaries(quote_zh, quote_books_zh, quote_flat_zh, quote_large_zh, quote_packaging_zh),
  ar: mergeDictionaries(quote_ar, quote_books_ar, quote_flat_ar, quote_large_ar, quote_packaging_ar),
  ja: mergeDictionaries(quote_ja, quote_books_ja, quote_flat_ja, quote_large_ja, quote_packaging_ja),
};
