/**
 * Sizes and limits of the shop's lists, shared by the server (which enforces them) and the web app (which asks for
 * pages and says what the limits are). The API contract's `page_size` defaults and maxima are kept equal to
 * PAGE_SIZES by a test (src/server/contract.test.ts).
 */

/** Per list: the page size when the client names none, and the largest it may ask for. */
export const PAGE_SIZES = {
  goods: { default: 20, max: 100 },
  uploads: { default: 20, max: 100 },
  notices: { default: 10, max: 50 },
  orders: { default: 10, max: 50 },
  messages: { default: 10, max: 50 },
  walletRecords: { default: 10, max: 50 },
  recharges: { default: 10, max: 50 },
  staffOrders: { default: 20, max: 100 },
  audit: { default: 50, max: 200 },
  staffCustomers: { default: 20, max: 100 },
  afterSales: { default: 10, max: 50 },
  staffAfterSales: { default: 20, max: 100 },
  invoices: { default: 10, max: 50 },
  userCoupons: { default: 12, max: 50 },
  favorites: { default: 20, max: 50 },
  growthLedger: { default: 10, max: 50 },
  reviewsToWrite: { default: 10, max: 50 },
  userReviews: { default: 10, max: 50 },
  goodsReviews: { default: 10, max: 50 },
  staffReviews: { default: 20, max: 100 },
  editorDesigns: { default: 12, max: 50 },
} as const satisfies Record<string, { default: number; max: number }>;
export type PagedList = keyof typeof PAGE_SIZES;

/** The most items a staff work queue (transfers and top-ups waiting for confirmation) shows at once, oldest first. */
export const STAFF_QUEUE_MAX = 200;

/** The customer page in the console: the newest orders and wallet records it shows. */
export const CUSTOMER_RECENT_ORDERS = 10;
export const CUSTOMER_RECENT_LEDGER = 20;

/** The most one staff balance adjustment may credit or debit, and the highest credit limit, in fils (AED 1,000,000). */
export const BALANCE_ADJUSTMENT_MAX_FILS = 100_000_000;
export const CREDIT_LIMIT_MAX_FILS = 100_000_000;

/** Goods one customer may keep as favourites (/user/collection). */
export const FAVORITES_MAX = 200;

/** Lines one cart may hold. */
export const CART_MAX_LINES = 100;

/** Addresses one address book may hold. */
export const ADDRESS_BOOK_MAX = 30;

/** Goods thumbnails per category in the mega-menu (`goodsCategory/lists`). */
export const MENU_GOODS_PER_CATEGORY = 6;

/** The newest notices every page's public data carries (`pc/commonData`). */
export const COMMON_DATA_NOTICES = 5;

/** The largest record id (PostgreSQL `integer`): the contract's `Id` schema refuses larger ones with HTTP 400. */
export const ID_MAX = 2_147_483_647;

/** The highest page number a list may be asked for (the contract's `PageNo`). */
export const PAGE_NO_MAX = 10_000;

/**
 * The largest amount one cart line or one order may come to, in fils (AED 10,000,000 including VAT). Larger orders are
 * refused with `amount_too_large` (arranged with the shop directly); amounts are stored in `integer` columns, whose
 * limit (about AED 21.47 M) this keeps well clear of. The contract's `expected_amount_due_fils` maximum is this.
 */
export const ORDER_AMOUNT_MAX_FILS = 1_000_000_000;

/**
 * Upload quota per account and Dubai day (design files and vouchers together): at most this many files and bytes.
 * Deleting a file does not give its share back.
 */
export const UPLOAD_DAILY_MAX_FILES = 40;
export const UPLOAD_DAILY_MAX_MB = 100;
export const UPLOAD_DAILY_MAX_BYTES = UPLOAD_DAILY_MAX_MB * 1024 * 1024;
