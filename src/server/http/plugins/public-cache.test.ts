/**
 * The public-data cache is exact: a change to a setting or a goods row — made by any writer, here plain SQL — shows
 * on the next read; answers vary by language; anonymous GETs carry an ETag and revalidate with 304. On PostgreSQL
 * (TEST_DATABASE_URL) the same holds across two servers sharing the database.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondServer, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';
import { preferredCoding } from './public-cache';

const get = (t: TestApp['app'], url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers: { version: '1.0.0', ...headers } });

async function firstGoodsId(t: TestApp): Promise<number> {
  const list = await t.api.get('/goods/lists', { query: { page_size: 1 } });
  return Number((list.body.data as { lists: { id: number }[] }).lists[0]?.id);
}

describe('public-data cache', () => {
  let t: TestApp;
  let goodsId: number;
  beforeAll(async () => {
    t = await createTestApp();
    goodsId = await firstGoodsId(t);
  });
  afterAll(async () => t.close());

  it('anonymous GETs carry an ETag and Cache-Control, and revalidate with 304', async () => {
    const first = await get(t.app, `/api/goods/detail?id=${goodsId}`);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/Accept-Language/);
    const again = await get(t.app, `/api/goods/detail?id=${goodsId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const cached = await get(t.app, `/api/goods/detail?id=${goodsId}`);
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(etag);
  });

  it('sends brotli or gzip to a client that accepts it, the same JSON, each coding with its own ETag', async () => {
    const plain = await get(t.app, '/api/goodsCategory/lists');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    // Twice each: the miss that keeps the answer and the hit served from memory answer alike.
    for (let round = 0; round < 2; round++) {
      const br = await get(t.app, '/api/goodsCategory/lists', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      const gz = await get(t.app, '/api/goodsCategory/lists', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
      // Revalidating a compressed copy: 304 with no body and no coding.
      const again = await get(t.app, '/api/goodsCategory/lists', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      // The plain copy's ETag does not validate the brotli one.
      expect((await get(t.app, '/api/goodsCategory/lists', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
      await t.database.db.execute(sql`update settings set value = value where key = 'pc_meta'`); // a new generation: a miss again
    }
    // A short answer goes out as it is.
    const short = await get(t.app, `/api/goods/detail?id=${goodsId}`, { 'accept-encoding': 'br' });
    expect(short.rawPayload.length < 1024).toBe(short.headers['content-encoding'] === undefined);
  });

  it('reads Accept-Encoding: brotli first, gzip next, nothing refused with q=0', () => {
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('')).toBeNull();
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredCoding('BR;q=0.5')).toBe('br');
    expect(preferredCoding('deflate, identity')).toBeNull();
    expect(preferredCoding('gzip;q=0, br;q=0.0')).toBeNull();
    expect(preferredCoding('x-gzip')).toBe('gzip');
  });

  it('keeps one answer per language', async () => {
    const en = await get(t.app, '/api/goodsCategory/lists', { cookie: 'locale=en' });
    const ar = await get(t.app, '/api/goodsCategory/lists', { cookie: 'locale=ar' });
    const arAgain = await get(t.app, '/api/goodsCategory/lists', { 'accept-language': 'ar' });
    expect(ar.body).not.toBe(en.body);
    expect(arAgain.body).toBe(ar.body);
    expect(ar.headers.etag).not.toBe(en.headers.etag);
    const enAgain = await get(t.app, '/api/goodsCategory/lists', { cookie: 'locale=en', 'if-none-match': String(ar.headers.etag) });
    expect(enAgain.statusCode).toBe(200);
  });

  it('a goods row changed by plain SQL shows on the next read, and the old ETag no longer matches', async () => {
    const before = await get(t.app, `/api/goods/detail?id=${goodsId}`);
    await t.database.db.execute(sql`update goods set name = jsonb_set(name, '{en}', '"Renamed by SQL"') where id = ${goodsId}`);
    const after = await get(t.app, `/api/goods/detail?id=${goodsId}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.name).toBe('Renamed by SQL');
    const list = await get(t.app, '/api/goods/lists?page_size=1');
    expect(list.json().data.lists[0].name).toBe('Renamed by SQL');
  });

  it('a setting changed shows on the next commonData, anonymous or logged in; the per-user part stays per user', async () => {
    const user = await newUser(t.app);
    expect((await t.api.get('/pc/commonData')).body.data).toMatchObject({ my: { user_id: 0 } });
    expect((await t.api.get('/pc/commonData', { token: user.token })).body.data).toMatchObject({ my: { user_id: user.userId, cart: 0 } });
    await t.database.db.execute(sql`update settings set value = jsonb_set(value, '{title,en}', '"Cached? No."') where key = 'pc_meta'`);
    const anonymous = await t.api.get('/pc/commonData');
    expect(anonymous.body.data).toMatchObject({ pc: { title: 'Cached? No.' }, my: { user_id: 0 } });
    const mine = await get(t.app, '/api/pc/commonData', { token: user.token });
    expect(mine.json().data).toMatchObject({ pc: { title: 'Cached? No.' }, my: { user_id: user.userId } });
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe.skipIf(!testDatabaseUrl)('public-data cache on two servers sharing PostgreSQL', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondServer>>;
  let goodsId: number;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondServer(a);
    goodsId = await firstGoodsId(a);
    // Both servers listen for change notices before the test starts.
    await Promise.all([a.app, b.app].map(async (app) => {
      for (let i = 0; i < 100 && !app.publicData.enabled; i++) await new Promise((r) => setTimeout(r, 20));
      expect(app.publicData.enabled).toBe(true);
    }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a goods row changed through one server shows on the next read on either server', async () => {
    const url = `/api/goods/detail?id=${goodsId}`;
    expect((await get(b.app, url)).json().data.name).not.toBe('Seen everywhere');
    expect((await get(a.app, url)).json().data.name).not.toBe('Seen everywhere');
    await a.database.db.execute(sql`update goods set name = jsonb_set(name, '{en}', '"Seen everywhere"') where id = ${goodsId}`);
    expect((await get(b.app, url)).json().data.name).toBe('Seen everywhere');
    expect((await get(a.app, url)).json().data.name).toBe('Seen everywhere');
  });

  it('a setting changed on one server shows in the other server\'s commonData', async () => {
    expect((await get(b.app, '/api/pc/commonData')).json().data.pc.title).not.toBe('Both servers');
    await a.database.db.execute(sql`update settings set value = jsonb_set(value, '{title,en}', '"Both servers"') where key = 'pc_meta'`);
    expect((await get(b.app, '/api/pc/commonData')).json().data.pc.title).toBe('Both servers');
  });
});
