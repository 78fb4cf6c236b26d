/**
 * The staff order queue (GET /api/staff/orders, /api/staff/cancelRequests) with 100,000 seeded orders on PostgreSQL:
 * list, filters and search, one request at a time through the started server, p50 and p95 per query (target p95
 * ≤ 100 ms; docs/staff-console.md). Uses a throw-away database on BENCH_DATABASE_URL's server (default the test
 * server at 127.0.0.1:5432) and drops it afterwards. BENCH_ORDERS changes the number of orders.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { startServer } from '../../src/server/server';

const ORDERS = Number(process.env.BENCH_ORDERS || 100_000);
const CUSTOMERS = 5_000;
const ROUNDS = 60;
const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log(`PostgreSQL at ${baseUrl} not reachable; staff queue bench skipped.`);
  process.exit(0);
}
const dbName = `bench_staff_${process.pid}`;
await admin.query(`create database ${dbName}`);
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-staff-'));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

try {
  const config = { ...loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIR: '/nonexistent', EXPIRY_SWEEP_SECONDS: '0' }), port: 0, host: '127.0.0.1' };
  const server = await startServer(config);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const started = Date.now();
    await db.query(
      `insert into users (type_id, nickname, mobile, password_hash)
       select 1, 'customer' || i, '+9715' || lpad(i::text, 8, '0'), 'x' from generate_series(1, $1) i`,
      [CUSTOMERS],
    );
    const statuses = ['unpaid', 'pending_review', 'pending_proof_approval', 'proof_approved', 'in_production', 'stocked', 'shipped', 'delivered', 'closed', 'cancelled'];
    const methods = ['online', 'balance', 'bank_transfer', 'credit', 'cod'];
    await db.query(
      `insert into orders (user_id, order_sn, idempotency_key, status, delivery, address, goods_fils, discount_fils, member_discount_fils,
         shipping_fils, tax_fils, amount_due_fils, paid_fils, payment_method, payment_status, day, created_at, cancel_requested, cancel_requested_at, cancel_reason)
       select u.id, 'PF' || to_char(c, 'YYMMDD') || lpad(i::text, 8, '0'), 'bench-' || i, ($2::text[])[1 + i % 10], 'door',
         '{"recipient":"R","phone":"+971501234567","province":"Dubai","city":"Dubai","address":"A","area":"","postal_code":""}'::jsonb,
         10000, 0, 0, 2500, 625, 13125, case when i % 10 = 0 then 0 else 13125 end, ($3::text[])[1 + i % 5],
         case when i % 10 = 0 then 'none' else 'paid' end, to_char(c, 'YYYY-MM-DD'), c,
         i % 500 = 1, case when i % 500 = 1 then c end, case when i % 500 = 1 then 'bench' end
       from generate_series(1, $1) i
       cross join lateral (select now() - (i || ' minutes')::interval as c) t
       join users u on u.id = (select min(id) from users) + (i * 7919) % $4`,
      [ORDERS, statuses, methods, CUSTOMERS],
    );
    await db.query('vacuum analyze'); // the steady state autovacuum keeps: index-only scans for the counts
    console.log(`seeded ${ORDERS.toLocaleString('en')} orders of ${CUSTOMERS.toLocaleString('en')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // A staff session: register and sign in through the API, then give the account the staff role.
    const mobile = '+971588888888';
    const password = 'bench1234';
    const call = async (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', version: '1.0.0', ...(init.headers ?? {}) } });
    await call('/api/account/register', { method: 'POST', body: JSON.stringify({ type: 'personal', nickname: 'benchstaff', mobile, password, password_confirm: password }) });
    await db.query(`update users set role = 'staff' where mobile = $1`, [mobile]);
    const login = (await (await call('/api/account/login', { method: 'POST', body: JSON.stringify({ account: mobile, password }) })).json()) as { code: number; msg: string; data: { token: string } };
    if (login.code !== 1) throw new Error(`staff login failed: ${login.msg}`);
    const token = login.data.token;

    const { rows } = await db.query<{ order_sn: string }>(`select order_sn from orders order by id desc limit 1 offset 5000`);
    const sn = rows[0]!.order_sn;
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const queries: [string, string][] = [
      ['newest first', '/api/staff/orders'],
      ['page 50', '/api/staff/orders?page_no=50'],
      ['status tab', '/api/staff/orders?status=pending_review'],
      ['status + method + date', `/api/staff/orders?status=shipped&payment_method=online&date_from=${today}&date_to=${today}`],
      ['search order SN', `/api/staff/orders?q=${sn}`],
      ['search SN prefix', `/api/staff/orders?q=${sn.slice(0, 10)}`],
      ['search customer name', '/api/staff/orders?q=customer123'],
      ['search phone', '/api/staff/orders?q=%2B971500004'],
      ['cancellation requests', '/api/staff/cancelRequests'],
    ];
    console.log(`${'query'.padEnd(26)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}   (${ROUNDS} requests each, one at a time)`);
    let worst = 0;
    for (const [label, path] of queries) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS + 5; i++) {
        const t0 = performance.now();
        const res = await call(path, { headers: { token } });
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
        if (i >= 5) times.push(performance.now() - t0); // the first five warm the caches
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(`${label.padEnd(26)} ${percentile(times, 50).toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms`);
    }
    console.log(`worst p95 ${worst.toFixed(1)} ms (target ≤ 100 ms)`);
  } finally {
    await db.end();
    await server.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
