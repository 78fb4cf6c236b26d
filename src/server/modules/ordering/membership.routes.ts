/**
 * Membership (tag `membership`; docs/membership.md): the membership centre, the growth ledger and buying the annual
 * membership (an order paid on the payment page); the console's membership view of a customer and admins' point
 * adjustments (audited).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const { membership } = app.services;

  defineRoute(app, 'get', '/member/info', { auth: 'user', handler: async ({ user }) => membership.info(user.id) });
  defineRoute(app, 'get', '/member/growth', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await membership.ledger(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.growthLedger.default)),
  });
  defineRoute(app, 'post', '/member/annual/buy', { auth: 'user', handler: async ({ user }) => membership.buyAnnual(user.id) });
  defineRoute(app, 'get', '/staff/customer/membership', { auth: 'staff', handler: async ({ query }) => membership.staffView(query.id) });
  defineRoute(app, 'post', '/staff/customer/adjustGrowth', { auth: 'admin', handler: async ({ user, body }) => membership.adjust(user.id, body) });
}
