/**
 * Builds the Fastify app (no listening: tests use `app.inject()`, server.ts listens).
 * Plugins: config, database, services, cookies, language + session, errors/envelope, rate limit, one plugin per API
 * resource (routes/), docs, web app.
 */
import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Locale } from '../domain/i18n';
import type { AppConfig } from './config';
import { JSON_BODY_LIMIT } from './constants';
import { join } from 'node:path';
import type { Database } from './db/client';
import { lazyChildLogger, loggerOptions } from './infra/logging';
import { providerFor, type PaymentProvider } from './modules/money';
import { docsPlugin } from './http/plugins/docs';
import { errorsPlugin, frameworkError } from './http/plugins/errors';
import { publicCachePlugin } from './http/plugins/public-cache';
import { rateLimitPlugin } from './http/plugins/rate-limit';
import { securityPlugin } from './http/plugins/security';
import { servicesPlugin } from './http/plugins/services';
import { sessionPlugin } from './http/plugins/session';
import { webPlugin } from './http/plugins/web';
import { apiRoutes } from './modules/routes';
import { outboxNotifier, type Notifier } from './modules/messaging';
import type { SessionUser } from './http/session-user';
import { localStorage, type FileStorage } from './infra/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** `METHOD /url` of every route, for the contract test and diagnostics. */
    servedRoutes: string[];
  }
  interface FastifyRequest {
    locale: Locale;
    user: SessionUser | null;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  notifier?: Notifier;
  /** Card payment provider (tests); otherwise the one the configuration chooses. */
  paymentProvider?: PaymentProvider;
  /** Where uploads are kept; local disk under DATA_DIR/uploads by default. */
  storage?: FileStorage;
  /** The log level (and, in tests, where lines go), or false to silence. Redaction always applies (lib/logging.ts). */
  logger?: false | { level: string; stream?: DestinationStream };
  /** Prefix of the flood limit's Redis keys (tests isolate themselves with their own). */
  rateLimitNameSpace?: string;
}

/**
 * A request's id: 8 random hex digits (shown with a 500 answer, for support to find the log line), cut from a pool
 * of random bytes refilled 1,024 ids at a time — one short string per request.
 */
let idPool = Buffer.alloc(0);
let idAt = 0;
export function requestId(): string {
  if (idAt + 4 > idPool.length) {
    idPool = randomBytes(4096);
    idAt = 0;
  }
  idAt += 4;
  return idPool.toString('hex', idAt - 4, idAt);
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.logger?.level ?? options.config.logLevel, options.logger?.stream),
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count as Fastify implements it (its types take no number): trust the `hops` nearest proxies.
    trustProxy: typeof options.config.trustProxy === 'number' ? trustHops(options.config.trustProxy) : options.config.trustProxy,
    genReqId: requestId,
    childLoggerFactory: lazyChildLogger,
    frameworkErrors: frameworkError,
  });
  // JSON bodies are validated as sent (a number stays a number); querystrings arrive as text and are coerced.
  // `discriminator`: a oneOf by a property (the editor's objects by `type`) applies only the matching schema, so
  // removeAdditional never strips a property the chosen schema has because another branch lacks it.
  const bodyAjv = new Ajv({ discriminator: true, removeAdditional: true, useDefaults: true, coerceTypes: false, allErrors: false, strict: false });
  const queryAjv = new Ajv({ discriminator: true, removeAdditional: true, useDefaults: true, coerceTypes: 'array', allErrors: false, strict: false });
  addFormats(bodyAjv);
  addFormats(queryAjv);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('servedRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.servedRoutes.push(`${method} ${route.url}`);
  });

  await app.register(securityPlugin);

  await app.register(servicesPlugin, {
    db: options.database.db,
    config: options.config,
    notifier: options.notifier ?? outboxNotifier(app.log),
    storage: options.storage ?? localStorage(join(options.config.dataDir, 'uploads')),
    paymentProvider: options.paymentProvider ?? providerFor(options.config),
  });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin);
  await app.register(errorsPlugin);
  // A coarse per-IP guard against floods of API calls (API_RATE_LIMIT_PER_MINUTE; shared through Redis with
  // REDIS_URL); login and reset have their own per-account limits, kept in the database.
  await app.register(rateLimitPlugin, { redisNameSpace: options.rateLimitNameSpace });
  // Public catalogue reads from memory, exact through the database's change notices (ETag/304 for GETs).
  await app.register(publicCachePlugin);

  for (const routes of apiRoutes) await app.register(routes);
  await app.register(docsPlugin);
  await app.register(webPlugin, { webDir: options.config.webDir });
  return app;
}
