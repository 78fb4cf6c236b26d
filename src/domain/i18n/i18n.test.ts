import { describe, expect, it } from 'vitest';
import { errorCatalogue, successMessages, validationKeywords } from '../errors';
import { dictionaries, keysOf, locales, resolveLocale, translate } from './index';

describe('dictionaries', () => {
  const english = new Set(keysOf(dictionaries.en));

  it.each(locales)('%s has exactly the English keys, none empty', (locale) => {
    const keys = keysOf(dictionaries[locale]);
    expect(new Set(keys)).toEqual(english);
    for (const key of keys) expect(translate(locale, key).trim(), key).not.toBe('');
  });

  it('has a message for every catalogued error, success message and validation keyword', () => {
    for (const key of Object.keys(errorCatalogue)) expect(english.has(`errors.${key}`), key).toBe(true);
    for (const key of successMessages) expect(english.has(`messages.${key}`), key).toBe(true);
    for (const key of validationKeywords) expect(english.has(`errors.validation.${key}`), key).toBe(true);
  });

  it('keeps the same {{parameters}} in every translation', () => {
    const params = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of english) {
      for (const locale of locales) expect(params(translate(locale, key)), `${locale} ${key}`).toEqual(params(translate('en', key)));
    }
  });
});

describe('translate and resolveLocale', () => {
  it('interpolates parameters and falls back to English then to the key', () => {
    expect(translate('en', 'errors.login_locked', { minutes: 15 })).toBe('Too many failed attempts. Please try again in 15 minutes.');
    expect(translate('ar', 'errors.login_locked', { minutes: 15 })).toContain('15');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
  });
  it('picks the first supported language', () => {
    expect(resolveLocale(undefined, 'ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(resolveLocale('zh', 'ar')).toBe('zh');
    expect(resolveLocale('fr', 'de-DE')).toBe('en');
    expect(resolveLocale('ja-JP')).toBe('ja');
  });
});
