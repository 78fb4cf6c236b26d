/**
 * A link to the page already shown (My orders clicked on My orders) is a request to see it again: react-router
 * makes a new location with the same URL, no page mounts, and no query would load. This hook, mounted once by the
 * shop's and the console's app shells, refetches the page's queries (the active ones that are not background session
 * data) on such a navigation, so every page shows what the server holds now without a reload button of its own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useRefreshOnRepeatNavigation(): void {
  const location = useLocation();
  const client = useQueryClient();
  const last = useRef({ key: location.key, url: location.pathname + location.search });
  useEffect(() => {
    const url = location.pathname + location.search;
    const repeated = location.key !== last.current.key && url === last.current.url;
    last.current = { key: location.key, url };
    if (repeated) void client.invalidateQueries({ type: 'active', predicate: (query) => !query.meta?.background });
  }, [location.key, location.pathname, location.search, client]);
}
