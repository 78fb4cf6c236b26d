/**
 * Starts the shop: validates config, opens (and migrates) the database, seeds it on first start, builds the app
 * and listens. `npm start` runs this after making sure the web app is built.
 */
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seed } from './db/seed';
import { checkStatusMachines } from '../domain/status-machines';
import { MAIL_BATCH_SIZE, MAIL_LEASE_MS, MAIL_RETRY_MAX_MS } from './constants';
import { logTransport, smtpTransport } from './modules/messaging';
import { OutboxWorker, type OutboxWorkerOptions } from './modules/messaging';
import { runSweep } from './sweep';

/** The outbox worker's settings from the configuration. */
export function outboxWorkerOptions(config: AppConfig): OutboxWorkerOptions {
  return {
    maxAttempts: config.mailMaxAttempts,
    retryBaseMs: config.mailRetryBaseMs,
    retryMaxMs: Math.max(MAIL_RETRY_MAX_MS, config.mailRetryBaseMs),
    pollMs: config.mailPollMs,
    leaseMs: MAIL_LEASE_MS,
    batchSize: MAIL_BATCH_SIZE,
    publicUrl: config.publicUrl,
  };
}

export async function startServer(config: AppConfig): Promise<{ url: string; close: () => Promise<void> }> {
  const tableProblems = checkStatusMachines();
  if (tableProblems.length > 0) throw new Error(`status transition tables are broken: ${tableProblems.join('; ')}`);
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
  const { added, updated, hidden, shown } = seeded.products;
  if (added.length + updated.length + hidden.length + shown.length > 0) {
    app.log.info(`quote products synced from schemas/: added ${added.join(', ') || '-'}; updated ${updated.join(', ') || '-'}; hidden ${hidden.join(', ') || '-'}; shown again ${shown.join(', ') || '-'}`);
  }
  if (seeded.prices) app.log.info('quote prices recorded: the product studio compares them with the catalogue the shop ran before');
  if (config.production && config.paymentProvider === 'sandbox') {
    app.log.warn(
      '!!! PAYMENT_PROVIDER=sandbox in production: card payments go to the built-in TEST page, where ANYONE can mark an order paid. ' +
        'Use PAYMENT_PROVIDER=stripe for real payments. !!!',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // Unpaid orders lapse, delivered ones are received in time and member levels are assessed, by the shop's clock
  // (sweep.ts); the sweep is safe to run on every server (rows are claimed with SKIP LOCKED).
  const sweep = config.expirySweepSeconds > 0 ? setInterval(() => void runSweep(app.services, app.log), config.expirySweepSeconds * 1000) : null;
  sweep?.unref();
  // Mail from the outbox (docs/email.md): to SMTP_URL, or to the log without it.
  const mailer = config.mailPollMs > 0 ? new OutboxWorker(database, config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : logTransport(app.log), app.log, outboxWorkerOptions(config)) : null;
  if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: mail to customers is written to the log (recipient and text redacted) and not sent');
  await mailer?.start();
  const close = async () => {
    if (sweep) clearInterval(sweep);
    await mailer?.stop();
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
  let started: Awaited<ReturnType<typeof startServer>>;
  try {
    started = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const { url, close } = started;
  console.log(`\n  printfront is running:\n    shop      ${url}/pc/\n    console   ${url}/admin/\n    API       ${url}/api/\n    API docs  ${url}/api/docs\n`);
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
