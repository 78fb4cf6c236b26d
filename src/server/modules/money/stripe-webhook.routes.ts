/**
 * Stripe Checkout's webhook (payments/stripe.ts verifies and reads it). The signature covers the raw body, so this
 * plugin keeps JSON bodies as text. Replays are ignored (provider_events) and a late "expired" never undoes a payment.
 */
import type { FastifyInstance } from 'fastify';
import { fail, sendFailure, successEnvelope } from '../../http/envelope';
import { readStripeWebhook } from './providers/stripe';

/** Stripe's events are small; this is its own limit because the app's JSON parser does not apply here. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { paymentAttempts } = app.services;
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/api/pay/webhook/stripe', async (request, reply) => {
    const secret = app.config.stripeWebhookSecret;
    const signature = request.headers['stripe-signature'];
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!secret || typeof signature !== 'string') return sendFailure(reply, request.locale, fail('bad_signature'));
    const notice = await readStripeWebhook(raw, signature, secret);
    if (typeof notice === 'string') return sendFailure(reply, request.locale, fail(notice));
    if (notice.sessionId && notice.outcome && (await paymentAttempts.firstDelivery('stripe', notice.eventId, notice.type))) {
      if (notice.outcome === 'paid') await paymentAttempts.providerPaid(notice.sessionId);
      else await paymentAttempts.providerFailed(notice.sessionId, 'fail');
    }
    return reply.send(successEnvelope(request.locale, { received: true }));
  });
}
