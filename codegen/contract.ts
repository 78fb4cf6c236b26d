/**
 * The API contract as one document. `openapi/shop.yaml` is the root of a multi-file OpenAPI description (the
 * operations in `openapi/paths/<resource>.yaml`, the components in `openapi/components/`); Redocly's bundler resolves
 * every file reference into a single document whose components keep the names the root gives them and whose `$ref`s
 * are local (`#/components/...`) again. codegen writes it to `src/generated/openapi/shop.json` (BUNDLED_CONTRACT),
 * which the server, the docs page and the tests read; the type and form-validator generators use the same bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';

/** The contract's root document, relative to the repository root. */
export const CONTRACT_ROOT = 'openapi/shop.yaml';
/** The bundled contract, relative to src/generated/. */
export const BUNDLED_CONTRACT = 'openapi/shop.json';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const bundles = new Map<string, Promise<string>>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON pointer of a top-level key (`/order/lists` → `/~1order~1lists`). */
const pointerTo = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The layout's one rule the bundler cannot see: the root names every path and component, each as a `$ref` to the
 * same key in a file under openapi/ (`/order/lists: { $ref: 'paths/order.yaml#/~1order~1lists' }`,
 * `Order: { $ref: 'components/schemas/order.yaml#/Order' }`), and every key of those files is named in the root. A
 * definition the root does not name would be left out of the bundle, or bundled under a name the bundler makes up.
 */
export function layoutProblems(root: string): string[] {
  const base = join(root, dirname(CONTRACT_ROOT));
  const document: unknown = parse(readFileSync(join(root, CONTRACT_ROOT), 'utf8'));
  if (!isObject(document) || !isObject(document.paths) || !isObject(document.components)) return [`${CONTRACT_ROOT}: no paths or components`];
  const entries = [
    ...Object.entries(document.paths).map(([key, value]) => ({ at: `paths ${key}`, key, value })),
    ...Object.entries(document.components).flatMap(([type, group]) => Object.entries(isObject(group) ? group : {}).map(([key, value]) => ({ at: `components.${type} ${key}`, key, value }))),
  ];
  const problems: string[] = [];
  const named = new Set<string>();
  for (const { at, key, value } of entries) {
    const ref = isObject(value) && Object.keys(value).length === 1 && typeof value.$ref === 'string' ? value.$ref : null;
    const [file, pointer] = ref?.split('#') ?? [];
    if (!file || pointer !== pointerTo(key)) problems.push(`${CONTRACT_ROOT} ${at}: should be only { $ref: '<file>#${pointerTo(key)}' }`);
    else named.add(`${posix.normalize(file)}#${pointer}`);
  }
  for (const dir of ['paths', 'components']) {
    for (const path of yamlFiles(join(base, dir))) {
      const file = relative(base, path).split('\\').join('/');
      const definitions: unknown = parse(readFileSync(path, 'utf8'));
      for (const key of Object.keys(isObject(definitions) ? definitions : {})) {
        if (!named.has(`${file}#${pointerTo(key)}`)) problems.push(`openapi/${file}: ${key} is not named in ${CONTRACT_ROOT}`);
      }
    }
  }
  return problems;
}

async function bundleText(root: string): Promise<string> {
  const layout = layoutProblems(root);
  if (layout.length > 0) throw new Error(`codegen: the contract's layout (docs/api.md):\n  ${layout.join('\n  ')}`);
  // No lint rules here (`redocly lint` runs them, with redocly.yaml): the empty configuration only bundles.
  const result = await bundle({ ref: join(root, CONTRACT_ROOT), config: await createConfig({}) });
  // An unresolved reference or two components bundled under one name is a broken contract, not a warning.
  if (result.problems.length > 0) {
    const where = (problem: (typeof result.problems)[number]) => problem.location.map((l) => `${relative(root, l.source.absoluteRef)}${l.pointer ?? ''}`).join(', ');
    const lines = result.problems.map((problem) => `  ${problem.message} (${where(problem)})`);
    throw new Error(`codegen: bundling ${CONTRACT_ROOT} failed:\n${lines.join('\n')}`);
  }
  return `${JSON.stringify(result.bundle.parsed, null, 2)}\n`;
}

/**
 * The bundled contract as the JSON text codegen writes (bundled once per run and root). Callers get their own
 * parsed copy, so no generator sees another's changes.
 */
export function bundledContractText(root: string): Promise<string> {
  let text = bundles.get(root);
  if (!text) {
    text = bundleText(root);
    bundles.set(root, text);
  }
  return text;
}

export async function bundledContract(root: string): Promise<Json> {
  return JSON.parse(await bundledContractText(root)) as Json;
}
