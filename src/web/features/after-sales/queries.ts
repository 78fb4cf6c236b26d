/** Every after-sales read a write refreshes: the lists (every tab and page), the detail and what an order offers. */
import { ORDER_QUERIES } from '../../../client/api/query-keys';

export const AFTER_SALE_QUERIES = [['get', '/afterSales/lists'], ['get', '/afterSales/detail'], ['get', '/afterSales/applyInfo'], ...ORDER_QUERIES] as const;
