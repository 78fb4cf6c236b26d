/**
 * Client state from the API (spec §3 "Client state"): public data (the shop, the shopper, the cart count), the
 * categories, the unread count and the two configs. They are queries the shell keeps fresh (app/use-session-loader.ts:
 * on first load in the spec's order, public data and the unread count again on every route change) and writes
 * invalidate (e.g. cart/add → public data, message/read → unread). A failed load keeps the previous answer (spec §4).
 */
import { useQuery } from '@tanstack/react-query';
import { $api, envelope } from './query';
import { useSession } from '../lib/session-store';

/**
 * Read by the shell, loaded by the session loader (in the spec's order) and reloaded by it and by invalidation,
 * never on a component's mount: a reader waits for the loader's first answer before it joins.
 */
const session = { quiet: true, background: true } as const;
const kept = { staleTime: Infinity, enabled: (query: { state: { dataUpdatedAt: number; errorUpdatedAt: number } }) => query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0 };

export const publicDataQuery = { ...envelope($api.queryOptions('get', '/pc/commonData'), session), ...kept };
export const unreadQuery = { ...envelope($api.queryOptions('post', '/notice/myNewNotice', { body: {} }), session), ...kept };
export const categoriesQuery = { ...envelope($api.queryOptions('get', '/goodsCategory/lists'), session), ...kept };
export const clientConfigQuery = { ...envelope($api.queryOptions('get', '/config/getconfig'), session), ...kept };
export const serviceConfigQuery = { ...envelope($api.queryOptions('get', '/service/getConfig'), session), ...kept };

const NO_CATEGORIES: never[] = [];

export function usePublicData() {
  return useQuery(publicDataQuery).data ?? null;
}

export function useUnreadCount(): number {
  return useQuery(unreadQuery).data?.total ?? 0;
}

export function useCategories() {
  return useQuery(categoriesQuery).data?.lists ?? NO_CATEGORIES;
}

export function useServiceConfig() {
  return useQuery(serviceConfigQuery).data ?? null;
}

/** Logged in: a token and the public data's shopper. */
export function useLoggedIn(): boolean {
  const token = useSession((s) => s.token);
  const me = usePublicData()?.my;
  return Boolean(token) && (me?.user_id ?? 0) > 0;
}
