/**
 * The order's life after payment, for staff (tag `staff`): the order queue and detail, moves by event, proofs,
 * shipping, rejections, cancellation requests, bank-transfer refunds paid out and the order's files
 * (fulfilment.service.ts). Every change writes an audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function fulfilmentRoutes(app: FastifyInstance): Promise<void> {
  const { fulfilment, storage } = app.services;

  defineRoute(app, 'get', '/staff/orders', {
    auth: 'staff',
    handler: async ({ query }) => {
      const { page_no, page_size, ...filter } = query;
      return ok(await fulfilment.queue(filter, page_no ?? 1, page_size ?? PAGE_SIZES.staffOrders.default));
    },
  });
  defineRoute(app, 'get', '/staff/cancelRequests', {
    auth: 'staff',
    handler: async ({ query }) => ok(await fulfilment.cancelRequests(query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffOrders.default)),
  });
  defineRoute(app, 'get', '/staff/order/detail', { auth: 'staff', handler: async ({ query }) => fulfilment.detail(query.id) });
  defineRoute(app, 'post', '/staff/order/move', { auth: 'staff', handler: async ({ user, body }) => fulfilment.move(user.id, body) });
  defineRoute(app, 'post', '/staff/order/reject', { auth: 'staff', handler: async ({ user, body }) => fulfilment.reject(user.id, body) });
  defineRoute(app, 'post', '/staff/order/sendProof', { auth: 'staff', handler: async ({ user, body }) => fulfilment.sendProof(user.id, body) });
  defineRoute(app, 'post', '/staff/order/ship', { auth: 'staff', handler: async ({ user, body }) => fulfilment.ship(user.id, body) });
  defineRoute(app, 'post', '/staff/order/answerCancel', { auth: 'staff', handler: async ({ user, body }) => fulfilment.answerCancel(user.id, body) });
  defineRoute(app, 'post', '/staff/refund/paidOut', { auth: 'staff', handler: async ({ user, body }) => fulfilment.refundPaidOut(user.id, body) });
  defineFileRoute(app, 'get', '/staff/file', {
    auth: 'staff',
    handler: async ({ query }) => {
      const found = await fulfilment.staffFile(query.id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download !== 0 });
    },
  });
}
