/**
 * Reads the quote DSL sources (schemas/: meta-schemas, field vocabulary, option lists, price books, shared rules,
 * categories, product files) and runs every check JSON Schema alone cannot, one module per check:
 *   ./sources       JSON, meta-schemas, fields.json, option lists, price books
 *   ./dictionaries  every i18n key exists in each language; which product-group namespaces a page loads
 *   ./texts         a product's own texts (x-texts) in the four languages
 *   ./categories    the category tree; x-category places the goods row
 *   ./fields        fields, option-list $refs, limits, defaults, the quantity ladder, size presets
 *   ./rules         CEL: x-visible, x-rules (own and shared, schemas/rules.json), params, fix, goto
 *   ./layout        x-ui names fields
 *   ./product       one file → its definition (and the pricing model's own needs)
 * Each problem names the file, a JSON pointer into it and the reason.
 *
 * Used by `npm run schemas:check`, by the codegen generator, and by tests (any products directory).
 */
import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { GoodsRow } from '../../src/domain/catalogue';
import type { CatalogueData, OptionItem, ProductDef } from '../../src/domain/quote/types';
import { loadCategories, type CategoryRow } from './categories';
import type { CompiledCel } from './cel-compile';
import { lookup, readDictionaries } from './dictionaries';
import { resolveProduct, type ValidationSchema } from './product';
import type { RawProduct, SharedRule } from './raw';
import { isDictionary, jsonFiles, metaProblems, readJson, readSources, withoutComments, type SchemaProblem } from './sources';
import { checkProductTexts, escapePointer, LOCALES, type ProductTexts } from './texts';

export type { SchemaProblem, ValidationSchema };
export { LOCALES };
export { pascal } from './product';

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
  /** The web app's public/ directory: when given, every `x-image` must be a file in it. */
  publicDir?: string;
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

/** schemas/rules.json: spec limits written once, by name. */
function readSharedRules(file: string, problem: (pointer: string, reason: string) => void): Record<string, SharedRule> {
  const rules: Record<string, SharedRule> = {};
  if (!existsSync(file)) return rules;
  const read = readJson(file);
  if (!read.ok) {
    problem('', read.reason);
    return rules;
  }
  if (!isDictionary(read.value)) return rules;
  for (const [name, value] of Object.entries(read.value)) {
    if (name === '$comment') continue;
    const rule = isDictionary(value) ? (withoutComments(value) as unknown as SharedRule) : null;
    if (!rule || typeof rule.rule !== 'string' || typeof rule.message !== 'string') problem(`/${escapePointer(name)}`, 'a shared rule needs "rule" and "message"');
    else if (rule.when !== undefined && typeof rule.when !== 'string') problem(`/${escapePointer(name)}/when`, 'must be a CEL condition (a string)');
    else rules[name] = rule;
  }
  return rules;
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
  const sources = readSources(schemasDir, problem, (found) => problems.push(...found), show);
  const dictionaries = readDictionaries(options.localesDir, problem);
  const rulesFile = join(schemasDir, 'rules.json');
  const sharedRules = readSharedRules(rulesFile, (pointer, reason) => problem(rulesFile, pointer, reason));
  const categoriesFile = join(schemasDir, 'categories.json');
  const categories = loadCategories(categoriesFile, (pointer, reason) => (options.pricesOnly ? undefined : problem(categoriesFile, pointer, reason)));

  const products: Record<string, ProductDef> = {};
  const validationSchemas: Record<string, ValidationSchema> = {};
  const files: Record<string, string> = {};
  const programs: Record<string, Record<string, CompiledCel>> = {};
  const gotos: { file: string; pointer: string; code: string; from: string }[] = [];
  const productTexts: Record<string, ProductTexts> = {};
  const goods: Record<string, GoodsRow> = {};
  const goodsIds = new Map<number, string>();
  /** product code → every i18n key its quote page shows */
  const usedKeys = new Map<string, Set<string>>();

  for (const file of (options.productsDirs ?? [join(schemasDir, 'products')]).flatMap(jsonFiles)) {
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
    if (!sources.productMeta || !sources.productMeta(read.value)) {
      problems.push(...metaProblems(show(file), sources.productMeta?.errors));
      continue;
    }
    if (!sources.booksComplete) continue;
    // The meta-schema accepted the file, so it has RawProduct's shape.
    const raw = read.value as unknown as RawProduct;
    const keys = new Set<string>();
    usedKeys.set(code, keys);

    // its own texts, in every language, and none also in the shared dictionaries
    const texts = checkProductTexts(code, raw['x-texts'], (pointer, reason) => (options.pricesOnly ? undefined : problem(file, pointer, reason)));
    for (const [locale, map] of texts.flat) {
      for (const key of map.keys()) {
        if (lookup(dictionaries.merged.get(locale), key) !== undefined) problem(file, `/x-texts/${locale}`, `"${key}" is also in the shared dictionaries (src/locales/${locale}/quote*.json): keep one`);
      }
    }
    productTexts[code] = texts;

    // its goods row, on a leaf of the category tree
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
      const image = raw['x-image'];
      if (image !== undefined && options.publicDir && !existsSync(join(options.publicDir, image))) {
        problem(file, '/x-image', `no file public/${image} (give a path under public/, e.g. img/goods/flyers.svg)`);
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

    const result = resolveProduct({
      code,
      raw,
      vocabulary: sources.vocabulary,
      optionLists: sources.optionLists,
      books: sources.books,
      sharedRules,
      problem: (pointer, reason) => problem(file, pointer, reason),
      requireKey: (pointer, key) => {
        keys.add(key);
        dictionaries.requireKey(file, pointer, key, texts);
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

  const codes = Object.keys(products).sort();
  // Which product-group dictionaries a product's page needs (the page loads only those, in its language); every
  // product's own texts (x-texts) are in the generated `quote-products` namespace.
  const stringGroups: Record<string, string[]> = {};
  if (options.localesDir) for (const code of codes) stringGroups[code] = [...dictionaries.groupsHolding(usedKeys.get(code) ?? []), 'products'].sort();

  // Only the option lists some product uses go into the registry.
  const usedLists = new Set<string>();
  for (const product of Object.values(products)) {
    for (const property of Object.values(product.schema.properties)) if (property['x-options']) usedLists.add(property['x-options']);
  }
  const usedOptions: Record<string, OptionItem[]> = {};
  for (const name of [...usedLists].sort()) usedOptions[name] = sources.optionLists[name] ?? [];

  return {
    data: { products, options: usedOptions, books: sources.books },
    validationSchemas,
    problems,
    files,
    programs,
    stringGroups,
    texts: Object.fromEntries(codes.flatMap((code) => (productTexts[code] ? [[code, productTexts[code]]] : []))),
    categories: categories.rows,
    goods: Object.fromEntries(codes.flatMap((code) => (goods[code] ? [[code, goods[code]]] : []))),
    usedKeys: Object.fromEntries([...usedKeys].map(([code, keys]) => [code, [...keys].sort()])),
  };
}
