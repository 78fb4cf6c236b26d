/** The three-level category tree of the mega-menu. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.services;

  defineRoute(app, 'get', '/goodsCategory/lists', {
    auth: 'optional',
    handler: async ({ locale }) => ok({ lists: await catalogue.categoryTree(locale) }),
  });
}
