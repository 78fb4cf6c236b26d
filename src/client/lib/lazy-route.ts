/**
 * Route-level code splitting with the spec §8 guard: when a route chunk fails to load (usually a new deployment
 * replaced it), reload the page once — at most once per 60 s, so a real outage does not loop.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_RELOAD_GUARD_MS = 60_000; // spec §9
const KEY = 'chunk_reload_at';

export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return await load();
    } catch (error) {
      const last = Number(sessionStorage.getItem(KEY)) || null;
      if (shouldReloadAfterChunkError(Date.now(), last)) {
        sessionStorage.setItem(KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  });
}
