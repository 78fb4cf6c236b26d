import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser journeys against the real server (`npm start`'s code path) with a fresh embedded database,
// driving Debian's Chromium (no browser download).
const port = Number(process.env.E2E_PORT || 3199);
const dataDir = process.env.E2E_DATA_DIR || join(tmpdir(), `printfront-e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
    command: 'npx tsx scripts/start.ts',
    url: `http://localhost:${port}/api/config/getconfig`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  },
});
