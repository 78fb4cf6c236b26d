/**
 * Staff operations (tag `staff`): the console's own user, the audit trail, confirming that a bank transfer or a top-up
 * arrived, and the order's life after payment — the order queue and detail, moves by event, proofs, shipping,
 * rejections, cancellation requests and bank-transfer refunds (services/fulfilment.service.ts); customers (admins adjust
 * the balance and the credit limit) and the shop settings (admins only). The contract's
 * security decides who may call each (`staff` or `admin`); every change writes an audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { operationAccess, operationSchemas } from '../../http/contract';
import { fail, ok, sendFailure } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { payments, wallet, audit, staff, uploads, fulfilment, storage, customers, shopSettings } = app.services;

  defineRoute(app, 'get', '/staff/me', {
    auth: 'staff',
    handler: async ({ user }) => staff.me(user.id),
  });
  defineRoute(app, 'get', '/staff/audit', {
    auth: 'staff',
    handler: async ({ query }) =>
      ok(await audit.list({ orderId: query.order_id, userId: query.user_id, beforeId: query.before_id, pageSize: query.page_size })),
  });
  defineRoute(app, 'post', '/staff/confirmTransfer', {
    auth: 'staff',
    handler: async ({ user, body }) => payments.confirmTransfer(body.order_id, user.id),
  });
  defineRoute(app, 'post', '/staff/confirmRecharge', {
    auth: 'staff',
    handler: async ({ user, body }) => wallet.confirm(body.recharge_id, user.id),
  });

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
  defineRoute(app, 'get', '/staff/customers', {
    auth: 'staff',
    handler: async ({ query }) => ok(await customers.list(query.q, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffCustomers.default)),
  });
  defineRoute(app, 'get', '/staff/customer/detail', { auth: 'staff', handler: async ({ query }) => customers.detail(query.id) });
  defineRoute(app, 'post', '/staff/customer/adjustBalance', { auth: 'admin', handler: async ({ user, body }) => customers.adjustBalance(user.id, body) });
  defineRoute(app, 'post', '/staff/customer/creditLimit', { auth: 'admin', handler: async ({ user, body }) => customers.setCreditLimit(user.id, body) });
  defineRoute(app, 'get', '/staff/settings', { auth: 'admin', handler: async () => ok(await shopSettings.get()) });
  defineRoute(app, 'post', '/staff/settings', { auth: 'admin', handler: async ({ user, body }) => shopSettings.save(user.id, body) });
  defineRoute(app, 'get', '/staff/transfers', {
    auth: 'staff',
    handler: async () => ok({ transfers: await payments.pendingTransfers(), recharges: await wallet.pending() }),
  });
  defineRoute(app, 'post', '/staff/rejectTransfer', {
    auth: 'staff',
    handler: async ({ user, body }) => payments.rejectTransfer(body.order_id, user.id, body.reason),
  });
  defineRoute(app, 'post', '/staff/rejectRecharge', {
    auth: 'staff',
    handler: async ({ user, body }) => wallet.reject(body.recharge_id, user.id, body.reason),
  });

  // The voucher file itself, not an envelope: documented in the contract (its access and query schema come from it),
  // served outside defineRoute. The session plugin has already refused guests and non-staff.
  app.get('/api/staff/voucher', {
    schema: { querystring: operationSchemas('/staff/voucher', 'get').querystring },
    config: { access: operationAccess('/staff/voucher', 'get') },
    handler: async (request, reply) => {
      const file = await uploads.voucherFile((request.query as { file_id: number }).file_id);
      if (!file) return sendFailure(reply, request.locale, fail('not_found', {}, 'file_id'));
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="voucher-${file.id}.${file.extension}"`)
        .send(file.stream);
    },
  });
}
