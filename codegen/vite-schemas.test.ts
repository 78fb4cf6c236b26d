/**
 * Live authoring (`npm run dev`): on a save the plugin checks schemas/ and rewrites only the generated files whose
 * content changed; a schema error goes to the browser as Vite's error overlay (file, JSON pointer, reason) and to
 * the terminal. Run on a temp copy of the project's sources, with a stand-in for Vite's dev server.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { regenerateProducts, schemasPlugin } from './vite-schemas';

const root = join(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'printfront-live-'));
for (const dir of ['schemas', 'src/locales', 'src/generated', 'public']) cpSync(join(root, dir), join(copy, dir), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const file = join(copy, 'schemas/products/flyer_digital.json');
const original = readFileSync(file, 'utf8');

/** What the plugin does with Vite's dev server: its watcher's handlers, what it sends to the browser and logs. */
function fakeServer() {
  const handlers = new Map<string, (path: string) => void>();
  const sent: unknown[] = [];
  const errors: string[] = [];
  const server = {
    watcher: { add: () => undefined, on: (event: string, handler: (path: string) => void) => handlers.set(event, handler) },
    ws: { send: (payload: unknown) => sent.push(payload) },
    config: { logger: { info: () => undefined, error: (message: string) => errors.push(message) } },
  };
  return { server: server as unknown as ViteDevServer, handlers, sent, errors };
}

describe('regenerating on save', () => {
  it('rewrites only the files of the product that changed', async () => {
    expect((await regenerateProducts(copy)).changed).toEqual([]);
    writeFileSync(file, original.replace(/("quantity": \{[^}]*"default": )\d+/, '$1400'));
    const saved = await regenerateProducts(copy);
    expect(saved).toMatchObject({ ok: true, problems: '' });
    expect(saved.changed).toEqual(['src/generated/quote/products/flyer_digital.ts']);
    expect(readFileSync(join(copy, saved.changed[0] ?? ''), 'utf8')).toContain('"default": 400');
  }, 60_000);

  it('shows a schema error in the browser overlay and the terminal, then clears it once fixed', async () => {
    const { server, handlers, sent, errors } = fakeServer();
    const plugin = schemasPlugin(copy);
    if (typeof plugin.configureServer !== 'function') throw new Error('the plugin has no configureServer hook');
    await plugin.configureServer.call({} as never, server);
    const wait = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });
    writeFileSync(file, original.replace('"x-only": ["a6", "a5", "a4", "dl", "a3", "custom"]', '"x-only": ["a6", "a5", "b5", "custom"]'));
    handlers.get('change')?.(file);
    await wait(() =>
      expect(sent).toContainEqual({
        type: 'error',
        err: expect.objectContaining({
          message: expect.stringContaining('schemas/products/flyer_digital.json#/properties/size/x-only/2: "b5" is not in ../options/sizes-iso.json'),
          id: 'schemas/products/flyer_digital.json',
          plugin: 'printfront:schemas',
        }),
      }),
    );
    expect(errors.join('\n')).toContain('flyer_digital.json#/properties/size/x-only/2');
    writeFileSync(file, original);
    handlers.get('change')?.(file);
    // fixed: the generated files change back (Vite reloads the page for them), or, with nothing to rewrite, a reload clears the overlay
    await wait(() => expect(readFileSync(join(copy, 'src/generated/quote/products/flyer_digital.ts'), 'utf8')).toContain('"default": 250'));
  }, 60_000);
});
