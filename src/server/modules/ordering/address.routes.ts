/** The address book (spec §3 Address): one default per user, every call scoped to the owner. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { addresses } = app.services;

  defineRoute(app, 'get', '/address/lists', { auth: 'user', handler: async ({ user }) => ok({ lists: await addresses.list(user.id) }) });
  defineRoute(app, 'post', '/address/add', { auth: 'user', handler: async ({ user, body }) => addresses.add(user.id, body) });
  defineRoute(app, 'post', '/address/edit', { auth: 'user', handler: async ({ user, body }) => addresses.edit(user.id, body.id, body) });
  defineRoute(app, 'post', '/address/delete', { auth: 'user', handler: async ({ user, body }) => addresses.remove(user.id, body.id) });
  defineRoute(app, 'post', '/address/setDefault', { auth: 'user', handler: async ({ user, body }) => addresses.setDefault(user.id, body.id) });
}
