/**
 * Starts the shop: validates config, opens (and migrates) the database, seeds it on first start, builds the app
 * and listens. `npm start` runs this after making sure the web app is built.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';
import { checkTransitionTable } from '../domain/order/status';
import { expireUnpaidOrders } from './services/order.service';

export async function startServer(config: AppConfig): Promise<{ url: string; close: () => Promise<void> }> {
  const tableProblems = checkTransitionTable();
  if (tableProblems.length > 0) throw new Error(`order transition table is broken: ${tableProblems.join('; ')}`);
  const database: Database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
  );
  const seeded = await seed(database.db);
  const app = await buildApp({ config, database });
  app.log.info(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pgdata')}`}` +
      (seeded.applied ? ', seeded' : ''),
  );
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // Unpaid orders lapse; the sweep is safe to run on every server (rows are claimed with SKIP LOCKED).
  const sweep =
    config.expirySweepSeconds > 0
      ? setInterval(() => {
          expireUnpaidOrders(database.db).then(
            (n) => n > 0 && app.log.info(`expired ${n} unpaid orders`),
            (error: unknown) => app.log.error({ err: error }, 'unpaid-order expiry sweep failed'),
          );
        }, config.expirySweepSeconds * 1000)
      : null;
  sweep?.unref();
  const close = async () => {
    if (sweep) clearInterval(sweep);
    await app.close();
    await database.close();
  };
  return { url, close };
}

export async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { url, close } = await startServer(config);
  console.log(`\n  printfront is running:\n    shop      ${url}/pc/\n    API       ${url}/api/\n    API docs  ${url}/api/docs\n`);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
