/**
 * Who is signed in to the console: `GET /staff/me` with the session token (the shop's `token` cookie). A customer's
 * session answers `forbidden`; no session, or an expired one, answers code -1.
 */
import { useQuery } from '@tanstack/react-query';
import { $api, envelope } from '../../client/api/query';
import { useSession } from '../../client/lib/session-store';

export const staffMeQuery = envelope($api.queryOptions('get', '/staff/me'), { quiet: true, background: true });

export function useStaffMe() {
  const token = useSession((s) => s.token);
  const query = useQuery({ ...staffMeQuery, enabled: token !== null, retry: false });
  return { token, me: query.data ?? null, pending: token !== null && query.isPending, refused: query.isError };
}
