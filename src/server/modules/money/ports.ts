/**
 * What money needs of the areas above it, as interfaces it owns: ordering and design depend on money (refunds,
 * payment attempts, the ledger), so money cannot import them back. createServices (modules/index.ts) fills these with
 * the real things — the order writer, the membership and design services, the order service's reads.
 */
import type { components } from '../../../generated/shop-api.d';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/order-types';
export type { OrderDoor } from '../../db/order-types';

/** What follows an order's money, in the same transaction (membership: the annual membership, growth points). */
export interface OrderMoneyHooks {
  /** An order was paid; true when it was the annual membership's (its own message replaces "payment received"). */
  orderPaid(tx: Tx, orderId: number): Promise<boolean>;
  /** Money of an order went back: its growth points follow. */
  orderRefunded(tx: Tx, orderId: number): Promise<void>;
}

/** The orders a customer pays (modules/ordering/order.service.ts). */
export interface PayableOrders {
  owned(userId: number, id: number): Promise<OrderRow | undefined>;
  missingFiles(orderId: number): Promise<number>;
  view(row: OrderRow): Promise<components['schemas']['Order']>;
}

/** Designs still being made for an order (modules/design/design.service.ts): it cannot be paid until they are done. */
export interface DesignProgress {
  inProgress(orderId: number): Promise<number>;
}
