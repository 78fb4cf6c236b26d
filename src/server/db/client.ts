/**
 * Opens the database: embedded PGlite in `<dataDir>/pgdata` by default, PostgreSQL when a URL is given.
 * Both get the same Drizzle schema and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API shared by both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the advisory lock key that serialises migrations when several servers start at once. */
const MIGRATION_LOCK = 7_305_001;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    let client: PGlite;
    if (target.dataDir) {
      mkdirSync(target.dataDir, { recursive: true });
      client = new PGlite(target.dataDir);
    } else {
      client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    }
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection can be cut by the server (restart, failover, admin termination). Without a listener that
  // error would crash the process; the pool replaces the connection on the next query.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.warn(`database: idle connection closed (${error.message})`);
  });
  const db = drizzlePg(pool, { schema });
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    conn.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: async () => {
      closing = true;
      await pool.end();
    },
  };
}

/** Cheap liveness probe used by the readiness check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
