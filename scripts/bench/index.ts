/** `npm run bench [name…]`: runs the benchmarks in scripts/bench/ (all, or the named ones) one after another. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.ts$/, '')));
let failed = false;
for (const file of benches) {
  console.log(`\n=== bench ${file.replace(/\.ts$/, '')}`);
  const result = spawnSync('npx', ['tsx', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
