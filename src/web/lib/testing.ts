/**
 * Test helpers for the web app. `describeFeatureDictionaries` checks a feature's own locales/{en,zh,ar,ja}.json the
 * way every feature needs: the same keys and {{params}} in all four, no empty string, real translations.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, type Dictionary } from '../../domain/i18n';

function lookup(dictionary: Dictionary, key: string): string {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Strings allowed to equal English (symbols, placeholders only). */
const NEUTRAL = /^[—\-+{}\s\w.]*\{\{\w+\}\}[—\-+{}\s]*$|^[—\-+\s]*$/;

export function describeFeatureDictionaries(name: string, dictionaries: { en: Dictionary; zh: Dictionary; ar: Dictionary; ja: Dictionary }): void {
  describe(`${name} dictionaries`, () => {
    const keys = keysOf(dictionaries.en).sort();
    const others = ['zh', 'ar', 'ja'] as const;

    it.each(others)('%s has exactly the English keys', (locale) => {
      expect(keysOf(dictionaries[locale]).sort()).toEqual(keys);
    });

    it.each(others)('%s uses the same {{params}} as English in every string', (locale) => {
      for (const key of keys) expect({ key, params: params(lookup(dictionaries[locale], key)) }).toEqual({ key, params: params(lookup(dictionaries.en, key)) });
    });

    it.each(['en', ...others] as const)('%s has no empty string', (locale) => {
      for (const key of keys) expect({ key, empty: lookup(dictionaries[locale], key).trim() === '' }).toEqual({ key, empty: false });
    });

    it('translations are real: no language repeats an English string', () => {
      for (const locale of others) {
        const same = keys.filter((key) => lookup(dictionaries[locale], key) === lookup(dictionaries.en, key) && !NEUTRAL.test(lookup(dictionaries.en, key)));
        expect({ locale, same }).toEqual({ locale, same: [] });
      }
    });
  });
}

export { lookup as lookupString };
