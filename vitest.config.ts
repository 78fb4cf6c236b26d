import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
// `.js`: resolved to the .ts file; Vite's config loader asks config imports for an extension.
import { i18nDictionariesPlugin } from './codegen/vite-i18n.js';

const serverTests = 'src/server/**/*.test.ts';

export default defineConfig({
  // src/client/i18n reads where the dictionaries are from the plugin's module.
  plugins: [i18nDictionariesPlugin(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines. The database tests wait
    // on I/O often enough that two run side by side in about two thirds of the time.
    maxWorkers: 2,
    // The seeded database template (server tests, and codegen's new-product test, which starts the server's test app).
    globalSetup: ['src/server/testing/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [serverTests],
          // A worker runs its server test files one after another in one process: the server's modules, the
          // contract and PGlite's WebAssembly are loaded once per worker instead of once per file. Each file still
          // builds its own app on its own copy of the seeded database (testing/test-app.ts), so no file sees another's
          // data or app state; the modules' own state is caches of fixed data.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, serverTests],
        },
      },
    ],
  },
});
