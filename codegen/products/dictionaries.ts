/**
 * The i18n check: every key a quote page shows exists in each language — in the shared dictionaries
 * (src/locales/<locale>/quote.json and the product groups' quote-<group>.json) or in the product's own texts — and
 * which product-group namespaces a product's page must load.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { productGroupOf } from '../../src/domain/i18n/locales';
import { isDictionary, readJson, type Json, type ReportProblem } from './sources';
import { LOCALES, type Dictionary, type ProductTexts } from './texts';

export function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function toDictionary(value: Json): Dictionary {
  const result: Dictionary = {};
  if (!isDictionary(value)) return result;
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') result[key] = child;
    else if (isDictionary(child)) result[key] = toDictionary(child);
  }
  return result;
}

function deepMerge(target: { [key: string]: Json }, source: Json): void {
  if (!isDictionary(source)) return;
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isDictionary(value) && existing !== undefined && isDictionary(existing)) deepMerge(existing, value);
    else target[key] = value;
  }
}

export interface SharedDictionaries {
  /** locale → `quote` plus every `quote-<group>` namespace, merged. Empty when the i18n check is off. */
  merged: Map<string, Dictionary>;
  /** locale → product group ('' for quote.json) → that file's dictionary. */
  groups: Map<string, Map<string, Dictionary>>;
  /** Reports a key missing in some language, unless it is the product's own (its texts report a missing language). */
  requireKey(file: string, pointer: string, key: string, own?: ProductTexts): void;
  /** The product groups whose namespaces hold any of these keys, in any language. */
  groupsHolding(keys: Iterable<string>): string[];
}

/** Reads the shared quote dictionaries of src/locales (null: the i18n check is off). */
export function readDictionaries(localesDir: string | null | undefined, problem: ReportProblem): SharedDictionaries {
  const merged = new Map<string, Dictionary>();
  const groups = new Map<string, Map<string, Dictionary>>();
  if (localesDir) {
    for (const locale of LOCALES) {
      const all: { [key: string]: Json } = {};
      const byGroup = new Map<string, Dictionary>();
      const names = readdirSync(join(localesDir, locale)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length));
      for (const name of names.filter((n) => n === 'quote' || productGroupOf(n) !== null).sort()) {
        const file = join(localesDir, locale, `${name}.json`);
        const read = readJson(file);
        if (!read.ok) problem(file, '', read.reason);
        else {
          deepMerge(all, read.value);
          byGroup.set(productGroupOf(name) ?? '', toDictionary(read.value));
        }
      }
      groups.set(locale, byGroup);
      merged.set(locale, toDictionary(all));
    }
  }
  return {
    merged,
    groups,
    requireKey(file, pointer, key, own) {
      if (own?.keys.has(key)) return;
      for (const [locale, dictionary] of merged) {
        if (lookup(dictionary, key) === undefined) {
          problem(file, pointer, `i18n key "${key}" is missing in ${locale}: give it in x-texts.${locale}.strings (this product only) or in src/locales/${locale}/quote*.json (shared)`);
        }
      }
    },
    groupsHolding(keys) {
      const list = [...keys];
      const needed = new Set<string>();
      for (const byGroup of groups.values()) {
        for (const [group, dictionary] of byGroup) {
          if (group === '' || needed.has(group)) continue;
          if (list.some((key) => lookup(dictionary, key) !== undefined)) needed.add(group);
        }
      }
      return [...needed];
    },
  };
}
