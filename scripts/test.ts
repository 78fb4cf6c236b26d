/**
 * `npm test`: everything CI checks, in order, stopping at the first failing stage:
 *   codegen freshness → contract lint (Redocly, counted as one test) → schema checks → typecheck, lint and the
 *   import-cycle check (two at once)
 *   → unit + API tests (PGlite, including the contract fuzz test)
 *   → database tests on PostgreSQL → browser journeys (Playwright, Debian Chromium) against the started server.
 * Ends with one line "tests: N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const totals = { passed: 0, failed: 0, skipped: 0 };
const tmp = mkdtempSync(join(tmpdir(), 'printfront-test-'));

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * Runs the jobs two at a time (the machines have two cores; each of these is one single-threaded process). A job's
 * output is held and printed whole when it ends, so two jobs never interleave their lines. True when all passed.
 */
async function runTogether(jobs: { title: string; command: string; args: string[] }[], concurrency = 2): Promise<boolean> {
  let next = 0;
  let allOk = true;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const { title, command, args } = job;
      const started = Date.now();
      const output: Buffer[] = [];
      const status = await new Promise<number | null>((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(null);
        });
        child.on('close', (code) => resolve(code));
      });
      const ok = status === 0;
      allOk &&= ok;
      console.log(`\n▶ ${title}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✘'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return allOk;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function finish(ok: boolean): never {
  rmSync(tmp, { recursive: true, force: true });
  if (!ok && totals.failed === 0) totals.failed = 1; // a failing stage without test counts (typecheck, lint…)
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    console.warn(`\n!!! PostgreSQL not reachable at ${url} (${error instanceof Error ? error.message : error}).`);
    console.warn('!!! SKIPPING the PostgreSQL run of the database tests. Set TEST_DATABASE_URL to run them.\n');
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function ensureChromium(): boolean {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log(`\nChromium is missing at ${path}: installing Debian's chromium package with apt-get…`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get update', 'apt-get', ['update', '-qq'], env) && run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env)) {
      return existsSync(path);
    }
  }
  console.error(`\nChromium not found at ${path}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  return false;
}

/**
 * The server test files worth a second run on PostgreSQL: what PGlite (one connection, in process) cannot show —
 * concurrency, lost connections, several servers on one database — and the database layer itself. A file qualifies
 * when it lives in src/server/db or mentions `testDatabaseUrl`, concurrency or `Promise.all(` (requests sent
 * together); the others ran on PGlite, which is PostgreSQL compiled to WebAssembly, with the same migrations.
 */
function postgresTestFiles(): string[] {
  const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.ts$/.test(f))
    .map((f) => join('src/server', f));
  return files.filter((f) => f.startsWith(join('src/server', 'db')) || /testDatabaseUrl|concurren|Promise\.all\(/i.test(readFileSync(f, 'utf8'))).sort();
}

const npx = 'npx';
const vitestArgs = (name: string, extra: string[] = []) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(tmp, name)}`, ...extra];

if (!run('codegen is up to date', npx, ['tsx', 'codegen/index.ts', '--check'])) finish(false);
// openapi/shop.yaml and the files it references (openapi/paths/, openapi/components/) against Redocly's recommended
// ruleset (redocly.yaml says which rules are off and why). No telemetry, no update notices.
const contractLintOk = run('contract lint (redocly lint openapi/shop.yaml)', npx, ['redocly', 'lint', '--format=codeframe'], {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
});
totals[contractLintOk ? 'passed' : 'failed'] += 1;
if (!contractLintOk) finish(false);
if (existsSync('codegen/schemas-check.ts') && !run('product schemas are valid', npx, ['tsx', 'codegen/schemas-check.ts'])) finish(false);
// One program per environment: the browser (DOM, no Node types), Node code (no DOM), browser journeys and benches
// (both); and the lint. Two at a time, the longest first.
const staticChecks = [
  { title: 'lint', command: npx, args: ['eslint', '.', '--max-warnings=0'] },
  ...['tsconfig.web.json', 'tsconfig.node.json', 'tsconfig.e2e.json'].map((project) => ({ title: `typecheck (${project})`, command: npx, args: ['tsc', '--noEmit', '-p', project] })),
  // Type-only imports count: a cycle of types is still two modules that cannot be understood or moved apart.
  { title: 'no import cycle in src/', command: npx, args: ['tsx', 'scripts/checks/import-cycles.ts', 'src'] },
];
if (!(await runTogether(staticChecks))) finish(false);

const unitOk = run('unit and API tests (PGlite)', npx, vitestArgs('vitest.json'));
countVitest(join(tmp, 'vitest.json'));
if (!unitOk) finish(false);

const pgUrl = await postgresUrl();
if (pgUrl) {
  const files = postgresTestFiles();
  const ok = run(`database tests on PostgreSQL (${files.length} files)`, npx, vitestArgs('vitest-pg.json', files), { TEST_DATABASE_URL: pgUrl });
  countVitest(join(tmp, 'vitest-pg.json'));
  if (!ok) finish(false);
}

if (!ensureChromium()) finish(false);
if (!run('build the web app', npx, ['vite', 'build', '--logLevel', 'warn'])) finish(false);
const e2eOk = run('browser journeys (Playwright + Chromium)', npx, ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(tmp, 'playwright.json'),
  E2E_DATA_DIR: join(tmp, 'e2e-data'),
});
countPlaywright(join(tmp, 'playwright.json'));
finish(e2eOk);
