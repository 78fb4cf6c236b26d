/** Security headers on the web app, the admin path, the API and the docs; the stricter policy of payment pages. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyToOrder, submitOrder } from '../../testing/fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/pc/', '/pc/user/order', '/admin/', '/api/docs'])('%s: CSP without inline script, no framing, HSTS, Permissions-Policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('unsafe-eval');
    // Inline styles only for the API reference (Swagger UI), never for the shop.
    if (!url.startsWith('/api/docs')) expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/api/goods/lists', '/api/no-such-call', '/api/account/avatar'])('%s (not a page): a policy that allows nothing, no framing, HSTS, nosniff, Permissions-Policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Headers for documents only are not sent with JSON.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('the hosted payment page allows only its own script and style, pinned by hash', async () => {
    const u = await readyToOrder(t.app);
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const url = String((await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'online' } })).body.data.redirect_url);
    const page = await t.app.inject({ method: 'GET', url });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A page, though under /api/: the document headers too.
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`script-src ${hash(scripts[0]!)}`);
    expect(csp).toContain(`style-src ${hash(styles[0]!)}`);
    expect(page.body).not.toMatch(/ on[a-z]+=/); // no inline event handlers
  });
});
