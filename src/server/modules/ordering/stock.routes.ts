/**
 * Ready stock and flash sales: a goods item's variants, the flash sales (/seckill) and "buy now"; the console's stock
 * (list, adjustments with their ledger, variants) and flash sales (create, edit, end, what sold). The cart's
 * `cart/addStock` is in the cart plugin.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const { stock, flashSales } = app.services;

  defineRoute(app, 'get', '/stock/variants', {
    auth: 'optional',
    handler: async ({ locale, query }) => {
      const variants = await stock.variants(locale, query.goods_id);
      if (!variants.ok) return variants;
      const { now, lists } = await flashSales.list(locale, null, query.goods_id);
      return ok({ ...variants.data, sales: lists, now });
    },
  });
  defineRoute(app, 'get', '/seckill/lists', { auth: 'optional', handler: async ({ user, locale }) => ok(await flashSales.list(locale, user?.id ?? null)) });
  defineRoute(app, 'get', '/seckill/detail', { auth: 'optional', handler: async ({ user, locale, query }) => flashSales.detail(locale, user?.id ?? null, query.id) });
  defineRoute(app, 'post', '/seckill/buy', { auth: 'user', handler: async ({ user, locale, body }) => flashSales.buy(user.id, locale, body.id, body.quantity) });

  defineRoute(app, 'get', '/staff/stock', { auth: 'staff', handler: async ({ locale }) => ok(await stock.staffList(locale)) });
  defineRoute(app, 'post', '/staff/stock/adjust', { auth: 'staff', handler: async ({ user, body }) => stock.adjust(user.id, body) });
  defineRoute(app, 'get', '/staff/stock/ledger', { auth: 'staff', handler: async ({ query }) => stock.ledger(query.variant_id) });
  defineRoute(app, 'post', '/staff/stock/variant', { auth: 'admin', handler: async ({ user, body }) => stock.saveVariant(user.id, body) });
  defineRoute(app, 'get', '/staff/seckill', { auth: 'staff', handler: async ({ locale }) => ok(await flashSales.staffList(locale)) });
  defineRoute(app, 'post', '/staff/seckill/save', { auth: 'admin', handler: async ({ user, locale, body }) => flashSales.save(user.id, locale, body) });
  defineRoute(app, 'post', '/staff/seckill/end', { auth: 'admin', handler: async ({ user, locale, body }) => flashSales.end(user.id, locale, body.id) });
  defineRoute(app, 'get', '/staff/seckill/orders', { auth: 'staff', handler: async ({ query }) => flashSales.orders(query.id) });
}
