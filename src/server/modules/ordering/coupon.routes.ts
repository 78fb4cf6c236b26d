/** Coupons: the claim centre, claiming, the user's coupons (owner-scoped); the console's templates (staff list, admin create/end). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { coupons } = app.services;

  defineRoute(app, 'get', '/coupon/centre', {
    auth: 'optional',
    handler: async ({ user, locale }) => ok(await coupons.centre(user ? { id: user.id, level: user.level } : null, locale)),
  });
  defineRoute(app, 'post', '/coupon/claim', { auth: 'user', handler: async ({ user, locale, body }) => coupons.claim(user.id, body.template_id, locale) });
  defineRoute(app, 'get', '/user/coupons', {
    auth: 'user',
    handler: async ({ user, locale, query }) => ok(await coupons.mine(user.id, locale, query.tab ?? 'usable', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.userCoupons.default)),
  });
  defineRoute(app, 'get', '/staff/coupons', { auth: 'staff', handler: async () => ok(await coupons.staffList()) });
  defineRoute(app, 'post', '/staff/coupon/create', { auth: 'admin', handler: async ({ user, body }) => coupons.create(user.id, body) });
  defineRoute(app, 'post', '/staff/coupon/end', { auth: 'admin', handler: async ({ user, body }) => coupons.end(user.id, body.id) });
}
