/**
 * Registers a documented API operation. The path must exist in openapi/shop.yaml: its request schemas validate the
 * request, its `security` decides who may call it (enforced by the session plugin, plugins/session.ts), and the
 * handler's body, query and answer types come from the generated `paths` type, so the server cannot drift from the
 * contract without a type error, a refusal to start or a failing contract test.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { paths } from '../../generated/shop-api.d';
import type { SuccessKey } from '../../domain/errors';
import type { Locale } from '../../domain/i18n';
import { operationAccess, operationSchemas, type Access } from './contract';
import { invalidField, sendFailure, successEnvelope, type Outcome } from './envelope';
import type { SessionUser } from './session-user';

type Method = 'get' | 'post';
/** The methods the contract documents for a path: registering another is a type error. */
type MethodOf<P extends keyof paths> = { [M in Method]: paths[P][M] extends undefined ? never : M }[Method];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type BodyOf<O> = O extends { requestBody?: infer RB }
  ? NonNullable<RB> extends { content: { 'application/json': infer B } }
    ? B
    : undefined
  : undefined;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never | undefined] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R extends { data?: infer D }
    ? NonNullable<D>
    : never
  : never;

/**
 * Who may call a route. It must agree with the operation's `security` in the contract (checked when the route is
 * registered), which is what the session plugin enforces: 'user' (`[{ token: [] }]`) answers code -1 without a valid
 * session; 'staff' (`[{ token: [staff] }]`) besides answers `forbidden` unless the user is staff or admin; 'admin'
 * (`[{ token: [admin] }]`) unless the user is admin; 'optional' (`[{}, { token: [] }]`, the contract's public) lets
 * guests in. The route states it because the generated types do not carry `security`, and it decides the handler's
 * type of `user` (UserOf).
 */
export type Auth = 'optional' | 'user' | 'staff' | 'admin';

/** The handler's `user` at an access level: `null` for a guest of an 'optional' route, always there on the others. */
export type UserOf<A extends Auth> = A extends 'optional' ? SessionUser | null : SessionUser;

export interface RouteContext<O, U extends SessionUser | null> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  user: U;
  locale: Locale;
  request: FastifyRequest;
}

/** What a route adds to its method and path: its access level and its handler, typed by the operation. */
export interface RouteSpec<P extends keyof paths, M extends Method, A extends Auth, D> {
  auth: A;
  handler: (ctx: RouteContext<Operation<P, M>, UserOf<A>>) => Promise<Outcome<D>>;
}

/**
 * The path of the first string (or object key) holding a NUL character, which PostgreSQL cannot store in text: such
 * input is refused with HTTP 400 before it reaches a query.
 */
export function nulPath(value: unknown): string | null {
  // Iterative: a body nested thousands of levels deep must not overflow the stack before the schema refuses it.
  const stack: { item: unknown; at: string }[] = [{ item: value, at: '' }];
  while (stack.length > 0) {
    const { item, at } = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at || '(body)';
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push({ item: child, at: path });
      }
    }
  }
  return null;
}

/**
 * `defineRoute(app, 'get', '/staff/orders', { auth: 'staff', handler })`: the method and path are written once, and
 * their literal types pick the operation in the generated `paths` (its body, query and answer types); `auth` picks the
 * type of the handler's `user` (UserOf). One generic signature rather than one overload per access level: with
 * overloads, a wrong answer type in a handler is reported against the last overload ("'staff' is not assignable to
 * 'admin'"), not where it is.
 */
export function defineRoute<const M extends MethodOf<P>, const P extends keyof paths, const A extends Auth>(
  app: FastifyInstance,
  method: M,
  path: P,
  route: RouteSpec<P, M, A, DataOf<Operation<P, M>>>,
): void {
  register(app, method, path, route, (reply, request, data, message) => reply.send(successEnvelope(request.locale, data, message)));
}

/** A file answered by a file operation: sent inline (a preview) or as a download, under its original name. */
export interface FileAnswer {
  stream: Readable;
  name: string;
  /** pdf, jpeg, png… (uploads.file_type). */
  type: string;
  download: boolean;
}

const MIME: Record<string, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', tiff: 'image/tiff' };

/**
 * A documented operation that answers a file (its 200 has `application/octet-stream`) — or, when refused, the
 * envelope. Same access and validation as defineRoute.
 */
export function defineFileRoute<const M extends MethodOf<P>, const P extends keyof paths, const A extends Auth>(
  app: FastifyInstance,
  method: M,
  path: P,
  route: RouteSpec<P, M, A, FileAnswer>,
): void {
  register(app, method, path, route, (reply, _request, file) => {
    // Only PDFs and images are shown inline; anything else (a design file) is always a download.
    const inline = !file.download && file.type in MIME;
    const name = encodeURIComponent(file.name);
    return reply
      .header('content-type', MIME[file.type] ?? 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}

function register<M extends Method, P extends keyof paths, A extends Auth, D>(
  app: FastifyInstance,
  method: M,
  path: P,
  route: RouteSpec<P, M, A, D>,
  send: (reply: FastifyReply, request: FastifyRequest, data: D, message: SuccessKey | undefined) => FastifyReply,
): void {
  const { bodyOptional, ...schema } = operationSchemas(path, method);
  const access: Access = operationAccess(path, method);
  if (access !== (route.auth === 'optional' ? 'public' : route.auth)) {
    throw new Error(`${method.toUpperCase()} ${path}: the route says auth '${route.auth}' but the contract's security means '${access}'`);
  }
  app.route({
    method: method.toUpperCase() as 'GET' | 'POST',
    url: `/api${path}`,
    schema,
    config: { access },
    preValidation: async (request, reply) => {
      if (bodyOptional && request.body === undefined) request.body = {};
      const field = nulPath(request.query) ?? nulPath(request.body);
      if (field) {
        return sendFailure(reply, request.locale, invalidField(field, 'nul'));
      }
    },
    handler: async (request, reply) => {
      // The request was validated against the operation's schemas above, so it has the generated types; the session
      // plugin let it through only with the user its access needs.
      const outcome = await route.handler({
        body: request.body as BodyOf<Operation<P, M>>,
        query: request.query as QueryOf<Operation<P, M>>,
        user: request.user as UserOf<A>,
        locale: request.locale,
        request,
      });
      if (!outcome.ok) return sendFailure(reply, request.locale, outcome);
      return send(reply, request, outcome.data, outcome.message);
    },
  });
}
