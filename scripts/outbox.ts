/**
 * `npm run outbox [-- list [--limit N]]` shows the outbox (counts, mail not yet sent and why);
 * `npm run outbox -- retry <id>…` or `-- retry --dead` sends dead mail again (docs/email.md). Uses the same database
 * as the server (DATABASE_URL, or the embedded one in DATA_DIR — stop the server first: the embedded database takes
 * one process at a time).
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { outboxUsage, parseOutboxArgs, runOutboxCommand } from '../src/server/cli/outbox';

const command = parseOutboxArgs(process.argv.slice(2));
if ('error' in command) {
  console.error(`outbox: ${command.error}\n${outboxUsage}`);
  process.exit(2);
}
const config = loadConfig();
let database;
try {
  database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') });
} catch (error) {
  console.error(`outbox: cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
try {
  console.log(await runOutboxCommand(database.db, command));
} finally {
  await database.close();
}
