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

export interface RouteContext<O, U extends SessionUser | null> {
  body: BodyOf<O>;
  query: QueryOf<O>;
  user: U;
  locale: Locale;
  request: FastifyRequest;
}

interface RouteOptions<P extends keyof paths, M extends Method, U extends SessionUser | null> {
  method: M;
  path: P;
  /**
   * Must agree with the operation's `security` in the contract (checked when the route is registered), which is what
   * is enforced: 'user' (`[{ token: [] }]`) answers code -1 without a valid session; 'staff' (`[{ token: [staff] }]`)
   * besides answers `forbidden` unless the user is staff or admin; 'admin' (`[{ token: [admin] }]`) unless the user is
   * admin; 'optional' (`[{}, { token: [] }]`) lets guests in. It is
   * repeated here because it decides the handler's type of `user`.
   */
  auth: U extends SessionUser ? 'user' | 'staff' | 'admin' : 'optional';
  handler: (ctx: RouteContext<Operation<P, M>, U>) => Promise<Outcome<DataOf<Operation<P, M>>>>;
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

export function defineRoute<P extends keyof paths, M extends Method, U extends SessionUser | null>(
  app: FastifyInstance,
  options: RouteOptions<P, M, U>,
): void {
  register(app, options, (reply, request, data, message) => reply.send(successEnvelope(request.locale, data, message)));
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
export function defineFileRoute<P extends keyof paths, M extends Method, U extends SessionUser | null>(
  app: FastifyInstance,
  options: Omit<RouteOptions<P, M, U>, 'handler'> & { handler: (ctx: RouteContext<Operation<P, M>, U>) => Promise<Outcome<FileAnswer>> },
): void {
  register(app, options, (reply, _request, file) => {
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

function register<P extends keyof paths, M extends Method, U extends SessionUser | null, D>(
  app: FastifyInstance,
  options: Omit<RouteOptions<P, M, U>, 'handler'> & { handler: (ctx: RouteContext<Operation<P, M>, U>) => Promise<Outcome<D>> },
  send: (reply: FastifyReply, request: FastifyRequest, data: D, message: SuccessKey | undefined) => FastifyReply,
): void {
  const { bodyOptional, ...schema } = operationSchemas(options.path, options.method);
  const access: Access = operationAccess(options.path, options.method);
  if (access !== (options.auth === 'optional' ? 'public' : options.auth)) {
    throw new Error(`${options.method.toUpperCase()} ${options.path}: the route says auth '${options.auth}' but the contract's security means '${access}'`);
  }
  app.route({
    method: options.method.toUpperCase() as 'GET' | 'POST',
    url: `/api${options.path}`,
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
      const outcome = await options.handler({
        body: request.body as BodyOf<Operation<P, M>>,
        query: request.query as QueryOf<Operation<P, M>>,
        user: request.user as U,
        locale: request.locale,
        request,
      });
      if (!outcome.ok) return sendFailure(reply, request.locale, outcome);
      return send(reply, request, outcome.data, outcome.message);
    },
  });
}
