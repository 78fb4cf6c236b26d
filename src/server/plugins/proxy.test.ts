/**
 * TRUST_PROXY: X-Forwarded-For counts only when it comes from a trusted proxy, so a client cannot pick its own
 * rate-limit key (the per-IP flood limit and the login limits are keyed on the request's address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

const remaining = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/goodsCategory/lists', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  return Number(res.headers['x-ratelimit-remaining']);
};

describe('trusted proxies', () => {
  let listed: TestApp;
  let hops: TestApp;
  beforeAll(async () => {
    listed = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy });
    hops = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
  });
  afterAll(async () => {
    await listed.close();
    await hops.close();
  });

  it('a spoofed X-Forwarded-For from an untrusted peer does not change the rate-limit key', async () => {
    const first = await remaining(listed, '203.0.113.5', '198.51.100.1');
    const second = await remaining(listed, '203.0.113.5', '198.51.100.2');
    expect(second).toBe(first - 1);
  });

  it('through a listed proxy, each forwarded client has its own key', async () => {
    const first = await remaining(listed, '10.0.0.1', '198.51.100.11');
    const second = await remaining(listed, '10.0.0.1', '198.51.100.12');
    expect(second).toBe(first);
  });

  it('with one trusted hop, only the address the proxy appended counts — not what the client prepended', async () => {
    const first = await remaining(hops, '10.0.0.9', '1.1.1.1, 198.51.100.21');
    const second = await remaining(hops, '10.0.0.9', '2.2.2.2, 198.51.100.21');
    expect(second).toBe(first - 1);
  });
});
