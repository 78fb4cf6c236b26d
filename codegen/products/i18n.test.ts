/**
 * The quote dictionaries (src/locales/<locale>/quote*.json) cover everything the quote DSL can show, in all four
 * languages, with the same {{placeholders}}; rule params provide every placeholder their message uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/i18n';
import { quoteDictionaries as merged } from '../../src/domain/i18n/quote-dictionaries';
import { LINE_KEYS, TURNAROUND_KEYS } from '../../src/domain/quote/types';
import { catalogue } from '../../src/generated/quote';

interface Dictionary {
  [key: string]: string | Dictionary;
}
// The quote namespace as the app sees it: quote.<locale>.json merged with every quote-<group>.<locale>.json.
function quoteOnly(locale: (typeof locales)[number]): Dictionary {
  const quote = merged[locale].quote;
  return typeof quote === 'object' ? { quote } : {};
}
const en = quoteOnly('en');
const dictionaries: Record<string, Dictionary> = Object.fromEntries(locales.map((locale) => [locale, quoteOnly(locale)]));

function keysOf(dictionary: Dictionary, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
}
function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const root = join(import.meta.dirname, '../..');
const sourceOf = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(root, dir, f), 'utf8'))
    .join('\n');

describe('quote dictionaries', () => {
  const english = keysOf(en);

  it.each(['zh', 'ar', 'ja'])('%s has exactly the English keys, non-empty, with the same placeholders', (locale) => {
    const dictionary = dictionaries[locale] ?? {};
    expect(keysOf(dictionary).sort()).toEqual([...english].sort());
    for (const key of english) {
      const text = lookup(dictionary, key);
      expect(text?.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('labels every field of the vocabulary and every item of every option list', () => {
    const fields = JSON.parse(readFileSync(join(root, 'schemas/fields.json'), 'utf8')) as Record<string, unknown>;
    for (const name of Object.keys(fields).filter((k) => k !== '$comment')) expect(lookup(en, `quote.field.${name}`), name).toBeDefined();
    for (const file of readdirSync(join(root, 'schemas/options'))) {
      const items = JSON.parse(readFileSync(join(root, 'schemas/options', file), 'utf8')) as { label: string }[];
      for (const item of items) expect(lookup(en, item.label), `${file} ${item.label}`).toBeDefined();
    }
  });

  it('has every message the engine and models can raise, every line key, turnaround and press', () => {
    const code = sourceOf('src/domain/quote');
    const raised = [...new Set([...code.matchAll(/'(quote\.error\.[a-z_]+)'/g)].map((m) => m[1] ?? ''))];
    expect(raised.length).toBeGreaterThan(10);
    for (const key of raised) expect(lookup(en, key), key).toBeDefined();
    for (const key of LINE_KEYS) expect(lookup(en, `quote.line.${key}`), key).toBeDefined();
    for (const key of TURNAROUND_KEYS) expect(lookup(en, `quote.option.turnaround.${key}`), key).toBeDefined();
    for (const key of Object.keys(catalogue.books.press.processes)) expect(lookup(en, `quote.process.${key}`), key).toBeDefined();
  });

  it('every rule passes the parameters its message needs', () => {
    for (const product of Object.values(catalogue.products)) {
      for (const rule of product.rules) {
        for (const name of placeholders(lookup(en, rule.message))) {
          expect(Object.keys(rule.params), `${product.code}: ${rule.message} needs {{${name}}}`).toContain(name);
        }
      }
    }
  });
});
