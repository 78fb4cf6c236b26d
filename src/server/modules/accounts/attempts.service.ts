/**
 * Attempt counting for rate limits kept in the database, so limits hold across several server processes and
 * restarts (a per-process memory counter would not).
 *
 * An attempt is reserved before it is checked (before the password hash, before the code comparison): `reserve`
 * counts the scope's recent attempts and records the new one in one transaction under a per-scope advisory lock,
 * so parallel requests are serialised at the count and at most `max` of them get through, however many arrive
 * at once. The reserved row counts as a failure until `settle` records the outcome.
 */
import { and, count, eq, gt, min, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authAttempts } from '../../db/schema';

export type AttemptKind = 'login' | 'reset_request' | 'reset' | 'contact_code' | 'password_change';

export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMinutes: number;
  /** Count only failures (login, reset) or every attempt (reset requests). */
  failuresOnly: boolean;
}

/** What a limit counts: one account (from any address), one address (across accounts), or one account from one address. */
export type Scope = { accountKey: string; ip?: undefined } | { ip: string; accountKey?: undefined } | { accountKey: string; ip: string };

export type Reservation = { ok: true; id: number } | { ok: false; waitMinutes: number };

function scopeWhere(kind: AttemptKind, scope: Scope): SQL | undefined {
  return and(
    eq(authAttempts.kind, kind),
    scope.accountKey !== undefined ? eq(authAttempts.accountKey, scope.accountKey) : undefined,
    scope.ip !== undefined ? eq(authAttempts.ip, scope.ip) : undefined,
  );
}

export class AttemptService {
  constructor(private readonly db: Db) {}

  /** Minutes to wait before another attempt is allowed in `scope`, or 0 when the limit is not reached. */
  private async lockedMinutes(db: Db | Tx, kind: AttemptKind, scope: Scope, limit: Limit): Promise<number> {
    const since = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
    const [row] = await db
      .select({ n: count(), oldest: min(authAttempts.createdAt) })
      .from(authAttempts)
      .where(and(scopeWhere(kind, scope), gt(authAttempts.createdAt, since), limit.failuresOnly ? eq(authAttempts.success, false) : undefined));
    if (!row || row.n < limit.max || !row.oldest) return 0;
    const unlockAt = new Date(row.oldest).getTime() + limit.windowMinutes * 60_000;
    return Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
  }

  /**
   * Reserves one attempt of `kind` for `accountKey` from `ip` if every limit allows it (else says how long to wait).
   * Atomic: the scopes' advisory locks (taken in a fixed order, so two reservations cannot deadlock) make the count
   * and the insert one step for concurrent requests.
   */
  async reserve(kind: AttemptKind, accountKey: string, ip: string, limits: { scope: Scope; limit: Limit }[]): Promise<Reservation> {
    const lockKeys = [...new Set(limits.map(({ scope }) => `${kind}|${scope.accountKey ?? '*'}|${scope.ip ?? '*'}`))].sort();
    return this.db.transaction(async (tx) => {
      for (const key of lockKeys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      let wait = 0;
      for (const { scope, limit } of limits) wait = Math.max(wait, await this.lockedMinutes(tx, kind, scope, limit));
      if (wait > 0) return { ok: false, waitMinutes: wait };
      const [row] = await tx.insert(authAttempts).values({ kind, accountKey, ip, success: false }).returning({ id: authAttempts.id });
      if (!row) throw new Error('insert returned no row');
      return { ok: true, id: row.id };
    });
  }

  /** Records the outcome of a reserved attempt (a success no longer counts towards failure limits). */
  async settle(id: number, success: boolean): Promise<void> {
    if (success) await this.db.update(authAttempts).set({ success: true }).where(eq(authAttempts.id, id));
  }

  /** True when `accountKey` logged in successfully from `ip` within `days` (a known address of the owner). */
  async knownAddress(accountKey: string, ip: string, days: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(authAttempts)
      .where(and(scopeWhere('login', { accountKey, ip }), eq(authAttempts.success, true), gt(authAttempts.createdAt, sql`now() - make_interval(days => ${days})`)));
    return (row?.n ?? 0) > 0;
  }
}
