/**
 * Stand in for two of rjsf's dependencies in the browser build (vite.config.ts aliases), as markdown-stub does for
 * markdown: they serve JSON Schema features quote schemas never use. Codegen resolves option lists into `enum`
 * (no `$ref`, no `$id`) and product files cannot say `allOf` (schemas/product.meta.json). Saves ~12 KB gzip.
 *   fast-uri                  rjsf resolves `$ref`/`$id` URIs with it (findSchemaDefinition)
 *   @x0k/json-schema-merge    rjsf merges `allOf` with it (retrieveSchema, omitExtraData)
 * Tests (vitest) run rjsf with the real packages.
 */

// --- fast-uri -----------------------------------------------------------------------------------------------------

function equal(a: unknown, b: unknown): boolean {
  return String(a) === String(b);
}

function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

export default { equal, resolve };

// --- @x0k/json-schema-merge (and its lib/array) -------------------------------------------------------------------

function unsupported(): never {
  throw new Error('quote schemas have no allOf: @x0k/json-schema-merge is not in the browser build (src/client/forms/schema-stubs.ts)');
}

export function createComparator() {
  return { compareSchemaDefinitions: unsupported, compareSchemaValues: unsupported };
}
export function createMerger(_options?: unknown) {
  return { mergeArrayOfSchemaDefinitions: unsupported };
}
export function createShallowAllOfMerge(_merge?: unknown) {
  return unsupported;
}
export function createDeduplicator(_compare?: unknown) {
  return unsupported;
}
export function createIntersector(_compare?: unknown) {
  return unsupported;
}
