/**
 * The API read path against the framework's own ceiling, measured from outside on loopback: a Fastify hello-world
 * and the shop's compiled server (build/server/main.js, as `npm start` runs it — build first with `npm run build`)
 * each run in a child process; autocannon drives 10 connections. Each call is warmed up for 5 s, then measured in
 * three 2-s rounds, each right after a 2-s round of the hello-world (on two shared cores the ceiling drifts by ±30%
 * within a run). Prints the median req/s, the median of the three ratios, the worst p99 latency, the shop's RSS
 * after each call, after the run and 10 s later — on the embedded PGlite and, when reachable, on PostgreSQL (BENCH_DATABASE_URL or the test server at 127.0.0.1:5432). The flood limit is raised
 * with API_RATE_LIMIT_PER_MINUTE so the figures are not 429s. Every call sends the `Accept-Encoding` a browser sends
 * (Chromium's), so the figures are what the shop's own pages get: kept answers of 1 KB and more go out compressed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../node-flags.mjs';

const root = process.cwd();
const CONNECTIONS = 10;
const DURATION = 5;
/** Each call is measured in rounds, each right after a hello-world round of the same length. */
const ROUNDS = 3;
const ROUND_SECONDS = 2;
/** What Chromium sends with every fetch. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const quoteBody = JSON.stringify({ code: 'bc_standard', config: { quantity: 500 } });
const calls: { label: string; path: string; method?: 'POST'; body?: string; varied?: boolean }[] = [
  { label: 'pc/commonData', path: '/api/pc/commonData' },
  { label: 'goodsCategory/lists', path: '/api/goodsCategory/lists' },
  { label: 'goods/lists', path: '/api/goods/lists?category_id=76&page_size=100' },
  { label: 'goods/detail', path: '/api/goods/detail?id=' }, // the first listed goods item (filled in at start)
  { label: 'quote/schema', path: '/api/quote/schema?code=bc_standard' },
  { label: 'quote/price', path: '/api/quote/price', method: 'POST', body: quoteBody },
  // A different configuration each time (a random quantity of 100–100,000), past the server's kept answers.
  { label: 'quote/price (varied)', path: '/api/quote/price', method: 'POST', body: quoteBody, varied: true },
];

/** Each request a fresh quantity: what the engine costs when no kept answer helps. */
function variedQuote(request: { body?: string | Buffer }) {
  return { ...request, body: JSON.stringify({ code: 'bc_standard', config: { quantity: 100 + Math.floor(Math.random() * 99_900) } }) };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function load(url: string, method: 'GET' | 'POST' = 'GET', body?: string, varied = false, duration = DURATION) {
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration,
    ...(body
      ? { body, headers: { 'content-type': 'application/json', version: '1.0.0', 'accept-encoding': ACCEPT_ENCODING } }
      : { headers: { version: '1.0.0', 'accept-encoding': ACCEPT_ENCODING } }),
    ...(varied ? { requests: [{ method, setupRequest: variedQuote }] } : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.errors + result.non2xx };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const HELLO = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/**
 * The hello-world, started once and kept running: each round of a call is compared with a hello-world round measured
 * just before it (an adjacent measurement cancels most of the drift).
 */
async function startHello(port: number): Promise<{ measure: () => Promise<{ rps: number; p99: number }>; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit', cwd: root });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  await load(`http://127.0.0.1:${port}/`); // warm-up
  return { measure: () => load(`http://127.0.0.1:${port}/`, 'GET', undefined, false, ROUND_SECONDS), stop: () => stop(child) };
}

async function bench(label: string, env: Record<string, string>, port: number, hello: () => Promise<{ rps: number; p99: number }>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'build/server/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '10000000', EXPIRY_SWEEP_SECONDS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: root,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/config/getconfig`, child);
    console.log(`--- ${label}`);
    const first = (await (await fetch(`${base}/api/goods/lists?page_size=1`)).json()) as { data: { lists: { id: number }[] } };
    const detail = calls.find((c) => c.label === 'goods/detail');
    if (detail) detail.path = `/api/goods/detail?id=${first.data.lists[0]?.id ?? 1}`;
    for (const call of calls) {
      await load(`${base}${call.path}`, call.method, call.body, call.varied); // warm-up (fills the cache, JIT)
      // Three rounds of hello-world then the call, 2 s each; the median of the three ratios (and of the figures).
      const rounds: { rps: number; p99: number; bad: number; hello: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const baseline = await hello();
        const { rps, p99, bad } = await load(`${base}${call.path}`, call.method, call.body, call.varied, ROUND_SECONDS);
        rounds.push({ rps, p99, bad, hello: baseline.rps });
      }
      const ratio = median(rounds.map((r) => r.rps / r.hello));
      const rps = median(rounds.map((r) => r.rps));
      const p99 = Math.max(...rounds.map((r) => r.p99));
      const bad = rounds.reduce((sum, r) => sum + r.bad, 0);
      console.log(
        `${label.padEnd(10)} ${call.label.padEnd(24)} ${Math.round(rps).toString().padStart(7)} req/s  ratio ${ratio.toFixed(2)}  p99 ${p99} ms` +
          `  (hello-world ${Math.round(median(rounds.map((r) => r.hello)))} req/s; RSS ${rssMb(child.pid ?? 0)} MB)${bad ? `  errors/non-2xx ${bad}` : ''}`,
      );
    }
    console.log(`${label.padEnd(10)} RSS after the run      ${rssMb(child.pid ?? 0)} MB`);
    // What the server holds once the load is over (V8 shrinks its heap when allocation stops).
    await new Promise((r) => setTimeout(r, 10_000));
    console.log(`${label.padEnd(10)} RSS 10 s later         ${rssMb(child.pid ?? 0)} MB`);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(root, 'build/server/main.js'))) {
  console.error('No compiled server: run `npm run build` (or `npm start` once) first.');
  process.exit(1);
}
const hello = await startHello(3391);
await bench('PGlite', {}, 3392, hello.measure);
const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const probe = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
try {
  await probe.connect();
  await probe.end();
} catch {
  console.log(`PostgreSQL at ${pgUrl} not reachable; PostgreSQL figures skipped.`);
  await hello.stop();
  process.exit(0);
}
await bench('PostgreSQL', { DATABASE_URL: pgUrl }, 3393, hello.measure);
await hello.stop();
