/**
 * The quote DSL's strings: the `quote` namespace (src/locales/<locale>/quote.json: engine, shared fields and options)
 * merged with each product group's `quote-<group>` namespace (groups keep separate files so product managers can work
 * on them independently) and the products' own texts (`quote-products`, generated from x-texts in schemas/products).
 * For the server and tests; the browser loads the namespaces a page needs (src/client/i18n).
 */
import quote_en from '../../locales/en/quote.json';
import quote_books_en from '../../locales/en/quote-books.json';
import quote_flat_en from '../../locales/en/quote-flat.json';
import quote_large_en from '../../locales/en/quote-large.json';
import quote_packaging_en from '../../locales/en/quote-packaging.json';
import quote_zh from '../../locales/zh/quote.json';
import quote_books_zh from '../../locales/zh/quote-books.json';
import quote_flat_zh from '../../locales/zh/quote-flat.json';
import quote_large_zh from '../../locales/zh/quote-large.json';
import quote_packaging_zh from '../../locales/zh/quote-packaging.json';
import quote_ar from '../../locales/ar/quote.json';
import quote_books_ar from '../../locales/ar/quote-books.json';
import quote_flat_ar from '../../locales/ar/quote-flat.json';
import quote_large_ar from '../../locales/ar/quote-large.json';
import quote_packaging_ar from '../../locales/ar/quote-packaging.json';
import quote_ja from '../../locales/ja/quote.json';
import quote_books_ja from '../../locales/ja/quote-books.json';
import quote_flat_ja from '../../locales/ja/quote-flat.json';
import quote_large_ja from '../../locales/ja/quote-large.json';
import quote_packaging_ja from '../../locales/ja/quote-packaging.json';
import quote_products_en from '../../generated/quote/texts/en.json';
import quote_products_zh from '../../generated/quote/texts/zh.json';
import quote_products_ar from '../../generated/quote/texts/ar.json';
import quote_products_ja from '../../generated/quote/texts/ja.json';
import { mergeDictionaries, type Dictionary, type Locale } from './locales';

export const quoteDictionaries: Record<Locale, Dictionary> = {
  en: mergeDictionaries(quote_en, quote_books_en, quote_flat_en, quote_large_en, quote_packaging_en, quote_products_en),
  zh: mergeDictionaries(quote_zh, quote_books_zh, quote_flat_zh, quote_large_zh, quote_packaging_zh, quote_products_zh),
  ar: mergeDictionaries(quote_ar, quote_books_ar, quote_flat_ar, quote_large_ar, quote_packaging_ar, quote_products_ar),
  ja: mergeDictionaries(quote_ja, quote_books_ja, quote_flat_ja, quote_large_ja, quote_packaging_ja, quote_products_ja),
};
