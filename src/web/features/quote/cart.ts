/**
 * Quote → cart: add one or several configurations (bulk ordering), buy now, and the guest flow: "Please log in
 * first", remember where the shopper was (the URL holds the configuration) and what they were doing, so that after
 * login the same quote comes back and the interrupted action completes.
 */
import i18next from 'i18next';
import type { Config } from '../../../domain/quote/types';
import { useCallback } from 'react';
import { api } from '../../../client/api/api';
import { useShopMutation } from '../../../client/api/query';
import { useNotify } from '../../../client/lib/notify-store';
import { rememberBackUrl, useSession } from '../../../client/lib/session-store';
import { flushUrl } from './url-sync';

/** Bulk ordering: at most this many lines in one cart/add (the API's limit). */
export const BULK_MAX = 20;
const RESUME_KEY = 'quote_resume';
const RESUME_MAX_AGE_MS = 30 * 60_000;

export interface CartItem {
  code: string;
  config: Config;
  file_id?: number;
}

/** `design`: buy with the design service ("design it for me", /confirm_order_design). */
export type QuoteAction = 'cart' | 'buy' | 'design';

/** The app path of the current page with its query (the configuration), without the /pc base. */
export function currentAppPath(): string {
  flushUrl();
  return (window.location.pathname.replace(/^\/pc(?=\/|$)/, '') || '/') + window.location.search;
}

function rememberAction(action: QuoteAction): void {
  sessionStorage.setItem(RESUME_KEY, JSON.stringify({ path: currentAppPath(), action, at: Date.now() }));
}

function forgetAction(): void {
  sessionStorage.removeItem(RESUME_KEY);
}

/** The action interrupted by login on this very page (same path and configuration), once. */
export function takeResumedAction(now = Date.now()): QuoteAction | null {
  const raw = sessionStorage.getItem(RESUME_KEY);
  if (!raw) return null;
  forgetAction();
  try {
    const saved = JSON.parse(raw) as { path?: unknown; action?: unknown; at?: unknown };
    const fresh = typeof saved.at === 'number' && now - saved.at < RESUME_MAX_AGE_MS;
    if (fresh && saved.path === currentAppPath() && (saved.action === 'cart' || saved.action === 'buy' || saved.action === 'design')) return saved.action;
  } catch {
    // a damaged entry is just dropped
  }
  return null;
}

/** Guest: say so, remember the page (and the action to resume), go to login. */
export function askToLogIn(navigate: (path: string) => void, action?: QuoteAction): void {
  useNotify.getState().toast(i18next.t('errors.not_logged_in'));
  rememberBackUrl(currentAppPath());
  if (action) rememberAction(action);
  navigate('/account/login');
}

/**
 * `addToCart(items, action, navigate)` adds the items (for `buy`, the one item as a Buy now line apart from the cart); the new cart line ids, or null (guest sent to login, or the
 * server refused and said why). The header's cart badge (public data) and the cart refetch after an add.
 * An expired session answers code -1: the API client then sends the shopper to login, and the remembered action
 * completes when they come back.
 */
export function useAddToCart() {
  const { run } = useShopMutation({ mutationFn: (body: { items: CartItem[]; buy_now: boolean }) => api.POST('/cart/add', { body }) });
  return useCallback(
    async (items: CartItem[], action: QuoteAction, navigate: (path: string) => void): Promise<number[] | null> => {
      if (!useSession.getState().token) {
        askToLogIn(navigate, action);
        return null;
      }
      rememberAction(action);
      // Buy now checks out exactly this configuration: a line of its own, kept apart from the cart (never merged into
      // a cart line, and the cart left as it was).
      const data = await run(action === 'buy' ? { items: items.slice(0, 1), buy_now: true } : { items: items.slice(0, BULK_MAX), buy_now: false });
      if (!useSession.getState().token) return null; // logged out by a -1 answer: keep the action for after login
      forgetAction();
      return data ? data.ids : null;
    },
    [run],
  );
}
