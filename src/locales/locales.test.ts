/**
 * The dictionaries (src/locales/<locale>/<namespace>.json, docs/i18n.md) as one whole: every language has the same
 * namespace files, every key of every English namespace exists in zh, ar and ja with the same {{parameters}}, no
 * string is empty, translations are real, no key lives in two namespaces (any loaded namespace answers a key:
 * src/client/i18n `fallbackNS`), and every namespace file is used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultNamespace, keysOf, locales, namespaces, pluralCategoriesOf, productGroupOf, splitPluralKey, type Dictionary, type Locale } from '../domain/i18n';
import { productStringGroups } from '../generated/quote/loaders';

const here = import.meta.dirname;
const namespacesOf = (locale: string) =>
  readdirSync(join(here, locale))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
const read = (locale: string, ns: string) => JSON.parse(readFileSync(join(here, locale, `${ns}.json`), 'utf8')) as Dictionary;

function lookup(dictionary: Dictionary, key: string): string {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : '';
}
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Strings that need no translation: only placeholders, numbers, symbols and metric units ("{{min}}–{{max}}", "10 cm"). */
const neutral = (text: string) => !/[a-zA-Z]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\b(mm|cm|m|kg|g)\b/g, ''));
const others = locales.filter((l) => l !== 'en');

/**
 * Keys as i18next sees them: a counted string is one base key with the plural forms of its language
 * (`list.result_count` → en one/other, ar zero/one/two/few/many/other, zh and ja other). Every counted base must
 * carry exactly its language's categories; the rest compare as they are.
 */
function canonical(keys: string[], locale: Locale): [string, string[] | null][] {
  const bases = new Map<string, string[] | null>();
  for (const key of keys) {
    const [base, category] = splitPluralKey(key);
    if (category === null) bases.set(key, null);
    else bases.set(base, [...(bases.get(base) ?? []), category].sort());
  }
  return [...bases.entries()]
    .map(([base, forms]): [string, string[] | null] => [base, forms && (forms.join() === pluralCategoriesOf(locale).join() ? ['plural'] : forms)])
    .sort(([a], [b]) => a.localeCompare(b));
}
/** The English key a translated key answers to: a plural form answers to the English `_other` form. */
const englishSource = (key: string) => {
  const [base, category] = splitPluralKey(key);
  return category === null ? key : `${base}_other`;
};
/** A plural form may leave out {{count}} ("one message", Arabic "two messages" in one word); other parameters stay. */
const formParams = (text: string, key: string) => {
  const found = params(text);
  return splitPluralKey(key)[1] === null ? found : found.filter((p) => p !== 'count');
};
const english = namespacesOf('en');

describe('src/locales', () => {
  it('every language has the same namespace files', () => {
    expect(english.length).toBeGreaterThan(5);
    for (const locale of others) expect({ locale, namespaces: namespacesOf(locale) }).toEqual({ locale, namespaces: english });
  });

  describe.each(english)('namespace %s', (ns) => {
    const en = read('en', ns);
    const keys = keysOf(en).sort();

    it.each(others)('%s has exactly the English keys (plural forms by its own rules) with the same {{parameters}}, none empty', (locale) => {
      const dictionary = read(locale, ns);
      const own = keysOf(dictionary).sort();
      expect(canonical(own, locale)).toEqual(canonical(keys, 'en'));
      for (const key of own) {
        const text = lookup(dictionary, key);
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, params: formParams(text, key) }).toEqual({ key, params: formParams(lookup(en, englishSource(key)), key) });
      }
    });

    it('English has no empty string, and counted strings give its plural forms', () => {
      for (const key of keys) expect({ key, empty: lookup(en, key).trim() === '' }).toEqual({ key, empty: false });
      expect(canonical(keys, 'en')).toEqual(canonical(keys, 'en').map(([base, forms]) => [base, forms && ['plural']]));
    });

    it.each(others)('%s is translated: written in its script, not a copy of English', (locale) => {
      const script = locale === 'ar' ? /[\u0600-\u06FF]/ : /[\u3000-\u9fff\uff00-\uffef]/;
      const dictionary = read(locale, ns);
      const untranslated = keysOf(dictionary).filter((key) => {
        const source = lookup(en, englishSource(key));
        return !neutral(source) && (lookup(dictionary, key) === source || !script.test(lookup(dictionary, key)));
      });
      expect({ locale, untranslated }).toEqual({ locale, untranslated: [] });
    });
  });

  it('no key lives in two namespaces', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const ns of english) {
      for (const key of keysOf(read('en', ns))) {
        const first = owner.get(key);
        if (first) clashes.push(`${key} (${first}, ${ns})`);
        else owner.set(key, ns);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('every namespace file is used, and every namespace has its files', () => {
    const groups = new Set(Object.values(productStringGroups).flat());
    const sources = Object.values(
      import.meta.glob<string>(['../web/**/*.{ts,tsx}', '../admin/**/*.{ts,tsx}', '../server/**/*.ts', '../domain/**/*.ts', '!**/*.test.*', '!**/testing.*'], { query: '?raw', import: 'default', eager: true }),
    ).join('\n');
    for (const ns of english) {
      const group = productGroupOf(ns);
      if (group !== null) expect({ ns, usedByAProduct: groups.has(group) }).toEqual({ ns, usedByAProduct: true });
      else {
        expect({ ns, declared: (namespaces as readonly string[]).includes(ns) }).toEqual({ ns, declared: true });
        // the web asks for it by name (useTranslation('checkout')); the server imports its file
        const used = sources.includes(`'${ns}'`) || sources.includes(`/${ns}.json'`);
        if (ns !== defaultNamespace) expect({ ns, used }).toEqual({ ns, used: true });
      }
    }
    for (const ns of namespaces) expect(english).toContain(ns);
  });
});
