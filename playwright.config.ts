import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser journeys against the real server (`npm start`'s code path) with a fresh embedded database,
// driving Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT || 3199);
const dataDir = process.env.E2E_DATA_DIR || join(tmpdir(), `printfront-e2e-${Date.now()}`);
// Test workers load this file again: they must see the same data directory (the staff account's password is there).
process.env.E2E_DATA_DIR = dataDir;
// The shop's mail goes to a test SMTP server (scripts/mail-sink.ts) that writes each mail to <data dir>/mail.
const smtpPort = Number(process.env.E2E_SMTP_PORT || port + 1000);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run side by side in two workers (each journey makes its own accounts; a file's tests run in order in one
  // worker). E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Staff accounts for the console journeys, made the way an operator does (npm run staff:add) before the server
    // opens the embedded database: a `staff` one and an `admin` one (customers' money and the shop settings); their
    // one-time passwords go to staff-account.txt and admin-account.txt in the data directory. The mail sink runs in
    // the background of the same shell and ends with it.
    command: [
      `mkdir -p "${dataDir}"`,
      `npx tsx scripts/staff-add.ts --mobile +971500000900 --nickname e2e_staff > "${join(dataDir, 'staff-account.txt')}"`,
      `npx tsx scripts/staff-add.ts --mobile +971500000901 --nickname e2e_admin --role admin > "${join(dataDir, 'admin-account.txt')}"`,
      `{ node --import tsx scripts/mail-sink.ts --port ${smtpPort} --dir "${join(dataDir, 'mail')}" --parent $$ & }`,
      'node scripts/start.mjs',
    ].join(' && '),
    url: `http://localhost:${port}/api/config/getconfig`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'printfront <shop@printfront.test>', MAIL_POLL_SECONDS: '1', MAIL_RETRY_BASE_SECONDS: '1' },
  },
});
