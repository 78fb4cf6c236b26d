/**
 * Writes the configuration into the address bar a moment after the last change: history.replaceState costs about a
 * millisecond in Chromium, which would sit between every click and its new price. replaceState, not navigate(): an
 * edit is not a navigation (no history entry, no route reload, no session reload).
 */
const DELAY_MS = 250;
let pending: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Writes the pending URL now (before anything reads window.location, e.g. to remember it for after login). */
export function flushUrl(): void {
  clearTimeout(timer);
  const url = pending;
  pending = null;
  if (url !== null && url !== here()) window.history.replaceState(window.history.state, '', url);
}

/** `search` without "?"; replaces the current entry's query after a short pause. */
export function scheduleQuery(search: string): void {
  pending = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  clearTimeout(timer);
  timer = setTimeout(flushUrl, DELAY_MS);
}

/** Drops a pending write (the page is going away: the next page's URL must not be overwritten). */
export function cancelUrl(): void {
  clearTimeout(timer);
  pending = null;
}
