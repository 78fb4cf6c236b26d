/**
 * Turns a loaded catalogue into the files under src/generated/quote/ (deterministic: same sources, same bytes):
 *   products/<code>.ts (+ .validate.js, .cel.js)  one module per product: resolved definition, its option lists,
 *                                        its ajv standalone validator and its CEL expressions compiled to JavaScript
 *                                        (no eval/new Function, no CEL interpreter in the browser)
 *   books.ts, options.ts                 price books and option lists
 *   catalogue.ts, index.ts               the full `catalogue` for createQuoteEngine (server, tests, tools)
 *   loaders.ts                           per-product dynamic imports for the browser (loadQuoteEngineFor)
 *   types.ts                             a configuration type per product (json-schema-to-typescript) + ProductConfigs
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import type { GeneratedFile } from '../generator';
import { MODEL_BOOKS, PRODUCT_BOOKS } from '../../src/domain/quote/models/books';
import { unitBookFor } from '../../src/domain/quote/models/unit';
import { PRICING_MODELS, type Catalogue, type CelPrograms, type ValidateFn } from '../../src/domain/quote/types';
import { programsSource, type CompiledCel } from './cel-compile';
import { pascal, type LoadedCatalogue, type ValidationSchema } from './load';
import { LOCALES } from './texts';
import { mergeDictionaries } from '../../src/domain/i18n/locales';

function newAjv(standalone: boolean): Ajv2020 {
  return new Ajv2020({
    allErrors: true,
    strict: true,
    // The engine maps keywords to i18n keys; ajv's English messages would only bloat the browser bundle.
    messages: false,
    ...(standalone ? { code: { source: true, esm: true, lines: false, optimize: true } } : {}),
  });
}

/** Validators compiled in memory (node only: uses new Function). For tests and tools; the app uses validators.js. */
export function compileValidators(schemas: Record<string, ValidationSchema>): Record<string, ValidateFn> {
  const ajv = newAjv(false);
  const validators: Record<string, ValidateFn> = {};
  for (const [code, schema] of Object.entries(schemas)) validators[code] = ajv.compile(schema);
  return validators;
}

/** Compiled CEL functions in memory (node only: uses new Function) — the same source as products/<code>.cel.js. */
export function loadPrograms(programs: Record<string, CompiledCel>): CelPrograms {
  const { helpers, object } = programsSource(programs);
  return new Function(`${helpers}\nreturn ${object};`)() as CelPrograms;
}

/** A ready-to-use Catalogue for createQuoteEngine, from sources loaded with loadCatalogue. */
export function toCatalogue(loaded: LoadedCatalogue): Catalogue {
  const programs: Record<string, CelPrograms> = {};
  for (const [code, compiled] of Object.entries(loaded.programs)) programs[code] = loadPrograms(compiled);
  return { ...loaded.data, validators: compileValidators(loaded.validationSchemas), programs };
}

/** products/<code>.cel.js: the product's CEL expressions as plain functions (no CEL interpreter at run time). */
export function productProgramsSource(code: string, programs: Record<string, CompiledCel>): string {
  const { helpers, object } = programsSource(programs);
  return `/** Product ${code}: its CEL expressions (x-rules, params, x-visible, KIT when) compiled to JavaScript, by source. */\n${helpers ? `${helpers}\n` : ''}export const programs = ${object};\n`;
}

export function validatorsSource(schemas: Record<string, ValidationSchema>): string {
  const codes = Object.keys(schemas).sort();
  const ajv = newAjv(true);
  for (const code of codes) {
    const schema = schemas[code];
    if (schema) ajv.addSchema(schema, code);
  }
  const exportsMap: Record<string, string> = {};
  for (const code of codes) exportsMap[`validate_${code}`] = code;
  const source = standaloneCode(ajv, exportsMap);
  if (source.includes('require(')) {
    throw new Error('ajv standalone output needs a runtime require(): avoid string length/format keywords in product schemas');
  }
  const table = codes.map((code) => `  ${JSON.stringify(code)}: validate_${code},`).join('\n');
  return `${source.replace(/;(?=(export |const |function ))/g, ';\n')}\n\nexport const validators = {\n${table}\n};\n`;
}

export async function typesSource(schemas: Record<string, ValidationSchema>): Promise<string> {
  const codes = Object.keys(schemas).sort();
  const parts: string[] = [];
  const names: string[] = [];
  for (const code of codes) {
    const schema = schemas[code];
    if (!schema) continue;
    const { $id: _id, ...rest } = schema;
    const key = `${code}\n${JSON.stringify(rest)}`;
    const source =
      typeCache.get(key) ??
      (
        await compile(structuredClone(rest) as Parameters<typeof compile>[0], `${pascal(code)}Config`, {
          bannerComment: '',
          additionalProperties: false,
          format: true,
          strictIndexSignatures: true,
        })
      ).trim();
    typeCache.set(key, source);
    // json-schema-to-typescript normalises names its own way (sign_3d_letters → Sign3DLettersConfig): use its name.
    const name = /export (?:interface|type) (\w+)/.exec(source)?.[1];
    if (!name) throw new Error(`codegen: no type emitted for product ${code}`);
    parts.push(source);
    names.push(`  ${code}: ${name};`);
  }
  const map = names.join('\n');
  return `${parts.join('\n\n')}\n\n/** Configuration type of every product, by product code. */\nexport interface ProductConfigs {\n${map}\n}\n\nexport type ProductCode = keyof ProductConfigs;\n`;
}

/**
 * Per-product outputs that depend on that product's schema alone, kept for the life of the process: a long-running
 * `npm run dev` regenerates only the products whose schema changed (codegen/vite-schemas).
 */
const typeCache = new Map<string, string>();
const validatorCache = new Map<string, string>();

/** One product's standalone validator (its own ajv instance, so the output depends on that product alone). */
export function productValidatorSource(schema: ValidationSchema): string {
  const key = JSON.stringify(schema);
  const cached = validatorCache.get(key);
  if (cached !== undefined) return cached;
  const source = uncachedValidatorSource(schema);
  validatorCache.set(key, source);
  return source;
}

function uncachedValidatorSource(schema: ValidationSchema): string {
  const ajv = newAjv(true);
  ajv.addSchema(schema, schema.$id);
  const source = standaloneCode(ajv, { validate: schema.$id });
  if (source.includes('require(')) {
    throw new Error(`ajv standalone output for ${schema.$id} needs a runtime require(): avoid string length/format keywords in product schemas`);
  }
  return `${source.replace(/;(?=(export |const |function ))/g, ';\n')}\n`;
}

const json = (value: unknown) => JSON.stringify(value, null, 1);

/**
 * Per-product modules, so a browser page loads one product (its definition, the option lists it uses and its
 * validator) instead of all 88; the full catalogue for the server and tests is assembled from the same modules.
 *   books.ts                     price books (shared by every product)
 *   books/<model>.ts             the price books one pricing model reads (what a quote page loads), but the unit
 *                                book, which each product module carries its share of
 *   options.ts                   every option list
 *   products/<code>.ts           { def, options (the lists this product uses), validate, programs, books (its UNIT items) }
 *   products/<code>.validate.js  its ajv standalone validator (+ .d.ts)
 *   products/<code>.cel.js       its CEL expressions compiled to plain functions (+ .d.ts)
 *   loaders.ts                   product code → dynamic import() of its module (one chunk per product in Vite)
 *   catalogue.ts                 the full Catalogue, static imports of every product module
 */
export async function emitCatalogue(loaded: LoadedCatalogue): Promise<GeneratedFile[]> {
  const data = loaded.data;
  const codes = Object.keys(data.products).sort();
  const files: GeneratedFile[] = [
    {
      path: 'quote/books.ts',
      content: `import type { PriceBooks } from '../../domain/quote/types';\n\n/** Price books from schemas/pricing/. */\nexport const books: PriceBooks = ${json(data.books)};\n`,
    },
    {
      path: 'quote/options.ts',
      content: `import type { OptionItem } from '../../domain/quote/types';\n\n/** Every option list from schemas/options/. */\nexport const options: Record<string, OptionItem[]> = ${json(data.options)};\n`,
    },
  ];
  // One bundle of price books per pricing model: a quote page loads only the books its product's model reads.
  for (const model of PRICING_MODELS) {
    const names = MODEL_BOOKS[model].filter((name) => !PRODUCT_BOOKS.includes(name));
    const subset = Object.fromEntries(names.map((name) => [name, data.books[name]]));
    files.push({
      path: `quote/books/${model.toLowerCase()}.ts`,
      content: [
        "import type { PriceBooks } from '../../../domain/quote/types';",
        '',
        `/** The price books the ${model} model reads (src/domain/quote/models/books.ts), but those split by product. */`,
        `export const books: Pick<PriceBooks, ${names.map((n) => JSON.stringify(n)).join(' | ')}> = ${json(subset)};`,
        '',
      ].join('\n'),
    });
  }
  const imports: string[] = [];
  const productsTable: string[] = [];
  const validatorsTable: string[] = [];
  const programsTable: string[] = [];
  const loaders: string[] = [];
  const models: string[] = [];
  codes.forEach((code, i) => {
    const def = data.products[code];
    const schema = loaded.validationSchemas[code];
    if (!def || !schema) throw new Error(`codegen: product ${code} has no definition or validation schema`);
    const lists = [...new Set(Object.values(def.schema.properties).flatMap((p) => (p['x-options'] ? [p['x-options']] : [])))].sort();
    const options = Object.fromEntries(lists.map((list) => [list, data.options[list] ?? []]));
    // its share of the books split by product: the UNIT items (and adders) it can reach
    const ownBooks = MODEL_BOOKS[def.pricing.model].includes('unit') ? { unit: unitBookFor(def, data.books.unit) } : {};
    files.push(
      {
        path: `quote/products/${code}.ts`,
        content: [
          "import type { ProductModule } from '../../../domain/quote/types';",
          `import { programs } from './${code}.cel';`,
          `import { validate } from './${code}.validate';`,
          '',
          `/** Product ${code}: definition, option lists, precompiled validator, compiled expressions, its share of the price books. */`,
          `export const product: ProductModule = { def: ${json(def)}, options: ${json(options)}, validate, programs, books: ${json(ownBooks)} };`,
          '',
        ].join('\n'),
      },
      { path: `quote/products/${code}.validate.js`, content: productValidatorSource(schema) },
      {
        path: `quote/products/${code}.validate.d.ts`,
        content: "import type { ValidateFn } from '../../../domain/quote/types';\n\nexport declare const validate: ValidateFn;\n",
      },
      { path: `quote/products/${code}.cel.js`, content: productProgramsSource(code, loaded.programs[code] ?? {}) },
      {
        path: `quote/products/${code}.cel.d.ts`,
        content: "import type { CelPrograms } from '../../../domain/quote/types';\n\nexport declare const programs: CelPrograms;\n",
      },
    );
    imports.push(`import { product as p${i} } from './products/${code}';`);
    productsTable.push(`    ${JSON.stringify(code)}: p${i}.def,`);
    validatorsTable.push(`    ${JSON.stringify(code)}: p${i}.validate,`);
    programsTable.push(`    ${JSON.stringify(code)}: p${i}.programs,`);
    loaders.push(`  ${JSON.stringify(code)}: () => import('./products/${code}').then((m) => m.product),`);
    models.push(`  ${JSON.stringify(code)}: ${JSON.stringify(def.pricing.model)},`);
  });
  files.push(
    {
      path: 'quote/catalogue.ts',
      content: [
        "import type { Catalogue } from '../../domain/quote/types';",
        "import { books } from './books';",
        "import { options } from './options';",
        ...imports,
        '',
        '/** The whole product registry (server and tests); the browser loads products one by one through loaders.ts. */',
        'export const catalogue: Catalogue = {',
        '  products: {',
        ...productsTable,
        '  },',
        '  options,',
        '  books,',
        '  validators: {',
        ...validatorsTable,
        '  },',
        '  programs: {',
        ...programsTable,
        '  },',
        '};',
        '',
      ].join('\n'),
    },
    {
      path: 'quote/loaders.ts',
      content: [
        "import type { PriceBooks, PricingModelName, ProductModule } from '../../domain/quote/types';",
        '',
        '/** Product code → its module, loaded on demand (each is its own chunk in the browser build). */',
        'export const productLoaders: Record<string, () => Promise<ProductModule>> = {',
        ...loaders,
        '};',
        '',
        '/** Product code → its pricing model (the browser loads that model and its price books alongside the product). */',
        'export const productModels: Record<string, PricingModelName> = {',
        ...models,
        '};',
        '',
        '/** Pricing model → the price books it reads, one chunk per model. */',
        'export const modelBooks: Record<PricingModelName, () => Promise<Partial<PriceBooks>>> = {',
        ...PRICING_MODELS.map((model) => `  ${model}: () => import('./books/${model.toLowerCase()}').then((m) => m.books),`),
        '};',
        '',
        '/**',
        ' * Product code → the product groups whose namespaces (src/locales/<locale>/quote-<group>.json) hold strings its',
        ' * quote page shows; the page loads the `quote` namespace and only these.',
        ' */',
        'export const productStringGroups: Record<string, readonly string[]> = {',
        ...Object.entries(loaded.stringGroups).map(([code, groups]) => `  ${JSON.stringify(code)}: ${JSON.stringify(groups)},`),
        '};',
        '',
      ].join('\n'),
    },
    { path: 'quote/types.ts', content: await typesSource(loaded.validationSchemas) },
    ...textsFiles(loaded),
    {
      path: 'quote/goods.ts',
      content: [
        "import type { GoodsRow } from '../../domain/catalogue';",
        '',
        '/** Every quote product\'s goods row (x-category, x-image, x-texts, x-goods of its file); the server syncs them at start-up. */',
        `export const quoteGoods: readonly GoodsRow[] = ${json(Object.values(loaded.goods))};`,
        '',
      ].join('\n'),
    },
    {
      path: 'quote/categories.ts',
      content: [
        "import type { CategoryRow } from '../../domain/catalogue';",
        '',
        '/** The category tree from schemas/categories.json, flattened in menu order. */',
        `export const categories: readonly CategoryRow[] = ${json(loaded.categories)};`,
        '',
      ].join('\n'),
    },
    {
      path: 'quote/index.ts',
      content: [
        "export { catalogue } from './catalogue';",
        "export type { ProductCode, ProductConfigs } from './types';",
        '',
      ].join('\n'),
    },
  );
  return files;
}

/**
 * texts/<locale>.json: every product's own texts (x-texts: titles, descriptions, its own strings) as the
 * `quote-products` i18n namespace, one file per language (src/client/i18n and src/domain/i18n load it).
 */
export function textsFiles(loaded: LoadedCatalogue): GeneratedFile[] {
  return LOCALES.map((locale) => {
    const merged = mergeDictionaries(...Object.values(loaded.texts).map((texts) => texts.dictionaries.get(locale) ?? {}));
    return { path: `quote/texts/${locale}.json`, content: `${JSON.stringify(merged, null, 1)}\n` };
  });
}
