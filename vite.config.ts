import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The storefront is served under /pc/ (spec §1). In `npm run dev`, Vite serves the app with HMR and proxies /api to
// the API server (scripts/dev.ts starts both).
export default defineConfig({
  base: '/pc/',
  plugins: [react()],
  resolve: {
    // rjsf renders markdown descriptions with markdown-to-jsx (~31 KB gzip); quote schemas have none (i18n keys).
    // It resolves $ref URIs with fast-uri and merges allOf with @x0k/json-schema-merge (~12 KB); quote schemas have
    // neither (src/web/forms/schema-stubs.ts).
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/web/forms/markdown-stub.tsx', import.meta.url)) },
      { find: /^(fast-uri|@x0k\/json-schema-merge(\/lib\/array)?)$/, replacement: fileURLToPath(new URL('./src/web/forms/schema-stubs.ts', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT || 3001}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
