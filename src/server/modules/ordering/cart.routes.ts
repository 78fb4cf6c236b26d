/** The cart; every call needs a logged-in user and sees only that user's lines. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart, stock } = app.services;

  defineRoute(app, 'post', '/cart/add', {
    auth: 'user',
    handler: async ({ user, locale, body }) => cart.add(user.id, locale, body.items, body.buy_now ?? false),
  });

  defineRoute(app, 'post', '/cart/addStock', {
    auth: 'user',
    handler: async ({ user, locale, body }) => stock.addToCart(user.id, locale, body.variant_id, body.quantity),
  });

  defineRoute(app, 'get', '/cart/lists', {
    auth: 'user',
    handler: async ({ user, locale }) => {
      const lists = await cart.lines(user.id, undefined, locale);
      return ok({ lists, count: lists.length });
    },
  });

  defineRoute(app, 'post', '/cart/update', {
    auth: 'user',
    handler: async ({ user, locale, body }) => cart.update(user.id, locale, body),
  });

  defineRoute(app, 'post', '/cart/delete', {
    auth: 'user',
    handler: async ({ user, body }) => cart.remove(user.id, body.ids),
  });
}
