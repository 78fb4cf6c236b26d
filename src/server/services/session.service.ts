/** Sessions: opaque tokens stored hashed with an expiry; revoked on logout and on password reset. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { newToken, sha256 } from '../lib/crypto';

export interface SessionUser {
  id: number;
  sessionId: number;
  nickname: string;
  typeId: number;
  level: number;
  role: string;
}

export async function createSession(
  db: Db,
  userId: number,
  ttlHours: number,
  meta: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a token, or null when the token is unknown, revoked or expired. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, nickname: users.nickname, typeId: users.typeId, level: users.level, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
