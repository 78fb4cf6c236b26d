/** Favourites (tag `favorites`; /user/collection): the user's list, the heart's status, keep and remove (owner-scoped). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function collectionRoutes(app: FastifyInstance): Promise<void> {
  const { favorites } = app.services;

  defineRoute(app, 'get', '/collection/lists', {
    auth: 'user',
    handler: async ({ user, locale, query }) => ok(await favorites.list(user.id, locale, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.favorites.default)),
  });
  defineRoute(app, 'get', '/collection/status', { auth: 'user', handler: async ({ user, query }) => favorites.status(user.id, query) });
  defineRoute(app, 'post', '/collection/add', { auth: 'user', handler: async ({ user, body }) => favorites.add(user.id, body) });
  defineRoute(app, 'post', '/collection/remove', { auth: 'user', handler: async ({ user, body }) => favorites.remove(user.id, body.goods_id) });
}
