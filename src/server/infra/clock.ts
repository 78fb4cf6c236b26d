/**
 * The shop's clock for every business time: orders and their lapse, payments, fulfilment, membership and its monthly
 * assessment, invoices, top-ups, coupons, flash sales, design tasks, after-sales and reviews (createServices passes the
 * one instance to each; the expiry sweep reads it too). It is the real time unless SHOP_CLOCK (tests and development
 * only; config.ts) starts it at another moment, from which it runs on. Sessions, reset codes and login limits keep the
 * real time (docs/architecture.md, "The shop's clock and calendar"). Dates of the shop's calendar: src/domain/time.
 */
export class Clock {
  private readonly bootedAt = Date.now();

  constructor(private readonly start: Date | null) {}

  now(): Date {
    if (!this.start) return new Date();
    return new Date(this.start.getTime() + (Date.now() - this.bootedAt));
  }
}
