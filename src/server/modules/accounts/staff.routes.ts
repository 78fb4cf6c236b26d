/**
 * The console's own user and the audit trail (tag `staff`). The staff operations of the other areas sit with them:
 * the order's life after payment in ordering/fulfilment.routes.ts, transfers and top-ups in money/staff-money.routes.ts,
 * customers in backoffice/customers.routes.ts, the shop settings in catalogue/settings.routes.ts. The contract's
 * security decides who may call each (`staff` or `admin`); every change writes an audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { audit, staff } = app.services;

  defineRoute(app, 'get', '/staff/me', {
    auth: 'staff',
    handler: async ({ user }) => staff.me(user.id),
  });
  defineRoute(app, 'get', '/staff/audit', {
    auth: 'staff',
    handler: async ({ query }) =>
      ok(await audit.list({ orderId: query.order_id, userId: query.user_id, beforeId: query.before_id, pageSize: query.page_size })),
  });
}
