/**
 * A real app on a real database for API tests (`app.inject()`), each test app on a database of its own, copied from
 * the migrated and seeded template (template.ts): an in-memory PGlite by default; with TEST_DATABASE_URL
 * (postgres://…) a PostgreSQL database made with `create database … template …`, dropped afterwards.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { PaymentProvider } from '../modules/money/providers';
import type { Notification, Notifier } from '../modules/messaging/notifier';
import { outboxNotifier } from '../modules/messaging/notifier';
import type { components } from '../../generated/shop-api.d';
import { testClient, type Answer, type TestClient } from './test-client';

export interface TestApp {
  app: FastifyInstance;
  /** The typed client over `app.inject()` (test-client.ts). */
  api: TestClient;
  database: Database;
  config: AppConfig;
  /** The PostgreSQL database's address (null on PGlite): a second server can share it (`createSecondServer`). */
  databaseUrl: string | null;
  /** Notifications sent during the test (also written to the outbox table). */
  sent: Notification[];
  close(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

/**
 * The PGlite template as an uncompressed tar, read once per test worker (a worker runs many files one after another,
 * see vitest.config.ts); each database loads its own copy of it, so no test sees another file's writes.
 */
let pgliteTemplate: Blob | null = null;
function pgliteTemplateTar(): Blob {
  pgliteTemplate ??= new Blob([gunzipSync(readFileSync(inject('pgliteTemplate')))]);
  return pgliteTemplate;
}

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    return { database: await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteTemplateTar() }), url: null, drop: async () => undefined };
  }
  const name = `pf_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  // The copy is migrated and seeded; opening it checks the migrations (none left to run).
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 25 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { paymentProvider?: PaymentProvider; logStream?: DestinationStream; rateLimitNameSpace?: string } = {}): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'printfront-test-'));
  const config = { ...loadConfig({ WEB_DIR: '/nonexistent-web-build', DATA_DIR: dataDir }), ...overrides };
  const sent: Notification[] = [];
  let app: FastifyInstance | null = null;
  const notifier: Notifier = {
    async send(db, notification) {
      sent.push(notification);
      if (app) await outboxNotifier(app.log).send(db, notification);
    },
  };
  const { logStream, ...rest } = options;
  app = await buildApp({ config, database, notifier, logger: logStream ? { level: 'info', stream: logStream } : false, ...rest });
  await app.ready();
  const built = app;
  return {
    app: built,
    api: testClient(built),
    database,
    config,
    databaseUrl,
    sent,
    async close() {
      await built.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another app on the same PostgreSQL database as `first` (two servers behind a load balancer); close it first. */
export async function createSecondServer(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error('createSecondServer needs PostgreSQL (TEST_DATABASE_URL)');
  const database = await openDatabase({ kind: 'postgres', url: first.databaseUrl, poolSize: 5 });
  const app = await buildApp({ config: first.config, database, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A JSON call as the storefront makes it, untyped: for requests the contract refuses on purpose (malformed or
 * mistyped input); everything else goes through the typed client, `t.api` (test-client.ts).
 */
export async function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; locale?: string; ip?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      version: '1.0.0',
      ...(options.token ? { token: options.token } : {}),
      ...(options.locale ? { cookie: `locale=${options.locale}` } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: response.statusCode, body: response.json() as { code: number; show: number; msg: string; data: Record<string, unknown> & unknown } };
}

let userSeq = 0;

/** Registers a fresh personal account and logs it in; returns its token and id. */
export async function newUser(app: FastifyInstance): Promise<{ token: string; userId: number; mobile: string }> {
  userSeq += 1;
  const n = `${process.pid % 1000}${String(Date.now()).slice(-5)}${userSeq}`.slice(-9).padStart(9, '0');
  const mobile = `+9715${n}`;
  const api = testClient(app);
  const registered = await api.post('/account/register', {
    body: { type: 'personal', nickname: `user${n}`, mobile, password: 'print123', password_confirm: 'print123' },
  });
  if (registered.body.code !== 1) throw new Error(`register failed: ${registered.body.msg}`);
  const login = await api.post('/account/login', { body: { account: mobile, password: 'print123' } });
  return { token: String(login.body.data.token), userId: Number(registered.body.data.user_id), mobile };
}

/**
 * Uploads a file as multipart/form-data, as a browser form does (a design file, a remittance voucher, a staff proof, an
 * avatar, an after-sales or review picture, a certification document, a design brief's reference, a designer's draft,
 * a design image or an editor's PDF).
 */
export type UploadKind = 'design' | 'voucher' | 'proof' | 'avatar' | 'afterSales' | 'certificate' | 'designDraft' | 'designReference' | 'review' | 'designImage' | `designPdf?design_id=${number}`;

/** What an upload answers: the avatar upload the profile, every other the stored file. */
type Uploaded<K extends UploadKind> = K extends 'avatar' ? components['schemas']['Profile'] : components['schemas']['Upload'];

export async function uploadFile<K extends UploadKind = 'design'>(app: FastifyInstance, token: string, name: string, content: Buffer, kind: K = 'design' as K): Promise<Answer<Uploaded<K>>> {
  const boundary = `----printfront${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: kind === 'proof' ? '/api/staff/upload/proof' : `/api/upload/${kind}`,
    headers: { token, version: '1.0.0', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}
