/**
 * Codegen step for the quote DSL: schemas/ → src/generated/quote/. Fails (listing every problem with file, JSON
 * pointer and reason) when the sources do not pass the same checks as `npm run schemas:check`.
 */
import { join } from 'node:path';
import type { Generator } from './generator';
import { emitCatalogue } from './products/emit';
import { loadCatalogue, type SchemaProblem } from './products/load';

export function formatProblems(problems: readonly SchemaProblem[]): string {
  return problems.map((p) => `  ${p.file}${p.pointer ? `#${p.pointer}` : ''}: ${p.reason}`).join('\n');
}

/** Loads schemas/ under `root` with the i18n check on. */
export function loadRepositoryCatalogue(root: string) {
  return loadCatalogue({
    schemasDir: join(root, 'schemas'),
    localesDir: join(root, 'src/locales'),
    publicDir: join(root, 'public'),
    root,
  });
}

export const productsGenerator: Generator = {
  name: 'products',
  async generate(root) {
    const loaded = loadRepositoryCatalogue(root);
    if (loaded.problems.length > 0) {
      throw new Error(`schemas/ has ${loaded.problems.length} problem(s) — see \`npm run schemas:check\`:\n${formatProblems(loaded.problems)}`);
    }
    return emitCatalogue(loaded);
  },
};
