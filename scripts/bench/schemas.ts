/**
 * Authoring benchmarks: `npm run schemas:check` over every product (median of 5 runs in one process, after a warm-up),
 * and save → regenerated files as `npm run dev` does it (codegen/vite-schemas regenerateProducts) after an edit to
 * one product file; the edit is undone afterwards. Prints the figures; asserts nothing.
 * The browser's reload after the write (Vite HMR) comes on top and is not measured here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchemas } from '../../codegen/schemas-check';
import { regenerateProducts } from '../../codegen/vite-schemas';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

checkSchemas();
const checks: number[] = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  const loaded = checkSchemas();
  checks.push(performance.now() - started);
  if (loaded.problems.length > 0) throw new Error('schemas/ has problems: run npm run schemas:check');
}
console.log(`schemas:check (${Object.keys(checkSchemas().data.products).length} products): median ${median(checks).toFixed(0)} ms over ${checks.length} runs`);

const file = join(root, 'schemas/products/flyer_digital.json');
const original = readFileSync(file, 'utf8');
const saves: number[] = [];
try {
  for (const quantity of [300, 400, 300]) {
    writeFileSync(file, original.replace(/("quantity": \{[^}]*"default": )\d+/, `$1${quantity}`));
    const result = await regenerateProducts(root);
    if (!result.ok) throw new Error(result.problems);
    saves.push(result.ms);
    console.log(`  save → ${result.changed.length} generated file(s) rewritten in ${result.ms.toFixed(0)} ms`);
  }
} finally {
  writeFileSync(file, original);
  await regenerateProducts(root);
}
console.log(`save → regenerated (one product edited): median ${median(saves).toFixed(0)} ms`);
