/** The console's customers (tag `staff`): the list and page; admins adjust the balance and the credit limit. */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const { customers } = app.services;

  defineRoute(app, 'get', '/staff/customers', {
    auth: 'staff',
    handler: async ({ query }) => ok(await customers.list(query.q, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffCustomers.default)),
  });
  defineRoute(app, 'get', '/staff/customer/detail', { auth: 'staff', handler: async ({ query }) => customers.detail(query.id) });
  defineRoute(app, 'post', '/staff/customer/adjustBalance', { auth: 'admin', handler: async ({ user, body }) => customers.adjustBalance(user.id, body) });
  defineRoute(app, 'post', '/staff/customer/creditLimit', { auth: 'admin', handler: async ({ user, body }) => customers.setCreditLimit(user.id, body) });
}
