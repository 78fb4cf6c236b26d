/** Personal information (/user/profile): profile, contact changes by code, password change, the avatar image. */
import type { FastifyInstance } from 'fastify';
import { fail, sendFailure } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profiles } = app.services;

  defineRoute(app, 'get', '/account/profile', {
    auth: 'user',
    handler: async ({ user }) => profiles.view(user.id),
  });

  defineRoute(app, 'post', '/account/updateProfile', {
    auth: 'user',
    handler: async ({ user, body }) => profiles.update(user.id, body),
  });

  defineRoute(app, 'post', '/account/contactCode', {
    auth: 'user',
    handler: async ({ user, body, request }) => profiles.requestContactCode(user.id, body.channel, body.value, request.ip),
  });

  defineRoute(app, 'post', '/account/changeContact', {
    auth: 'user',
    handler: async ({ user, body }) => profiles.changeContact(user.id, body.channel, body.value, body.code),
  });

  defineRoute(app, 'post', '/account/changePassword', {
    auth: 'user',
    handler: async ({ user, body, request }) => profiles.changePassword(user, body, request.ip),
  });

  // An image, not an envelope: documented in the contract, served outside defineRoute; the session plugin checks
  // the session from the route's access like any user operation. Only the owner's own avatar is ever served.
  app.get('/api/account/avatar', { config: { access: 'user' } }, async (request, reply) => {
    const user = request.user;
    const avatar = user ? await profiles.avatar(user.id) : null;
    if (!avatar) return sendFailure(reply, request.locale, fail('not_found'));
    return reply.type(avatar.type).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(avatar.stream);
  });
}
