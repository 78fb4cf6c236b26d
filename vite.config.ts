import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront is served under /pc/ (spec §1). In `npm run dev`, Vite serves the app with HMR and proxies /api to
// the API server (scripts/dev.ts starts both).
export default defineConfig({
  base: '/pc/',
  plugins: [react()],
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
