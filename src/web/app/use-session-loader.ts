/**
 * Spec §4 session flow: on first load, public data, categories and the unread count load in that order; public data
 * and the unread count reload on every route change. Each is stored only when its answer is code 1.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, call, setNavigator } from '../lib/api';
import { useSession } from '../lib/session-store';

async function loadPublicData(): Promise<void> {
  const data = await call(api.GET('/pc/commonData'), { quiet: true });
  if (data) useSession.getState().setPublicData(data);
}

async function loadUnread(): Promise<void> {
  const data = await call(api.POST('/notice/myNewNotice', { body: {} }), { quiet: true });
  if (data) useSession.getState().setNewMsg(data.total);
}

async function loadCategories(): Promise<void> {
  const data = await call(api.GET('/goodsCategory/lists'), { quiet: true });
  if (data) useSession.getState().setCategories(data.lists);
}

async function loadConfig(): Promise<void> {
  const [config, service] = await Promise.all([
    call(api.GET('/config/getconfig'), { quiet: true }),
    call(api.GET('/service/getConfig'), { quiet: true }),
  ]);
  if (config) useSession.getState().setConfig(config);
  if (service) useSession.getState().setServerConfig(service);
}

export function useSessionLoader(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const first = useRef(true);
  const token = useSession((s) => s.token);

  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      void (async () => {
        await loadPublicData();
        await loadCategories();
        await loadUnread();
        await loadConfig();
      })();
      return;
    }
    void loadPublicData().then(loadUnread);
  }, [location.pathname, location.search, token]);
}
