/**
 * The quote feature's strings: the same keys and {{placeholders}} in en, zh, ar and ja, non-empty; every key the
 * feature and the form theme use exists; the per-language loader yields exactly the shared quote dictionaries, and
 * a product page's share of them (quote.<locale>.json + its product groups) holds every string that page shows.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, locales, type Dictionary } from '../../../domain/i18n';
import { getProduct, getSchema, listProducts } from '../../../domain/quote';
import { stringGroupsOf } from '../../../domain/quote/lazy';
import { quoteDictionaries } from '../../../domain/i18n/quote-dictionaries';
import { loadFeatureStrings, loadQuoteDictionary } from './quote-i18n';
import { featureLocales } from './testing';

const read = (locale: string) => featureLocales[locale as keyof typeof featureLocales] as Dictionary;
function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('quote feature strings', () => {
  const en = read('en');
  const english = keysOf(en).sort();

  it.each(locales.filter((l) => l !== 'en'))('%s has the English keys with the same placeholders', (locale) => {
    const dictionary = read(locale);
    expect(keysOf(dictionary).sort()).toEqual(english);
    for (const key of english) {
      const text = lookup(dictionary, key);
      expect(text?.trim(), `${locale} ${key}`).toBeTruthy();
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('has every quote_ui key the code uses', () => {
    const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '../../forms/**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true });
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/'(quote_ui\.[a-z_.]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(lookup(en, key), key).toBeDefined();
  });

  it.each(locales)('%s: the lazy loaders give the shared quote dictionary and these strings', async (locale) => {
    expect(await loadQuoteDictionary(locale)).toEqual(quoteDictionaries[locale]);
    expect(await loadFeatureStrings(locale)).toEqual(read(locale));
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
  it.each(locales)('%s: quote.<locale>.json and the product groups codegen lists hold every string each page shows', async (locale) => {
    for (const { code } of listProducts()) {
      const groups = stringGroupsOf([code]);
      // a string several product groups use belongs in quote.<locale>.json (docs/authoring-products.md §8)
      expect(groups.length, `${code} needs the strings of ${groups.join(' and ')}`).toBeLessThanOrEqual(1);
      const dictionary = await loadQuoteDictionary(locale, groups);
      for (const key of keysShownBy(code)) expect(lookup(dictionary, key), `${code}: ${key} (${locale}, groups ${groups.join(', ')})`).toBeDefined();
    }
  });
});
