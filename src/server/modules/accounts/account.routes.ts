/** Registration, login, logout and password reset. */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.services;
  const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => {
    const agent = request.headers['user-agent'];
    return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : undefined };
  };

  defineRoute(app, 'post', '/account/register', {
    auth: 'optional',
    handler: async ({ body, request }) => accounts.register(body, request.locale),
  });

  defineRoute(app, 'post', '/account/login', {
    auth: 'optional',
    handler: async ({ body, request }) => accounts.login(body.account, body.password, meta(request)),
  });

  defineRoute(app, 'post', '/account/logout', {
    auth: 'user',
    handler: async ({ user }) => accounts.logout(user),
  });

  defineRoute(app, 'post', '/account/forgotPassword', {
    auth: 'optional',
    handler: async ({ body, request }) => accounts.requestReset(body.account, meta(request)),
  });

  defineRoute(app, 'post', '/account/resetPassword', {
    auth: 'optional',
    handler: async ({ body, request }) => accounts.resetPassword(body, meta(request)),
  });
}
