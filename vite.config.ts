import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { i18nDictionariesPlugin } from './codegen/vite-i18n';
import { leanDepsPlugin } from './codegen/vite-lean-deps';
import { schemasPlugin } from './codegen/vite-schemas';

// The storefront is served under /pc/ (spec §1); the staff console (admin/index.html, src/admin) is a second entry of the
// same build, served at /admin/ (its assets share /pc/assets/, its chunks are its own: the shop never loads them). In `npm run dev`, Vite serves the app with HMR and proxies /api to
// the API server (scripts/dev.ts starts both).
export default defineConfig(({ command }) => ({
  base: '/pc/',
  // schemasPlugin: `npm run dev` watches schemas/, regenerates on save, shows schema errors in the overlay
  // compression: every built script, style sheet and SVG also written as .br (brotli) and .gz beside it, once at build
  // time; the server sends the smallest one the browser accepts (src/server/http/plugins/web.ts, `preCompressed`).
  plugins: [
    react(),
    // Build only: lets tree-shaking drop react-router components the app never uses (codegen/vite-lean-deps.ts).
    leanDepsPlugin(),
    schemasPlugin(fileURLToPath(new URL('.', import.meta.url))),
    // The dictionaries as JSON files the app fetches (built with a version in their path; served from source in dev).
    i18nDictionariesPlugin(fileURLToPath(new URL('.', import.meta.url))),
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', {})],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // rjsf renders markdown descriptions with markdown-to-jsx (~31 KB gzip); quote schemas have none (i18n keys).
    // It resolves $ref URIs with fast-uri and merges allOf with @x0k/json-schema-merge (~12 KB); quote schemas have
    // neither (src/client/forms/schema-stubs.ts). Only in the build: the dev server's pre-bundled @rjsf/core keeps ajv (the
    // build tree-shakes it away), which runs at import time and calls fast-uri's `parse`; a stubbed fast-uri left every
    // quote page blank in `npm run dev` (found by `npm run bench schemas`).
    alias: command !== 'build' ? [] : [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/client/forms/markdown-stub.tsx', import.meta.url)) },
      { find: /^(fast-uri|@x0k\/json-schema-merge(\/lib\/array)?)$/, replacement: fileURLToPath(new URL('./src/client/forms/schema-stubs.ts', import.meta.url)) },
      // React 19 has useSyncExternalStore; the shim react-i18next imports is its fallback for React < 18.
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT || 3001}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the shop supports preloads modules natively (Safari 17+, Firefox 115+); older ones just skip the hint.
    modulePreload: { polyfill: false },
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        admin: fileURLToPath(new URL('./admin/index.html', import.meta.url)),
      },
      output: {
        // Route and shared chunks and style sheets are named by their content hash ("assets/c-BKgP9e9S.js", c for chunk,
        // s for style): the start-up chunk lists every route's files for preloading and each chunk names the chunks it
        // imports, so names like "goods-details-page-" were bytes every page downloads (~0.7 KB gzip on the home page).
        // The Vite manifest (dist/.vite/manifest.json) says which source each file holds and keeps the chunk's name.
        chunkFileNames: 'assets/c-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/s-[hash].css' : 'assets/[name]-[hash][extname]'),
        // What every page loads anyway (React, the router, i18next, the API client, the query cache and stores, the
        // shell's small shared modules) goes in one chunk instead of a dozen tiny ones, each with its own request and gzip overhead.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|zustand|i18next|react-i18next|openapi-fetch|openapi-react-query|@tanstack\/query-core|@tanstack\/react-query)\/|src\/client\/api\/(api|query|query-keys|session-queries)\.ts$|src\/client\/lib\/(session-store|notify-store|cookies|lazy-route)\.ts$|src\/web\/lib\/(loading-bar-store|links)\.ts$|src\/domain\/(limits|validation)\.ts$|src\/domain\/i18n\/locales\.ts$|src\/client\/i18n\/index\.ts$|virtual:i18n-dictionaries$|src\/client\/components\/(navigation|shop-image|notifications)\.tsx$|src\/web\/components\/(login-link|category-panel)\.tsx$|src\/domain\/(roles|format)\.ts$|src\/client\/format\/format\.ts$|vite\/preload-helper\.js$/,
            },
            // The uploader and its rules: shared by the quote page, the checkout lines and the remittance voucher field.
            { name: 'upload', test: /src\/web\/components\/design-file-uploader\.tsx$|src\/client\/components\/file-input\.tsx$|src\/client\/api\/upload\.ts$|src\/domain\/files\.ts$/ },
          ],
        },
      },
    },
  },
}));
