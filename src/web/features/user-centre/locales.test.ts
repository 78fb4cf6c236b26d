import { describe, expect, it } from 'vitest';
import { dictionaries as shared, keysOf } from '../../../domain/i18n';
import { describeFeatureDictionaries, lookupString as lookup } from '../../lib/testing';
import ar from './locales/ar.json';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';


describeFeatureDictionaries('account-centre', { en, zh, ar, ja });

describe('account-centre dictionaries, scripts and shared keys', () => {
  const keys = keysOf(en).sort();

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
