/**
 * Serves the public catalogue reads from memory (lib/public-data.ts keeps the copies exact): the anonymous
 * `pc/commonData`, the category tree, goods lists and details, articles, notices, `quote/schema` and the two
 * configuration calls. A cached answer skips validation, the handler and serialisation; it carries an `ETag`, and
 * a GET whose `If-None-Match` names it gets `304` with no body. `Cache-Control: no-cache` lets browsers and proxies
 * keep the answer but ask again each time (a change shows on the next read), and the answer varies by language
 * (the `locale` cookie or `Accept-Language`) and session (`token`). `pc/commonData` with a session is not cached
 * whole: its shop-wide part is (routes/shop), and its per-user part is read per request.
 *
 * A client that accepts brotli or gzip (every browser) gets the answer compressed: each encoding is made once per
 * kept answer, on the first call that asks for it, and kept beside it (the category tree, ~39 KB of JSON per
 * language, goes out as ~4 KB). Each encoding has its own ETag.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { PublicDataCache } from '../public-data';

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

export type ContentCoding = 'br' | 'gzip';

/** One way of sending a kept answer: its bytes and their ETag. */
interface Representation {
  bytes: Buffer;
  etag: string;
}

interface CachedAnswer {
  /** The answer's UTF-8 bytes: encoded once when kept, not on every send (the category tree is ~39 KB per language). */
  identity: Representation;
  contentType: string;
  /** Compressed copies, made on first demand; null when compressing does not pay (short answers). */
  br?: Representation | null;
  gzip?: Representation | null;
}

type Found = { hit: CachedAnswer | undefined; generation: number };

const VARY = 'Accept-Encoding, Accept-Language, Cookie, token';

/** Answers shorter than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

function etagOf(body: Buffer, coding?: ContentCoding): string {
  return `"${createHash('sha1').update(body).digest('base64url')}${coding ? `-${coding}` : ''}"`;
}

/**
 * The coding to send for an `Accept-Encoding` header: brotli before gzip, none that the client refuses with `q=0`
 * (`identity` is always acceptable for a JSON answer).
 */
export function preferredCoding(header: string | string[] | undefined): ContentCoding | null {
  if (typeof header !== 'string' || header === '') return null;
  // Browsers send one of a handful of values: each read once.
  const known = codingOf.get(header);
  if (known !== undefined) return known;
  const coding = readAcceptEncoding(header);
  if (codingOf.size >= 64) codingOf.clear();
  codingOf.set(header, coding);
  return coding;
}

const codingOf = new Map<string, ContentCoding | null>();

function readAcceptEncoding(header: string): ContentCoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return null;
}

function compress(bytes: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? // Quality 5: ~1 ms for the category tree, within a few per cent of the best ratio for JSON.
      brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: 6 });
}

/** The representation of `answer` to send for `coding`, compressing it the first time it is asked for. */
function representation(answer: CachedAnswer, coding: ContentCoding | null): { rep: Representation; coding: ContentCoding | null } {
  if (!coding || answer.identity.bytes.length < COMPRESS_MIN_BYTES) return { rep: answer.identity, coding: null };
  let rep = answer[coding];
  if (rep === undefined) {
    const bytes = compress(answer.identity.bytes, coding);
    rep = bytes.length < answer.identity.bytes.length ? { bytes, etag: etagOf(answer.identity.bytes, coding) } : null;
    answer[coding] = rep;
  }
  return rep ? { rep, coding } : { rep: answer.identity, coding: null };
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

  /** Answers from `found` (a hit), or notes where to keep the answer (a miss) and lets the request go on. */
  const answer = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, key: string, anonymous: boolean, found: Found | null) => {
    if (!found) return done();
    const hit = found.hit;
    if (!hit) {
      request.publicCacheSlot = { key, generation: found.generation };
      return done();
    }
    const { rep, coding } = representation(hit, preferredCoding(request.headers['accept-encoding']));
    validators(reply, rep.etag, anonymous);
    // Answered here: the request goes no further (no done()).
    if (notModified(request, rep.etag)) return void reply.code(304).send();
    if (coding) reply.header('content-encoding', coding);
    reply.header('content-type', hit.contentType).send(rep.bytes);
  };

  // Read first from the cache: a hit answers from memory, a miss notes where to keep the answer. Callback-style
  // hooks, without a promise when the lookup need not wait (PGlite): this runs on every catalogue read.
  const serveCached = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const rule = CACHED_READS.get(request.routeOptions.url ?? '');
    if (!rule) return done();
    const anonymous = !request.headers.token;
    if (rule.anonymousOnly && !anonymous) return done();
    const key = `${request.locale} ${request.url}`;
    // (A synchronous throw in a hook reaches Fastify's error handling as done(error) would.)
    const now = cache.lookupNow<CachedAnswer>(key);
    if (now !== undefined) return answer(request, reply, done, key, anonymous, now);
    cache.lookup<CachedAnswer>(key).then(
      (found) => answer(request, reply, done, key, anonymous, found),
      (error: Error) => done(error),
    );
  };

  const keepAnswer = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const slot = request.publicCacheSlot;
    if (!slot || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const body = Buffer.from(payload, 'utf8');
    const kept: CachedAnswer = { identity: { bytes: body, etag: etagOf(body) }, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') };
    cache.store(slot.key, kept, slot.generation);
    const { rep, coding } = representation(kept, preferredCoding(request.headers['accept-encoding']));
    validators(reply, rep.etag, !request.headers.token);
    if (notModified(request, rep.etag)) {
      reply.code(304);
      return done(null, '');
    }
    if (!coding) return done(null, payload);
    reply.header('content-encoding', coding);
    done(null, rep.bytes);
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
