/**
 * The quote feature's strings: the same keys and {{placeholders}} in en, zh, ar and ja, non-empty; every key the
 * feature and the form theme use exists; the per-language loader yields exactly the shared quote dictionaries.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, locales, type Dictionary } from '../../../domain/i18n';
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
