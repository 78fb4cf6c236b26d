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
import type { SessionUser } from './session.service';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { payments, wallet, audit, staff, uploads, fulfilment, storage, customers, shopSettings } = app.services;

  defineRoute<'/staff/me', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/me',
    auth: 'staff',
    handler: async ({ user }) => staff.me(user.id),
  });
  defineRoute<'/staff/audit', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/audit',
    auth: 'staff',
    handler: async ({ query }) =>
      ok(await audit.list({ orderId: query.order_id, userId: query.user_id, beforeId: query.before_id, pageSize: query.page_size })),
  });
  defineRoute<'/staff/confirmTransfer', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/confirmTransfer',
    auth: 'staff',
    handler: async ({ user, body }) => payments.confirmTransfer(body.order_id, user.id),
  });
  defineRoute<'/staff/confirmRecharge', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/confirmRecharge',
    auth: 'staff',
    handler: async ({ user, body }) => wallet.confirm(body.recharge_id, user.id),
  });

  defineRoute<'/staff/orders', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/orders',
    auth: 'staff',
    handler: async ({ query }) => {
      const { page_no, page_size, ...filter } = query;
      return ok(await fulfilment.queue(filter, page_no ?? 1, page_size ?? PAGE_SIZES.staffOrders.default));
    },
  });
  defineRoute<'/staff/cancelRequests', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/cancelRequests',
    auth: 'staff',
    handler: async ({ query }) => ok(await fulfilment.cancelRequests(query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffOrders.default)),
  });
  defineRoute<'/staff/order/detail', 'get', SessionUser>(app, { method: 'get', path: '/staff/order/detail', auth: 'staff', handler: async ({ query }) => fulfilment.detail(query.id) });
  defineRoute<'/staff/order/move', 'post', SessionUser>(app, { method: 'post', path: '/staff/order/move', auth: 'staff', handler: async ({ user, body }) => fulfilment.move(user.id, body) });
  defineRoute<'/staff/order/reject', 'post', SessionUser>(app, { method: 'post', path: '/staff/order/reject', auth: 'staff', handler: async ({ user, body }) => fulfilment.reject(user.id, body) });
  defineRoute<'/staff/order/sendProof', 'post', SessionUser>(app, { method: 'post', path: '/staff/order/sendProof', auth: 'staff', handler: async ({ user, body }) => fulfilment.sendProof(user.id, body) });
  defineRoute<'/staff/order/ship', 'post', SessionUser>(app, { method: 'post', path: '/staff/order/ship', auth: 'staff', handler: async ({ user, body }) => fulfilment.ship(user.id, body) });
  defineRoute<'/staff/order/answerCancel', 'post', SessionUser>(app, { method: 'post', path: '/staff/order/answerCancel', auth: 'staff', handler: async ({ user, body }) => fulfilment.answerCancel(user.id, body) });
  defineRoute<'/staff/refund/paidOut', 'post', SessionUser>(app, { method: 'post', path: '/staff/refund/paidOut', auth: 'staff', handler: async ({ user, body }) => fulfilment.refundPaidOut(user.id, body) });
  defineFileRoute<'/staff/file', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/file',
    auth: 'staff',
    handler: async ({ query }) => {
      const found = await fulfilment.staffFile(query.id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download !== 0 });
    },
  });
  defineRoute<'/staff/customers', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/customers',
    auth: 'staff',
    handler: async ({ query }) => ok(await customers.list(query.q, query.page_no ?? 1, query.page_size ?? PAGE_SIZES.staffCustomers.default)),
  });
  defineRoute<'/staff/customer/detail', 'get', SessionUser>(app, { method: 'get', path: '/staff/customer/detail', auth: 'staff', handler: async ({ query }) => customers.detail(query.id) });
  defineRoute<'/staff/customer/adjustBalance', 'post', SessionUser>(app, { method: 'post', path: '/staff/customer/adjustBalance', auth: 'admin', handler: async ({ user, body }) => customers.adjustBalance(user.id, body) });
  defineRoute<'/staff/customer/creditLimit', 'post', SessionUser>(app, { method: 'post', path: '/staff/customer/creditLimit', auth: 'admin', handler: async ({ user, body }) => customers.setCreditLimit(user.id, body) });
  defineRoute<'/staff/settings', 'get', SessionUser>(app, { method: 'get', path: '/staff/settings', auth: 'admin', handler: async () => ok(await shopSettings.get()) });
  defineRoute<'/staff/settings', 'post', SessionUser>(app, { method: 'post', path: '/staff/settings', auth: 'admin', handler: async ({ user, body }) => shopSettings.save(user.id, body) });
  defineRoute<'/staff/transfers', 'get', SessionUser>(app, {
    method: 'get',
    path: '/staff/transfers',
    auth: 'staff',
    handler: async () => ok({ transfers: await payments.pendingTransfers(), recharges: await wallet.pending() }),
  });
  defineRoute<'/staff/rejectTransfer', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/rejectTransfer',
    auth: 'staff',
    handler: async ({ user, body }) => payments.rejectTransfer(body.order_id, user.id, body.reason),
  });
  defineRoute<'/staff/rejectRecharge', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/rejectRecharge',
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
