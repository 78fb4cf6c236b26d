/**
 * Authoring benchmarks: `npm run schemas:check` over every product (median of 5 runs in one process, after a warm-up),
 * and save → regenerated files as `npm run dev` does it (codegen/vite-schemas regenerateProducts) after an edit to
 * one product file; the edit is undone afterwards. Then the whole loop in a browser, as a product manager sees it:
 * `npm run dev`'s servers (the API and Vite with the schemas plugin) on spare ports, the product's quote page open in
 * Chromium, its English title edited in the file → the time until the open page shows the new title (the plugin
 * regenerates, Vite reloads the page, the page renders and loads its texts). Target (issue 11): under 2 s.
 * Prints the figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { checkSchemas } from '../../codegen/schemas-check';
import { regenerateProducts } from '../../codegen/vite-schemas';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

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

// The browser loop: edit the title, wait for the open page to show it.
const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-schemas-'));
const api = await startServer({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' });
process.env.API_PORT = new URL(api.url).port;
const vite = await createServer({ root, logLevel: 'warn', server: { port: 0, host: '127.0.0.1' } });
await vite.listen();
const viteUrl = vite.resolvedUrls?.local[0]?.replace(/\/pc\/?$/, '') ?? '';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const title = (JSON.parse(original) as { 'x-texts': { en: { title: string } } })['x-texts'].en.title;
const pageSaves: number[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${viteUrl}/pc/custom/flyer_digital`);
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  // The first visit compiles every module on demand: not part of a save.
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 120_000 });
  await page.getByTestId('quote-total').waitFor({ timeout: 120_000 });
  for (const round of [1, 2, 3]) {
    const edited = `${title} (edit ${round})`;
    const started = performance.now();
    writeFileSync(file, original.replace(JSON.stringify(title), JSON.stringify(edited)));
    await page.getByRole('heading', { level: 1, name: edited }).waitFor({ timeout: 60_000 });
    await page.getByTestId('quote-total').waitFor();
    pageSaves.push(performance.now() - started);
    console.log(`  save → the open quote page shows the new title in ${pageSaves.at(-1)!.toFixed(0)} ms`);
  }
} finally {
  writeFileSync(file, original);
  await regenerateProducts(root);
  await browser.close();
  await vite.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`save → updated quote page in the browser: median ${median(pageSaves).toFixed(0)} ms (target < 2000 ms)`);
