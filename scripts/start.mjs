/**
 * `npm start`: runs the compiled server (build/server/main.js) with plain Node — no TypeScript loader. When a build
 * is missing or older than its sources, scripts/build.ts rebuilds that part first (the web app with vite, the
 * server with esbuild; the product schemas are checked on the way).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

const root = process.cwd();
const webDir = join(root, process.env.WEB_DIR || 'dist');
const serverBundle = join(root, 'build/server/main.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const newest = (paths) => Math.max(...paths.map((p) => newestMtime(join(root, p))));
const stale = [];
const webBuilt = newestMtime(join(webDir, 'index.html'));
if (webBuilt === 0 || newest(['src/web', 'src/client', 'src/admin', 'src/domain', 'src/generated', 'src/locales', 'public', 'index.html', 'admin', 'vite.config.ts']) > webBuilt) stale.push('web');
const serverBuilt = newestMtime(serverBundle);
if (serverBuilt === 0 || newest(['src/server', 'src/domain', 'src/generated', 'src/locales', 'schemas', 'scripts/build.ts', 'package.json']) > serverBuilt) stale.push('server');

if (stale.length > 0) {
  console.log(`Building ${stale.join(' and ')} (${stale.map((s) => (s === 'web' ? (webBuilt ? 'sources changed' : 'first start') : serverBuilt ? 'sources changed' : 'first start')).join(', ')})…`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts'), ...stale], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server runs with its V8 flags (scripts/node-flags.mjs): this process becomes `node <flags> main.js` (same pid,
// so signals and the exit code are the server's). Node 20 has no process.execve: it runs the server here, unflagged.
const flagged = SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag));
if (!flagged && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...SERVER_NODE_FLAGS, serverBundle], process.env);
} else {
  await import(pathToFileURL(serverBundle).href);
}
