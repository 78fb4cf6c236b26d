/**
 * The product studio (staff): every quote product with its status at its default configuration, one product with
 * its rules, and the price-change impact against the catalogue the shop ran before. Read-only (no audit rows).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const { studio } = app.services;

  defineRoute(app, 'get', '/staff/studio/products', {
    auth: 'staff',
    handler: async ({ locale, query }) => ok(await studio.products(locale, query)),
  });
  defineRoute(app, 'get', '/staff/studio/product', {
    auth: 'staff',
    handler: async ({ locale, query }) => studio.product(locale, query.code),
  });
  defineRoute(app, 'get', '/staff/studio/impact', {
    auth: 'staff',
    handler: async ({ locale }) => ok(await studio.impact(locale)),
  });
}
