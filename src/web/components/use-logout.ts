import { useCallback } from 'react';
import { api, call } from '../lib/api';
import { useNotify } from '../lib/notify-store';
import { useSession } from '../lib/session-store';
import i18next from 'i18next';

/** spec §4: logout clears the token and cookie, shows "exit successful", then reloads to / after 1.5 s. */
export const LOGOUT_RELOAD_MS = 1500;

export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    await call(api.POST('/account/logout'), { quiet: true });
    useSession.getState().setToken(null);
    useNotify.getState().toast(i18next.t('messages.logged_out'));
    setTimeout(() => window.location.assign('/pc/'), LOGOUT_RELOAD_MS);
  }, []);
}
