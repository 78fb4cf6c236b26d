/** Goods: lists by category subtree or name, and one item's detail. */
import type { FastifyInstance } from 'fastify';
import { found, ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function goodsRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.services;

  defineRoute(app, 'get', '/goods/lists', {
    auth: 'optional',
    handler: async ({ locale, query }) => ok(await catalogue.goodsList(locale, query)),
  });

  defineRoute(app, 'get', '/goods/detail', {
    auth: 'optional',
    handler: async ({ locale, query }) => found(await catalogue.goodsDetail(locale, query.id), 'id'),
  });
}
