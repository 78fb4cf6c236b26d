/**
 * `npm run bench quote-page` — the quote page in Chromium (/usr/bin/chromium through Playwright):
 *   1. JS the browser downloads for a quote page (gzip, measured from the requests it makes), split into the app
 *      shell every page loads and what the quote page adds (rjsf, the engine, one product, its strings); and
 *      whether the home page downloads any quote code (it must not).
 *   2. Time from a field change to the new price on screen (the click until the next frame after the total's text
 *      changed), on the most complex product and on business cards.
 * Targets (issue 5): p95 ≤ 50 ms on the most complex product; quote page JS ≤ 200 KB gzip incl. rjsf and ajv.
 * Prints figures; asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const root = process.cwd();
const outDir = join(root, 'dist');
const ROUNDS = Number(process.env.ROUNDS || 150);
// The product with the most fields and rules (13 fields, 4 rules, BOOK model, 7-step ladder re-priced every change).
const COMPLEX = process.env.PRODUCT || 'book_thread_sewn';

await build({ root, logLevel: 'warn' });
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
/** What the server sends a browser that accepts brotli: the build's .br beside the file, or the file (under 1 KB). */
const br = (file: string) => statSync(join(outDir, existsSync(join(outDir, `${file}.br`)) ? `${file}.br` : file)).size;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-quote-'));
const server = await startServer({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** The JS files (under /pc/assets/) a page downloads until it is ready. */
async function scriptsOf(path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const match = /\/pc\/(assets\/[^?]+\.js)$/.exec(response.url());
    if (match?.[1]) files.add(match[1]);
  });
  await page.goto(`${server.url}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...files].sort();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Field changes that each alter the price, replayed in a cycle; each is timed to the next frame after the total changed. */
async function timeChanges(code: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // tsx compiles the evaluated function with esbuild's keep-names helper; give the page that helper.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.goto(`${server.url}/pc/custom/${code}`);
  await page.getByTestId('quote-total').waitFor();
  await page.locator('.price-panel[data-source="server"]').waitFor();
  const samples = await page.evaluate(async (rounds) => {
    const total = () => document.querySelector('[data-testid="quote-total"]')?.textContent ?? '';
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    // Every selectable, price-changing choice of the quantity picker and option cards, plus the page stepper.
    const clickables = [
      ...document.querySelectorAll<HTMLInputElement>('.qf-field[data-widget="quantityLadder"] .qf-choice-input'),
      ...document.querySelectorAll<HTMLInputElement>('.qf-field[data-widget="optionCards"] .qf-choice-input:not(:disabled)'),
    ];
    const stepper = [...document.querySelectorAll<HTMLButtonElement>('.qf-field[data-widget="pageStepper"] .qf-step')];
    const times: number[] = [];
    let i = 0;
    while (times.length < rounds && i < rounds * 4) {
      const target: HTMLElement | undefined = stepper.length > 0 && i % 3 === 2 ? stepper[Math.floor(i / 3) % 2] : clickables[i % clickables.length];
      i++;
      if (!target || (target instanceof HTMLInputElement && target.checked) || (target instanceof HTMLButtonElement && target.disabled)) continue;
      const before = total();
      const started = performance.now();
      target.click();
      const deadline = started + 2000;
      while (total() === before && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
      if (total() === before) continue; // this change did not alter the price (e.g. a minimum charge): not a sample
      await nextFrame();
      times.push(performance.now() - started);
    }
    return times;
  }, ROUNDS);
  await context.close();
  return samples.sort((a, b) => a - b);
}

try {
  const home = await scriptsOf('/pc/', (page) => page.locator('.category-panel').first().waitFor());
  const quote = await scriptsOf(`/pc/custom/${COMPLEX}`, (page) => page.getByTestId('quote-total').waitFor());
  const shell = quote.filter((f) => home.includes(f));
  const added = quote.filter((f) => !home.includes(f));
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
  const sumBr = (files: string[]) => files.reduce((n, f) => n + br(f), 0);
  const quoteInHome = home.filter((f) => /quote|rjsf|products\/|book_|bc_/.test(f));
  console.log(`JS downloaded (gzip), /pc/custom/${COMPLEX}:`);
  console.log(`  app shell (also loaded by home)       ${kb(sum(shell)).padStart(9)}  (${shell.length} files)`);
  console.log(`  quote page (rjsf, engine, product…)   ${kb(sum(added)).padStart(9)}  (${added.length} files)`);
  for (const file of added.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(`      ${file.replace('assets/', '').padEnd(40)} ${kb(gz(file)).padStart(9)}`);
  console.log(`  total                                 ${kb(sum(quote)).padStart(9)}  (brotli, as served: ${kb(sumBr(quote))})`);
  console.log(`  home page JS ${kb(sum(home))} (brotli, as served: ${kb(sumBr(home))}); quote chunks in it: ${quoteInHome.length === 0 ? 'none' : quoteInHome.join(', ')}`);
  const products = quote.filter((f) => /\/(?:[a-z0-9]+_)+[a-z0-9]+-[\w-]+\.js$/.test(f) && !/quote|page|runtime|store/.test(f));
  console.log(`  product modules downloaded: ${products.length} (${products.map((f) => f.replace(/^assets\//, '').replace(/-[\w-]+\.js$/, '')).join(', ')})`);

  console.log(`\nField change → new price on screen (${ROUNDS} changes each):`);
  for (const code of [COMPLEX, 'bc_standard']) {
    const times = await timeChanges(code);
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`  ${code.padEnd(22)} n=${String(times.length).padStart(3)}  p50 ${fmt(percentile(times, 50)).padStart(8)}  p95 ${fmt(percentile(times, 95)).padStart(8)}  max ${fmt(times[times.length - 1] ?? NaN).padStart(8)}`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
