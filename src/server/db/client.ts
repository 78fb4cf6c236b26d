/**
 * Opens the database: embedded PGlite in `<dataDir>/pgdata` by default, PostgreSQL when a URL is given.
 * Both get the same Drizzle schema and the same migrations.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../infra/root';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a LISTEN subscription reports: a notification, and the moments it starts or stops hearing them. */
export interface ListenHandlers {
  notify(payload: string): void;
  /** Listening (again): notifications sent from now on arrive. */
  up(): void;
  /** The listening connection is lost: notifications may be missed until the next `up()`. */
  down(): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTENs on a channel (NOTIFY is delivered when the sending transaction commits). PGlite hears its own
   * notifications before the committing query returns; PostgreSQL listens on a dedicated connection, reconnected
   * every second while lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
}

export interface Listening {
  /**
   * Resolves once every notification committed before the call has been handed to `notify` (PostgreSQL: a round
   * trip on the listening connection, shared by all callers waiting at the time; PGlite: at once). Rejects while
   * the listening connection is lost.
   */
  sync(): Promise<void>;
  /** True when every committed notification has always been handed over already (PGlite): `sync()` is not needed. */
  readonly alwaysInSync: boolean;
  stop(): Promise<void>;
}

/** A channel name as LISTEN takes it (an identifier, never user input). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel name "${channel}"`);
  return channel;
}

/**
 * LISTEN on a connection of its own, outside the pool; reconnects after a loss. `sync()` sends `select 1` on that
 * connection: PostgreSQL delivers a notification signalled before the query arrives ahead of the query's answer,
 * so once it returns every change committed before the call has been reported. Callers arriving while a round
 * trip is under way wait for the next one (that one may have been sent before their change was signalled).
 */
function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Listening {
  const name = channelIdentifier(channel);
  let current: pg.Client | null = null;
  let ready: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let syncing = false;
  let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const pump = () => {
    if (syncing || waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    const client = ready;
    if (!client) {
      for (const w of batch) w.reject(new Error('listen: not connected'));
      return;
    }
    syncing = true;
    client.query('select 1').then(
      () => {
        for (const w of batch) w.resolve();
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error instanceof Error ? error : new Error(String(error)));
      },
    ).finally(() => {
      syncing = false;
      pump();
    });
  };
  const later = () => {
    if (stopped) return;
    retry = setTimeout(connect, 1000);
    retry.unref();
  };
  const connect = () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = null;
      const wasUp = ready === client;
      ready = null;
      client.end().catch(() => undefined);
      if (wasUp) handlers.down();
      later();
    };
    client.on('notification', (message) => {
      if (message.channel === name) handlers.notify(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${name}`))
      .then(() => {
        if (current !== client) return;
        ready = client;
        handlers.up();
      }, lost);
  };
  connect();
  return {
    alwaysInSync: false,
    sync: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        pump();
      }),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      ready = null;
      await client?.end().catch(() => undefined);
    },
  };
}

export const migrationsFolder = join(projectRoot, 'src/server/db/migrations');

/** Any fixed number: the advisory lock key that serialises migrations when several servers start at once. */
const MIGRATION_LOCK = 7_305_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * The embedded PostgreSQL's settings. Its shared buffers default to 160 MB of WebAssembly memory that is never given
 * back; the shop's data is small and its public reads are served from the in-process cache, so 16 MB holds the hot
 * pages (RSS after `npm run bench api`: 740 → ~350 MB; docs/operations.md, Benchmarks).
 */
function pgliteOptions(defaultStartParams: readonly string[]): PGliteOptions {
  return { startParams: [...defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'] };
}

/**
 * Creates the database cluster in an empty data directory in a child process: initdb grows the WebAssembly memory of
 * the process that runs it by ~250 MB that is never returned, so the server opens a cluster that already exists.
 */
function initDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = `import { PGlite } from '@electric-sql/pglite'; const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script, dataDir], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's module.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const options = pgliteOptions(PGlite.defaultStartParams);
    let client: PGlite;
    let unlock = () => undefined as void;
    if (target.dataDir) {
      mkdirSync(target.dataDir, { recursive: true });
      unlock = lockDataDir(target.dataDir);
      try {
        initDataDir(target.dataDir);
      } catch (error) {
        unlock();
        throw error;
      }
      client = new PGlite(target.dataDir, options);
    } else {
      client = new PGlite({ ...options, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    }
    try {
      await client.waitReady;
      const db = drizzlePglite(client, { schema });
      await migratePglite(db, { migrationsFolder });
      return {
        db: db as unknown as Db,
        kind: 'pglite',
        close: async () => {
          await client.close();
          unlock();
        },
        listen: async (channel, handlers) => {
          // PGlite runs in this process: a notification reaches `notify` before the committing query returns.
          const stop = await client.listen(channelIdentifier(channel), (payload) => handlers.notify(payload));
          handlers.up();
          return {
            sync: () => Promise.resolve(),
            alwaysInSync: true,
            stop: async () => {
              if (!client.closed) await stop();
            },
          };
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pool = new RetryingPool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // A connection can be cut by the server (restart, failover, admin termination). The pool listens for errors on
  // idle connections only; a connection cut while checked out (inside a transaction, between two statements)
  // emits 'error' on the client, which would crash the process without a listener. Both are logged; the query
  // or transaction on that connection fails (and is retried when safe, see RetryingPool and retryTransaction), and
  // the pool drops the broken connection when it is released and opens a new one on demand.
  let closing = false;
  const lost = (error: Error) => {
    if (!closing) console.warn(`database: connection lost (${error.message})`);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = withTransactionRetry(drizzlePg(pool, { schema }) as unknown as Db, pool);
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  const listeners = new Set<Listening>();
  return {
    db,
    kind: 'postgres',
    close: async () => {
      closing = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
    listen: async (channel, handlers) => {
      const listening = listenPostgres(target.url, channel, handlers);
      listeners.add(listening);
      return {
        sync: () => listening.sync(),
        alwaysInSync: false,
        stop: async () => {
          listeners.delete(listening);
          await listening.stop();
        },
      };
    },
  };
}

/**
 * SQLSTATEs and driver messages of a lost connection (admin shutdown 57P01, crash shutdown 57P02, cannot connect now
 * 57P03, connection exceptions class 08) — as opposed to an error of the statement itself.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGES = /Connection terminated|not queryable|Client was closed|connection timeout|Connection ended/i;

/** True when `error` (or its cause, as Drizzle wraps driver errors) says the database connection was lost. */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** How many times a read or an uncommitted transaction is tried again after a lost connection. */
export const CONNECTION_RETRIES = 2;

/**
 * A pool whose plain reads (a single `select` outside a transaction) are retried on a fresh connection when the
 * connection is lost: a read changes nothing, so running it again is safe. Writes outside a transaction are not
 * retried (the server may have committed one before the connection dropped).
 */
class RetryingPool extends pg.Pool {
  override query(...args: unknown[]): never {
    const [first] = args;
    const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null ? (first as { text?: unknown }).text : undefined;
    const callback = args.some((a) => typeof a === 'function');
    const run = () => (super.query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    if (callback || typeof text !== 'string' || !/^\s*select\b/i.test(text) || /\bfor\s+(update|share)\b/i.test(text)) return run() as never;
    const attempt = async (left: number): Promise<unknown> => {
      try {
        return await run();
      } catch (error) {
        if (left > 0 && isConnectionError(error)) return attempt(left - 1);
        throw error;
      }
    };
    return attempt(CONNECTION_RETRIES) as never;
  }
}

/**
 * Transactions on their own pooled connection, retried when the connection was lost before they asked to commit:
 * PostgreSQL rolls back a transaction whose connection ends, so nothing of it was kept and running it again is safe.
 * A connection lost during COMMIT leaves the outcome unknown — that error is passed on (the request fails with
 * `database_unavailable`), never retried, so no write is applied twice.
 *
 * The connection is checked out here rather than by Drizzle: drizzle-orm 0.45's node-postgres `transaction()` sends
 * BEGIN outside its try/finally, so a connection lost at BEGIN was never given back and the pool slowly ran dry.
 * Here it is always released — with the error when broken, so the pool drops it instead of reusing it.
 */
function withTransactionRetry(db: Db, pool: pg.Pool): Db {
  const transaction: Db['transaction'] = async (work, config) => {
    for (let left = CONNECTION_RETRIES; ; left--) {
      let reachedCommit = false;
      let broken: Error | undefined;
      const client = await pool.connect();
      try {
        const session = drizzlePg(client, { schema }) as unknown as Db;
        return await session.transaction(async (tx) => {
          const result = await work(tx);
          reachedCommit = true;
          return result;
        }, config);
      } catch (error) {
        if (isConnectionError(error)) broken = error instanceof Error ? error : new Error(String(error));
        if (reachedCommit || left === 0 || !broken) throw error;
      } finally {
        client.release(broken);
      }
    }
  };
  return Object.assign(db, { transaction });
}

/** Cheap liveness probe used by the readiness check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
