/** The card payment provider the configuration chooses (PAYMENT_PROVIDER). */
import type { AppConfig } from '../../../config';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeClient, stripeProvider } from './stripe';

export type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider } from './provider';

export function providerFor(config: AppConfig): PaymentProvider {
  return config.paymentProvider === 'stripe' && config.stripeSecretKey ? stripeProvider(stripeClient(config.stripeSecretKey)) : sandboxProvider();
}
