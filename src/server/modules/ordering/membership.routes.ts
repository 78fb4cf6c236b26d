/**
 * Membership (tag `membership`; docs/membership.md): the membership centre, the growth ledger and buying the annual
 * membership (an order paid on the payment page); the console's membership view of a customer and admins' point
 * adjustments (audited).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  const { membership } = app.services;

  defineRoute<'/member/info', 'get', SessionUser>(app, { method: 'get', path: '/member/info', auth: 'user', handler: async ({ user }) => membership.info(user.id) });
  defineRoute<'/member/growth', 'get', SessionUser>(app, {
    method: 'get',
    path: '/member/growth',
    auth: 'user',
    handler: async ({ user, query }) => ok(await membership.ledger(user.id, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.growthLedger.default)),
  });
  defineRoute<'/member/annual/buy', 'post', SessionUser>(app, { method: 'post', path: '/member/annual/buy', auth: 'user', handler: async ({ user }) => membership.buyAnnual(user.id) });
  defineRoute<'/staff/customer/membership', 'get', SessionUser>(app, { method: 'get', path: '/staff/customer/membership', auth: 'staff', handler: async ({ query }) => membership.staffView(query.id) });
  defineRoute<'/staff/customer/adjustGrowth', 'post', SessionUser>(app, { method: 'post', path: '/staff/customer/adjustGrowth', auth: 'admin', handler: async ({ user, body }) => membership.adjust(user.id, body) });
}
