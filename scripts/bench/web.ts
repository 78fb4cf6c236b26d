/**
 * Web performance figures: builds the app, prints the JS and CSS each route downloads (gzip), then runs Lighthouse
 * in Debian's Chromium against a locally started server for the home page and a goods page.
 * Targets (issue 4): performance ≥ 0.95, home JS ≤ 150 KB gzip, CLS ≤ 0.02. Prints figures; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
}

const root = process.cwd();
const outDir = join(root, 'dist');
await build({ root, logLevel: 'warn' });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;

/** JS and CSS a chunk pulls in (itself plus static imports), recursively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function weigh(keys: Set<string>) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gz(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gz(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
const entry = closure(entryKey);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('JS / CSS downloaded per route (gzip, entry + route chunk + their imports):');
const routes = Object.keys(manifest).filter((k) => /src\/web\/features\/.+-page\.tsx$/.test(k)).sort();
for (const route of routes) {
  const keys = new Set([...entry, ...closure(route)]);
  const { js, css } = weigh(keys);
  console.log(`  ${route.replace('src/web/features/', '').padEnd(44)} JS ${kb(js).padStart(9)}  CSS ${kb(css).padStart(8)}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-web-'));
const server = await startServer({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log('\nLighthouse (desktop preset):');
  for (const path of ['/pc/', '/pc/goods_details?id=101']) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
    const lhr = result?.lhr;
    if (!lhr) continue;
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    console.log(
      `  ${path.padEnd(28)} performance ${lhr.categories.performance?.score ?? '—'}  LCP ${audit('largest-contentful-paint')}  TBT ${audit('total-blocking-time')}  CLS ${audit('cumulative-layout-shift')}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
