/**
 * The session token (spec §3 "Client state"), kept in the `token` cookie. What the API says about the session
 * (public data, categories, unread count, configs) lives in the query cache: src/client/api/session-queries.ts.
 */
import { create } from 'zustand';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** Sessions last 30 days on the server; the cookie matches. */
const TOKEN_COOKIE_DAYS = 30;

interface SessionState {
  token: string | null;
  setToken(token: string | null): void;
}

export const useSession = create<SessionState>((set) => ({
  token: typeof document === 'undefined' ? null : readCookie('token') || null,
  setToken(token) {
    if (token) writeCookie('token', token, TOKEN_COOKIE_DAYS);
    else removeCookie('token');
    set({ token });
  },
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
