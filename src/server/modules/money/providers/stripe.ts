/**
 * Stripe Checkout through the official SDK (https://docs.stripe.com/api/checkout/sessions): sessions are created,
 * retrieved and expired with `stripe.checkout.sessions`, and webhooks verified with `stripe.webhooks.constructEvent`.
 * Amounts in fils are Stripe's minor unit for AED. Traps: docs/operations.md "Stripe".
 */
import type Stripe from 'stripe';
import type { CheckoutState, PaymentProvider } from './provider';

type StripeSdk = typeof Stripe;
let sdk: Promise<StripeSdk> | null = null;

/** The SDK, loaded with the first Stripe call or webhook (~25 MB a shop on the sandbox provider never needs). */
function loadStripe(): Promise<StripeSdk> {
  return (sdk ??= import('stripe').then((module) => module.default));
}

/** Where the SDK sends its requests; tests point it at a local HTTP server. */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export async function stripeClient(secretKey: string, connection?: StripeConnection): Promise<Stripe> {
  const StripeClient = await loadStripe();
  // The SDK retries network failures with the same idempotency key; telemetry headers are of no use to the shop.
  return new StripeClient(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...connection });
}

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'open' && session.url) return { state: 'open', redirectUrl: session.url };
  // Sessions are card-only, and cards pay synchronously: a complete session is a paid one.
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return { state: 'paid' };
  return { state: 'closed' };
}

/** The provider over a client, or over one still loading (stripeClient): each call waits for it. */
export function stripeProvider(client: Stripe | Promise<Stripe>): PaymentProvider {
  // A client that failed to load fails each call that needs it, not the process (no unhandled rejection).
  if (client instanceof Promise) client.catch(() => undefined);
  const connect = async () => client;
  return {
    name: 'stripe',
    async createCheckout(request) {
      const stripe = await connect();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: String(request.orderId),
          metadata: { order_id: String(request.orderId), payment_id: String(request.paymentId) },
          line_items: [{ quantity: 1, price_data: { currency: 'aed', unit_amount: request.amountFils, product_data: { name: `Order ${request.orderSn}` } } }],
        },
        { idempotencyKey: `payment-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
      return { sessionId: session.id, redirectUrl: session.url };
    },
    async checkoutState(sessionId) {
      const stripe = await connect();
      return stateOf(await stripe.checkout.sessions.retrieve(sessionId));
    },
    async closeCheckout(sessionId) {
      const stripe = await connect();
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { state: 'closed' };
      } catch (error) {
        // Only open sessions can be expired: this one was completed (paid) or expired meanwhile — ask which.
        if (!(error instanceof (await loadStripe()).errors.StripeInvalidRequestError)) throw error;
        const state = stateOf(await stripe.checkout.sessions.retrieve(sessionId));
        if (state.state === 'open') throw error;
        return state;
      }
    },
    // https://docs.stripe.com/api/refunds/create — a refund of the session's PaymentIntent, to the original card.
    async refund({ sessionId, amountFils, idempotencyKey }) {
      const stripe = await connect();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`stripe: checkout session ${sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: intent, amount: amountFils }, { idempotencyKey });
      return { refundRef: refund.id };
    },
  };
}

/** A verified webhook event, in the shop's terms. */
export interface StripeNotice {
  eventId: string;
  type: string;
  sessionId: string | null;
  /** What the event means for the session's payment; `null` for events the shop does not act on. */
  outcome: 'paid' | 'failed' | null;
}

export type WebhookProblem = 'bad_signature' | 'malformed_json';

/** Stripe's signature tolerance: events signed longer ago than this are refused (replays of old deliveries). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook delivery (the raw body exactly as received and its Stripe-Signature header) and reads it.
 * Checkout sessions: completed and paid, or async payment succeeded → paid; expired or async payment failed → failed.
 */
export async function readStripeWebhook(rawBody: string, signature: string, secret: string): Promise<StripeNotice | WebhookProblem> {
  const StripeClient = await loadStripe();
  let event: Stripe.Event;
  try {
    event = StripeClient.webhooks.constructEvent(rawBody, signature, secret, STRIPE_TOLERANCE_SECONDS);
  } catch (error) {
    return error instanceof SyntaxError ? 'malformed_json' : 'bad_signature';
  }
  const notice = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
      return { ...notice, sessionId: event.data.object.id, outcome: event.data.object.payment_status === 'paid' ? 'paid' : null };
    case 'checkout.session.async_payment_succeeded':
      return { ...notice, sessionId: event.data.object.id, outcome: 'paid' };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { ...notice, sessionId: event.data.object.id, outcome: 'failed' };
    default:
      return { ...notice, sessionId: null, outcome: null };
  }
}
