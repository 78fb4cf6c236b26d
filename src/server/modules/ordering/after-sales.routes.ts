/**
 * After-sales (tag `after_sales`; docs/after-sales.md): the customer's applications for a reprint or a refund — what
 * an order offers, apply, list, detail with its timeline, withdraw, the goods sent back, the pictures (owner-scoped) —
 * and the staff queue and decisions (refund, reprint, ask for the goods back, refuse), each with its audit row.
 * The pictures are uploaded by `upload/afterSales` (routes/upload).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function afterSalesRoutes(app: FastifyInstance): Promise<void> {
  const { afterSales, storage } = app.services;

  defineRoute(app, 'get', '/afterSales/applyInfo', { auth: 'user', handler: async ({ user, query }) => afterSales.applyInfo(user.id, query.order_id) });
  defineRoute(app, 'post', '/afterSales/apply', { auth: 'user', handler: async ({ user, body }) => afterSales.apply(user.id, body) });
  defineRoute(app, 'get', '/afterSales/lists', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await afterSales.list(user.id, query.tab ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.afterSales.default)),
  });
  defineRoute(app, 'get', '/afterSales/detail', { auth: 'user', handler: async ({ user, query }) => afterSales.detail(user.id, query.id) });
  defineRoute(app, 'post', '/afterSales/withdraw', { auth: 'user', handler: async ({ user, body }) => afterSales.withdraw(user.id, body.id) });
  defineRoute(app, 'post', '/afterSales/express', { auth: 'user', handler: async ({ user, body }) => afterSales.express(user.id, body) });
  defineFileRoute(app, 'get', '/afterSales/image', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await afterSales.image(user.id, query.id, query.file_id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: false });
    },
  });

  defineRoute(app, 'get', '/staff/afterSales', {
    auth: 'staff',
    handler: async ({ query }) => ok(await afterSales.queue(query.status, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffAfterSales.default)),
  });
  defineRoute(app, 'get', '/staff/afterSales/detail', { auth: 'staff', handler: async ({ query }) => afterSales.staffDetail(query.id) });
  defineRoute(app, 'post', '/staff/afterSales/refund', {
    auth: 'staff',
    handler: async ({ user, locale, body }) => afterSales.approveRefund(user.id, locale, body),
  });
  defineRoute(app, 'post', '/staff/afterSales/reprint', { auth: 'staff', handler: async ({ user, body }) => afterSales.approveReprint(user.id, body) });
  defineRoute(app, 'post', '/staff/afterSales/requestReturn', {
    auth: 'staff',
    handler: async ({ user, body }) => afterSales.requestReturn(user.id, body),
  });
  defineRoute(app, 'post', '/staff/afterSales/refuse', { auth: 'staff', handler: async ({ user, body }) => afterSales.refuse(user.id, body) });
}
