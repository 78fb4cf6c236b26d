/**
 * defineRoute and defineFileRoute (http/route.ts) on a bare Fastify instance: the registration check against the
 * contract's `security`, the NUL refusal and the envelope. The handler types are checked by tsc (this file is in
 * tsconfig.node.json): `expectTypeOf` lines must hold and every `@ts-expect-error` line must be an error.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { paths } from '../../generated/shop-api.d';
import { fail, ok } from './envelope';
import { defineFileRoute, defineRoute } from './route';
import type { SessionUser } from './session-user';

function bareApp(user: SessionUser | null = null): FastifyInstance {
  const app = Fastify({ logger: false });
  app.decorateRequest('locale', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = user;
  });
  return app;
}

const noop = async () => fail('not_found');

describe('defineRoute registration', () => {
  it('registers the operation under /api with the access its contract states', async () => {
    const app = bareApp();
    defineRoute(app, 'get', '/staff/orders', { auth: 'staff', handler: noop });
    defineRoute(app, 'get', '/config/getconfig', { auth: 'optional', handler: noop });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/staff/orders' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/api/config/getconfig' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/api/staff/orders' })).toBe(false);
    await app.close();
  });

  it('throws when the route states an access that is not its security in the contract', () => {
    const app = bareApp();
    expect(() => defineRoute(app, 'get', '/staff/orders', { auth: 'user', handler: noop })).toThrow(
      "GET /staff/orders: the route says auth 'user' but the contract's security means 'staff'",
    );
    expect(() => defineRoute(app, 'post', '/staff/customer/adjustBalance', { auth: 'staff', handler: noop })).toThrow(/security means 'admin'/);
    expect(() => defineRoute(app, 'get', '/config/getconfig', { auth: 'user', handler: noop })).toThrow(/security means 'public'/);
    expect(() => defineRoute(app, 'post', '/order/cancel', { auth: 'optional', handler: noop })).toThrow(/security means 'user'/);
    expect(() => defineFileRoute(app, 'get', '/order/proof/file', { auth: 'staff', handler: noop })).toThrow(/security means 'user'/);
  });

  it('throws for a method or path the contract does not document (a type error too)', () => {
    const app = bareApp();
    // @ts-expect-error -- /staff/orders has no POST
    expect(() => defineRoute(app, 'post', '/staff/orders', { auth: 'staff', handler: noop })).toThrow();
    // @ts-expect-error -- not a documented path
    expect(() => defineRoute(app, 'get', '/staff/nowhere', { auth: 'staff', handler: noop })).toThrow();
  });
});

describe('a defined route answers', () => {
  const session = 'a'.repeat(16);

  it('the envelope with the handler\'s data, and its failure as the error envelope', async () => {
    const app = bareApp();
    defineRoute(app, 'post', '/pay/sandbox/complete', {
      auth: 'optional',
      handler: async ({ body }) => (body.outcome === 'success' ? ok({ order_id: 7, paid: true, return_url: '/pc/payment/result?order_id=7' }) : fail('not_found', {}, 'session')),
    });
    const paid = await app.inject({ method: 'POST', url: '/api/pay/sandbox/complete', payload: { session, outcome: 'success' } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 1, show: 0, msg: '', data: { order_id: 7, paid: true, return_url: '/pc/payment/result?order_id=7' } });
    const refused = await app.inject({ method: 'POST', url: '/api/pay/sandbox/complete', payload: { session, outcome: 'cancel' } });
    expect(refused.json()).toMatchObject({ code: 0, show: 1, data: { error: 'not_found', field: 'session' } });
    await app.close();
  });

  it('HTTP 400 for a string holding NUL, before the handler runs', async () => {
    const app = bareApp();
    let called = false;
    defineRoute(app, 'post', '/pay/sandbox/complete', {
      auth: 'optional',
      handler: async () => {
        called = true;
        return fail('not_found');
      },
    });
    const response = await app.inject({ method: 'POST', url: '/api/pay/sandbox/complete', payload: { session: `${session}\u0000`, outcome: 'success' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, data: { error: 'invalid_field', field: 'session' } });
    expect(called).toBe(false);
    await app.close();
  });
});

type Json<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<paths[P][M]>;

describe('handler types (checked by tsc)', () => {
  it('user follows the access level; body, query and answer follow the operation', () => {
    const app = bareApp();
    defineRoute(app, 'get', '/config/getconfig', {
      auth: 'optional',
      handler: async ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser | null>();
        // @ts-expect-error -- a guest may call an 'optional' route
        void user.id;
        return fail('not_found');
      },
    });
    defineRoute(app, 'post', '/order/cancel', {
      auth: 'user',
      handler: async ({ user, body }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        expectTypeOf(body).toEqualTypeOf<Json<'/order/cancel', 'post'>['requestBody']['content']['application/json']>();
        // @ts-expect-error -- the body has no such field
        void body.order_id;
        return fail('not_found');
      },
    });
    defineRoute(app, 'get', '/staff/orders', {
      auth: 'staff',
      handler: async ({ user, query }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        expectTypeOf(query).toEqualTypeOf<NonNullable<Json<'/staff/orders', 'get'>['parameters']['query']>>();
        return fail('not_found');
      },
    });
    defineRoute(app, 'get', '/staff/settings', {
      auth: 'admin',
      handler: async ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        return fail('not_found');
      },
    });
    // Each once per app (Fastify refuses a route registered twice).
    defineRoute(bareApp(), 'post', '/pay/sandbox/complete', {
      auth: 'optional',
      // @ts-expect-error -- the answer must be the operation's data
      handler: async () => ok({ order_id: 7, paid: 'yes', return_url: '' }),
    });
    defineFileRoute(app, 'get', '/order/proof/file', {
      auth: 'user',
      handler: async ({ user, query }) => {
        expectTypeOf(user).toEqualTypeOf<SessionUser>();
        expectTypeOf(query.proof_id).toEqualTypeOf<number>();
        return fail('not_found');
      },
    });
    defineFileRoute(bareApp(), 'get', '/order/proof/file', {
      auth: 'user',
      // @ts-expect-error -- a file route answers a FileAnswer, not data
      handler: async () => ok({ order_id: 7 }),
    });
    expect(app.hasRoute({ method: 'GET', url: '/api/staff/settings' })).toBe(true);
  });
});
