/**
 * Live authoring in `npm run dev`: a Vite plugin that watches schemas/. On a save it checks the sources and
 * regenerates src/generated/quote/, writing only the files whose content changed (Vite then reloads the open quote
 * page with the new form and price); a schema error is shown in the browser as Vite's error overlay (file, JSON
 * pointer, reason) and printed in the terminal. The API server of `npm run dev` keeps the catalogue it started with:
 * restart it for server-side prices (cart, orders) to follow.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { withHeader } from './index';
import { formatProblems, loadRepositoryCatalogue } from './products';
import { emitCatalogue } from './products/emit';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

export interface RegenerateResult {
  ok: boolean;
  /** Files written or removed, relative to the repository root. */
  changed: string[];
  problems: string;
  firstFile: string | null;
  ms: number;
}

/** Checks schemas/ and rewrites the changed files of src/generated/quote/ (the products generator's output). */
export async function regenerateProducts(root: string): Promise<RegenerateResult> {
  const started = performance.now();
  const loaded = loadRepositoryCatalogue(root);
  if (loaded.problems.length > 0) {
    return { ok: false, changed: [], problems: formatProblems(loaded.problems), firstFile: loaded.problems[0]?.file ?? null, ms: performance.now() - started };
  }
  const outDir = join(root, 'src/generated');
  const files = await emitCatalogue(loaded);
  const expected = new Map(files.map((file) => [join(outDir, file.path), withHeader(file)]));
  const changed: string[] = [];
  for (const [path, content] of expected) {
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    changed.push(relative(root, path));
  }
  for (const path of listFiles(join(outDir, 'quote'))) {
    if (expected.has(path)) continue;
    rmSync(path);
    changed.push(relative(root, path));
  }
  return { ok: true, changed, problems: '', firstFile: null, ms: performance.now() - started };
}

export function schemasPlugin(root: string): Plugin {
  const schemasDir = join(root, 'schemas');
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = (server: ViteDevServer) => {
    running = running.then(async () => {
      const result = await regenerateProducts(root);
      if (!result.ok) {
        server.config.logger.error(`schemas/ has problems:\n${result.problems}`, { timestamp: true });
        server.ws.send({
          type: 'error',
          err: { message: `schemas/ has problems (npm run schemas:check):\n${result.problems}`, stack: '', plugin: 'printfront:schemas', ...(result.firstFile ? { id: result.firstFile } : {}) },
        });
        return;
      }
      server.config.logger.info(`schemas/: ${result.changed.length} generated file(s) updated in ${Math.round(result.ms)} ms`, { timestamp: true });
      // the page reloads once Vite sees the rewritten modules; with nothing rewritten, clear the overlay of a fixed error
      if (result.changed.length === 0) server.ws.send({ type: 'full-reload' });
    });
  };
  return {
    name: 'printfront:schemas',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(schemasDir);
      // warm the per-product caches (types, validators), so the first save regenerates in about a second too
      running = running.then(async () => {
        const warm = await regenerateProducts(root);
        if (!warm.ok) server.config.logger.error(`schemas/ has problems:\n${warm.problems}`, { timestamp: true });
      });
      const onChange = (file: string) => {
        if (!file.startsWith(schemasDir + sep) || !file.endsWith('.json')) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => run(server), 80);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
