/**
 * Contract fuzz test (issue 9): every operation of openapi/shop.yaml gets malformed input — wrong types, huge and
 * negative numbers, 1e308, NUL bytes, over-long strings, deep objects, missing fields, prototype keys, broken JSON,
 * invalid percent-encoding and cut-off multipart bodies — as a guest, a user and a staff user. The server must never
 * answer 5xx, and every answer must be the envelope (`code`, `show`, `msg`, `data`; refusals name their error key).
 * Deterministic: fast-check with a fixed seed and a bounded number of runs per operation.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../domain/errors';
import { loadContract, operationSchemas, type JsonObject } from './http/contract';
import { staffUser } from './testing/fixtures';
import { createTestApp, newUser, type TestApp } from './testing/test-app';

const SEED = 20261125;
const RUNS_PER_OPERATION = 32;

let t: TestApp;
let tokens: { guest: string; user: string; staff: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await newUser(t.app);
  const staff = await staffUser(t.app, t.database);
  tokens = { guest: '', user: user.token, staff: staff.token };
});
afterAll(() => t.close());

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Operation {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  multipart: boolean;
  body?: JsonObject;
  query?: JsonObject;
}

function documented(): Operation[] {
  return Object.entries(loadContract().paths as JsonObject).flatMap(([path, item]) =>
    Object.entries(item as JsonObject)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => {
        const schemas = operationSchemas(path, method as 'get' | 'post');
        const content = (isObject(operation) && isObject(operation.requestBody) && (operation.requestBody.content as JsonObject)) || {};
        return {
          name: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as 'GET' | 'POST',
          url: `/api${path}`,
          multipart: 'multipart/form-data' in content,
          ...(schemas.body ? { body: schemas.body } : {}),
          ...(schemas.querystring ? { query: schemas.querystring } : {}),
        };
      }),
  );
}

/** A plausible value for a schema: the skeleton the mutations start from, so that deep fields are reached. */
function sample(schema: unknown, depth = 0): unknown {
  if (!isObject(schema) || depth > 6) return 'x';
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: JsonObject = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [key, value] of Object.entries(properties)) out[key] = sample(value, depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    default:
      return 'a'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 6);
  }
}

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

/** Values no field accepts as they are, or only at its very edge. */
const malformedValue = fc.constantFrom<unknown>(
  null,
  true,
  'text',
  '',
  '\u0000',
  'a\u0000b',
  '%00',
  'x'.repeat(70_000),
  1e308,
  -1e308,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  1.5,
  [],
  [1, 'a', null],
  {},
  deep(200),
  JSON.parse('{"__proto__": {"polluted": 1}}') as unknown,
  { constructor: { prototype: { polluted: 1 } } },
  '__proto__',
  'constructor',
  '2147483648',
  '1e308',
);

/** Query-string text: numbers beyond every range, NUL bytes, garbage, and prototype keys. */
const malformedText = fc.constantFrom(
  'abc',
  '1e308',
  '-1e308',
  '1e-308',
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  'a%00b',
  '',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
);

/** Raw bodies the JSON parser must refuse cleanly. */
const brokenJson = fc.constantFrom(
  '{"a":',
  '{',
  'nul',
  '"just a string"',
  '[1,2,3]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'\\u0000'}"}`,
  '\u0000',
);

type Mutation =
  | { kind: 'set'; path: number; value: unknown }
  | { kind: 'drop'; path: number }
  | { kind: 'replace'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'query'; param: number; text: string; extra: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), path: fc.nat(), value: malformedValue }),
  fc.record({ kind: fc.constant('drop' as const), path: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), value: malformedValue }),
  fc.record({ kind: fc.constant('raw' as const), text: brokenJson }),
  fc.record({ kind: fc.constant('query' as const), param: fc.nat(), text: malformedText, extra: fc.boolean() }),
);
const caller = fc.constantFrom<keyof typeof tokens>('guest', 'user', 'staff');

/** Every path to a value inside `value` (objects and arrays), the root excluded. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...paths(item, [...prefix, i])]);
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...paths(item, [...prefix, key])]);
  return [];
}

function mutate(root: unknown, path: (string | number)[], change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]!);
  return copy;
}

function multipartBody(name: string, cutOff: boolean): { payload: string; contentType: string } {
  const boundary = '----printfrontfuzz';
  const whole = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n--${boundary}--\r\n`;
  return { payload: cutOff ? whole.slice(0, whole.indexOf('%PDF') + 6) : whole, contentType: `multipart/form-data; boundary=${boundary}` };
}

let ipCounter = 0;

function request(operation: Operation, change: Mutation, token: string): InjectOptions {
  ipCounter += 1;
  // A fresh address per request, so the per-IP flood limit does not turn the run into a stream of 429s.
  const options: InjectOptions = {
    method: operation.method,
    url: operation.url,
    headers: { version: '1.0.0', ...(token ? { token } : {}) },
    remoteAddress: `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  };
  const queryNames = Object.keys((operation.query?.properties as JsonObject | undefined) ?? {});
  if (change.kind === 'query') {
    const name = queryNames.length > 0 && !change.extra ? queryNames[change.param % queryNames.length]! : `__proto__[${change.param % 3 === 0 ? 'polluted' : 'id'}]`;
    options.url = `${operation.url}?${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(change.text).replace(/%2500/g, '%00')}`;
    // Now and then a URL that is not valid percent-encoding at all.
    if (change.param % 7 === 0) options.url = `${operation.url}%zz`;
  }
  if (operation.method !== 'POST') return options;
  if (operation.multipart) {
    const names = ['card90x54.constructor', 'card90x54.__proto__', 'card90x54.toString', 'card\u000090x54.pdf', '.pdf', 'x'.repeat(400) + '.pdf'];
    const pick = change.kind === 'set' || change.kind === 'drop' ? change.path : change.kind === 'query' ? change.param : 0;
    const body = multipartBody(names[pick % names.length]!, change.kind === 'raw' || pick % 2 === 1);
    options.payload = body.payload;
    options.headers = { ...options.headers, 'content-type': body.contentType };
    return options;
  }
  const skeleton = operation.body ? sample(operation.body) : {};
  const all = paths(skeleton);
  let body: unknown = skeleton;
  if (change.kind === 'raw') {
    options.payload = change.text;
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    return options;
  }
  if (change.kind === 'replace') body = change.value;
  if (change.kind === 'set' && all.length > 0) {
    const value = change.value;
    body = mutate(skeleton, all[change.path % all.length]!, (parent, key) => {
      parent[key] = value;
    });
  }
  if (change.kind === 'drop' && all.length > 0) {
    body = mutate(skeleton, all[change.path % all.length]!, (parent, key) => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    });
  }
  options.payload = JSON.stringify(body);
  options.headers = { ...options.headers, 'content-type': 'application/json' };
  return options;
}

function assertEnvelope(name: string, status: number, text: string, contentType: string | undefined): void {
  expect(status, `${name}: HTTP ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status === 200 && contentType?.startsWith('text/html')) return; // the sandbox's hosted page for a real session
  const body = JSON.parse(text) as { code: unknown; show: unknown; msg: unknown; data: unknown };
  expect(body, name).toEqual({ code: expect.any(Number), show: expect.any(Number), msg: expect.any(String), data: expect.anything() });
  expect([1, 0, -1], name).toContain(body.code);
  if (status !== 200 || body.code !== 1) {
    const error = (body.data as { error?: string }).error;
    expect(error && error in errorCatalogue, `${name}: refusal without an error key: ${text.slice(0, 300)}`).toBe(true);
    expect(errorCatalogue[error as keyof typeof errorCatalogue].http, `${name}: ${error}`).toBe(status);
  }
}

describe('fuzz: malformed input never gets a 5xx, and every answer is the envelope', () => {
  const operations = documented();

  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  for (const operation of operations) {
    it(operation.name, async () => {
      await fc.assert(
        fc.asyncProperty(mutation, caller, async (change, who) => {
          const response = await t.app.inject(request(operation, change, tokens[who]));
          assertEnvelope(`${operation.name} ${JSON.stringify(change).slice(0, 200)} as ${who}`, response.statusCode, response.body, response.headers['content-type'] as string | undefined);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    });
  }

  it('no prototype was polluted along the way', () => {
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
