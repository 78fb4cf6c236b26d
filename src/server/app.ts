/**
 * Builds the Fastify app (no listening: tests use `app.inject()`, server.ts listens).
 * Plugins: config, database, cookies, language + session, errors/envelope, rate limit, API routes, docs, web app.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Locale } from '../domain/i18n';
import type { AppConfig } from './config';
import { JSON_BODY_LIMIT } from './constants';
import type { Database } from './db/client';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import { accountRoutes } from './routes/account.routes';
import { quoteRoutes } from './routes/quote.routes';
import { cartRoutes } from './routes/cart.routes';
import { messageRoutes } from './routes/message.routes';
import { orderRoutes } from './routes/order.routes';
import type { PaymentProvider } from './services/payment-providers';
import { shopRoutes } from './routes/shop.routes';
import { walletRoutes } from './routes/wallet.routes';
import { outboxNotifier, type Notifier } from './services/notifier';
import type { SessionUser } from './services/session.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    notifier: Notifier;
    /** `METHOD /url` of every route, for the contract test and diagnostics. */
    servedRoutes: string[];
    /** Card payment provider override (tests); otherwise chosen from config. */
    paymentProvider: PaymentProvider | null;
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
  paymentProvider?: PaymentProvider;
  /** Pino logger options, or false to silence (tests). */
  logger?: boolean | { level: string };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.config.trustProxy,
    genReqId: () => randomUUID().slice(0, 8),
  });
  // JSON bodies are validated as sent (a number stays a number); querystrings arrive as text and are coerced.
  const bodyAjv = new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes: false, allErrors: false, strict: false });
  const queryAjv = new Ajv({ removeAdditional: true, useDefaults: true, coerceTypes: 'array', allErrors: false, strict: false });
  addFormats(bodyAjv);
  addFormats(queryAjv);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : queryAjv).compile(schema));
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('notifier', options.notifier ?? outboxNotifier(app.log));
  app.decorate('servedRoutes', [] as string[]);
  app.decorate('paymentProvider', options.paymentProvider ?? null);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.servedRoutes.push(`${method} ${route.url}`);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  await app.register(fastifyCookie);
  await app.register(sessionPlugin);
  await app.register(errorsPlugin);
  // A coarse per-IP guard against floods of API calls; login and reset have their own per-account limits, kept in
  // the database so they hold across processes. Static files are not counted.
  await app.register(fastifyRateLimit, {
    max: 1200,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  await app.register(shopRoutes);
  await app.register(accountRoutes);
  await app.register(quoteRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(messageRoutes);
  await app.register(walletRoutes);
  await app.register(docsPlugin);
  await app.register(webPlugin, { webDir: options.config.webDir });
  return app;
}
