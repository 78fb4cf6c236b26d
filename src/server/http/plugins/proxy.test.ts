/**
 * TRUST_PROXY: X-Forwarded-For counts only when it comes from a trusted proxy, so a client cannot pick its own
 * rate-limit key (the per-IP flood limit and the login limits are keyed on the request's address).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The flood limit's key is seen through its budget: a limit of 1 per minute, so a second call on the same key is refused. */
const LIMIT = 1;
const status = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/goodsCategory/lists', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
  return res.statusCode;
};

describe('trusted proxies', () => {
  let listed: TestApp;
  let hops: TestApp;
  beforeAll(async () => {
    listed = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.1' }).trustProxy, apiRateLimitPerMinute: LIMIT });
    hops = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy, apiRateLimitPerMinute: LIMIT });
  });
  afterAll(async () => {
    await listed.close();
    await hops.close();
  });

  it('a spoofed X-Forwarded-For from an untrusted peer does not change the rate-limit key', async () => {
    // Two "clients" by their forwarded address, one key (the peer's): the second call is over the limit.
    expect(await status(listed, '203.0.113.5', '198.51.100.1')).toBe(200);
    expect(await status(listed, '203.0.113.5', '198.51.100.2')).toBe(429);
  });

  it('through a listed proxy, each forwarded client has its own key', async () => {
    expect(await status(listed, '10.0.0.1', '198.51.100.11')).toBe(200);
    expect(await status(listed, '10.0.0.1', '198.51.100.12')).toBe(200);
    expect(await status(listed, '10.0.0.1', '198.51.100.11')).toBe(429);
  });

  it('with one trusted hop, only the address the proxy appended counts — not what the client prepended', async () => {
    expect(await status(hops, '10.0.0.9', '1.1.1.1, 198.51.100.21')).toBe(200);
    expect(await status(hops, '10.0.0.9', '2.2.2.2, 198.51.100.21')).toBe(429);
    expect(await status(hops, '10.0.0.9', '2.2.2.2, 198.51.100.22')).toBe(200);
  });
});
