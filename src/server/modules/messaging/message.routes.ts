/** The message centre: the user's messages by state; read, trash, restore and delete (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;

  defineRoute(app, 'get', '/message/lists', {
    auth: 'user',
    handler: async ({ user, locale, query }) => ok(await messages.list(user.id, locale, query.status ?? 'unread', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.messages.default)),
  });
  defineRoute(app, 'post', '/message/read', { auth: 'user', handler: async ({ user, body }) => messages.read(user.id, body.ids) });
  defineRoute(app, 'post', '/message/trash', { auth: 'user', handler: async ({ user, body }) => messages.trash(user.id, body.ids) });
  defineRoute(app, 'post', '/message/restore', { auth: 'user', handler: async ({ user, body }) => messages.restore(user.id, body.ids) });
  defineRoute(app, 'post', '/message/delete', { auth: 'user', handler: async ({ user, body }) => messages.remove(user.id, body.ids) });
}
