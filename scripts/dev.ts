/**
 * `npm run dev`: the API server (port API_PORT, default 3001, with the same embedded database as `npm start`) and
 * Vite with hot reload (http://localhost:5173/pc/), which proxies /api to it.
 */
import { createServer } from 'vite';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/server';

const apiPort = Number(process.env.API_PORT || 3001);
const api = await startServer({ ...loadConfig(), port: apiPort, host: '127.0.0.1' });
const vite = await createServer({ root: process.cwd() });
await vite.listen();
console.log(`\n  printfront dev:\n    shop (HMR)  http://localhost:${vite.config.server.port}/pc/\n    API         ${api.url}/api/\n`);
