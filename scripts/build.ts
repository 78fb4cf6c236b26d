/**
 * `npm run build`: checks the product schemas, then builds the web app (vite → dist/) and the server (esbuild →
 * build/server/main.js, one ESM file; packages stay in node_modules). `npm start` (scripts/start.mjs) runs it only
 * for the parts whose sources are newer than their build: `tsx scripts/build.ts [web] [server]`.
 */
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { formatProblems } from '../codegen/products';
import { checkSchemas } from '../codegen/schemas-check';

const root = process.cwd();
const asked = process.argv.slice(2);
const targets = asked.length > 0 ? asked : ['web', 'server'];
const unknown = targets.filter((t) => t !== 'web' && t !== 'server');
if (unknown.length > 0) {
  console.error(`build: unknown target ${unknown.join(', ')} (web, server)`);
  process.exit(2);
}

// A broken product file stops the build with its file, JSON pointer and reason.
const schemaProblems = checkSchemas().problems;
if (schemaProblems.length > 0) {
  console.error(`The product schemas have ${schemaProblems.length} problem(s):\n${formatProblems(schemaProblems)}`);
  process.exit(1);
}

if (targets.includes('web')) {
  const webDir = join(root, process.env.WEB_DIR || 'dist');
  await viteBuild({ root, logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
}

if (targets.includes('server')) {
  await esbuild({
    entryPoints: [join(root, 'src/server/main.ts')],
    outfile: join(root, 'build/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    // src/server/infra/root.ts: the bundle lives in build/server, two levels under the project root.
    define: { __PRINTFRONT_BUNDLE__: 'true' },
    logLevel: 'warning',
  });
}
