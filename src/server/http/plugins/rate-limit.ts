/**
 * The coarse per-IP flood limit on API calls (`API_RATE_LIMIT_PER_MINUTE`, default 1,200). Login and password
 * reset have their own per-account limits, kept in the database. Static files and pages are not counted.
 * With `REDIS_URL` the counters live in Redis, so every server behind a load balancer shares one limit per address;
 * without it each process counts on its own. If Redis cannot be reached the limit is skipped (logged), never the
 * request refused.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Prefix of the Redis keys (tests use one per test so their counters never meet). */
  redisNameSpace?: string;
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { apiRateLimitPerMinute, redisUrl } = app.config;
  let redis: Redis | null = null;
  if (redisUrl) {
    // Fail fast: a request waits for Redis at most about a second, then passes uncounted (skipOnError).
    // ioredis is loaded only when Redis is configured.
    const { Redis } = await import('ioredis');
    redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis unreachable; the flood limit is skipped meanwhile'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  // Only API routes are counted: every other route (pages, static files, redirects) is marked before the limit's own
  // route hook sees it, so it gets no limit hook at all (rather than a hook that asks, on every request, whether to skip).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(fastifyRateLimit, {
    max: apiRateLimitPerMinute,
    timeWindow: '1 minute',
    // The limit's headers (and Retry-After) go with a refusal only: under the limit they would add three header lines
    // to every API answer, which the shop's pages never read (each line is work for Node and for the client).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(redis ? { redis, nameSpace: options.redisNameSpace ?? 'printfront-rate-limit-', skipOnError: true } : {}),
  });
}

export const rateLimitPlugin = fp(rateLimit, { name: 'rate-limit' });
