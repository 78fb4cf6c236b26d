/**
 * Checkout throughput: orders per second for "submit + balance payment" through the real app (app.inject, no
 * network), on the embedded PGlite and on PostgreSQL when reachable (BENCH_DATABASE_URL or 127.0.0.1:5432/test).
 * Each order is a fresh cart line → preview → submit → pay by balance, from several users in parallel.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seed } from '../../src/server/db/seed';

const USERS = 8;
const ORDERS_PER_USER = Number(process.env.BENCH_ORDERS_PER_USER || 15);

async function bench(label: string, target: DatabaseTarget, drop?: () => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'printfront-bench-checkout-'));
  const database = await openDatabase(target);
  await seed(database.db);
  const app = await buildApp({ config: { ...loadConfig({ DATA_DIR: dataDir, WEB_DIR: '/nonexistent' }), expirySweepSeconds: 0 }, database, logger: false });
  await app.ready();
  const call = async (method: 'GET' | 'POST', url: string, token: string | null, body?: object) => {
    const res = await app.inject({ method, url, headers: token ? { token } : {}, ...(body ? { payload: body } : {}) });
    const json = res.json() as { code: number; msg: string; data: Record<string, unknown> };
    if (json.code !== 1) throw new Error(`${url}: ${json.msg}`);
    return json.data;
  };
  const pdf = Buffer.from('%PDF-1.7\nbench');
  const people = [];
  for (let i = 0; i < USERS; i++) {
    const mobile = `+97158${String(Date.now() + i).slice(-7)}`;
    const registered = await call('POST', '/api/account/register', null, { type: 'personal', nickname: `bench${mobile.slice(-7)}`, mobile, password: 'bench123', password_confirm: 'bench123' });
    const { token } = (await call('POST', '/api/account/login', null, { account: mobile, password: 'bench123' })) as { token: string };
    await database.db.update(users).set({ balanceFils: 1_000_000_000 }).where(eq(users.id, Number(registered.user_id)));
    const address = await call('POST', '/api/address/add', token, { recipient: 'Bench', phone: '+971501234567', province: 'Dubai', city: 'Dubai', address: 'Al Quoz 3' });
    const boundary = 'bb';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload/design',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card90x54.pdf"\r\n\r\n`), pdf, Buffer.from(`${i}\r\n--${boundary}--\r\n`)]),
    });
    people.push({ token, addressId: Number(address.id), fileId: Number((upload.json() as { data: { id: number } }).data.id) });
  }
  const started = performance.now();
  await Promise.all(
    people.map(async (p) => {
      for (let n = 0; n < ORDERS_PER_USER; n++) {
        const added = (await call('POST', '/api/cart/add', p.token, { items: [{ code: 'bc_standard', config: { quantity: 500 }, file_id: p.fileId }] })) as { ids: number[] };
        const preview = (await call('POST', '/api/order/preview', p.token, { cart_ids: added.ids, delivery: 'pickup' })) as { totals: { amount_due_fils: number } };
        const order = (await call('POST', '/api/order/submit', p.token, {
          cart_ids: added.ids,
          address_id: p.addressId,
          delivery: 'pickup',
          agree_terms: true,
          idempotency_key: randomUUID().replace(/-/g, ''),
          expected_amount_due_fils: preview.totals.amount_due_fils,
        })) as { order_id: number };
        await call('POST', '/api/pay/prepay', p.token, { order_id: order.order_id, method: 'balance' });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = USERS * ORDERS_PER_USER;
  console.log(`${label.padEnd(11)} ${total} orders (cart → preview → submit → balance payment) in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(1)} orders/s`);
  await app.close();
  await database.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
}

await bench('PGlite', { kind: 'pglite', dataDir: null });
const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
  const name = `pf_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  await bench('PostgreSQL', { kind: 'postgres', url: target.toString(), poolSize: 20 }, async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
  });
} catch (error) {
  console.log(`PostgreSQL at ${url} not reachable (${error instanceof Error ? error.message : error}); PostgreSQL figures skipped.`);
} finally {
  await admin.end().catch(() => undefined);
}
