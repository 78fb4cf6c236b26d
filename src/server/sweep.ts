/**
 * The expiry sweep (`server.ts` runs it every EXPIRY_SWEEP_SECONDS; tests call it directly): unpaid orders past their
 * deadline lapse, delivered orders the customer did not confirm within AUTO_RECEIVE_DAYS are received, member levels
 * are assessed on the 1st of the month and annual memberships end, and failed card refunds are tried again. Every
 * step reads the same moment of the shop's clock (SHOP_CLOCK, infra/clock.ts), so a shop started on the 1st of a
 * month assesses levels and lapses yesterday's orders as it would on that day. Each step is safe to run on every
 * server at once (rows are claimed with SKIP LOCKED); a failing step is logged and does not stop the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './modules';

export interface SweepResult {
  expired: number;
  received: number;
  levelsChanged: number;
  refundsRetried: number;
}

export async function runSweep(services: Services, log: FastifyBaseLogger): Promise<SweepResult> {
  const now = services.clock.now();
  const step = (promise: Promise<number>, done: (n: number) => string, failed: string) =>
    promise.then(
      (n) => {
        if (n > 0) log.info(done(n));
        return n;
      },
      (error: unknown) => {
        log.error({ err: error }, failed);
        return 0;
      },
    );
  const [expired, received, levelsChanged, refundsRetried] = await Promise.all([
    step(services.orders.expireUnpaid(now), (n) => `expired ${n} unpaid orders`, 'unpaid-order expiry sweep failed'),
    // Delivered orders the customer did not confirm within AUTO_RECEIVE_DAYS are received and closed.
    step(services.fulfilment.autoReceive(now), (n) => `confirmed receipt of ${n} delivered orders`, 'auto-receipt sweep failed'),
    // Membership (docs/membership.md): the 1st-of-month level assessment and the end of annual memberships.
    step(services.membership.sweep(now), (n) => `membership sweep changed ${n} levels`, 'membership sweep failed'),
    // Card refunds the provider refused or could not be reached for are tried again.
    step(services.refunds.retryFailed(), (n) => `retried ${n} card refunds`, 'refund retry failed'),
  ]);
  return { expired, received, levelsChanged, refundsRetried };
}
