import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// `.js`: resolved to the .ts file; Vite's config loader asks config imports for an extension.
import { i18nDictionariesPlugin } from './codegen/vite-i18n.js';

export default defineConfig({
  // src/client/i18n reads where the dictionaries are from the plugin's module.
  plugins: [i18nDictionariesPlugin(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines. The database tests wait
    // on I/O often enough that two run side by side in about two thirds of the time.
    maxWorkers: 2,
    globalSetup: ['src/server/testing/global-setup.ts'],
  },
});
