/**
 * Query-key prefixes (`[method, path]`) that writes in several features invalidate (docs/architecture.md, "Data
 * layer"). A prefix matches every page, tab and id of that operation.
 */

/** The cart list: cart writes (add, update, delete) and a placed order refetch it. */
export const CART = ['get', '/cart/lists'] as const;

/** Every query that shows an order (lists, detail, payment methods): refetched after an order changes. */
export const ORDER_QUERIES = [
  ['get', '/order/lists'],
  ['get', '/order/detail'],
  ['get', '/pay/methods'],
] as const;

/** A design of the online editor and the My designs list: refetched after a design is saved, made or deleted. */
export const EDITOR_DESIGNS = [
  ['get', '/editor/detail'],
  ['get', '/editor/lists'],
] as const;
