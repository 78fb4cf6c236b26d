/**
 * The order writer: the one place that inserts orders, numbers them, moves their statuses and writes their history
 * (`order_events`). Every other module asks it — ordering, design and after-sales directly, money through its
 * `OrderDoor` port (money/ports.ts), which createServices fills with this writer. Lint refuses `insert(orders)`,
 * `update(orders)` and `insert(orderEvents)` anywhere else (eslint.config.js, "one door for orders").
 *
 * Statuses move only by a named event of the transition tables in src/domain (orders, an order's payment status):
 * `applyEvent` turns the event into one update conditional on the current statuses (and, for staff, the version
 * they saw), so two concurrent movers cannot both succeed and no code names a target status itself.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { nextOrderPaymentStatus, orderPaymentMachine, type OrderPaymentEvent, type OrderPaymentStatus } from '../../../domain/order/payment-status';
import { nextStatus, orderMachine, type OrderActor, type OrderEvent, type OrderStatus } from '../../../domain/order/status';
import { compactDay } from '../../../domain/time/calendar';
import type { Db, Tx } from '../../db/client';
import type { NewOrder, OrderChanges, OrderRow } from '../../db/order-types';
import { orderEvents, orders } from '../../db/schema';
import { releaseOrderStock } from './stock.service';

export type { NewOrder, OrderChanges, OrderRow };
export type Actor = OrderActor;

/** A line of the order's history that moves no status (a cancellation request, a refund paid out…). */
export interface OrderNote {
  orderId: number;
  event: string;
  status: OrderStatus;
  actor: Actor;
  actorId?: number | null;
}

/** A new order number: PF, the Dubai date (yymmdd) and eight random digits. */
export function newOrderSn(now: Date): string {
  return `PF${compactDay(now)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}

/**
 * Inserts an order in the machines' initial statuses, numbered here; `submitted` writes its `submit` history line
 * (an after-sales reprint has none: it starts by its own event).
 */
export async function createOrder(tx: Tx, values: NewOrder, now: Date, submitted?: { actor: Actor; actorId?: number | null }): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, orderSn: newOrderSn(now), status: orderMachine.initial, paymentStatus: orderPaymentMachine.initial })
    .returning();
  if (!order) throw new Error('insert returned no row');
  if (submitted) await tx.insert(orderEvents).values({ orderId: order.id, event: 'submit', status: order.status, actor: submitted.actor, actorId: submitted.actorId ?? null });
  return order;
}

/**
 * Moves an order by `event` if the transition table allows it from its current status — and, with `payment`, its
 * payment status by that event of the order-payment table. The update is conditional on both current statuses, so
 * two concurrent movers cannot both succeed. Returns the new status, or null when refused.
 */
export async function applyEvent(
  tx: Db | Tx,
  order: { id: number; status: OrderStatus; paymentStatus?: OrderPaymentStatus; version?: number },
  event: OrderEvent,
  actor: Actor,
  extra: OrderChanges = {},
  payment?: OrderPaymentEvent,
  actorId?: number,
): Promise<OrderStatus | null> {
  const to = nextStatus(order.status, event);
  if (!to) return null;
  let paymentTo: OrderPaymentStatus | null = null;
  if (payment) {
    if (order.paymentStatus === undefined) throw new Error(`order ${order.id}: a payment event needs the current payment status`);
    paymentTo = nextOrderPaymentStatus(order.paymentStatus, payment);
    if (!paymentTo) return null;
  }
  const moved = await tx
    .update(orders)
    .set({ ...extra, status: to, ...(paymentTo ? { paymentStatus: paymentTo } : {}), version: sql`${orders.version} + 1` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        paymentTo && order.paymentStatus !== undefined ? eq(orders.paymentStatus, order.paymentStatus) : undefined,
        // Staff send the version they saw: a change since (another staff member's move) refuses this one.
        order.version !== undefined ? eq(orders.version, order.version) : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (moved.length === 0) return null;
  await tx.insert(orderEvents).values({ orderId: order.id, event, status: to, actor, actorId });
  // However it is cancelled (by the customer, the expiry sweep or staff), its ready-stock units go back, once.
  if (to === 'cancelled') await releaseOrderStock(tx, order.id);
  return to;
}

/**
 * Moves only an order's payment status by `event` (e.g. a reported bank transfer), while the order is still in
 * `whileStatus`. Returns true when this call moved it.
 */
export async function applyPaymentEvent(tx: Db | Tx, order: { id: number; paymentStatus: OrderPaymentStatus }, event: OrderPaymentEvent, whileStatus: OrderStatus, extra: OrderChanges = {}): Promise<boolean> {
  const to = nextOrderPaymentStatus(order.paymentStatus, event);
  if (!to) return false;
  const moved = await tx
    .update(orders)
    .set({ ...extra, paymentStatus: to })
    .where(and(eq(orders.id, order.id), eq(orders.status, whileStatus), eq(orders.paymentStatus, order.paymentStatus)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/**
 * Changes an order's other columns (never its statuses, number, owner or version: the type has none of them) where
 * `where` holds; `bumpVersion` raises the version staff act on, so a change they did not see refuses their next move.
 * `note` writes a history line in the same call. Returns the ids changed.
 */
export async function updateOrder(tx: Db | Tx, where: SQL | undefined, changes: OrderChanges, options: { bumpVersion?: boolean; note?: OrderNote } = {}): Promise<number[]> {
  const changed = await tx
    .update(orders)
    .set({ ...changes, ...(options.bumpVersion ? { version: sql`${orders.version} + 1` } : {}) })
    .where(where)
    .returning({ id: orders.id });
  if (changed.length > 0 && options.note) await noteOrder(tx, options.note);
  return changed.map((c) => c.id);
}

/** A line of the order's history that moves nothing (a cancellation requested or withdrawn, a refund paid out). */
export async function noteOrder(tx: Db | Tx, note: OrderNote): Promise<void> {
  await tx.insert(orderEvents).values({ orderId: note.orderId, event: note.event, status: note.status, actor: note.actor, actorId: note.actorId ?? null });
}

/** The writer as one object, for the modules that reach it through a port (money/ports.ts `OrderDoor`). */
export const orderWriter = { applyEvent, applyPaymentEvent, updateOrder, noteOrder };
export type OrderWriter = typeof orderWriter;
