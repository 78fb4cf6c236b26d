/**
 * Ordering: cart, addresses, orders and the order writer (the one place orders are inserted and their statuses move: order-writer.ts), fulfilment, after-sales, coupons, membership, ready stock and flash sales.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { addressRoutes } from './address.routes';
export { AddressService } from './address.service';
export { afterSalesRoutes } from './after-sales.routes';
export { AfterSalesService } from './after-sales.service';
export { cartRoutes } from './cart.routes';
export { CartService } from './cart.service';
export { couponRoutes } from './coupon.routes';
export { CouponService } from './coupon.service';
export { FlashSaleService } from './flash-sale.service';
export { FulfilmentService } from './fulfilment.service';
export { membershipRoutes } from './membership.routes';
export { MembershipService } from './membership.service';
export { applyEvent, orderWriter, updateOrder } from './order-writer';
export { orderRoutes } from './order.routes';
export { OrderService } from './order.service';
export { stockRoutes } from './stock.routes';
export { StockService } from './stock.service';
export { fulfilmentRoutes } from './fulfilment.routes';
