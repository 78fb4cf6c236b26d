/**
 * The product studio (staff): every quote product with its status at its default configuration, one product with
 * its rules, and the price-change impact against the catalogue the shop ran before. Read-only (no audit rows).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const { studio } = app.services;

  defineRoute<'/staff/studio/products', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/studio/products',
    auth: 'staff',
    handler: async ({ locale, query }) => ok(await studio.products(locale, query)),
  });
  defineRoute<'/staff/studio/product', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/studio/product',
    auth: 'staff',
    handler: async ({ locale, query }) => studio.product(locale, query.code),
  });
  defineRoute<'/staff/studio/impact', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/studio/impact',
    auth: 'staff',
    handler: async ({ locale }) => ok(await studio.impact(locale)),
  });
}
