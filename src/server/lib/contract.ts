/**
 * The API contract (openapi/shop.yaml) at run time: the server validates requests with the document's own schemas,
 * serves it at /api/docs, and a test compares its paths with the routes actually served.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonObject = { [key: string]: unknown };

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const contractPath = join(root, 'openapi/shop.yaml');

let cached: JsonObject | null = null;

export function loadContract(): JsonObject {
  if (cached) return cached;
  const parsed: unknown = parse(readFileSync(contractPath, 'utf8'));
  if (!isObject(parsed) || !isObject(parsed.paths)) throw new Error(`${contractPath}: not an OpenAPI document`);
  cached = parsed;
  return parsed;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces local `$ref`s (`#/components/...`) with their targets; recursion is cut at `depth`. */
function deref(document: JsonObject, node: unknown, depth = 0): unknown {
  if (depth > 20) throw new Error('contract: $ref nesting too deep in a request schema');
  if (Array.isArray(node)) return node.map((item) => deref(document, item, depth));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`contract: only local $refs are supported, got ${ref}`);
    let target: unknown = document;
    for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    if (target === undefined) throw new Error(`contract: unresolved $ref ${ref}`);
    return deref(document, target, depth + 1);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    // Annotations ajv would reject in strict mode or that only matter for documentation.
    if (key === 'examples' || key === 'description' || key === 'summary') continue;
    out[key] = deref(document, value, depth);
  }
  return out;
}

export interface OperationSchemas {
  body?: JsonObject;
  querystring?: JsonObject;
  /** The document marks the request body optional: an absent body is validated as `{}`. */
  bodyOptional?: boolean;
}

/** Request-validation schemas of one documented operation; throws if the operation is not documented. */
export function operationSchemas(path: string, method: 'get' | 'post'): OperationSchemas {
  const document = loadContract();
  const paths = document.paths as JsonObject;
  const item = paths[path];
  const operation = isObject(item) ? item[method] : undefined;
  if (!isObject(operation)) throw new Error(`contract: ${method.toUpperCase()} ${path} is not in openapi/shop.yaml`);
  const schemas: OperationSchemas = {};
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const query: JsonObject = {};
  const required: string[] = [];
  for (const raw of parameters) {
    const parameter = deref(document, raw);
    if (!isObject(parameter) || parameter.in !== 'query' || typeof parameter.name !== 'string') continue;
    query[parameter.name] = parameter.schema ?? {};
    if (parameter.required === true) required.push(parameter.name);
  }
  if (Object.keys(query).length > 0) {
    schemas.querystring = { type: 'object', properties: query, required, additionalProperties: true };
  }
  const body = operation.requestBody;
  if (isObject(body)) {
    const content = isObject(body.content) ? body.content['application/json'] : undefined;
    if (isObject(content) && isObject(content.schema)) {
      const schema = deref(document, content.schema);
      if (isObject(schema)) schemas.body = schema;
      if (body.required !== true) schemas.bodyOptional = true;
    }
  }
  return schemas;
}

/** Every documented `METHOD /path` (paths relative to /api). */
export function documentedOperations(): string[] {
  const paths = loadContract().paths as JsonObject;
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? Object.keys(item)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`)
      : [],
  );
}
