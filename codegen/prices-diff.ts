/**
 * `npm run prices:diff [git-ref]` — what a change to schemas/ does to prices: every product's default configuration
 * priced at each step of its quantity ladder at the ref (default HEAD; its schemas/ extracted with `git archive` into
 * a temp dir) and in the working tree, with the working tree's engine; prints the products whose prices change, by
 * AED and %, biggest change first. Exit 0 either way (it reports; 2 when a side's schemas do not check).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from './products';
import { diffPrices, formatPricesDiff, ladderPrices } from './products/prices-diff';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Extracts `<ref>:schemas/` into a new temp dir and returns that dir's schemas/ path. */
export function schemasAt(ref: string, repo = root): { dir: string; cleanup: () => void } {
  const temp = mkdtempSync(join(tmpdir(), 'printfront-prices-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'schemas'], { cwd: repo, maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', temp], { input: archive });
  return { dir: join(temp, 'schemas'), cleanup: () => rmSync(temp, { recursive: true, force: true }) };
}

function main(): void {
  const ref = process.argv[2] ?? 'HEAD';
  const started = performance.now();
  const old = schemasAt(ref);
  try {
    const before = ladderPrices(old.dir);
    const after = ladderPrices(join(root, 'schemas'));
    for (const [side, result] of [[ref, before], ['working tree', after]] as const) {
      if (result.problems.length > 0) {
        console.error(`schemas/ at ${side} does not check:\n${formatProblems(result.problems)}`);
        process.exitCode = 2;
        return;
      }
    }
    console.log(formatPricesDiff(diffPrices(before.prices, after.prices), { before: ref, after: 'the working tree' }));
    console.log(`(${Math.round(performance.now() - started)} ms)`);
  } finally {
    old.cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
