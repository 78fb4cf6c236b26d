/** Every status machine of the shop, for the start-up check and the property tests. */
import { afterSaleMachine } from './after-sales/after-sales';
import { checkMachine, type StatusMachine } from './state-machine';
import { certificationMachine, invoiceMachine } from './invoice/status';
import { couponTemplateMachine, userCouponMachine } from './coupon/status';
import { designDraftMachine, designTaskMachine } from './design/status';
import { messageMachine } from './message/status';
import { orderPaymentMachine, paymentMachine, refundMachine } from './order/payment-status';
import { orderProofMachine } from './order/proof-status';
import { orderMachine } from './order/status';
import { outboxMachine } from './outbox/status';
import { flashSaleMachine } from './stock/status';
import { rechargeMachine } from './wallet/recharge-status';
import { reviewMachine } from './review/review';

export const STATUS_MACHINES: readonly StatusMachine<string, string>[] = [orderMachine, orderPaymentMachine, orderProofMachine, paymentMachine, refundMachine, rechargeMachine, messageMachine, outboxMachine, afterSaleMachine, certificationMachine, invoiceMachine, userCouponMachine, couponTemplateMachine, designTaskMachine, designDraftMachine, reviewMachine, flashSaleMachine];

/** Problems of every table (empty when all are sound); the server refuses to start otherwise. */
export function checkStatusMachines(): string[] {
  return STATUS_MACHINES.flatMap((machine) => checkMachine(machine));
}
