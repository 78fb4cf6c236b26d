/** The sandbox provider (payments/sandbox.ts): its hosted test payment page and the page's completion call. */
import type { FastifyInstance } from 'fastify';
import { fail, ok, sendFailure } from '../../http/envelope';
import { formatFilsPlain } from '../../infra/html';
import { defineRoute } from '../../http/route';
import { SANDBOX_CHECKOUT_PATH } from './providers/sandbox';
import { SANDBOX_PAGE_CSP, sandboxPage } from './providers/sandbox-page';
import { securityHeaders } from '../../http/plugins/security';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const { paymentAttempts } = app.services;
  // A page under /api/: the document headers (API answers get a smaller set), with the page's own stricter policy.
  const pageHeaders = { ...securityHeaders(), 'content-security-policy': SANDBOX_PAGE_CSP };

  defineRoute(app, 'post', '/pay/sandbox/complete', {
    auth: 'optional',
    handler: async ({ body }) => {
      const session = await paymentAttempts.sandboxSession(body.session);
      if (!session) return fail('not_found', {}, 'session');
      const result =
        body.outcome === 'success'
          ? await paymentAttempts.providerPaid(body.session)
          : await paymentAttempts.providerFailed(body.session, 'cancel').then((r) => r && { orderId: r.orderId, paid: false });
      if (!result) return fail('not_found', {}, 'session');
      const page = result.paid ? 'payment/result' : 'payment';
      return ok({ order_id: result.orderId, paid: result.paid, return_url: `/pc/${page}?order_id=${result.orderId}` });
    },
  });

  // An HTML page, not an envelope: documented in the contract, served outside defineRoute.
  app.get(SANDBOX_CHECKOUT_PATH, async (request, reply) => {
    const query = request.query as { session?: unknown };
    const sessionId = typeof query.session === 'string' ? query.session : '';
    const session = sessionId ? await paymentAttempts.sandboxSession(sessionId) : null;
    if (!session) return sendFailure(reply, request.locale, fail('not_found', {}, 'session'));
    return reply
      .type('text/html; charset=utf-8')
      .headers(pageHeaders)
      .header('cache-control', 'no-store')
      .send(sandboxPage({ sessionId, orderSn: session.orderSn, amount: formatFilsPlain(session.payment.amountFils), status: session.payment.status, locale: request.locale }));
  });
}
