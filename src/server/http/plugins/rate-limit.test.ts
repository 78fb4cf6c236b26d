/**
 * API_RATE_LIMIT_PER_MINUTE sets the per-address flood limit; with REDIS_URL two servers share one count.
 * The shared case needs the Redis server at 127.0.0.1:6379 (REDIS_TEST_URL to point elsewhere).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const haveRedis = await redisReachable();
if (!haveRedis) console.warn(`\n!!! No Redis at ${redisUrl}: the shared rate-limit test is SKIPPED !!!\n`);

const call = (t: TestApp, ip: string) => t.app.inject({ method: 'GET', url: '/api/goodsCategory/lists', remoteAddress: ip, headers: { version: '1.0.0' } });

describe('API_RATE_LIMIT_PER_MINUTE on one server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ apiRateLimitPerMinute: 3 });
  });
  afterAll(async () => t.close());

  it('answers 429 past the configured limit, per address, and leaves pages alone', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await call(t, '203.0.113.40')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // The limit's headers come with the refusal only.
    const refused = await call(t, '203.0.113.40');
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const fresh = await call(t, '203.0.113.41');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-ratelimit-remaining']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/pc/', remoteAddress: '203.0.113.40' });
    expect(page.statusCode).not.toBe(429);
    for (const url of ['/pc/favicon.svg', '/pc/no-such-page', '/']) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.40' })).statusCode).not.toBe(429);
    }
  });

  it('counts calls to unknown API paths too, and the API reference', async () => {
    const unknown = () => t.app.inject({ method: 'GET', url: '/api/no-such-call', remoteAddress: '203.0.113.42', headers: { version: '1.0.0' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await unknown()).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    // The same budget: a known call from that address is refused as well.
    expect((await call(t, '203.0.113.42')).statusCode).toBe(429);
    const docs = [];
    for (let i = 0; i < 4; i++) docs.push((await t.app.inject({ method: 'GET', url: '/api/docs/json', remoteAddress: '203.0.113.43' })).statusCode);
    expect(docs).toEqual([200, 200, 200, 429]);
  });
});

describe.skipIf(!haveRedis)('with REDIS_URL, two servers share the limit', () => {
  let a: TestApp;
  let b: TestApp;
  const nameSpace = `printfront-test-${randomBytes(6).toString('hex')}-`;
  beforeAll(async () => {
    a = await createTestApp({ apiRateLimitPerMinute: 4, redisUrl }, { rateLimitNameSpace: nameSpace });
    b = await createTestApp({ apiRateLimitPerMinute: 4, redisUrl }, { rateLimitNameSpace: nameSpace });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('calls counted on one server count on the other', async () => {
    const ip = '198.51.100.77';
    const codes = [];
    for (const server of [a, b, a, b, a, b]) codes.push((await call(server, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address still has its own budget on both servers.
    expect((await call(b, '198.51.100.78')).statusCode).toBe(200);
  });
});
