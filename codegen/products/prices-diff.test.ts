/**
 * prices:diff on a price-book edit made in a temp copy of schemas/: the products that read the edited entry, and
 * only they, are listed, with the totals each catalogue's engine gives.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createQuoteEngine } from '../../src/domain/quote';
import { toCatalogue } from './emit';
import { loadCatalogue } from './load';
import { schemasAt } from '../prices-diff';
import { diffPrices, formatPricesDiff, ladderPrices } from './prices-diff';

const root = join(import.meta.dirname, '../..');
const schemas = join(root, 'schemas');
const temp = mkdtempSync(join(tmpdir(), 'printfront-prices-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// the edit: every step of the pvc_card unit price ladder costs twice as much
const edited = join(temp, 'schemas');
cpSync(schemas, edited, { recursive: true });
const unitFile = join(edited, 'pricing/unit.json');
const unit = JSON.parse(readFileSync(unitFile, 'utf8')) as { items: Record<string, { ladder: [number, number][] }> };
const item = unit.items['pvc_card'];
if (!item) throw new Error('unit.json has no pvc_card item');
item.ladder = item.ladder.map(([from, aed]) => [from, aed * 2]);
writeFileSync(unitFile, JSON.stringify(unit, null, 2));

/** The product files that price with the edited item, read straight from the files. */
const readers = readdirSync(join(schemas, 'products'))
  .filter((name) => /"item":\s*"pvc_card"/.test(readFileSync(join(schemas, 'products', name), 'utf8')))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

const engineOf = (dir: string) => createQuoteEngine(toCatalogue(loadCatalogue({ schemasDir: dir, localesDir: null, root: dir })));

const before = ladderPrices(schemas);
const after = ladderPrices(edited);
const diff = diffPrices(before.prices, after.prices);

describe('prices:diff', () => {
  it('lists exactly the products that read the edited price, and counts the rest unchanged', () => {
    expect(before.problems).toEqual([]);
    expect(after.problems).toEqual([]);
    expect(readers.length).toBeGreaterThan(0);
    expect(diff.changed.map((c) => c.code).sort()).toEqual(readers);
    expect(diff.unchanged).toBe(Object.keys(before.prices).length - readers.length);
    expect(diff).toMatchObject({ added: [], removed: [] });
  });

  it('gives each changed ladder step the totals the two catalogues price, and the largest change with its %', () => {
    const old = engineOf(schemas);
    const now = engineOf(edited);
    for (const change of diff.changed) {
      const defaults = old.getSchema(change.code)?.defaults ?? {};
      for (const row of change.rows) {
        const a = old.price(change.code, { ...defaults, quantity: row.quantity });
        const b = now.price(change.code, { ...defaults, quantity: row.quantity });
        expect(row.before_fils).toBe(a.ok ? a.quote.total_fils : null);
        expect(row.after_fils).toBe(b.ok ? b.quote.total_fils : null);
      }
      const { quantity, change_fils, percent } = change.largest;
      const row = change.rows.find((r) => r.quantity === quantity);
      expect(change_fils).toBe((row?.after_fils ?? 0) - (row?.before_fils ?? 0));
      expect(percent).toBeCloseTo((change_fils / (row?.before_fils ?? 1)) * 100, 6);
      expect(Math.max(...change.rows.map((r) => Math.abs((r.after_fils ?? 0) - (r.before_fils ?? 0))))).toBe(Math.abs(change_fils));
    }
    // the plain card: doubling its unit price doubles its price at a long run (no minimum charge, no setup)
    const card = diff.changed.find((c) => c.code === 'pvc_card');
    const longest = card?.rows.at(-1);
    expect(longest && Math.abs((longest.after_fils ?? 0) - 2 * (longest.before_fils ?? 0))).toBeLessThanOrEqual(2);
  });

  it('prints them by AED and %, biggest change first', () => {
    const text = formatPricesDiff(diff, { before: 'HEAD', after: 'the working tree' });
    expect(text).toMatch(new RegExp(`^${readers.length} product\\(s\\) change price between HEAD and the working tree`));
    for (const code of readers) expect(text).toContain(code);
    const percents = diff.changed.map((c) => Math.abs(c.largest.percent ?? 0));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(text).toMatch(/\+\d+\.\d\d AED\s+\+\d+\.\d %/);
    expect(formatPricesDiff(diffPrices(before.prices, before.prices), { before: 'HEAD', after: 'HEAD' })).toMatch(/^No price changes/);
  });
});

describe('prices:diff against a git ref', () => {
  it('reads the ref\'s schemas/ from git and lists what the working tree changes', () => {
    const repo = join(temp, 'repo');
    cpSync(schemas, join(repo, 'schemas'), { recursive: true });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, stdio: 'pipe' });
    git('init', '-q');
    git('add', 'schemas');
    git('commit', '-q', '-m', 'catalogue');
    writeFileSync(join(repo, 'schemas/pricing/unit.json'), readFileSync(unitFile, 'utf8'));
    const old = schemasAt('HEAD', repo);
    try {
      const fromGit = diffPrices(ladderPrices(old.dir).prices, ladderPrices(join(repo, 'schemas')).prices);
      expect(fromGit.changed.map((c) => c.code).sort()).toEqual(readers);
      expect(fromGit.changed).toEqual(diff.changed);
    } finally {
      old.cleanup();
    }
  });
});
