/** Coupons: the claim centre, claiming, the user's coupons (owner-scoped); the console's templates (staff list, admin create/end). */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';
import type { SessionUser } from '../../http/session-user';

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { coupons } = app.services;

  defineRoute(app, {
    method: 'get',
    path: '/coupon/centre',
    auth: 'optional',
    handler: async ({ user, locale }) => ok(await coupons.centre(user ? { id: user.id, level: user.level } : null, locale)),
  });
  defineRoute<'/coupon/claim', 'post', SessionUser>(app, { method: 'post', path: '/coupon/claim', auth: 'user', handler: async ({ user, locale, body }) => coupons.claim(user.id, body.template_id, locale) });
  defineRoute<'/user/coupons', 'get', SessionUser>(app, {
    method: 'get',
    path: '/user/coupons',
    auth: 'user',
    handler: async ({ user, locale, query }) => ok(await coupons.mine(user.id, locale, query.tab ?? 'usable', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.userCoupons.default)),
  });
  defineRoute<'/staff/coupons', 'get', SessionUser>(app, { method: 'get', path: '/staff/coupons', auth: 'staff', handler: async () => ok(await coupons.staffList()) });
  defineRoute<'/staff/coupon/create', 'post', SessionUser>(app, { method: 'post', path: '/staff/coupon/create', auth: 'admin', handler: async ({ user, body }) => coupons.create(user.id, body) });
  defineRoute<'/staff/coupon/end', 'post', SessionUser>(app, { method: 'post', path: '/staff/coupon/end', auth: 'admin', handler: async ({ user, body }) => coupons.end(user.id, body.id) });
}
