/**
 * The API contract as one document. `openapi/shop.yaml` is the root of a multi-file OpenAPI description (the
 * operations in `openapi/paths/<resource>.yaml`, the components in `openapi/components/`); Redocly's bundler resolves
 * every file reference into a single document whose components keep the names the root gives them and whose `$ref`s
 * are local (`#/components/...`) again. codegen writes it to `src/generated/openapi/shop.json` (BUNDLED_CONTRACT),
 * which the server, the docs page and the tests read; the type and form-validator generators use the same bundle.
 */
import { join } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';

/** The contract's root document, relative to the repository root. */
export const CONTRACT_ROOT = 'openapi/shop.yaml';
/** The bundled contract, relative to src/generated/. */
export const BUNDLED_CONTRACT = 'openapi/shop.json';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const bundles = new Map<string, Promise<string>>();

async function bundleText(root: string): Promise<string> {
  // No lint rules here (`redocly lint` runs them, with redocly.yaml): the empty configuration only bundles.
  const result = await bundle({ ref: join(root, CONTRACT_ROOT), config: await createConfig({}) });
  // An unresolved reference or two components bundled under one name is a broken contract, not a warning.
  if (result.problems.length > 0) {
    const lines = result.problems.map((problem) => `  ${problem.message} (${problem.location.map((l) => `${l.source.absoluteRef}${l.pointer ?? ''}`).join(', ')})`);
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
