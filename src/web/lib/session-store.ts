/**
 * Client state (spec §3 "Client state"): token, categories, publicData, newMsg, config. Each loaded value is stored
 * only when its call answered code 1 (spec §4); a failed load leaves the previous value.
 */
import { create } from 'zustand';
import type { components } from '../../generated/shop-api';
import { readCookie, removeCookie, writeCookie } from './cookies';

type Schemas = components['schemas'];

/** Sessions last 30 days on the server; the cookie matches. */
const TOKEN_COOKIE_DAYS = 30;

interface SessionState {
  token: string | null;
  publicData: Schemas['CommonData'] | null;
  categories: Schemas['Category'][];
  newMsg: number;
  config: Schemas['ClientConfig'] | null;
  serverConfig: Schemas['ServiceConfig'] | null;
  setToken(token: string | null): void;
  setPublicData(data: Schemas['CommonData']): void;
  setCategories(lists: Schemas['Category'][]): void;
  setNewMsg(total: number): void;
  setConfig(config: Schemas['ClientConfig']): void;
  setServerConfig(config: Schemas['ServiceConfig']): void;
}

export const useSession = create<SessionState>((set) => ({
  token: typeof document === 'undefined' ? null : readCookie('token') || null,
  publicData: null,
  categories: [],
  newMsg: 0,
  config: null,
  serverConfig: null,
  setToken(token) {
    if (token) writeCookie('token', token, TOKEN_COOKIE_DAYS);
    else removeCookie('token');
    set({ token });
  },
  setPublicData: (publicData) => set({ publicData }),
  setCategories: (categories) => set({ categories }),
  setNewMsg: (newMsg) => set({ newMsg }),
  setConfig: (config) => set({ config }),
  setServerConfig: (serverConfig) => set({ serverConfig }),
}));

const BACK_URL = 'back_url';

/** Remembers where the shopper was before being sent to login (spec §2 account routes). */
export function rememberBackUrl(path: string): void {
  if (!path.startsWith('/account/')) sessionStorage.setItem(BACK_URL, path);
}

/** The remembered path (same-site paths only), cleared once read. */
export function takeBackUrl(): string {
  const path = sessionStorage.getItem(BACK_URL);
  sessionStorage.removeItem(BACK_URL);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
