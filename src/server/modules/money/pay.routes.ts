/**
 * Paying an order: which methods can pay it and paying by one (spec §9); the sandbox provider's hosted page and the
 * Stripe webhook live beside them (sandbox.routes.ts, stripe-webhook.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import { sandboxRoutes } from './sandbox.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export async function payRoutes(app: FastifyInstance): Promise<void> {
  const { payments, shopSettings } = app.services;

  defineRoute(app, 'get', '/pay/methods', { auth: 'user', handler: async ({ user, locale, query }) => payments.methods(user.id, locale, query.order_id) });
  defineRoute(app, 'get', '/pay/bankAccount', { auth: 'user', handler: async () => ok({ account: await shopSettings.bankAccount() }) });
  defineRoute(app, 'post', '/pay/prepay', { auth: 'user', handler: async ({ user, body }) => payments.prepay(user.id, body) });

  await app.register(sandboxRoutes);
  await app.register(stripeWebhookRoutes);
}
