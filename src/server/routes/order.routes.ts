/** Address book, orders, payment, the sandbox payment page, the Stripe webhook, staff confirmation, wallet. */
import type { FastifyInstance } from 'fastify';
import { formatFilsPlain } from '../lib/html';
import { fail, ok, sendFailure, successEnvelope } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { AddressService } from '../services/address.service';
import { OrderService } from '../services/order.service';
import { providerFor, verifyStripeSignature } from '../services/payment-providers';
import { PaymentService } from '../services/payment.service';
import type { SessionUser } from '../services/session.service';
import { sandboxPage } from './sandbox-page';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const addresses = new AddressService(db);
  const orders = new OrderService(db, app.config);
  const payments = new PaymentService(db, app.config, app.paymentProvider ?? providerFor(app.config));

  defineRoute<'/address/lists', 'get', SessionUser>(app, { method: 'get', path: '/address/lists', auth: 'user', handler: async ({ user }) => ok({ lists: await addresses.list(user.id) }) });
  defineRoute<'/address/add', 'post', SessionUser>(app, { method: 'post', path: '/address/add', auth: 'user', handler: async ({ user, body }) => addresses.add(user.id, body) });
  defineRoute<'/address/edit', 'post', SessionUser>(app, { method: 'post', path: '/address/edit', auth: 'user', handler: async ({ user, body }) => addresses.edit(user.id, body.id, body) });
  defineRoute<'/address/delete', 'post', SessionUser>(app, { method: 'post', path: '/address/delete', auth: 'user', handler: async ({ user, body }) => addresses.remove(user.id, body.id) });
  defineRoute<'/address/setDefault', 'post', SessionUser>(app, { method: 'post', path: '/address/setDefault', auth: 'user', handler: async ({ user, body }) => addresses.setDefault(user.id, body.id) });

  defineRoute<'/order/preview', 'post', SessionUser>(app, { method: 'post', path: '/order/preview', auth: 'user', handler: async ({ user, locale, body }) => orders.preview(user.id, locale, body) });
  defineRoute<'/order/submit', 'post', SessionUser>(app, { method: 'post', path: '/order/submit', auth: 'user', handler: async ({ user, locale, body }) => orders.submit(user.id, locale, body) });
  defineRoute<'/order/lists', 'get', SessionUser>(app, {
    method: 'get',
    path: '/order/lists',
    auth: 'user',
    handler: async ({ user, query }) => ok(await orders.list(user.id, query.tab ?? 'all', query.page_no ?? 1, query.page_size ?? 10)),
  });
  defineRoute<'/order/detail', 'get', SessionUser>(app, { method: 'get', path: '/order/detail', auth: 'user', handler: async ({ user, query }) => orders.detail(user.id, query.id) });
  defineRoute<'/order/cancel', 'post', SessionUser>(app, { method: 'post', path: '/order/cancel', auth: 'user', handler: async ({ user, body }) => orders.cancel(user.id, body.id) });
  defineRoute<'/order/withdrawCancel', 'post', SessionUser>(app, { method: 'post', path: '/order/withdrawCancel', auth: 'user', handler: async ({ user, body }) => orders.withdrawCancel(user.id, body.id) });
  defineRoute<'/order/attachFile', 'post', SessionUser>(app, { method: 'post', path: '/order/attachFile', auth: 'user', handler: async ({ user, body }) => orders.attachFile(user.id, body) });

  defineRoute<'/pay/methods', 'get', SessionUser>(app, { method: 'get', path: '/pay/methods', auth: 'user', handler: async ({ user, locale, query }) => payments.methods(user.id, locale, query.order_id) });
  defineRoute<'/pay/prepay', 'post', SessionUser>(app, { method: 'post', path: '/pay/prepay', auth: 'user', handler: async ({ user, body }) => payments.prepay(user.id, body) });
  defineRoute<'/user/wallet', 'get', SessionUser>(app, { method: 'get', path: '/user/wallet', auth: 'user', handler: async ({ user }) => ok(await payments.wallet(user.id)) });

  defineRoute<'/staff/confirmTransfer', 'post', SessionUser>(app, {
    method: 'post',
    path: '/staff/confirmTransfer',
    auth: 'user',
    handler: async ({ user, body }) => (user.role === 'staff' ? payments.confirmTransfer(body.order_id) : fail('forbidden')),
  });

  // The sandbox provider: a hosted test payment page and its completion call.
  defineRoute(app, {
    method: 'post',
    path: '/pay/sandbox/complete',
    auth: 'optional',
    handler: async ({ body }) => {
      const session = await payments.sandboxSession(body.session);
      if (!session) return fail('not_found', {}, 'session');
      const result = body.outcome === 'success' ? await payments.providerPaid(body.session) : await payments.providerFailed(body.session, 'cancelled').then((r) => r && { orderId: r.orderId, paid: false });
      if (!result) return fail('not_found', {}, 'session');
      const page = result.paid ? 'payment/result' : 'payment';
      return ok({ order_id: result.orderId, paid: result.paid, return_url: `/pc/${page}?order_id=${result.orderId}` });
    },
  });
  app.get('/api/pay/sandbox/checkout', async (request, reply) => {
    const query = request.query as { session?: unknown };
    const sessionId = typeof query.session === 'string' ? query.session : '';
    const session = sessionId ? await payments.sandboxSession(sessionId) : null;
    if (!session) return sendFailure(reply, request.locale, fail('not_found', {}, 'session'));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(sandboxPage({ sessionId, orderSn: session.orderSn, amount: formatFilsPlain(session.payment.amountFils), status: session.payment.status }));
  });

  // Stripe Checkout webhook: the raw body is needed for the signature, so this plugin parses JSON itself.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/pay/webhook/stripe', async (request, reply) => {
      const secret = app.config.stripeWebhookSecret;
      const header = request.headers['stripe-signature'];
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!secret || typeof header !== 'string' || !verifyStripeSignature(raw, header, secret)) {
        return sendFailure(reply, request.locale, fail('bad_signature'));
      }
      let event: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; payment_status?: unknown } } };
      try {
        event = JSON.parse(raw) as typeof event;
      } catch {
        return sendFailure(reply, request.locale, fail('malformed_json'));
      }
      const id = typeof event.id === 'string' ? event.id : '';
      const type = typeof event.type === 'string' ? event.type : '';
      const sessionId = typeof event.data?.object?.id === 'string' ? event.data.object.id : '';
      if (id && sessionId && (await payments.firstDelivery('stripe', id, type))) {
        if ((type === 'checkout.session.completed' && event.data?.object?.payment_status === 'paid') || type === 'checkout.session.async_payment_succeeded') {
          await payments.providerPaid(sessionId);
        } else if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
          await payments.providerFailed(sessionId, 'failed');
        }
      }
      return reply.send(successEnvelope(request.locale, { received: true }));
    });
  });
}
