/**
 * Throughput of the storefront's loading calls (pc/commonData, goodsCategory/lists, goods/lists) on the embedded
 * database, and on PostgreSQL when BENCH_DATABASE_URL (or the test server at 127.0.0.1:5432) is reachable.
 * Loopback only, bounded: 5 s per call, 20 connections.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const calls = ['/api/pc/commonData', '/api/goodsCategory/lists', '/api/goods/lists?category_id=76&page_size=100'];

async function bench(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-'));
  const config = { ...loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIR: '/nonexistent' }), port: 0, host: '127.0.0.1' };
  const server = await startServer(config);
  try {
    for (const path of calls) {
      const result = await autocannon({ url: `${server.url}${path}`, connections: 20, duration: 5 });
      console.log(`${label.padEnd(10)} ${path.padEnd(48)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('PGlite', {});
const pgUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const probe = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
try {
  await probe.connect();
  await probe.end();
  await bench('PostgreSQL', { DATABASE_URL: pgUrl });
} catch {
  console.log(`PostgreSQL at ${pgUrl} not reachable; PostgreSQL figures skipped.`);
}
