/**
 * Staff side of money (tag `staff`): bank transfers and top-ups waiting for confirmation, confirming or rejecting them,
 * and the transfer voucher file. Every change writes an audit row in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import { operationAccess, operationSchemas } from '../../http/contract';
import { fail, ok, sendFailure } from '../../http/envelope';
import { defineRoute } from '../../http/route';

export async function staffMoneyRoutes(app: FastifyInstance): Promise<void> {
  const { payments, wallet, uploads } = app.services;

  defineRoute(app, 'post', '/staff/confirmTransfer', {
    auth: 'staff',
    handler: async ({ user, body }) => payments.confirmTransfer(body.order_id, user.id),
  });
  defineRoute(app, 'post', '/staff/confirmRecharge', {
    auth: 'staff',
    handler: async ({ user, body }) => wallet.confirm(body.recharge_id, user.id),
  });
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
