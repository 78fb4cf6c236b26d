/**
 * The quote pages' strings: every `quote_ui` key the feature and the form theme use exists in the `quote-page`
 * namespace, and a product page's share of the quote namespaces (`quote` + its product groups' `quote-<group>`) holds
 * every string that page shows. Completeness across languages: src/locales/locales.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { locales, mergeDictionaries, quoteGroupNamespace, type Dictionary } from '../../../domain/i18n';
import { getProduct, getSchema, listProducts } from '../../../domain/quote';
import { stringGroupsOf } from '../../../domain/quote/lazy';
import { quotePageStrings } from './testing';

const files = import.meta.glob<Dictionary>('../../../locales/*/quote*.json', { import: 'default', eager: true });
/** The products' own texts (x-texts), generated: the `quote-products` namespace. */
const productTexts = import.meta.glob<Dictionary>('../../../generated/quote/texts/*.json', { import: 'default', eager: true });
const namespace = (locale: string, ns: string): Dictionary =>
  ns === 'quote-products' ? (productTexts[`../../../generated/quote/texts/${locale}.json`] ?? {}) : (files[`../../../locales/${locale}/${ns}.json`] ?? {});

function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('quote feature strings', () => {
  it('has every quote_ui key the code uses', () => {
    const en = quotePageStrings.en as Dictionary;
    const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '../../forms/**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true });
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/'(quote_ui\.[a-z_.]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(lookup(en, key) ?? lookup(en, `${key}_other`), key).toBeDefined(); // counted strings: plural forms
  });
});

/** Every i18n key a product's quote page can show: title, fields, options, rule messages, help, units, goto titles. */
function keysShownBy(code: string): string[] {
  const schema = getSchema(code);
  const product = getProduct(code);
  if (!schema || !product) throw new Error(code);
  const keys = [schema.title, ...(schema.description ? [schema.description] : [])];
  for (const property of Object.values(schema.schema.properties)) keys.push(property.title, ...(property.description ? [property.description] : []));
  for (const items of Object.values(schema.options)) for (const item of items) keys.push(item.label);
  for (const rule of product.rules) keys.push(rule.message, ...(rule.goto ? [`quote.product.${rule.goto}.title`] : []));
  for (const entry of Object.values(schema.ui)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const ui = entry as Record<string, unknown>;
    if (typeof ui['ui:help'] === 'string') keys.push(ui['ui:help']);
    const options = ui['ui:options'];
    if (typeof options === 'object' && options !== null && typeof (options as Record<string, unknown>)['unit'] === 'string') keys.push(String((options as Record<string, unknown>)['unit']));
  }
  return keys;
}

describe("a quote page's share of the quote dictionaries", () => {
  it.each(locales)('%s: the quote namespace and the product groups codegen lists hold every string each page shows', (locale) => {
    for (const { code } of listProducts()) {
      const groups = stringGroupsOf([code]);
      // a string several product groups use belongs in the quote namespace (docs/authoring-products.md §8); every
      // page also loads the products' own texts (quote-products)
      const shared = groups.filter((group) => group !== 'products');
      expect(shared.length, `${code} needs the strings of ${shared.join(' and ')}`).toBeLessThanOrEqual(1);
      expect(groups).toContain('products');
      const dictionary = mergeDictionaries(namespace(locale, 'quote'), ...groups.map((group) => namespace(locale, quoteGroupNamespace(group))));
      for (const key of keysShownBy(code)) expect(lookup(dictionary, key), `${code}: ${key} (${locale}, groups ${groups.join(', ')})`).toBeDefined();
    }
  });
});
