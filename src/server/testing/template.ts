/**
 * The migrated and seeded database every API test file starts from, built once (global-setup.ts) and kept while the
 * migrations, the seed and the catalogue it reads stay the same:
 * - PGlite: a dump of the data directory, loaded by each test file into its own in-memory PGlite (opening and
 *   migrating a fresh PGlite takes seconds; loading a dump takes a fraction of that);
 * - PostgreSQL (TEST_DATABASE_URL): a template database; each test file gets `create database … template …`, a
 *   file copy on the server instead of running the migrations and the seed again.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../db/client';
import { migrationsFolder, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { seed } from '../db/seed';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = join(root, 'node_modules/.cache/printfront');

/**
 * The template is rebuilt whenever a migration or seed file changes, or the generated catalogue the seed reads (the
 * quote goods rows, categories and the prices it records), or this file.
 */
function fingerprint(): string {
  const hash = createHash('sha256');
  const generated = join(root, 'src/generated/quote');
  const files = [
    ...readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).map((f) => join(migrationsFolder, f)),
    ...readdirSync(join(root, 'src/server/db/seed-data')).map((f) => join(root, 'src/server/db/seed-data', f)),
    ...readdirSync(generated, { recursive: true, encoding: 'utf8' }).map((f) => join(generated, f)),
    join(root, 'src/server/db/seed.ts'),
    join(root, 'src/server/db/sync-quote-goods.ts'),
    join(root, 'src/server/db/quote-price-snapshots.ts'),
    // and how the template is made
    fileURLToPath(import.meta.url),
  ].sort();
  for (const file of files) {
    try {
      hash.update(file).update(readFileSync(file));
    } catch {
      // directories
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export async function ensureTemplate(): Promise<string> {
  const path = join(cacheDir, `pglite-template-${fingerprint()}.tar.gz`);
  if (existsSync(path)) return path;
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await seed(db as unknown as Db);
  // A checkpoint first: the dump is of a running cluster, and each copy would otherwise replay the migrations' and
  // the seed's write-ahead log when it starts.
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: node_modules (and so this cache) may be shared by several checkouts testing at once.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  await client.close();
  return path;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The PostgreSQL template database on the server of `url` (named by the fingerprint, so runs of the same code share
 * it), made when missing: migrated and seeded under a temporary name, then renamed, so a template that exists is
 * complete and nobody is connected to it (`create database … template` refuses a template in use).
 */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `pf_template_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    // Unique: each vitest project runs the global setup, possibly at the same time in one process.
    const building = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`drop database if exists ${quoteIdentifier(building)} with (force)`);
    await admin.query(`create database ${quoteIdentifier(building)}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(name)}`);
    } catch (error) {
      // Another run made it meanwhile: use theirs.
      await admin.query(`drop database if exists ${quoteIdentifier(building)} with (force)`);
      const made = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!made.rowCount) throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
