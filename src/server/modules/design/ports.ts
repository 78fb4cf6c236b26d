/**
 * What design needs of ordering, as an interface it owns: ordering depends on design (design lines open tasks with an
 * order), so design cannot import it back. createServices (modules/index.ts) fills it with the order writer and the
 * coupon service.
 */
import type { Tx } from '../../db/client';
import type { OrderDoor } from '../../db/order-types';

export interface DesignOrders extends Pick<OrderDoor, 'applyEvent' | 'updateOrder'> {
  /** A cancelled order's coupon is usable again. */
  releaseCoupon(tx: Tx, orderId: number): Promise<void>;
}
