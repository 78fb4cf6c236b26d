/** Query-key prefixes the design pages' writes refetch (src/client/api/query.ts: a prefix refetches every page of a call). */
import { ORDER_QUERIES } from '../../../client/api/query-keys';

export const SHOPPER_DESIGN_QUERIES = [['get', '/design/lists'], ['get', '/design/detail'], ...ORDER_QUERIES] as const;
export const DESIGNER_QUERIES = [['get', '/designer/tasks'], ['get', '/designer/task'], ['get', '/designer/earnings']] as const;
