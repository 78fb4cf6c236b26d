/**
 * Serves the public catalogue reads from memory (lib/public-data.ts keeps the copies exact): the anonymous
 * `pc/commonData`, the category tree, goods lists and details, articles, notices, `quote/schema` and the two
 * configuration calls. A cached answer skips validation, the handler and serialisation; it carries an `ETag`, and
 * a GET whose `If-None-Match` names it gets `304` with no body. `Cache-Control: no-cache` lets browsers and proxies
 * keep the answer but ask again each time (a change shows on the next read), and the answer varies by language
 * (the `locale` cookie or `Accept-Language`) and session (`token`). `pc/commonData` with a session is not cached
 * whole: its shop-wide part is (routes/shop), and its per-user part is read per request.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PublicDataCache } from '../lib/public-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public-data cache (exact: dropped on every committed change to the public tables). */
    publicData: PublicDataCache;
  }
  interface FastifyRequest {
    /** Set on a cacheable read that missed: where to keep its answer, and the generation it was read in. */
    publicCacheSlot: { key: string; generation: number } | null;
  }
}

/** The cached reads; `anonymousOnly` answers depend on the session. */
const CACHED_READS = new Map<string, { anonymousOnly: boolean }>([
  ['/api/pc/commonData', { anonymousOnly: true }],
  ['/api/service/getConfig', { anonymousOnly: false }],
  ['/api/config/getconfig', { anonymousOnly: false }],
  ['/api/goodsCategory/lists', { anonymousOnly: false }],
  ['/api/goods/lists', { anonymousOnly: false }],
  ['/api/goods/detail', { anonymousOnly: false }],
  ['/api/article/lists', { anonymousOnly: false }],
  ['/api/article/detail', { anonymousOnly: false }],
  ['/api/notice/lists', { anonymousOnly: false }],
  ['/api/notice/detail', { anonymousOnly: false }],
  ['/api/quote/schema', { anonymousOnly: false }],
]);

interface CachedAnswer {
  /** The answer's UTF-8 bytes: encoded once when kept, not on every send (the category tree is ~100 KB of text in four scripts). */
  body: Buffer;
  etag: string;
  contentType: string;
}

const VARY = 'Accept-Language, Cookie, token';

function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function validators(reply: FastifyReply, etag: string, anonymous: boolean): void {
  reply.header('etag', etag);
  reply.header('cache-control', `${anonymous ? 'public' : 'private'}, no-cache`);
  reply.header('vary', VARY);
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function publicCache(app: FastifyInstance): Promise<void> {
  const cache = new PublicDataCache();
  app.decorate('publicData', cache);
  app.decorateRequest('publicCacheSlot', null);
  await cache.watch(app.database, () => app.log.warn('public-data cache: change notices lost; reading from the database until they are back'));
  app.addHook('onClose', async () => cache.stop());

  // Read first from the cache: a hit answers from memory, a miss notes where to keep the answer.
  const serveCached = async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = CACHED_READS.get(request.routeOptions.url ?? '');
    if (!rule) return;
    const anonymous = !request.headers.token;
    if (rule.anonymousOnly && !anonymous) return;
    const key = `${request.locale} ${request.url}`;
    const found = await cache.lookup<CachedAnswer>(key);
    if (!found) return;
    const hit = found.hit;
    if (!hit) {
      request.publicCacheSlot = { key, generation: found.generation };
      return;
    }
    validators(reply, hit.etag, anonymous);
    if (notModified(request, hit.etag)) return reply.code(304).send();
    return reply.header('content-type', hit.contentType).send(hit.body);
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const slot = request.publicCacheSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload, 'utf8');
    const answer: CachedAnswer = { body, etag: etagOf(body), contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
    cache.store(slot.key, answer, slot.generation);
    validators(reply, answer.etag, !request.headers.token);
    if (notModified(request, answer.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };

  // Route hooks run after the app's (the session's language) and in the order they were added: this plugin is
  // registered after the flood limit, whose hook is added the same way, so a cached answer is still counted.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('GET') || !CACHED_READS.has(route.url)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), serveCached];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
  });
}

/** Not encapsulated: every route plugin sees `app.publicData`. */
export const publicCachePlugin = fp(publicCache, { name: 'public-cache', dependencies: ['session'] });
