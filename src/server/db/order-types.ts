/**
 * The order row's types, shared by the order writer (modules/ordering/order-writer.ts) and the modules that reach it
 * through a port (modules/money/ports.ts): they sit below both so neither imports the other for a type.
 */
import type { SQL } from 'drizzle-orm';
import type { OrderPaymentEvent, OrderPaymentStatus } from '../../domain/order/payment-status';
import type { OrderActor, OrderEvent, OrderStatus } from '../../domain/order/status';
import type { Db, Tx } from './client';
import type { orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;

/** Columns a change may write besides the statuses, the number, the owner and the version, which only the writer sets. */
export type OrderChanges = Omit<Partial<typeof orders.$inferInsert>, 'id' | 'status' | 'paymentStatus' | 'orderSn' | 'userId' | 'version'>;

/** A new order's columns: everything but its number and statuses, which the writer gives it. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'paymentStatus' | 'orderSn' | 'version'>;

/**
 * The order writer's moves (modules/ordering/order-writer.ts), for the modules below ordering that reach it through a
 * port (money, design): createServices passes the writer itself.
 */
export interface OrderDoor {
  applyEvent(
    tx: Db | Tx,
    order: { id: number; status: OrderStatus; paymentStatus?: OrderPaymentStatus; version?: number },
    event: OrderEvent,
    actor: OrderActor,
    extra?: OrderChanges,
    payment?: OrderPaymentEvent,
    actorId?: number,
  ): Promise<OrderStatus | null>;
  updateOrder(tx: Db | Tx, where: SQL | undefined, changes: OrderChanges, options?: { bumpVersion?: boolean }): Promise<number[]>;
  applyPaymentEvent(tx: Db | Tx, order: { id: number; paymentStatus: OrderPaymentStatus }, event: OrderPaymentEvent, whileStatus: OrderStatus, extra?: OrderChanges): Promise<boolean>;
}

