/**
 * Attempt counting for rate limits kept in the database, so limits hold across several server processes and
 * restarts (a per-process memory counter would not).
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export type AttemptKind = 'login' | 'reset_request' | 'reset';

export async function recordAttempt(db: Db, kind: AttemptKind, accountKey: string, ip: string, success: boolean): Promise<void> {
  await db.insert(authAttempts).values({ kind, accountKey, ip, success });
}

export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMinutes: number;
  /** Count only failures (login, reset) or every attempt (reset requests). */
  failuresOnly: boolean;
}

/** Minutes to wait before another attempt is allowed, or 0 when the limit is not reached. */
export async function lockedMinutes(db: Db, kind: AttemptKind, by: { accountKey: string } | { ip: string }, limit: Limit): Promise<number> {
  const since = sql`now() - make_interval(mins => ${limit.windowMinutes})`;
  const [row] = await db
    .select({ n: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        'accountKey' in by ? eq(authAttempts.accountKey, by.accountKey) : eq(authAttempts.ip, by.ip),
        gt(authAttempts.createdAt, since),
        limit.failuresOnly ? eq(authAttempts.success, false) : undefined,
      ),
    );
  if (!row || row.n < limit.max || !row.oldest) return 0;
  const unlockAt = new Date(row.oldest).getTime() + limit.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((unlockAt - Date.now()) / 60_000));
}
