/**
 * `npm run staff:add -- --mobile +971501234567 --role admin [--nickname ops1]`: gives the account with that mobile
 * number the staff or admin role, creating it (with a random password, printed once) when there is none. Uses the
 * same database as the server (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first: the embedded
 * database takes one process at a time).
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { addStaff, parseStaffAddArgs } from '../src/server/cli/staff-accounts';

const usage = 'usage: npm run staff:add -- --mobile <phone> [--role staff|admin] [--nickname <name>]';
const input = parseStaffAddArgs(process.argv.slice(2));
if ('error' in input) {
  console.error(`staff:add: ${input.error}\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') });
} catch (error) {
  console.error(`staff:add: cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
try {
  const result = await addStaff(database.db, input);
  if (!result.ok) {
    console.error(`staff:add: ${result.reason}\n${usage}`);
    process.exitCode = 2;
  } else if (result.created) {
    console.log(`Created ${result.role} account #${result.userId} for ${input.mobile}.`);
    console.log(`Its password (shown once): ${result.password}`);
    console.log('Sign in with it, or set a new one with "Forgot password".');
  } else {
    console.log(`Account #${result.userId} (${input.mobile}) is now ${result.role} (was ${result.previousRole}).`);
  }
} finally {
  await database.close();
}
