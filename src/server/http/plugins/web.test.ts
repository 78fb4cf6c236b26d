/** The built shop and staff console are served with history fallback; assets are files, API misses are envelopes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const script = `export const shop = ${JSON.stringify('printfront '.repeat(500))};`;
const webDir = mkdtempSync(join(tmpdir(), 'printfront-web-'));
beforeAll(async () => {
  mkdirSync(join(webDir, 'admin'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>shop</title>');
  writeFileSync(join(webDir, 'admin', 'index.html'), '<!doctype html><title>console</title>');
  // As the build writes them: each asset with its .br and .gz beside it (vite.config.ts).
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'shell-abc.js'), script);
  writeFileSync(join(webDir, 'assets', 'shell-abc.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDir, 'assets', 'shell-abc.js.gz'), gzipSync(script));
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('web app and console', () => {
  it('/admin/ and any console path get the console page, never the shop page', async () => {
    for (const url of ['/admin/', '/admin/audit', '/admin/customers/12?tab=orders']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>console</title>');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/admin/');
  });

  it('shop paths still get the shop page; a missing console file is a 404, not the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pc/user/order' })).body).toContain('<title>shop</title>');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>console</title>');
    expect((await t.app.inject({ method: 'POST', url: '/admin/audit' })).statusCode).toBe(404);
  });

  it('sends the pre-compressed asset the browser accepts (brotli before gzip), the plain file otherwise', async () => {
    const url = '/pc/assets/shell-abc.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
