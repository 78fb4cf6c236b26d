import { describe, expect, it } from 'vitest';
import { dictionaries as shared, keysOf, type Dictionary } from '../../../domain/i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

const dictionaries: Record<string, Dictionary> = { en, zh, ar, ja };

function lookup(dictionary: Dictionary, key: string): string {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('account-centre dictionaries', () => {
  const keys = keysOf(en).sort();

  it.each(['zh', 'ar', 'ja'])('%s has exactly the English keys', (locale) => {
    expect(keysOf(dictionaries[locale]!).sort()).toEqual(keys);
  });

  it.each(['zh', 'ar', 'ja'])('%s uses the same {{params}} as English in every string', (locale) => {
    for (const key of keys) expect({ key, params: params(lookup(dictionaries[locale]!, key)) }).toEqual({ key, params: params(lookup(en, key)) });
  });

  it.each(['en', 'zh', 'ar', 'ja'])('%s has no empty string', (locale) => {
    for (const key of keys) expect({ key, empty: lookup(dictionaries[locale]!, key).trim() === '' }).toEqual({ key, empty: false });
  });

  it('translations are real: no language repeats an English string', () => {
    for (const locale of ['zh', 'ar', 'ja']) {
      const same = keys.filter((key) => lookup(dictionaries[locale]!, key) === lookup(en, key));
      expect({ locale, same }).toEqual({ locale, same: [] });
    }
  });

  it('Arabic strings are written in Arabic script, Chinese and Japanese in CJK', () => {
    for (const key of keys) {
      expect({ key, ar: /[\u0600-\u06FF]/.test(lookup(ar, key)) }).toEqual({ key, ar: true });
      expect({ key, zh: /[\u3000-\u9fff\uff00-\uffef]/.test(lookup(zh, key)) }).toEqual({ key, zh: true });
      expect({ key, ja: /[\u3000-\u9fff\uff00-\uffef]/.test(lookup(ja, key)) }).toEqual({ key, ja: true });
    }
  });

  it('does not redefine keys of the shared dictionaries', () => {
    const sharedKeys = new Set(keysOf(shared.en));
    expect(keys.filter((key) => sharedKeys.has(key))).toEqual([]);
  });
});
