import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../domain/errors';
import { BALANCE_ADJUSTMENT_MAX_FILS, CREDIT_LIMIT_MAX_FILS, ID_MAX, ORDER_AMOUNT_MAX_FILS, PAGE_NO_MAX, PAGE_SIZES, type PagedList } from '../domain/limits';
import { accessOf, documentedOperations, loadContract, operationSchemas, type JsonObject } from './http/contract';
import { staffUser } from './testing/fixtures';
import { callApi, createTestApp, newUser, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes that are not part of the shop API document itself. */
const UNDOCUMENTED_ALLOWED = /^\/api\/docs(\/|$)/;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const operations = () =>
  Object.entries(loadContract().paths as JsonObject).flatMap(([path, item]) =>
    isObject(item) ? Object.entries(item).flatMap(([method, operation]) => (isObject(operation) ? [{ name: `${method.toUpperCase()} ${path}`, path, operation }] : [])) : [],
  );

describe('openapi/shop.yaml and the served API', () => {
  it('every documented operation is served and every served /api operation is documented', () => {
    const documented = new Set(documentedOperations().map((op) => op.replace(' ', ' /api')));
    expect(documented.size).toBeGreaterThanOrEqual(11);
    const served = new Set(t.app.servedRoutes.filter((r) => r.split(' ')[1]?.startsWith('/api/') && !UNDOCUMENTED_ALLOWED.test(r.split(' ')[1] ?? '')));
    for (const operation of documented) expect(served.has(operation), `${operation} is documented but not served`).toBe(true);
    for (const route of served) {
      if (route.startsWith('HEAD ')) continue; // Fastify adds HEAD for every GET
      expect(documented.has(route), `${route} is served but not documented`).toBe(true);
    }
  });

  it('the error catalogue: the ErrorKey enum is exactly src/domain/errors.ts, and every operation documents the error envelopes through the shared responses', () => {
    const components = loadContract().components as JsonObject;
    const schemas = components.schemas as JsonObject;
    const errorKey = schemas.ErrorKey as { enum: string[] };
    expect(errorKey.enum).toEqual(Object.keys(errorCatalogue));
    expect(((schemas.ErrorData as JsonObject).properties as JsonObject).error).toEqual({ $ref: '#/components/schemas/ErrorKey' });
    const shared = { '400': 'BadRequest', '404': 'NotFound', '413': 'PayloadTooLarge', '429': 'TooManyRequests', '500': 'InternalError' };
    const responses = components.responses as JsonObject;
    for (const [status, name] of Object.entries(shared)) {
      expect(responses[name], name).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });
      // Each status is answered by some error of the catalogue.
      expect(Object.values(errorCatalogue).some((entry) => String(entry.http) === status), status).toBe(true);
    }
    for (const { name, operation } of operations()) {
      const documented = operation.responses as JsonObject;
      for (const [status, component] of Object.entries(shared)) {
        expect(documented[status], `${name} ${status}`).toEqual({ $ref: `#/components/responses/${component}` });
      }
    }
  });

  it('every property name is a snake_case identifier (an unquoted comma in a flow-mapping description once split off a stray property "if any")', () => {
    const names = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!isObject(node)) return;
      if (isObject(node.properties)) for (const key of Object.keys(node.properties)) names.add(key);
      Object.values(node).forEach(walk);
    };
    walk(loadContract());
    expect(names.size).toBeGreaterThan(100);
    expect([...names].filter((name) => !/^[a-z][a-z0-9_]*$/.test(name))).toEqual([]);
  });

  it('list page sizes: each paged call\'s page_size default and maximum are the ones in src/domain/limits.ts', () => {
    const lists: Record<string, PagedList> = {
      'GET /goods/lists': 'goods',
      'GET /upload/lists': 'uploads',
      'GET /notice/lists': 'notices',
      'GET /order/lists': 'orders',
      'GET /message/lists': 'messages',
      'GET /wallet/records': 'walletRecords',
      'GET /wallet/recharges': 'recharges',
      'GET /staff/orders': 'staffOrders',
      'GET /staff/cancelRequests': 'staffOrders',
      'GET /staff/audit': 'audit',
      'GET /staff/customers': 'staffCustomers',
      'GET /afterSales/lists': 'afterSales',
      'GET /staff/afterSales': 'staffAfterSales',
      'GET /invoice/lists': 'invoices',
      'GET /user/coupons': 'userCoupons',
      'GET /collection/lists': 'favorites',
      'GET /member/growth': 'growthLedger',
      'GET /review/toWrite': 'reviewsToWrite',
      'GET /review/mine': 'userReviews',
      'GET /review/goods': 'goodsReviews',
      'GET /staff/reviews': 'staffReviews',
      'GET /editor/lists': 'editorDesigns',
    };
    const paged = operations().filter(({ operation }) => Array.isArray(operation.parameters) && operation.parameters.some((p) => isObject(p) && p.name === 'page_size'));
    expect(paged.map((o) => o.name).sort()).toEqual(Object.keys(lists).sort());
    for (const { name, operation } of paged) {
      const parameter = (operation.parameters as JsonObject[]).find((p) => p.name === 'page_size');
      const list = PAGE_SIZES[lists[name]!];
      expect(parameter?.schema, name).toMatchObject({ default: list.default, maximum: list.max });
    }
  });
});

describe('bounded input: malformed requests are refused by the schemas with HTTP 400, never reach the database', () => {
  it('every integer and number a request may carry has a minimum and a maximum, and every string a maxLength (unless it has a fixed set of values)', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}[${i}]`));
      if (!isObject(node)) return;
      const types = [node.type].flat();
      const fixed = Array.isArray(node.enum) || 'const' in node;
      if ((types.includes('integer') || types.includes('number')) && !fixed && (typeof node.minimum !== 'number' || typeof node.maximum !== 'number')) unbounded.push(where);
      if (types.includes('string') && !fixed && typeof node.maxLength !== 'number') unbounded.push(where);
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    for (const { name, path } of operations()) {
      const method = name.split(' ')[0]!.toLowerCase() as 'get' | 'post';
      const schemas = operationSchemas(path, method);
      walk(schemas.body, `${name} body`);
      walk(schemas.querystring, `${name} query`);
    }
    expect(unbounded).toEqual([]);
  });

  it('the bounds are the ones in src/domain/limits.ts', () => {
    const schemas = (loadContract().components as JsonObject).schemas as JsonObject;
    expect(schemas.Id).toMatchObject({ type: 'integer', minimum: 1, maximum: ID_MAX });
    expect(schemas.PageNo).toMatchObject({ type: 'integer', minimum: 1, maximum: PAGE_NO_MAX, default: 1 });
    const submit = operationSchemas('/order/submit', 'post').body as { properties: JsonObject };
    expect(submit.properties.expected_amount_due_fils).toMatchObject({ maximum: ORDER_AMOUNT_MAX_FILS });
    const adjust = operationSchemas('/staff/customer/adjustBalance', 'post').body as { properties: JsonObject };
    expect(adjust.properties.amount_fils).toMatchObject({ maximum: BALANCE_ADJUSTMENT_MAX_FILS });
    const limit = operationSchemas('/staff/customer/creditLimit', 'post').body as { properties: JsonObject };
    expect(limit.properties.credit_limit_fils).toMatchObject({ maximum: CREDIT_LIMIT_MAX_FILS });
    expect(limit.properties.seen_credit_limit_fils).toMatchObject({ maximum: CREDIT_LIMIT_MAX_FILS });
  });
});

describe('the session as the `token` security scheme', () => {
  it('the document declares the apiKey scheme in the `token` header, /api/docs serves it, and no operation takes a token parameter', async () => {
    const document = loadContract();
    expect((document.components as JsonObject).securitySchemes).toMatchObject({ token: { type: 'apiKey', in: 'header', name: 'token' } });
    expect((document.components as JsonObject).parameters).not.toHaveProperty('token');
    for (const { name, operation } of operations()) {
      const parameters = (operation.parameters ?? []) as JsonObject[];
      expect(parameters.filter((p) => p.name === 'token' || p.$ref === '#/components/parameters/token'), name).toEqual([]);
      expect(() => accessOf(operation, name)).not.toThrow();
    }
    const served = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const json = served.json() as JsonObject;
    expect((json.components as JsonObject).securitySchemes).toMatchObject({ token: { type: 'apiKey', in: 'header', name: 'token' } });
    expect(((json.paths as JsonObject)['/cart/lists'] as JsonObject).get).toMatchObject({ security: [{ token: [] }] });
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(page.body).toContain('persistAuthorization');
  });

  it('guarded ⇔ marked: every operation whose security needs a session refuses guests with code -1, staff ones refuse users, admin ones refuse users and staff; the others never ask for a login', async () => {
    const user = await newUser(t.app);
    const staff = await staffUser(t.app, t.database);
    const counts = { user: 0, staff: 0, admin: 0, public: 0, none: 0 };
    // Logging out ends the session the other calls use: last.
    const ordered = operations().sort((a, b) => Number(a.path === '/account/logout') - Number(b.path === '/account/logout'));
    for (const { name, path, operation } of ordered) {
      const method = name.split(' ')[0] as 'GET' | 'POST';
      const access = accessOf(operation, name);
      counts[access] += 1;
      const body = method === 'POST' ? {} : undefined;
      const guest = await callApi(t.app, method, `/api${path}`, { body });
      const member = await callApi(t.app, method, `/api${path}`, { body, token: user.token });
      if (access === 'user' || access === 'staff' || access === 'admin') {
        expect(guest, `${name} as a guest`).toMatchObject({ status: 200, body: { code: -1, data: { error: 'not_logged_in' } } });
      } else {
        expect(guest.body.code, `${name} as a guest`).not.toBe(-1);
      }
      expect(member.body.code, `${name} as a user`).not.toBe(-1);
      if (access === 'staff' || access === 'admin') expect(member.body, `${name} as a user`).toMatchObject({ code: 0, data: { error: 'forbidden' } });
      else expect(member.body.data?.error, `${name} as a user`).not.toBe('forbidden');
      const asStaff = await callApi(t.app, method, `/api${path}`, { body, token: staff.token });
      if (access === 'admin') expect(asStaff.body, `${name} as staff`).toMatchObject({ code: 0, data: { error: 'forbidden' } });
      else if (access === 'staff') expect(asStaff.body.data?.error, `${name} as staff`).not.toBe('forbidden');
    }
    expect(counts.user).toBeGreaterThan(20);
    expect(counts.staff).toBeGreaterThanOrEqual(2);
    expect(counts.public).toBeGreaterThan(10);
  });

  it('guests refused by the guard still count toward the per-IP flood limit (the limit runs first), and the 429 is the envelope', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/cart/lists', remoteAddress: '198.51.100.7' });
    expect(last.json()).toMatchObject({ code: -1 });
    for (let i = 0; i < 1200 && last.statusCode !== 429; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/api/cart/lists', remoteAddress: '198.51.100.7' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 0, show: 1, data: { error: 'too_many_requests' } });
    expect(last.headers['retry-after']).toBeDefined();
  });
});
