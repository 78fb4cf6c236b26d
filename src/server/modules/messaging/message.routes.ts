/** The message centre: the user's messages by state; read, trash, restore and delete (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;

  defineRoute<'/message/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/message/lists',
    auth: 'user',
    handler: async ({ user, locale, query }) => ok(await messages.list(user.id, locale, query.status ?? 'unread', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.messages.default)),
  });
  defineRoute<'/message/read', 'post', SessionUser>(app, { method: 'post', path: '/message/read', auth: 'user', handler: async ({ user, body }) => messages.read(user.id, body.ids) });
  defineRoute<'/message/trash', 'post', SessionUser>(app, { method: 'post', path: '/message/trash', auth: 'user', handler: async ({ user, body }) => messages.trash(user.id, body.ids) });
  defineRoute<'/message/restore', 'post', SessionUser>(app, { method: 'post', path: '/message/restore', auth: 'user', handler: async ({ user, body }) => messages.restore(user.id, body.ids) });
  defineRoute<'/message/delete', 'post', SessionUser>(app, { method: 'post', path: '/message/delete', auth: 'user', handler: async ({ user, body }) => messages.remove(user.id, body.ids) });
}
