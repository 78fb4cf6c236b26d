/**
 * Card payments go through a provider's hosted checkout: the built-in sandbox (the embedded default) or Stripe
 * Checkout (PAYMENT_PROVIDER=stripe). A provider hands back a session id that its confirmation (the sandbox
 * completion, Stripe's webhook) refers to; the shop records payments and moves statuses itself (modules/money/payment.service.ts).
 */
export interface CheckoutRequest {
  /** The shop's payment row: makes the provider call idempotent, so a retried request opens one session. */
  paymentId: number;
  orderId: number;
  orderSn: string;
  amountFils: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  redirectUrl: string;
}

/** What a session is at the provider now. */
export type CheckoutState = { state: 'open'; redirectUrl: string } | { state: 'paid' } | { state: 'closed' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens a hosted checkout for one payment. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it: still open (where to send the shopper), paid, or closed unpaid. */
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /**
   * Closes an open session so it can no longer be paid (the order was cancelled or expired). Answers `paid` when the
   * shopper paid before it closed — the caller must then record the payment instead of cancelling.
   */
  closeCheckout(sessionId: string): Promise<Exclude<CheckoutState, { state: 'open' }>>;
  /**
   * Gives back `amountFils` of a paid session's payment to the card. `idempotencyKey` makes a retried call refund
   * once. Answers the provider's refund id; throws when the provider refuses or cannot be reached.
   */
  refund(request: { sessionId: string; amountFils: number; idempotencyKey: string }): Promise<{ refundRef: string }>;
}
