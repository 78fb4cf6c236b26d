/**
 * The API contract at run time: the bundled document `npm run codegen` makes of openapi/shop.yaml and the files it
 * references (src/generated/openapi/shop.json, local `$ref`s only). The server validates requests with the
 * document's own schemas, guards operations by their `security` (the `token` scheme), serves it at /api/docs, and a
 * test compares its paths with the routes actually served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../infra/root';

export type JsonObject = { [key: string]: unknown };

export const contractPath = join(projectRoot, 'src/generated/openapi/shop.json');

let cached: JsonObject | null = null;

export function loadContract(): JsonObject {
  if (cached) return cached;
  const parsed: unknown = JSON.parse(readFileSync(contractPath, 'utf8'));
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
    // A discriminator's mapping names schemas for the documentation and the types; ajv picks the branch by the
    // property's const/enum and refuses a mapping.
    if (key === 'discriminator' && isObject(value)) {
      out[key] = { propertyName: value.propertyName };
      continue;
    }
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

function findOperation(path: string, method: string): JsonObject {
  const paths = loadContract().paths as JsonObject;
  const item = paths[path];
  const operation = isObject(item) ? item[method] : undefined;
  if (!isObject(operation)) throw new Error(`contract: ${method.toUpperCase()} ${path} is not in the contract (openapi/)`);
  return operation;
}

/**
 * Who may call an operation, read from its `security` requirements (the `token` scheme):
 * `public` — `[{}, { token: [] }]`, a guest may call it and a session personalises it;
 * `user` — `[{ token: [] }]`, a session is needed; `staff` — `[{ token: [staff] }]`, a staff (or admin) user's session;
 * `admin` — `[{ token: [admin] }]`, an admin's session (shop settings, staff accounts);
 * `none` — `[]`, no session is read (provider callbacks and pages).
 */
export type Access = 'public' | 'user' | 'staff' | 'admin' | 'none';

export function accessOf(operation: JsonObject, name = 'operation'): Access {
  const security = operation.security;
  if (!Array.isArray(security)) throw new Error(`contract: ${name} declares no security`);
  const forms = security.map((requirement) => JSON.stringify(requirement));
  const key = forms.join(',');
  if (key === '') return 'none';
  if (key === '{},{"token":[]}') return 'public';
  if (key === '{"token":[]}') return 'user';
  if (key === '{"token":["staff"]}') return 'staff';
  if (key === '{"token":["admin"]}') return 'admin';
  throw new Error(`contract: ${name} has an unsupported security requirement ${JSON.stringify(security)}`);
}

/** The access the contract gives `METHOD path`; throws if the operation is not documented. */
export function operationAccess(path: string, method: 'get' | 'post'): Access {
  return accessOf(findOperation(path, method), `${method.toUpperCase()} ${path}`);
}

/** Request-validation schemas of one documented operation; throws if the operation is not documented. */
export function operationSchemas(path: string, method: 'get' | 'post'): OperationSchemas {
  const document = loadContract();
  const operation = findOperation(path, method);
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

/** A component schema of the contract (`#/components/schemas/<name>`) with its `$ref`s resolved, for ajv. */
export function componentSchema(name: string): JsonObject {
  const document = loadContract();
  const schema = deref(document, { $ref: `#/components/schemas/${name}` });
  if (!isObject(schema)) throw new Error(`contract: #/components/schemas/${name} is not a schema`);
  return schema;
}
