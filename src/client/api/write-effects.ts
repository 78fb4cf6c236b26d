/**
 * What every write changes (docs/architecture.md, "Data layer"): for each mutating API operation the shop and the
 * console call, the query-key prefixes (`[method, path]`, by resource) whose answers it may change. The data layer
 * (`useShopMutation` in query.ts) reads the operation from the answer and refetches exactly these after a success —
 * in the shop and the console alike — so no page keeps its own copy of server state or lists keys of its own.
 * `write-effects.test.ts` checks the table against the contract: every mutating operation called from src/web,
 * src/admin or src/client has an entry, every entry is a mutating operation, and every key names a read.
 */
import type { QueryKey } from '@tanstack/react-query';

type Key = readonly ['get' | 'post', string];

const PUBLIC_DATA: Key = ['get', '/pc/commonData'];
const UNREAD: Key = ['post', '/notice/myNewNotice'];
const CART: Key = ['get', '/cart/lists'];
const PREVIEW: Key = ['post', '/order/preview'];
const ORDERS: Key[] = [['get', '/order/lists'], ['get', '/order/detail'], ['get', '/pay/methods']];
const AFTER_SALES: Key[] = [['get', '/afterSales/lists'], ['get', '/afterSales/detail'], ['get', '/afterSales/applyInfo'], ...ORDERS];
const ADDRESSES: Key = ['get', '/address/lists'];
const FAVORITES: Key[] = [['get', '/collection/status'], ['get', '/collection/lists']];
const EDITOR: Key[] = [['get', '/editor/detail'], ['get', '/editor/lists']];
const SHOPPER_DESIGN: Key[] = [['get', '/design/lists'], ['get', '/design/detail'], ...ORDERS];
const DESIGNER: Key[] = [['get', '/designer/tasks'], ['get', '/designer/task'], ['get', '/designer/earnings']];
const REVIEWS: Key[] = [['get', '/review/toWrite'], ['get', '/review/mine'], ['get', '/review/line'], ['get', '/review/goods']];
const MESSAGES: Key[] = [['get', '/message/lists'], UNREAD];
const PROFILE: Key = ['get', '/account/profile'];
const WALLET: Key[] = [['get', '/user/wallet'], ['get', '/wallet/recharges']];
const INVOICES: Key[] = [['get', '/invoice/lists'], ['get', '/invoice/options']];
const COUPONS: Key[] = [['get', '/coupon/centre'], ['get', '/user/coupons']];
const AUDIT: Key = ['get', '/staff/audit'];
const STAFF_ORDERS: Key[] = [['get', '/staff/order/detail'], ['get', '/staff/orders'], ['get', '/staff/cancelRequests'], AUDIT, ...ORDERS];
const STAFF_AFTER_SALES: Key[] = [['get', '/staff/afterSales'], ['get', '/staff/afterSales/detail'], AUDIT, ...AFTER_SALES];
const STAFF_CUSTOMER: Key[] = [['get', '/staff/customer/detail'], ['get', '/staff/customers'], ['get', '/staff/customer/membership'], AUDIT];
const STAFF_TRANSFERS: Key[] = [['get', '/staff/transfers'], AUDIT, ...ORDERS, ...WALLET];
const STAFF_DESIGN_TASKS: Key[] = [['get', '/staff/designTasks'], ['get', '/staff/designers'], AUDIT, ...DESIGNER, ...SHOPPER_DESIGN];
const STAFF_STOCK: Key[] = [['get', '/staff/stock'], ['get', '/staff/stock/ledger'], AUDIT];
const STAFF_SALES: Key[] = [['get', '/staff/seckill'], AUDIT];

export const WRITE_EFFECTS = {
  // Accounts and the session: a new session reloads everything the header shows.
  '/account/login': [PUBLIC_DATA, UNREAD],
  '/account/logout': [PUBLIC_DATA, UNREAD],
  '/account/register': [PUBLIC_DATA],
  '/account/forgotPassword': [],
  '/account/resetPassword': [],
  '/account/updateProfile': [PROFILE, PUBLIC_DATA],
  '/account/contactCode': [],
  '/account/changeContact': [PROFILE],
  '/account/changePassword': [],
  '/account/certification/submit': [['get', '/account/certification'], ['get', '/invoice/options']],
  // Cart and checkout.
  '/cart/add': [CART, PUBLIC_DATA],
  '/cart/addStock': [CART, PUBLIC_DATA],
  '/cart/update': [CART, PREVIEW, PUBLIC_DATA],
  '/cart/delete': [CART, PREVIEW, PUBLIC_DATA],
  '/seckill/buy': [CART, PUBLIC_DATA, ['get', '/seckill/detail']],
  '/address/add': [ADDRESSES, PREVIEW],
  '/address/edit': [ADDRESSES, PREVIEW],
  '/address/delete': [ADDRESSES, PREVIEW],
  '/address/setDefault': [ADDRESSES],
  '/order/submit': [CART, PUBLIC_DATA, ...ORDERS, COUPONS[1]!],
  '/order/cancel': [...ORDERS],
  '/order/withdrawCancel': [...ORDERS],
  '/order/attachFile': [...ORDERS],
  '/order/proof/approve': [...ORDERS],
  '/order/proof/requestChanges': [...ORDERS],
  '/order/confirmReceipt': [...ORDERS, ['get', '/member/info'], REVIEWS[0]!],
  '/pay/prepay': [...ORDERS, ...WALLET],
  '/wallet/recharge': [...WALLET],
  // After-sales, invoices, coupons, favourites, reviews, membership, messages.
  '/afterSales/apply': [...AFTER_SALES],
  '/afterSales/express': [...AFTER_SALES],
  '/afterSales/withdraw': [...AFTER_SALES],
  '/invoice/apply': [...INVOICES],
  '/invoice/withdraw': [...INVOICES],
  '/coupon/claim': [...COUPONS],
  '/collection/add': [...FAVORITES],
  '/collection/remove': [...FAVORITES],
  '/review/submit': [...REVIEWS],
  '/member/annual/buy': [['get', '/member/info'], ...ORDERS],
  '/message/read': [...MESSAGES],
  '/message/trash': [...MESSAGES],
  '/message/restore': [...MESSAGES],
  '/message/delete': [...MESSAGES],
  // Designs: the editor and the design service.
  '/editor/create': [...EDITOR],
  '/editor/save': [...EDITOR],
  '/editor/delete': [...EDITOR],
  '/design/approve': [...SHOPPER_DESIGN],
  '/design/requestChanges': [...SHOPPER_DESIGN],
  '/designer/claim': [...DESIGNER],
  '/designer/submitDraft': [...DESIGNER],
  // The console.
  '/staff/order/move': STAFF_ORDERS,
  '/staff/order/sendProof': STAFF_ORDERS,
  '/staff/order/ship': STAFF_ORDERS,
  '/staff/order/reject': STAFF_ORDERS,
  '/staff/order/answerCancel': STAFF_ORDERS,
  '/staff/refund/paidOut': STAFF_ORDERS,
  '/staff/afterSales/refund': STAFF_AFTER_SALES,
  '/staff/afterSales/reprint': STAFF_AFTER_SALES,
  '/staff/afterSales/requestReturn': STAFF_AFTER_SALES,
  '/staff/afterSales/refuse': STAFF_AFTER_SALES,
  '/staff/confirmTransfer': STAFF_TRANSFERS,
  '/staff/rejectTransfer': STAFF_TRANSFERS,
  '/staff/confirmRecharge': STAFF_TRANSFERS,
  '/staff/rejectRecharge': STAFF_TRANSFERS,
  '/staff/customer/adjustBalance': [...STAFF_CUSTOMER, ...WALLET],
  '/staff/customer/creditLimit': [...STAFF_CUSTOMER, ...WALLET],
  '/staff/customer/adjustGrowth': [...STAFF_CUSTOMER, ['get', '/member/info']],
  '/staff/certification/verify': [['get', '/staff/certifications'], AUDIT, ['get', '/account/certification'], ['get', '/invoice/options']],
  '/staff/certification/fail': [['get', '/staff/certifications'], AUDIT, ['get', '/account/certification'], ['get', '/invoice/options']],
  '/staff/invoice/issue': [['get', '/staff/invoices'], AUDIT, ...INVOICES],
  '/staff/invoice/refuse': [['get', '/staff/invoices'], AUDIT, ...INVOICES],
  '/staff/coupon/create': [['get', '/staff/coupons'], AUDIT, ...COUPONS],
  '/staff/coupon/end': [['get', '/staff/coupons'], AUDIT, ...COUPONS],
  '/staff/designTask/reassign': STAFF_DESIGN_TASKS,
  '/staff/designTask/cancel': STAFF_DESIGN_TASKS,
  '/staff/designer/set': STAFF_DESIGN_TASKS,
  '/staff/review/hide': [['get', '/staff/reviews'], AUDIT, ...REVIEWS],
  '/staff/review/show': [['get', '/staff/reviews'], AUDIT, ...REVIEWS],
  '/staff/settings': [['get', '/staff/settings'], AUDIT, PUBLIC_DATA],
  '/staff/stock/adjust': STAFF_STOCK,
  '/staff/stock/variant': STAFF_STOCK,
  '/staff/seckill/save': STAFF_SALES,
  '/staff/seckill/end': STAFF_SALES,
} satisfies Record<string, readonly Key[]>;

export type WritePath = keyof typeof WRITE_EFFECTS;

/** The operation of an answer's URL (`/api/cart/add?x` → `/cart/add`), or null when it is not one of ours. */
export function operationOf(url: string): string | null {
  const path = /\/api(\/[^?#]*)/.exec(url)?.[1];
  return path ?? null;
}

/** The query-key prefixes a successful write of `operation` makes stale (none for an operation not in the table). */
export function effectsOf(operation: string | null): readonly QueryKey[] {
  return operation && operation in WRITE_EFFECTS ? WRITE_EFFECTS[operation as WritePath] : [];
}
