/**
 * Turns a loaded catalogue into the files under src/generated/quote/ (deterministic: same sources, same bytes):
 *   catalogue.ts     products (resolved schemas, rules, pricing, ladder, ui), the option lists they use, price books
 *   validators.js    ajv standalone validators, one per product (no eval/new Function in the browser)
 *   validators.d.ts  their type
 *   types.ts         a configuration type per product (json-schema-to-typescript) + ProductConfigs map
 *   index.ts         `catalogue` = data + validators, ready for createQuoteEngine
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

export async function emitCatalogue(loaded: LoadedCatalogue): Promise<GeneratedFile[]> {
  const data = loaded.data;
  const ordered = {
    products: Object.fromEntries(Object.keys(data.products).sort().map((code) => [code, data.products[code]])),
    options: data.options,
    books: data.books,
  };
  return [
    {
      path: 'quote/catalogue.ts',
      content: `import type { CatalogueData } from '../../domain/quote/types';\n\n/** Products, option lists and price books from schemas/. */\nexport const catalogueData: CatalogueData = ${JSON.stringify(ordered, null, 1)};\n`,
    },
    { path: 'quote/validators.js', content: validatorsSource(loaded.validationSchemas) },
    {
      path: 'quote/validators.d.ts',
      content: `import type { ValidateFn } from '../../domain/quote/types';\n\n/** Precompiled ajv validators by product code. */\nexport declare const validators: Record<string, ValidateFn>;\n`,
    },
    { path: 'quote/types.ts', content: await typesSource(loaded.validationSchemas) },
    {
      path: 'quote/index.ts',
      content: [
        "import type { Catalogue } from '../../domain/quote/types';",
        "import { catalogueData } from './catalogue';",
        "import { validators } from './validators';",
        '',
        '/** The product registry: everything createQuoteEngine needs. */',
        'export const catalogue: Catalogue = { ...catalogueData, validators };',
        "export type { ProductCode, ProductConfigs } from './types';",
        '',
      ].join('\n'),
    },
  ];
}
