/**
 * Web performance figures: builds the app, prints the JS and CSS each route downloads (gzip), then runs Lighthouse
 * in Debian's Chromium against a locally started server for the home page, a goods page and a quote page: SEO and
 * performance, desktop and mobile presets.
 * Targets (issues 4, 15): performance ≥ 0.95 desktop, ≥ 0.85 mobile; SEO ≥ 0.95; home JS ≤ 150 KB gzip, CLS ≤ 0.02.
 * Prints figures; asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  src?: string;
  /** The chunk's name (files are named by their hash alone: vite.config.ts). */
  name?: string;
}

const root = process.cwd();
const outDir = join(root, 'dist');
await build({ root, logLevel: 'warn' });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
/** What the server sends a browser that accepts brotli: the build's .br beside the file, or the file (under 1 KB). */
const served = (file: string) => statSync(join(outDir, existsSync(join(outDir, `${file}.br`)) ? `${file}.br` : file)).size;

/** JS and CSS a chunk pulls in (itself plus static imports), recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function weigh(keys: Set<string>) {
  let js = 0;
  let jsServed = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    jsServed += served(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gz(file);
  return { js, jsServed, css };
}

// The shop's entry (index.html); the staff console (admin/index.html) is a second entry, weighed on its own below.
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k]?.src === 'index.html');
if (!entryKey) throw new Error('no shop entry (index.html) in the Vite manifest');
const entry = closure(entryKey);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('JS / CSS downloaded per route (entry + route chunk + their imports; gzip, and brotli as the server sends it):');
const routes = Object.keys(manifest).filter((k) => /src\/web\/features\/.+-page\.tsx$/.test(k)).sort();
for (const route of routes) {
  const keys = new Set([...entry, ...closure(route)]);
  const { js, jsServed, css } = weigh(keys);
  console.log(`  ${route.replace('src/web/features/', '').padEnd(44)} JS ${kb(js).padStart(9)}  br ${kb(jsServed).padStart(9)}  CSS ${kb(css).padStart(8)}`);
}

const consoleEntry = closure('admin/index.html');
const consolePages = Object.keys(manifest).filter((k) => /src\/admin\/features\/.+-page\.tsx$/.test(k)).sort();
console.log('\nStaff console (/admin/), entry + page chunk + their imports:');
for (const page of consolePages) {
  const { js, css } = weigh(new Set([...consoleEntry, ...closure(page)]));
  console.log(`  ${page.replace('src/admin/features/', '').padEnd(44)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}`);
}
const leaked = [...entry].filter((k) => k.startsWith('src/admin/') || (manifest[k]?.name ?? '').includes('admin'));
console.log(`  console chunks in the shop's entry: ${leaked.length === 0 ? 'none' : leaked.join(', ')}`);

const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-web-'));
const server = await startServer({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const goods = (await (await fetch(`${server.url}/api/goods/lists?page_size=1&is_custom=0`)).json()) as { data: { lists: { id: number }[] } };
  const all = ['/pc/', `/pc/goods_details?id=${goods.data.lists[0]?.id ?? 1}`, '/pc/custom/bc_standard'];
  // BENCH_PAGES=custom: only the pages whose path holds one of the comma-separated words.
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [];
  const pages = only.length > 0 ? all.filter((page) => only.some((word) => page.includes(word))) : all;
  for (const [preset, config] of [['desktop', desktopConfig], ['mobile', undefined]] as const) {
    console.log(`\nLighthouse (${preset} preset):`);
    for (const path of pages) {
      // Lighthouse in this Chromium now and then loses the navigation's start in its trace (NO_NAVSTART, any page,
      // either preset): such a run is repeated, at most twice.
      let result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] }, config);
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
        result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] }, config);
      }
      const lhr = result?.lhr;
      if (!lhr) continue;
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '—';
      // A run Lighthouse could not score (no paint it recognised, a page error) says why instead of printing dashes.
      const problem = lhr.runtimeError ? `  (${lhr.runtimeError.code}: ${lhr.runtimeError.message})` : '';
      console.log(
        `  ${path.padEnd(28)} SEO ${lhr.categories.seo?.score ?? '—'}  performance ${lhr.categories.performance?.score ?? '—'}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}${problem}`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
