/** The address book (spec §3 Address): one default per user, every call scoped to the owner. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { addresses } = app.services;

  defineRoute<'/address/lists', 'get', SessionUser>(app, { method: 'get', path: '/address/lists', auth: 'user', handler: async ({ user }) => ok({ lists: await addresses.list(user.id) }) });
  defineRoute<'/address/add', 'post', SessionUser>(app, { method: 'post', path: '/address/add', auth: 'user', handler: async ({ user, body }) => addresses.add(user.id, body) });
  defineRoute<'/address/edit', 'post', SessionUser>(app, { method: 'post', path: '/address/edit', auth: 'user', handler: async ({ user, body }) => addresses.edit(user.id, body.id, body) });
  defineRoute<'/address/delete', 'post', SessionUser>(app, { method: 'post', path: '/address/delete', auth: 'user', handler: async ({ user, body }) => addresses.remove(user.id, body.id) });
  defineRoute<'/address/setDefault', 'post', SessionUser>(app, { method: 'post', path: '/address/setDefault', auth: 'user', handler: async ({ user, body }) => addresses.setDefault(user.id, body.id) });
}
