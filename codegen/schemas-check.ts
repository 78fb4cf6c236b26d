/**
 * `npm run schemas:check` — checks the quote DSL sources (meta-schemas, field vocabulary, option lists, price books,
 * product files, CEL rules, i18n keys) and the online editor's templates (schemas/templates, docs/online-design.md),
 * and prints every problem as `file#/json/pointer: reason`. Exits 1 on any.
 *
 *   npm run schemas:check                         schemas/products
 *   npm run schemas:check -- --products <dir>     another products directory (e.g. a fixture); i18n not checked
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTemplateProblems, loadDesignTemplates } from '../src/server/modules/design/templates';
import { formatProblems } from './products';
import { loadCatalogue, type LoadedCatalogue } from './products/load';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function checkSchemas(productsDir?: string): LoadedCatalogue {
  return loadCatalogue({
    schemasDir: join(root, 'schemas'),
    ...(productsDir ? { productsDirs: [resolve(productsDir)], localesDir: null } : { localesDir: join(root, 'src/locales'), publicDir: join(root, 'public') }),
    root,
  });
}

function main(): void {
  const index = process.argv.indexOf('--products');
  const productsDir = index >= 0 ? process.argv[index + 1] : undefined;
  const started = performance.now();
  const loaded = checkSchemas(productsDir);
  if (loaded.problems.length > 0) {
    console.error(`schemas:check found ${loaded.problems.length} problem(s):\n${formatProblems(loaded.problems)}`);
    process.exitCode = 1; // not process.exit(): let a piped stderr flush
    return;
  }
  const templates = loadDesignTemplates();
  if (templates.problems.length > 0) {
    console.error(`schemas:check found ${templates.problems.length} template problem(s):\n${formatTemplateProblems(templates.problems)}`);
    process.exitCode = 1;
    return;
  }
  const { products, options } = loaded.data;
  const ms = Math.round(performance.now() - started);
  console.log(
    `schemas:check: ${Object.keys(products).length} products, ${Object.keys(options).length} option lists in use, 8 price books, ${templates.templates.length} design templates — OK (${ms} ms)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main();
