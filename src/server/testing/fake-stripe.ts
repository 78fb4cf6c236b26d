/**
 * A stand-in for Stripe's Checkout Sessions API on a local port, so the official SDK can be exercised without
 * network (point it there with stripeClient(key, fake.connection)). It keeps sessions in memory, records every
 * request, and lets a test play the shopper: pay a session or let it lapse.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '../modules/money/providers/stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface FakeStripe {
  connection: StripeConnection;
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  refunds: FakeRefund[];
  /** The shopper pays on Stripe's page. */
  pay(sessionId: string): void;
  /**
   * The shopper's payment goes through although the session was being closed (the race a late payment comes from):
   * the session ends paid whatever its status.
   */
  payLate(sessionId: string): void;
  close(): Promise<void>;
}

/** The secret key the fake accepts. */
export const FAKE_STRIPE_KEY = 'sk_test_fake';

const stripeError = (message: string, code: string) => ({ error: { type: 'invalid_request_error', code, message } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  let seq = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (path === '/v1/refunds' && req.method === 'POST') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const replay = key ? refundsByKey.get(key) : undefined;
        if (replay) return send(200, replay);
        const intent = form.get('payment_intent') ?? '';
        const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
        if (!paid) return send(404, stripeError(`No such payment_intent: '${intent}'`, 'resource_missing'));
        const amount = Number(form.get('amount') ?? paid.amount_total);
        const already = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
        if (already + amount > paid.amount_total) return send(400, stripeError('Refund amount is greater than unrefunded amount on charge', 'amount_too_large'));
        const refund: FakeRefund = { id: `re_test_${++seq}`, object: 'refund', payment_intent: intent, amount, status: 'succeeded' };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/checkout\/sessions(?:\/([^/]+))?(\/expire)?$/.exec(path);
      if (!match) return send(404, stripeError(`Unrecognized request URL (${req.method}: ${path})`, 'resource_missing'));
      const [, id, expire] = match;
      if (!id && req.method === 'POST') {
        const key = String(req.headers['idempotency-key'] ?? '');
        const replay = key ? byIdempotencyKey.get(key) : undefined;
        if (replay) return send(200, replay);
        const sessionId = `cs_test_${++seq}${Math.random().toString(36).slice(2, 10)}`;
        const session: FakeSession = {
          id: sessionId,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          client_reference_id: form.get('client_reference_id'),
          metadata: Object.fromEntries([...form].flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : []))),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          payment_intent: null,
        };
        sessions.set(sessionId, session);
        if (key) byIdempotencyKey.set(key, session);
        return send(200, session);
      }
      const session = id ? sessions.get(id) : undefined;
      if (!session) return send(404, stripeError(`No such checkout.session: '${id}'`, 'resource_missing'));
      if (expire && req.method === 'POST') {
        if (session.status !== 'open') return send(400, stripeError('Only Checkout Sessions with a status of `open` can be expired.', 'checkout_session_not_open'));
        session.status = 'expired';
        session.url = null;
        return send(200, session);
      }
      if (!expire && req.method === 'GET') return send(200, session);
      return send(404, stripeError(`Unrecognized request URL (${req.method}: ${path})`, 'resource_missing'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { host: '127.0.0.1', port, protocol: 'http' },
    sessions,
    requests,
    refunds,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`fake stripe: ${sessionId} is not open`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null, payment_intent: `pi_test_${++seq}` });
    },
    payLate(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null, payment_intent: `pi_test_${++seq}` });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
}

/** Where nothing listens: a port that was just free (Stripe unreachable). */
export async function unreachableStripe(): Promise<StripeConnection> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { host: '127.0.0.1', port, protocol: 'http' };
}
