/**
 * A migrated and seeded PGlite database, built once per test run and copied into each test file
 * (opening and migrating a fresh PGlite takes seconds; loading a dump takes a fraction of that).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/client';
import * as schema from '../db/schema';
import { seed } from '../db/seed';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = join(root, 'node_modules/.cache/printfront');

/**
 * The template is rebuilt whenever a migration or seed file changes, or the generated catalogue the seed reads (the
 * quote goods rows, categories and the prices it records).
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
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return path;
}
