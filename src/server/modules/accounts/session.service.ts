/** Sessions: opaque tokens stored hashed with an expiry; revoked on logout and on password reset. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../infra/crypto';

import type { SessionUser } from '../../http/session-user';

export type { SessionUser };


export class SessionService {
  constructor(private readonly db: Db) {}

  async create(userId: number, ttlHours: number, meta: { ip: string; userAgent: string | undefined }): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
    await this.db.insert(sessions).values({
      userId,
      tokenHash: sha256(token),
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt };
  }

  /** The user behind a token, or null when the token is unknown, revoked or expired. */
  async find(token: string): Promise<SessionUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const [row] = await this.db
      .select({ sessionId: sessions.id, id: users.id, nickname: users.nickname, typeId: users.typeId, level: users.level, role: users.role, locale: users.locale })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return row ?? null;
  }

  /** Remembers the language the user chose (the `locale` cookie) for what the shop writes to them outside a page. */
  async rememberLocale(userId: number, locale: Locale): Promise<void> {
    await this.db.update(users).set({ locale }).where(eq(users.id, userId));
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  }
}
