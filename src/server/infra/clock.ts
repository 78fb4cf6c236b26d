/**
 * The shop's clock for time-dependent business rules (coupon claiming, member day, coupon validity). It is the real
 * time unless SHOP_CLOCK (tests and development only; config.ts) starts it at another moment, from which it runs on.
 */
export class Clock {
  private readonly bootedAt = Date.now();

  constructor(private readonly start: Date | null) {}

  now(): Date {
    if (!this.start) return new Date();
    return new Date(this.start.getTime() + (Date.now() - this.bootedAt));
  }
}
