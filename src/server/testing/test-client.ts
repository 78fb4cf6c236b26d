/**
 * A typed client over `app.inject()` for API tests: the path, the body, the query and the answer's `data` take their
 * types from the generated `paths` type (openapi/shop.yaml), as the routes' handlers do (http/route.ts), so a test
 * reads an answer without casting it and cannot send a request the contract does not describe.
 *
 *   const api = testClient(t.app);
 *   const goods = await api.get('/goods/list', { query: { category_id: 3 } });   // goods.body.data: GoodsPage
 *   await api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: {} }] } });
 *
 * `data` is typed as the operation's success data (what code 1 carries); a refusal's data (`error`, `field`) is read
 * with `failureOf(answer)` or matched with `toMatchObject({ code: 0, data: { error: … } })`. Requests the contract
 * refuses on purpose (malformed JSON, wrong types, unknown fields) are sent with test-app.ts `callApi`.
 */
import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import type { components, paths } from '../../generated/shop-api.d';

type Method = 'get' | 'post';
/** The paths that have an operation for `M`. */
export type PathOf<M extends Method> = { [P in keyof paths]: undefined extends paths[P][M] ? never : P }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonBody<O> = O extends { requestBody?: infer RB } ? (NonNullable<RB> extends { content: { 'application/json': infer B } } ? B : undefined) : undefined;
type BodyRequired<O> = O extends { requestBody: { content: { 'application/json': unknown } } } ? true : false;
type Query<O> = O extends { parameters: { query?: infer Q } } ? ([NonNullable<Q>] extends [never] ? undefined : NonNullable<Q>) : undefined;
type QueryRequired<O> = O extends { parameters: { query: object } } ? true : false;
/** What code 1 carries in `data` (the operation's 200 answer). */
export type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R extends { data?: infer D }
    ? unknown extends D
      ? unknown
      : NonNullable<D>
    : never
  : never;

type BodyPart<O> = [JsonBody<O>] extends [undefined] ? { body?: undefined } : BodyRequired<O> extends true ? { body: JsonBody<O> } : { body?: JsonBody<O> };
type QueryPart<O> = [Query<O>] extends [undefined] ? { query?: undefined } : QueryRequired<O> extends true ? { query: Query<O> } : { query?: Query<O> };

export type CallOptions<O> = BodyPart<O> &
  QueryPart<O> & {
    /** The session token (the `token` header). */
    token?: string;
    /** The `locale` cookie: the answer's language. */
    locale?: string;
    /** The client's address (`remoteAddress`). */
    ip?: string;
  };
/** Options may be left out when the operation needs neither a body nor a query. */
type CallArgs<O> = true extends BodyRequired<O> | QueryRequired<O> ? [options: CallOptions<O>] : [options?: CallOptions<O>];

export interface Answer<D> {
  status: number;
  headers: OutgoingHttpHeaders;
  body: { code: 1 | 0 | -1; show: 0 | 1; msg: string; data: D };
}

export type ErrorData = components['schemas']['ErrorData'];

export interface TestClient {
  get<P extends PathOf<'get'>>(path: P, ...args: CallArgs<Operation<P, 'get'>>): Promise<Answer<DataOf<Operation<P, 'get'>>>>;
  post<P extends PathOf<'post'>>(path: P, ...args: CallArgs<Operation<P, 'post'>>): Promise<Answer<DataOf<Operation<P, 'post'>>>>;
}

/** The query string as the storefront's client sends it: arrays as repeated keys, everything else as its string. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function testClient(app: FastifyInstance): TestClient {
  const call = async (method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: object; token?: string; locale?: string; ip?: string } = {}) => {
    const response = await app.inject({
      method,
      url: `/api${path}${queryString(options.query)}`,
      headers: {
        version: '1.0.0',
        ...(options.token ? { token: options.token } : {}),
        ...(options.locale ? { cookie: `locale=${options.locale}` } : {}),
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  };
  return {
    get: (path, ...[options]) => call('GET', path, options),
    post: (path, ...[options]) => call('POST', path, options),
  };
}

/** The refusal's data (`error`, `field`) of an answer that is not a success (code 0 or -1). */
export function failureOf(answer: Answer<unknown>): ErrorData {
  expect(answer.body.code, 'expected a refusal').not.toBe(1);
  return answer.body.data as ErrorData;
}
