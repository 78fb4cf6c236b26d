/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then starts the server.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { formatProblems } from '../codegen/products';
import { checkSchemas } from '../codegen/schemas-check';
import { main } from '../src/server/server';

const root = process.cwd();
const webDir = join(root, process.env.WEB_DIR || 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// The product schemas are checked before anything is served: a broken product file stops the start with its
// file, JSON pointer and reason.
const schemaProblems = checkSchemas().problems;
if (schemaProblems.length > 0) {
  console.error(`The product schemas have ${schemaProblems.length} problem(s):\n${formatProblems(schemaProblems)}`);
  process.exit(1);
}

const built = newestMtime(join(webDir, 'index.html'));
const sources = Math.max(
  ...['src/web', 'src/domain', 'src/generated', 'public', 'index.html', 'vite.config.ts'].map((p) => newestMtime(join(root, p))),
);
if (built === 0 || sources > built) {
  console.log(built === 0 ? 'Building the web app (first start)…' : 'Web sources changed; rebuilding the web app…');
  await build({ root, logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
}
await main();
