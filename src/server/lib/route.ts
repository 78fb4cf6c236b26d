/**
 * Registers a documented API operation. The path must exist in openapi/shop.yaml: its request schemas validate the
 * request, and the handler's body, query and answer types come from the generated `paths` type, so the server cannot
 * drift from the contract without a type error or a failing contract test.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { paths } from '../../generated/shop-api';
import type { Locale } from '../../domain/i18n';
import { operationSchemas } from './contract';
import { fail, sendFailure, successEnvelope, type Outcome } from './envelope';
import type { SessionUser } from '../services/session.service';

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
  /** 'user': answers code -1 without a valid session. */
  auth: U extends SessionUser ? 'user' : 'optional';
  handler: (ctx: RouteContext<Operation<P, M>, U>) => Promise<Outcome<DataOf<Operation<P, M>>>>;
}

export function defineRoute<P extends keyof paths, M extends Method, U extends SessionUser | null>(
  app: FastifyInstance,
  options: RouteOptions<P, M, U>,
): void {
  const { bodyOptional, ...schema } = operationSchemas(options.path, options.method);
  app.route({
    method: options.method.toUpperCase() as 'GET' | 'POST',
    url: `/api${options.path}`,
    schema,
    preValidation: async (request) => {
      if (bodyOptional && request.body === undefined) request.body = {};
    },
    handler: async (request, reply) => {
      const user = request.user;
      if (options.auth === 'user' && !user) return sendFailure(reply, request.locale, fail('not_logged_in'));
      // The request was validated against the operation's schemas above, so it has the generated types.
      const outcome = await options.handler({
        body: request.body as BodyOf<Operation<P, M>>,
        query: request.query as QueryOf<Operation<P, M>>,
        user: user as U,
        locale: request.locale,
        request,
      });
      if (!outcome.ok) return sendFailure(reply, request.locale, outcome);
      return reply.send(successEnvelope(request.locale, outcome.data, outcome.message));
    },
  });
}
