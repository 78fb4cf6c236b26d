/**
 * Orders: preview and submit from the cart, lists, detail, cancellation, design files, and the customer's side of the
 * order's life — proofs (file, approve, ask for changes) and confirming receipt (all owner-scoped).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZES } from '../../../domain/limits';
import { ok } from '../../http/envelope';
import { defineFileRoute, defineRoute } from '../../http/route';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { orders, fulfilment, storage, coupons } = app.services;

  defineRoute(app, 'post', '/order/preview', { auth: 'user', handler: async ({ user, locale, body }) => orders.preview(user.id, locale, body) });
  defineRoute(app, 'post', '/order/submit', { auth: 'user', handler: async ({ user, locale, body }) => orders.submit(user.id, locale, body) });
  defineRoute(app, 'get', '/order/lists', {
    auth: 'user',
    handler: async ({ user, query }) => ok(await orders.list(user.id, query.tab ?? 'all', query.page_no ?? 1, query.page_size ?? PAGE_SIZES.orders.default)),
  });
  // Sample orders (/user/order/test): the sample vouchers and the orders that used them.
  defineRoute(app, 'get', '/order/samples', {
    auth: 'user',
    handler: async ({ user, locale }) => {
      const vouchers = await coupons.samples(user.id, locale);
      return ok({ vouchers, orders: await orders.summaries(user.id, vouchers.flatMap((v) => (v.order_id ? [v.order_id] : []))) });
    },
  });
  defineRoute(app, 'get', '/order/detail', { auth: 'user', handler: async ({ user, query }) => orders.detail(user.id, query.id) });
  defineRoute(app, 'post', '/order/cancel', { auth: 'user', handler: async ({ user, body }) => orders.cancel(user.id, body.id, body.reason ?? '') });
  defineRoute(app, 'post', '/order/withdrawCancel', { auth: 'user', handler: async ({ user, body }) => orders.withdrawCancel(user.id, body.id) });
  defineRoute(app, 'post', '/order/attachFile', { auth: 'user', handler: async ({ user, body }) => orders.attachFile(user.id, body) });
  defineRoute(app, 'post', '/order/proof/approve', { auth: 'user', handler: async ({ user, body }) => fulfilment.approveProof(user.id, body.id) });
  defineRoute(app, 'post', '/order/proof/requestChanges', {
    auth: 'user',
    handler: async ({ user, body }) => fulfilment.requestChanges(user.id, body.id, body.comment),
  });
  defineRoute(app, 'post', '/order/confirmReceipt', { auth: 'user', handler: async ({ user, body }) => fulfilment.confirmReceipt(user.id, body.id) });
  defineFileRoute(app, 'get', '/order/proof/file', {
    auth: 'user',
    handler: async ({ user, query }) => {
      const found = await fulfilment.proofFile(user.id, query.order_id, query.proof_id);
      if (!found.ok) return found;
      const file = found.data;
      return ok({ stream: storage.read(file.storedName), name: file.originalName, type: file.fileType, download: query.download === 1 });
    },
  });
}
