import { useCallback } from 'react';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';
import { useNotify } from '../../../client/lib/notify-store';
import { useSession } from '../../../client/lib/session-store';
import i18next from 'i18next';

/** spec §4: logout clears the token and cookie, shows "exit successful", then reloads to / after 1.5 s. */
export const LOGOUT_RELOAD_MS = 1500;

export function useLogout(): () => Promise<void> {
  const { run } = useShopMutation({ mutationFn: () => api.POST('/account/logout'), quiet: true });
  return useCallback(async () => {
    await run(undefined);
    useSession.getState().setToken(null);
    useNotify.getState().toast(i18next.t('messages.logged_out'));
    setTimeout(() => window.location.assign('/pc/'), LOGOUT_RELOAD_MS);
  }, [run]);
}
