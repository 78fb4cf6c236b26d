/**
 * Reads the quote DSL sources (schemas/: meta-schemas, field vocabulary, option lists, price books, product files)
 * and checks everything JSON Schema alone cannot: option-list `$ref`s resolve, field names and types follow
 * schemas/fields.json, every CEL rule type-checks against the product's fields and derived values, every selectable
 * value has a price, every i18n key exists. Each problem names the file, a JSON pointer into it and the reason.
 *
 * Used by `npm run schemas:check`, by the codegen generator, and by tests (any products directory).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { productGroupOf } from '../../src/domain/i18n/locales';
import { celTypeOf, identifiersOf, visibilityOrder, type CelVariables } from '../../src/domain/quote/expr';
import { checkCel, createCelEnvironment } from './cel';
import { compileCel, type CompiledCel } from './cel-compile';
import { MODELS } from '../../src/domain/quote/models';
import { checkProductTexts, escapePointer, LOCALES, type Locale, type ProductTexts, type ProductTextsInput } from './texts';
import { loadCategories, type CategoryRow } from './categories';
import type { GoodsRow } from '../../src/domain/catalogue';
import type { LintContext } from '../../src/domain/quote/models';
import {
  PRICE_BOOK_FILES,
  TURNAROUND_KEYS,
  type CatalogueData,
  type FieldType,
  type OptionItem,
  type PriceBooks,
  type PricingParams,
  type ProductDef,
  type ResolvedProperty,
  type ResolvedSchema,
  type RuleDef,
  type Scalar,
  type TurnaroundKey,
  type UiSchema,
  type CelType,
} from '../../src/domain/quote/types';

export interface SchemaProblem {
  /** Path relative to the repository root (or absolute for files outside it). */
  file: string;
  /** JSON pointer into the file ('' = the whole file). */
  pointer: string;
  reason: string;
}

export interface LoadOptions {
  /** The schemas/ directory: meta-schemas, fields.json, options/, pricing/. */
  schemasDir: string;
  /** Directories of product files; default `<schemasDir>/products`. */
  productsDirs?: string[];
  /**
   * The dictionaries directory (src/locales) holding <locale>/quote.json and the product groups'
   * <locale>/quote-<group>.json namespaces; null skips the i18n check.
   */
  localesDir?: string | null;
  /** For readable file names in problems. */
  root?: string;
  /**
   * Only what prices need: skips the texts (x-texts) and category checks, so an older schemas/ tree (a git ref
   * before they existed) still loads — `npm run prices:diff`.
   */
  pricesOnly?: boolean;
}

export interface LoadedCatalogue {
  data: CatalogueData;
  /** Pure validation schema per product (no annotations), for ajv. */
  validationSchemas: Record<string, ValidationSchema>;
  problems: SchemaProblem[];
  /** Product code → source file. */
  files: Record<string, string>;
  /** Product code → its CEL expressions (rules, params, x-visible, KIT `when`) compiled to JavaScript, by source. */
  programs: Record<string, Record<string, CompiledCel>>;
  /**
   * Product code → the product groups whose namespaces (src/locales/<locale>/quote-<group>.json) hold strings its
   * quote page shows, besides the `quote` namespace, in any language; empty when the i18n check is off.
   */
  stringGroups: Record<string, string[]>;
  /** Product code → its own texts (x-texts), checked. */
  texts: Record<string, ProductTexts>;
  /** Product code → every i18n key its quote page shows. */
  usedKeys: Record<string, string[]>;
  /** The category tree (schemas/categories.json), flattened in menu order. */
  categories: CategoryRow[];
  /** Product code → its goods row (category, image, name and listing text per language). */
  goods: Record<string, GoodsRow>;
}


export interface ValidationSchema {
  $id: string;
  title: string;
  type: 'object';
  additionalProperties: false;
  required: string[];
  properties: Record<string, Record<string, unknown>>;
}

export { LOCALES };

/** Widgets the quote renderer provides (x-ui `ui:widget`). */
export const UI_WIDGETS = ['optionCards', 'sizePreset', 'quantityLadder', 'swatches', 'pageStepper', 'toggle', 'select', 'radio', 'updown', 'hidden'];

const VALIDATION_KEYWORDS = ['type', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface RawProperty {
  $ref?: string;
  'x-only'?: string[];
  type?: 'integer' | 'number' | 'boolean';
  default?: Scalar;
  title?: string;
  description?: string;
  enum?: number[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  'x-visible'?: string;
}

interface RawRule {
  rule: string;
  message: string;
  field?: string;
  severity?: 'error' | 'warning';
  params?: Record<string, string>;
  fix?: Record<string, Scalar>;
  goto?: string;
}

/** `{ "use": "<name>" }`: a rule of schemas/rules.json. */
interface SharedRuleUse {
  use: string;
  field?: string;
}

/** A product file after the meta-schema accepted it. */
interface RawProduct {
  required?: string[];
  properties: Record<string, RawProperty>;
  'x-family': string;
  'x-category': string;
  'x-goods'?: { id?: number; sort?: number };
  'x-image'?: string;
  'x-texts'?: Partial<Record<Locale, ProductTextsInput>>;
  'x-rules'?: (RawRule | SharedRuleUse)[];
  'x-pricing': PricingParams;
  'x-quantities': number[];
  'x-turnaround': { options: TurnaroundKey[]; default: TurnaroundKey; standard_days: number };
  'x-ui': UiSchema;
}

interface Dictionary {
  [key: string]: string | Dictionary;
}

function readJson(file: string): { ok: true; value: Json } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as Json };
  } catch (error) {
    return { ok: false, reason: `cannot read JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}


/** ajv errors → problems; drops the noise of if/then wrappers. */
function metaProblems(file: string, errors: readonly ErrorObject[] | null | undefined): SchemaProblem[] {
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    let reason = error.message ?? error.keyword;
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties') reason = `unknown key "${String(params['additionalProperty'])}"`;
    if (error.keyword === 'enum') reason = `${reason}: ${JSON.stringify(params['allowedValues'])}`;
    if (error.keyword === 'const') reason = `must be ${JSON.stringify(params['allowedValue'])}`;
    const key = `${error.instancePath}|${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, pointer: error.instancePath, reason });
  }
  return problems;
}

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function isDictionary(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/** Loads and checks a catalogue. Never throws for bad sources: everything wrong is in `problems`. */
export function loadCatalogue(options: LoadOptions): LoadedCatalogue {
  const root = options.root ?? process.cwd();
  const show = (file: string): string => {
    const rel = relative(root, file);
    return rel.startsWith('..') ? file : rel;
  };
  const problems: SchemaProblem[] = [];
  const problem = (file: string, pointer: string, reason: string): void => {
    problems.push({ file: show(file), pointer, reason });
  };
  const { schemasDir } = options;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });

  const compileMeta = (name: string) => {
    const file = join(schemasDir, name);
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      return null;
    }
    try {
      return ajv.compile(read.value as object);
    } catch (error) {
      problem(file, '', `not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const productMeta = compileMeta('product.meta.json');
  const optionMeta = compileMeta('option-list.meta.json');
  const bookMeta = compileMeta('price-book.meta.json');

  // --- field vocabulary -----------------------------------------------------------------------------------------
  const vocabulary = new Map<string, FieldType>();
  {
    const file = join(schemasDir, 'fields.json');
    const read = readJson(file);
    if (!read.ok) problem(file, '', read.reason);
    else if (isDictionary(read.value)) {
      for (const [name, entry] of Object.entries(read.value)) {
        if (name === '$comment') continue;
        const type = isDictionary(entry) ? entry['type'] : undefined;
        if (type === 'integer' || type === 'number' || type === 'string' || type === 'boolean') vocabulary.set(name, type);
        else problem(file, `/${escapePointer(name)}/type`, 'must be "integer", "number", "string" or "boolean"');
      }
    }
  }

  // --- option lists ---------------------------------------------------------------------------------------------
  const optionLists: Record<string, OptionItem[]> = {};
  for (const file of jsonFiles(join(schemasDir, 'options'))) {
    const name = basename(file, '.json');
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      continue;
    }
    if (optionMeta && !optionMeta(read.value)) {
      problems.push(...metaProblems(show(file), optionMeta.errors));
      continue;
    }
    const items = read.value as unknown as OptionItem[];
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.value)) problem(file, `/${index}/value`, `duplicate value "${item.value}"`);
      seen.add(item.value);
    });
    optionLists[name] = items;
  }

  // --- price books ----------------------------------------------------------------------------------------------
  const bookParts: Partial<Record<keyof PriceBooks, unknown>> = {};
  for (const [fileName, key] of Object.entries(PRICE_BOOK_FILES)) {
    const file = join(schemasDir, 'pricing', `${fileName}.json`);
    if (!existsSync(file)) {
      problem(file, '', 'price book missing');
      continue;
    }
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      continue;
    }
    if (bookMeta && !bookMeta(read.value)) {
      problems.push(...metaProblems(show(file), bookMeta.errors));
      continue;
    }
    if (isDictionary(read.value) && read.value['book'] !== fileName) {
      problem(file, '/book', `must be "${fileName}" (the file name)`);
      continue;
    }
    bookParts[key] = withoutComments(read.value);
  }
  const booksComplete = Object.values(PRICE_BOOK_FILES).every((key) => bookParts[key] !== undefined);
  // Every part was validated against its book's meta-schema above.
  const books = bookParts as PriceBooks;
  if (booksComplete) {
    for (const [key, press] of Object.entries(books.press.processes)) {
      if (press.markup.last > press.markup.first) problem(join(schemasDir, 'pricing/press.json'), `/processes/${key}/markup`, 'markup must not rise with quantity');
    }
  }

  function deepMerge(target: { [key: string]: Json }, source: Json): void {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) return;
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof existing === 'object' && existing !== null && !Array.isArray(existing)) {
        deepMerge(existing, value);
      } else target[key] = value;
    }
  }

  // --- i18n -----------------------------------------------------------------------------------------------------
  const dictionaries = new Map<string, Dictionary>();
  /** locale → product group ('' for quote.<locale>.json) → that file's dictionary */
  const groupDictionaries = new Map<string, Map<string, Dictionary>>();
  if (options.localesDir) {
    // The `quote` namespace plus every product group's `quote-<group>` namespace, merged (groups keep their own files).
    const localesDir = options.localesDir;
    for (const locale of LOCALES) {
      const merged: { [key: string]: Json } = {};
      const groups = new Map<string, Dictionary>();
      const names = readdirSync(join(localesDir, locale)).filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length));
      for (const name of names.filter((n) => n === 'quote' || productGroupOf(n) !== null).sort()) {
        const file = join(localesDir, locale, `${name}.json`);
        const read = readJson(file);
        if (!read.ok) problem(file, '', read.reason);
        else {
          deepMerge(merged, read.value);
          groups.set(productGroupOf(name) ?? '', toDictionary(read.value));
        }
      }
      groupDictionaries.set(locale, groups);
      dictionaries.set(locale, toDictionary(merged));
    }
  }
  /** Every i18n key must exist in each language: in the shared dictionaries or in the product's own texts. */
  const requireKey = (file: string, pointer: string, key: string, own?: ProductTexts): void => {
    if (own?.keys.has(key)) return; // the product's own text: checkProductTexts reports a missing language
    for (const [locale, dictionary] of dictionaries) {
      if (lookup(dictionary, key) === undefined) {
        problem(file, pointer, `i18n key "${key}" is missing in ${locale}: give it in x-texts.${locale}.strings (this product only) or in src/locales/${locale}/quote*.json (shared)`);
      }
    }
  };

  // --- shared rules ---------------------------------------------------------------------------------------------
  const sharedRules: Record<string, RawRule> = {};
  {
    const file = join(schemasDir, 'rules.json');
    const read = existsSync(file) ? readJson(file) : ({ ok: true, value: {} } as const);
    if (!read.ok) problem(file, '', read.reason);
    else if (isDictionary(read.value)) {
      for (const [name, value] of Object.entries(read.value)) {
        if (name === '$comment') continue;
        const rule = isDictionary(value) ? (withoutComments(value) as unknown as RawRule) : null;
        if (!rule || typeof rule.rule !== 'string' || typeof rule.message !== 'string') problem(file, `/${escapePointer(name)}`, 'a shared rule needs "rule" and "message"');
        else sharedRules[name] = rule;
      }
    }
  }

  // --- categories -----------------------------------------------------------------------------------------------
  const categoriesFile = join(schemasDir, 'categories.json');
  const categories = loadCategories(categoriesFile, (pointer, reason) => (options.pricesOnly ? undefined : problem(categoriesFile, pointer, reason)));
  const goods: Record<string, GoodsRow> = {};
  const goodsIds = new Map<number, string>();

  // --- products -------------------------------------------------------------------------------------------------
  const products: Record<string, ProductDef> = {};
  const validationSchemas: Record<string, ValidationSchema> = {};
  const files: Record<string, string> = {};
  const programs: Record<string, Record<string, CompiledCel>> = {};
  const gotos: { file: string; pointer: string; code: string; from: string }[] = [];
  const productTexts: Record<string, ProductTexts> = {};
  /** product code → every i18n key its quote page shows */
  const usedKeys = new Map<string, Set<string>>();
  const productFiles = (options.productsDirs ?? [join(schemasDir, 'products')]).flatMap(jsonFiles);

  for (const file of productFiles) {
    const code = basename(file, '.json');
    const before = problems.length;
    if (!/^[a-z][a-z0-9_]*$/.test(code)) {
      problem(file, '', 'file name must be the product code: lower case, digits and _');
      continue;
    }
    if (files[code]) {
      problem(file, '', `product code "${code}" is also defined by ${show(files[code] ?? '')}`);
      continue;
    }
    const read = readJson(file);
    if (!read.ok) {
      problem(file, '', read.reason);
      continue;
    }
    if (!productMeta || !productMeta(read.value)) {
      problems.push(...metaProblems(show(file), productMeta?.errors));
      continue;
    }
    if (!booksComplete) continue;
    // The meta-schema accepted the file, so it has RawProduct's shape.
    const raw = read.value as unknown as RawProduct;
    const keys = new Set<string>();
    usedKeys.set(code, keys);
    const texts = checkProductTexts(code, raw['x-texts'], (pointer, reason) => (options.pricesOnly ? undefined : problem(file, pointer, reason)));
    for (const [locale, map] of texts.flat) {
      for (const key of map.keys()) {
        const shared = dictionaries.get(locale);
        if (shared && lookup(shared, key) !== undefined) problem(file, `/x-texts/${locale}`, `"${key}" is also in the shared dictionaries (src/locales/${locale}/quote*.json): keep one`);
      }
    }
    productTexts[code] = texts;
    const category = categories.bySlug.get(raw['x-category']);
    if (options.pricesOnly) {
      // no goods rows: prices only
    } else if (!category) {
      const leaves = categories.rows.filter((row) => !categories.parents.has(row.id)).map((row) => row.slug);
      problem(file, '/x-category', `no category "${raw['x-category']}" in schemas/categories.json (leaf categories: ${leaves.join(', ')})`);
    } else if (categories.parents.has(category.id)) {
      problem(file, '/x-category', `"${raw['x-category']}" has sub-categories: goods hang on a leaf category (${categories.rows.filter((r) => r.parentId === category.id).map((r) => r.slug).join(', ')})`);
    } else {
      const fixed = raw['x-goods'] ?? {};
      if (fixed.id !== undefined) {
        const other = goodsIds.get(fixed.id);
        if (other) problem(file, '/x-goods/id', `goods id ${fixed.id} is also ${other}'s`);
        goodsIds.set(fixed.id, code);
      }
      goods[code] = {
        code,
        ...(fixed.id !== undefined ? { id: fixed.id } : {}),
        ...(fixed.sort !== undefined ? { sort: fixed.sort } : {}),
        categoryId: category.id,
        image: raw['x-image'] ?? category.image,
        ...texts.goods,
      };
    }
    const result = resolveProduct(code, raw, {
      file,
      vocabulary,
      optionLists,
      books,
      sharedRules,
      problem: (pointer, reason) => problem(file, pointer, reason),
      requireKey: (pointer, key) => {
        keys.add(key);
        requireKey(file, pointer, key, texts);
      },
      goto: (pointer, target) => gotos.push({ file, pointer, code: target, from: code }),
    });
    files[code] = file;
    if (problems.length === before) {
      products[code] = result.product;
      validationSchemas[code] = result.validation;
      programs[code] = result.programs;
    }
  }
  for (const { file, pointer, code, from } of gotos) {
    if (!files[code]) problem(file, pointer, `no product "${code}"`);
    usedKeys.get(from)?.add(`quote.product.${code}.title`); // the issue links to it by name
  }

  // Which product-group dictionaries a product's page needs (the page loads only those, in its language).
  const stringGroups: Record<string, string[]> = {};
  for (const code of Object.keys(products).sort()) {
    const needed = new Set<string>();
    for (const groups of groupDictionaries.values()) {
      for (const [group, dictionary] of groups) {
        if (group === '' || needed.has(group)) continue;
        for (const key of usedKeys.get(code) ?? []) {
          if (lookup(dictionary, key) !== undefined) {
            needed.add(group);
            break;
          }
        }
      }
    }
    // every product's own texts (x-texts) are in the generated `quote-products` namespace
    stringGroups[code] = [...needed, 'products'].sort();
  }

  // Only the option lists some product uses go into the registry.
  const usedLists = new Set<string>();
  for (const product of Object.values(products)) {
    for (const property of Object.values(product.schema.properties)) if (property['x-options']) usedLists.add(property['x-options']);
  }
  const usedOptions: Record<string, OptionItem[]> = {};
  for (const name of [...usedLists].sort()) usedOptions[name] = optionLists[name] ?? [];

  const texts: Record<string, ProductTexts> = {};
  for (const code of Object.keys(products).sort()) if (productTexts[code]) texts[code] = productTexts[code];
  return {
    data: { products, options: usedOptions, books },
    validationSchemas,
    problems,
    files,
    programs,
    stringGroups: options.localesDir ? stringGroups : {},
    texts,
    categories: categories.rows,
    goods: Object.fromEntries(Object.keys(products).sort().flatMap((code) => (goods[code] ? [[code, goods[code]]] : []))),
    usedKeys: Object.fromEntries([...usedKeys].map(([code, keys]) => [code, [...keys].sort()])),
  };
}

interface ResolveContext {
  file: string;
  /** schemas/rules.json: name → rule */
  sharedRules: Record<string, RawRule>;
  vocabulary: Map<string, FieldType>;
  optionLists: Record<string, OptionItem[]>;
  books: PriceBooks;
  problem(pointer: string, reason: string): void;
  requireKey(pointer: string, key: string): void;
  goto(pointer: string, code: string): void;
}

function listName(ref: string): string {
  return basename(ref, '.json');
}

function resolveProduct(
  code: string,
  raw: RawProduct,
  rc: ResolveContext,
): { product: ProductDef; validation: ValidationSchema; programs: Record<string, CompiledCel> } {
  const { problem, requireKey } = rc;
  /** Fields already reported broken: later checks that would only repeat the symptom (x-ui, ladder) skip them. */
  const broken = new Set<string>();
  const properties: Record<string, ResolvedProperty> = {};
  const required = new Set(raw.required ?? []);
  for (const name of required) {
    if (!(name in raw.properties)) problem('/required', `"${name}" is not a property`);
  }

  for (const [name, prop] of Object.entries(raw.properties)) {
    const pointer = `/properties/${escapePointer(name)}`;
    const expected = rc.vocabulary.get(name);
    if (name === 'turnaround') {
      problem(pointer, 'do not declare "turnaround": codegen adds it from x-turnaround');
      continue;
    }
    if (!expected) {
      problem(pointer, `"${name}" is not in the field vocabulary (schemas/fields.json)`);
      continue;
    }
    let resolved: ResolvedProperty;
    if (prop.$ref !== undefined) {
      const list = listName(prop.$ref);
      const items = rc.optionLists[list];
      if (!items) {
        const known = Object.keys(rc.optionLists).sort().join(', ');
        problem(`${pointer}/$ref`, `option list ${prop.$ref} not found in schemas/options/ (known: ${known})`);
        broken.add(name);
        continue;
      }
      if (expected !== 'string') {
        problem(pointer, `"${name}" is a ${expected} in schemas/fields.json, but an option list gives a string`);
        continue;
      }
      const values = items.map((item) => item.value);
      const only = prop['x-only'];
      let allowed = values;
      if (only) {
        only.forEach((value, index) => {
          if (!values.includes(value)) problem(`${pointer}/x-only/${index}`, `"${value}" is not in ${prop.$ref}`);
        });
        allowed = values.filter((value) => only.includes(value));
      }
      const selectable = allowed.filter((value) => !items.find((item) => item.value === value)?.disabled);
      if (typeof prop.default !== 'string' || !selectable.includes(prop.default)) {
        problem(`${pointer}/default`, `default must be one of the selectable values: ${selectable.join(', ')}`);
      }
      resolved = { type: 'string', title: prop.title ?? `quote.field.${name}`, enum: allowed, 'x-options': list };
      if (prop.default !== undefined) resolved.default = prop.default;
      for (const value of allowed) {
        const item = items.find((i) => i.value === value);
        if (item) requireKey(pointer, item.label);
      }
    } else {
      const type = prop.type ?? 'number';
      if (type !== expected) {
        problem(`${pointer}/type`, `"${name}" is a ${expected} in schemas/fields.json`);
        continue;
      }
      resolved = { type, title: prop.title ?? `quote.field.${name}` };
      for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const) {
        const value = prop[keyword];
        if (value === undefined) continue;
        if (type === 'boolean') problem(`${pointer}/${keyword}`, `a boolean field cannot have ${keyword}`);
        resolved[keyword] = value;
      }
      if (prop.multipleOf !== undefined && type !== 'integer') problem(`${pointer}/multipleOf`, 'multipleOf only for integer fields');
      if (prop.enum) {
        if (type === 'boolean') problem(`${pointer}/enum`, 'a boolean field cannot have enum');
        if (type === 'integer' && prop.enum.some((v) => !Number.isInteger(v))) problem(`${pointer}/enum`, 'integer field: enum values must be integers');
        resolved.enum = prop.enum;
      }
      const low = prop.minimum ?? prop.exclusiveMinimum;
      const high = prop.maximum ?? prop.exclusiveMaximum;
      if (low !== undefined && high !== undefined && low > high) {
        // the cause, first and alone: its symptoms (default out of range, ladder steps outside) are not repeated
        problem(`${pointer}/${prop.minimum !== undefined ? 'minimum' : 'exclusiveMinimum'}`, `minimum ${low} is above maximum ${high}`);
        broken.add(name);
        if (prop.default !== undefined) resolved.default = prop.default;
      } else if (prop.default !== undefined) {
        const d = prop.default;
        const okType = type === 'boolean' ? typeof d === 'boolean' : typeof d === 'number' && (type === 'number' || Number.isInteger(d));
        const okRange =
          typeof d !== 'number' ||
          ((prop.minimum === undefined || d >= prop.minimum) &&
            (prop.maximum === undefined || d <= prop.maximum) &&
            (prop.exclusiveMinimum === undefined || d > prop.exclusiveMinimum) &&
            (prop.exclusiveMaximum === undefined || d < prop.exclusiveMaximum) &&
            (prop.enum === undefined || prop.enum.includes(d)) &&
            (prop.multipleOf === undefined || d % prop.multipleOf === 0));
        if (!okType || !okRange) problem(`${pointer}/default`, `default ${JSON.stringify(d)} is not a valid ${type} for this field`);
        resolved.default = d;
      }
      if (type !== 'boolean' && prop.enum === undefined && (prop.minimum ?? prop.exclusiveMinimum) === undefined) {
        problem(pointer, 'a number field needs a minimum');
      }
      if (type !== 'boolean' && prop.enum === undefined && (prop.maximum ?? prop.exclusiveMaximum) === undefined) {
        problem(pointer, 'a number field needs a maximum');
      }
    }
    if (prop.description !== undefined) resolved.description = prop.description;
    if (prop['x-visible'] !== undefined) {
      resolved['x-visible'] = prop['x-visible'];
      if (name === 'quantity') problem(`${pointer}/x-visible`, 'quantity is always shown: it cannot have a condition');
      if (resolved.default === undefined) problem(`${pointer}/x-visible`, 'a field with a condition needs a "default": its value while it is hidden');
    }
    if (resolved.default === undefined && !required.has(name)) {
      problem(pointer, 'give the field a "default" or list it in "required"');
    }
    requireKey(`${pointer}${prop.title ? '/title' : ''}`, resolved.title);
    if (resolved.description) requireKey(`${pointer}/description`, resolved.description);
    properties[name] = resolved;
  }

  // turnaround, from x-turnaround
  const turnaround = raw['x-turnaround'];
  if (!turnaround.options.includes(turnaround.default)) problem('/x-turnaround/default', `must be one of x-turnaround options (${turnaround.options.join(', ')})`);
  const turnaroundOrder = TURNAROUND_KEYS.filter((key) => turnaround.options.includes(key));
  properties['turnaround'] = {
    type: 'string',
    title: 'quote.field.turnaround',
    default: turnaround.default,
    enum: turnaroundOrder,
    'x-options': 'turnaround',
  };
  if (!rc.optionLists['turnaround']) problem('/x-turnaround', 'schemas/options/turnaround.json is missing');
  requireKey('/x-turnaround', 'quote.field.turnaround');
  for (const key of turnaroundOrder) requireKey('/x-turnaround/options', `quote.option.turnaround.${key}`);

  // quantity and ladder
  const quantity = properties['quantity'];
  if (quantity && quantity.type !== 'integer') problem('/properties/quantity/type', 'quantity must be an integer');
  const ladder = raw['x-quantities'];
  if (!broken.has('quantity')) ladder.forEach((q, index) => {
    const previous = ladder[index - 1];
    if (previous !== undefined && q <= previous) problem(`/x-quantities/${index}`, 'the ladder must be ascending');
    if (quantity && ((quantity.minimum !== undefined && q < quantity.minimum) || (quantity.maximum !== undefined && q > quantity.maximum))) {
      problem(`/x-quantities/${index}`, `${q} is outside quantity's minimum..maximum`);
    }
  });

  // size presets fill width_mm/height_mm: they must fit those fields' limits
  const size = properties['size'];
  if (size) {
    const width = properties['width_mm'];
    const height = properties['height_mm'];
    if (!width || !height) problem('/properties/size', 'a size preset needs width_mm and height_mm fields');
    const items = rc.optionLists[size['x-options'] ?? ''] ?? [];
    for (const value of size.enum ?? []) {
      const data = items.find((item) => item.value === value)?.data;
      const w = data?.['width_mm'];
      const h = data?.['height_mm'];
      if (typeof w !== 'number' || typeof h !== 'number') continue;
      const within = (v: number, p: ResolvedProperty | undefined) =>
        !p || ((p.minimum === undefined || v >= p.minimum) && (p.maximum === undefined || v <= p.maximum));
      if (!within(w, width) || !within(h, height)) {
        problem('/properties/size', `preset "${String(value)}" (${w}×${h} mm) is outside the width_mm/height_mm limits`);
      }
    }
  }

  const schema: ResolvedSchema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    title: `quote.product.${code}.title`,
    additionalProperties: false,
    required: [...required],
    properties,
  };

  // Validated by the meta-schema; $comment keys are documentation for authors, not data.
  const pricing = withoutComments(raw['x-pricing'] as unknown as Json) as unknown as PricingParams;
  const model = MODELS[pricing.model];
  const product: ProductDef = {
    code,
    family: raw['x-family'],
    category: raw['x-category'],
    title: `quote.product.${code}.title`,
    description: `quote.product.${code}.description`,
    ...(raw['x-image'] !== undefined ? { image: raw['x-image'] } : {}),
    schema,
    rules: [],
    pricing,
    quantities: ladder,
    turnaround: { options: turnaroundOrder, default: turnaround.default, standard_days: turnaround.standard_days },
    ui: withoutComments(raw['x-ui'] as Json) as UiSchema,
  };
  requireKey('/x-texts', product.title);
  if (product.description) requireKey('/x-texts', product.description);

  // CEL: fields + the model's derived values
  const fieldVariables: CelVariables = {};
  for (const [name, property] of Object.entries(properties)) fieldVariables[name] = celTypeOf(property.type);
  const derived = model.derivedTypes(product);
  for (const name of Object.keys(derived)) {
    if (name in fieldVariables) problem(`/properties/${name}`, `"${name}" is a derived value of the ${pricing.model} model; choose another field name`);
  }
  const env = createCelEnvironment({ ...derived, ...fieldVariables });
  const fieldEnv = createCelEnvironment(fieldVariables);

  const withKnownNames = (reason: string, derivedToo = true): string =>
    reason.startsWith('Unknown variable')
      ? `${reason} (fields: ${Object.keys(fieldVariables).join(', ')}${derivedToo ? `; derived by ${pricing.model}: ${Object.keys(derived).join(', ')}` : ''})`
      : reason;
  // Every expression is type-checked with CEL, then compiled to JavaScript (the shop runs no CEL interpreter).
  const programs: Record<string, CompiledCel> = {};
  const allVariables: CelVariables = { ...derived, ...fieldVariables };
  /** null when the expression checks and compiles; else the reason. */
  const cel = (expression: string, expected: CelType | readonly CelType[], overFieldsOnly: boolean): string | null => {
    const checked = checkCel(overFieldsOnly ? fieldEnv : env, expression, expected);
    if (!checked.ok) return withKnownNames(checked.reason, !overFieldsOnly);
    const compiled = compileCel(expression, overFieldsOnly ? fieldVariables : allVariables);
    if (!compiled.ok) return compiled.reason;
    const known = programs[expression];
    if (known && known.js !== compiled.compiled.js) return 'the same expression compiles differently over fields and derived values';
    programs[expression] = compiled.compiled;
    return null;
  };

  // x-visible: a bool over the configuration's fields (not derived values: they depend on what is shown)
  const conditions: Record<string, string> = {};
  for (const [name, property] of Object.entries(properties)) {
    const condition = property['x-visible'];
    if (condition === undefined) continue;
    const reason = cel(condition, 'bool', true);
    if (reason) problem(`/properties/${escapePointer(name)}/x-visible`, reason);
    else conditions[name] = condition;
  }
  const order = visibilityOrder(conditions);
  if (!order.ok) {
    problem(`/properties/${escapePointer(order.cycle[0] ?? '')}/x-visible`, `conditions depend on each other in a cycle: ${order.cycle.join(' → ')}`);
  }

  const rules: RuleDef[] = [];
  // die-cut products reference the shared 20×20 mm minimum (spec §5)
  if (properties['die_cut']?.['x-options'] === 'die-cut-types' && !(raw['x-rules'] ?? []).some((r) => 'use' in r && r.use === 'die_cut_min')) {
    problem('/properties/die_cut', 'a die-cut product must use the shared rule: add { "use": "die_cut_min" } to x-rules (spec §5: die-cut at least 20×20 mm)');
  }
  (raw['x-rules'] ?? []).forEach((entry, index) => {
    const pointer = `/x-rules/${index}`;
    let rule: RawRule;
    if ('use' in entry) {
      const shared = rc.sharedRules[entry.use];
      if (!shared) {
        problem(`${pointer}/use`, `no shared rule "${entry.use}" in schemas/rules.json (known: ${Object.keys(rc.sharedRules).sort().join(', ')})`);
        return;
      }
      rule = { ...shared, ...(entry.field !== undefined ? { field: entry.field } : {}) };
    } else rule = entry;
    const reason = cel(rule.rule, 'bool', false);
    if (reason) {
      problem(`${pointer}/rule`, reason);
      return;
    }
    const field = rule.field ?? identifiersOf(rule.rule).find((name) => name in properties);
    if (field === undefined) {
      problem(pointer, 'the rule mentions no configuration field: say which one it is about with "field"');
      return;
    }
    if (!(field in properties)) problem(`${pointer}/field`, `"${field}" is not a field of this product`);
    const params = rule.params ?? {};
    for (const [name, expression] of Object.entries(params)) {
      const reason = cel(expression, ['int', 'double', 'string', 'bool'], false);
      if (reason) problem(`${pointer}/params/${name}`, reason);
    }
    for (const [name, value] of Object.entries(rule.fix ?? {})) {
      const target = properties[name];
      if (!target) problem(`${pointer}/fix/${name}`, `"${name}" is not a field of this product`);
      else if (target.enum && !target.enum.includes(value)) problem(`${pointer}/fix/${name}`, `${JSON.stringify(value)} is not a value of "${name}"`);
    }
    if (rule.goto !== undefined) rc.goto(`${pointer}/goto`, rule.goto);
    requireKey(`${pointer}/message`, rule.message);
    rules.push({
      rule: rule.rule,
      message: rule.message,
      field,
      severity: rule.severity ?? 'error',
      params,
      ...(rule.fix ? { fix: rule.fix } : {}),
      ...(rule.goto !== undefined ? { goto: rule.goto } : {}),
    });
  });
  product.rules = rules;

  // x-ui refers to fields
  for (const [key, value] of Object.entries(product.ui)) {
    if (key === '$comment') continue;
    if (key === 'ui:order') {
      if (Array.isArray(value)) {
        value.forEach((entry, index) => {
          if (entry !== '*' && !(String(entry) in properties) && !broken.has(String(entry))) problem(`/x-ui/ui:order/${index}`, `"${String(entry)}" is not a field`);
        });
      }
      continue;
    }
    if (broken.has(key)) continue;
    if (!(key in properties)) problem(`/x-ui/${escapePointer(key)}`, `"${key}" is not a field`);
    const help = isRecord(value) ? value['ui:help'] : undefined;
    if (typeof help === 'string') requireKey(`/x-ui/${escapePointer(key)}/ui:help`, help);
    const uiOptions = isRecord(value) ? value['ui:options'] : undefined;
    const unit = isRecord(uiOptions) ? uiOptions['unit'] : undefined;
    if (typeof unit === 'string') requireKey(`/x-ui/${escapePointer(key)}/ui:options/unit`, unit);
  }

  // the pricing model's own needs: fields, price-book entries for every selectable value
  const lintContext: LintContext = {
    product,
    books: rc.books,
    values: (field) => {
      const property = properties[field];
      if (!property) return undefined;
      if (property.enum) return property.enum;
      return property.type === 'boolean' ? [true, false] : undefined;
    },
    option: (field, value) => rc.optionLists[properties[field]?.['x-options'] ?? '']?.find((item) => item.value === value),
    fieldType: (field) => properties[field]?.type,
    checkCondition: (expression) => cel(expression, 'bool', true),
  };
  // a broken field is already reported: the model's own needs would only repeat it ("needs a colours field")
  if (broken.size === 0) for (const issue of model.lint(lintContext)) problem(issue.pointer, issue.reason);

  // What ajv compiles: validation keywords only (annotations would bloat the standalone code and trip strict mode).
  const validationProperties: Record<string, Record<string, unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const keywords: Record<string, unknown> = {};
    for (const keyword of VALIDATION_KEYWORDS) if (property[keyword] !== undefined) keywords[keyword] = property[keyword];
    validationProperties[name] = keywords;
  }
  return {
    product,
    programs,
    validation: {
      $id: code,
      title: `${pascal(code)}Config`,
      type: 'object',
      additionalProperties: false,
      required: [...required],
      properties: validationProperties,
    },
  };
}

/** Drops `$schema` and `$comment` keys at any depth. */
function withoutComments(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutComments);
  if (!isDictionary(value)) return value;
  const result: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (key !== '$comment' && key !== '$schema') result[key] = withoutComments(child);
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pascal(code: string): string {
  return code
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
