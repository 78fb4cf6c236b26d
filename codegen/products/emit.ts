/**
 * Turns a loaded catalogue into the files under src/generated/quote/ (deterministic: same sources, same bytes):
 *   products/<code>.ts (+ .validate.js)  one module per product: resolved definition, its option lists, its ajv
 *                                        standalone validator (no eval/new Function in the browser)
 *   books.ts, options.ts                 price books and option lists
 *   catalogue.ts, index.ts               the full `catalogue` for createQuoteEngine (server, tests, tools)
 *   loaders.ts                           per-product dynamic imports for the browser (loadQuoteEngineFor)
 *   types.ts                             a configuration type per product (json-schema-to-typescript) + ProductConfigs
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import type { GeneratedFile } from '../generator';
import type { Catalogue, ValidateFn } from '../../src/domain/quote/types';
import { pascal, type LoadedCatalogue, type ValidationSchema } from './load';

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

/** A ready-to-use Catalogue for createQuoteEngine, from sources loaded with loadCatalogue. */
export function toCatalogue(loaded: LoadedCatalogue): Catalogue {
  return { ...loaded.data, validators: compileValidators(loaded.validationSchemas) };
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
    const source = (
      await compile(structuredClone(rest) as Parameters<typeof compile>[0], `${pascal(code)}Config`, {
        bannerComment: '',
        additionalProperties: false,
        format: true,
        strictIndexSignatures: true,
      })
    ).trim();
    // json-schema-to-typescript normalises names its own way (sign_3d_letters → Sign3DLettersConfig): use its name.
    const name = /export (?:interface|type) (\w+)/.exec(source)?.[1];
    if (!name) throw new Error(`codegen: no type emitted for product ${code}`);
    parts.push(source);
    names.push(`  ${code}: ${name};`);
  }
  const map = names.join('\n');
  return `${parts.join('\n\n')}\n\n/** Configuration type of every product, by product code. */\nexport interface ProductConfigs {\n${map}\n}\n\nexport type ProductCode = keyof ProductConfigs;\n`;
}

/** One product's standalone validator (its own ajv instance, so the output depends on that product alone). */
export function productValidatorSource(schema: ValidationSchema): string {
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
 *   options.ts                   every option list
 *   products/<code>.ts           { def, options (the lists this product uses), validate }
 *   products/<code>.validate.js  its ajv standalone validator (+ .d.ts)
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
  const imports: string[] = [];
  const productsTable: string[] = [];
  const validatorsTable: string[] = [];
  const loaders: string[] = [];
  codes.forEach((code, i) => {
    const def = data.products[code];
    const schema = loaded.validationSchemas[code];
    if (!def || !schema) throw new Error(`codegen: product ${code} has no definition or validation schema`);
    const lists = [...new Set(Object.values(def.schema.properties).flatMap((p) => (p['x-options'] ? [p['x-options']] : [])))].sort();
    const options = Object.fromEntries(lists.map((list) => [list, data.options[list] ?? []]));
    files.push(
      {
        path: `quote/products/${code}.ts`,
        content: [
          "import type { ProductModule } from '../../../domain/quote/types';",
          `import { validate } from './${code}.validate';`,
          '',
          `/** Product ${code}: definition, the option lists it uses, its precompiled validator. */`,
          `export const product: ProductModule = { def: ${json(def)}, options: ${json(options)}, validate };`,
          '',
        ].join('\n'),
      },
      { path: `quote/products/${code}.validate.js`, content: productValidatorSource(schema) },
      {
        path: `quote/products/${code}.validate.d.ts`,
        content: "import type { ValidateFn } from '../../../domain/quote/types';\n\nexport declare const validate: ValidateFn;\n",
      },
    );
    imports.push(`import { product as p${i} } from './products/${code}';`);
    productsTable.push(`    ${JSON.stringify(code)}: p${i}.def,`);
    validatorsTable.push(`    ${JSON.stringify(code)}: p${i}.validate,`);
    loaders.push(`  ${JSON.stringify(code)}: () => import('./products/${code}').then((m) => m.product),`);
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
        '};',
        '',
      ].join('\n'),
    },
    {
      path: 'quote/loaders.ts',
      content: [
        "import type { PriceBooks, ProductModule } from '../../domain/quote/types';",
        '',
        '/** Product code → its module, loaded on demand (each is its own chunk in the browser build). */',
        'export const productLoaders: Record<string, () => Promise<ProductModule>> = {',
        ...loaders,
        '};',
        '',
        "export const loadBooks = (): Promise<PriceBooks> => import('./books').then((m) => m.books);",
        '',
      ].join('\n'),
    },
    { path: 'quote/types.ts', content: await typesSource(loaded.validationSchemas) },
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
