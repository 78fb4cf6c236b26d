/**
 * Spec §4 session flow: on first load, public data, categories and the unread count load in that order (then the
 * configs); public data and the unread count reload on every route change and when the token changes. They are
 * queries (src/client/api/session-queries.ts): a failed load keeps the previous answer. When the token changes (login, logout,
 * an expired session) the cached answers of the previous session are dropped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../../client/api/api';
import { categoriesQuery, clientConfigQuery, publicDataQuery, serviceConfigQuery, unreadQuery } from '../../client/api/session-queries';
import { useSession } from '../../client/lib/session-store';

export function useSessionLoader(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const first = useRef(true);
  const token = useSession((s) => s.token);
  const previousToken = useRef(token);

  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);

  useEffect(() => {
    // staleTime 0: load now, whatever the cache holds (these queries never refetch on a component's mount).
    const publicData = () => client.prefetchQuery({ ...publicDataQuery, staleTime: 0 });
    const unread = () => client.prefetchQuery({ ...unreadQuery, staleTime: 0 });
    if (previousToken.current !== token) {
      // Another shopper (or none): nothing the previous one was shown may show again, not even while reloading.
      previousToken.current = token;
      client.removeQueries({ predicate: (query) => !query.meta?.background });
      void client.resetQueries({ queryKey: publicDataQuery.queryKey });
      void client.resetQueries({ queryKey: unreadQuery.queryKey });
    }
    if (first.current) {
      first.current = false;
      void (async () => {
        await publicData();
        await client.prefetchQuery({ ...categoriesQuery, staleTime: 0 });
        await unread();
        await Promise.all([client.prefetchQuery({ ...clientConfigQuery, staleTime: 0 }), client.prefetchQuery({ ...serviceConfigQuery, staleTime: 0 })]);
      })();
      return;
    }
    void publicData().then(unread);
  }, [location.pathname, location.search, token, client]);
}
