/**
 * Money: payment attempts and providers, payments of orders, refunds, the wallet, and the ledger — the one place balances, credit and growth points change (ledger.ts).
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { moveMoney, recordGrowth, setCreditLimit } from './ledger';
export { payRoutes } from './pay.routes';
export { PaymentAttemptService } from './payment-attempt.service';
export { PaymentService } from './payment.service';
export { type PaymentProvider, providerFor } from './providers';
export { RefundService, type RefundTarget, refundView } from './refund.service';
export { walletRoutes } from './wallet.routes';
export { WalletService } from './wallet.service';
export { staffMoneyRoutes } from './staff-money.routes';
