/**
 * In-process cache of the public catalogue reads, kept exact by the database: triggers on the public tables
 * (settings, categories, category_ext, goods, articles, notices — migration 0005) NOTIFY `printfront_public_data`
 * when a change commits, and every server LISTENs. A notification starts a new generation: everything cached
 * before it is dropped. While the listening connection is lost nothing is served from the cache (reads go to the
 * database), and reconnecting starts a new generation, so a change made meanwhile is never missed.
 *
 * Every read first syncs with the listening connection (`Listening.sync`: on PostgreSQL one shared round trip, on
 * PGlite nothing), so a change committed before the read began — on this server or another — has been heard: the
 * next read shows it. A value loaded while a change commits is not kept: it is stored only if the generation it
 * started in is still the current one.
 */
import type { Database, Listening } from '../db/client';

export const PUBLIC_DATA_CHANNEL = 'printfront_public_data';

/** Entries kept at most (URLs carry search words and page numbers; the oldest entry goes first). */
const MAX_ENTRIES = 5000;

export class PublicDataCache {
  private generation = 0;
  private live = false;
  private readonly entries = new Map<string, unknown>();

  /** Whether cached values may be served: only while change notices are heard. */
  get enabled(): boolean {
    return this.live;
  }

  /** A change committed (or notices may have been missed): drop everything. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  /**
   * Looks `key` up after syncing with the change notices: null when the cache cannot be used now (notices lost),
   * else the cached value if any and the generation to store a freshly loaded one under.
   */
  async lookup<T>(key: string): Promise<{ hit: T | undefined; generation: number } | null> {
    if (!this.live || !this.listening) return null;
    if (this.listening.alwaysInSync) return this.lookupNow<T>(key) ?? null;
    try {
      await this.listening.sync();
    } catch {
      return null;
    }
    if (!this.live) return null;
    return this.current<T>(key);
  }

  /**
   * `lookup` without waiting, where the database hands every notification over before its commit returns (PGlite):
   * undefined where a wait is needed (PostgreSQL), so the caller awaits `lookup` instead. Saves a promise per read.
   */
  lookupNow<T>(key: string): { hit: T | undefined; generation: number } | null | undefined {
    if (!this.live || !this.listening) return null;
    if (!this.listening.alwaysInSync) return undefined;
    return this.current<T>(key);
  }

  private current<T>(key: string): { hit: T | undefined; generation: number } {
    return { hit: this.entries.get(key) as T | undefined, generation: this.generation };
  }

  /** Stores `value` under `key` if no change committed since `generation` (from `current()`). */
  store(key: string, value: unknown, generation: number): void {
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  /** The cached value of `key`, or `load()`'s, kept for the next reads. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const found = await this.lookup<T>(key);
    if (found?.hit !== undefined) return found.hit;
    const value = await load();
    if (found) this.store(key, value, found.generation);
    return value;
  }

  private listening: Listening | null = null;

  /** Follows the database's change notices until `stop()`. */
  async watch(database: Database, onLost: () => void = () => undefined): Promise<void> {
    this.listening = await database.listen(PUBLIC_DATA_CHANNEL, {
      notify: () => this.invalidate(),
      up: () => this.setLive(true),
      down: () => {
        this.setLive(false);
        onLost();
      },
    });
  }

  async stop(): Promise<void> {
    this.live = false;
    await this.listening?.stop();
    this.listening = null;
  }
}
