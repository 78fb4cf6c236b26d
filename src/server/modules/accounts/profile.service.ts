/**
 * Personal information (/user/profile): nickname (unique), name and gender; the phone number and email address,
 * changed only with a code sent to the new one (expiring, attempt-limited, rate-limited per account); the password,
 * changed with the current one, which ends every other session; the avatar (a JPEG or PNG of at most 1 MB).
 */
import type { Readable } from 'node:stream';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { contactChanges, sessions, uploads, users } from '../../db/schema';
import { GENDERS, NICKNAME_MIN, isValidContact, type ContactChannel, type Gender } from '../../../domain/profile';
import { isValidPassword, normaliseAccount } from '../../../domain/validation';
import { uniqueViolation } from '../../infra/db-errors';
import { fail, invalidField, ok, type Outcome } from '../../http/envelope';
import { hashPassword, newResetCode, sha256, verifyPassword } from '../../infra/crypto';
import type { AttemptService } from './attempts.service';
import type { Notifier } from '../messaging';
import { resolveLocale } from '../../../domain/i18n';
import type { SessionUser } from './session.service';
import type { FileStorage } from '../../infra/storage';
import type { UploadService } from '../files';

export interface Profile {
  user_id: number;
  type_id: number;
  nickname: string;
  name: string;
  gender: Gender;
  mobile: string;
  email: string;
  company_name: string;
  level: number;
  created_at: string;
  avatar_id: number | null;
}

export interface ProfileServiceDeps {
  notifier: Notifier;
  attempts: AttemptService;
  uploads: UploadService;
  storage: FileStorage;
}

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

/** The stored form of a new contact: phone numbers without spaces or dashes, email addresses trimmed and lower-cased. */
function normaliseContact(channel: ContactChannel, value: string): string {
  return channel === 'mobile' ? normaliseAccount(value) : value.trim().toLowerCase();
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: ProfileServiceDeps,
  ) {}

  async view(userId: number): Promise<Outcome<Profile>> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return fail('not_found');
    return ok({
      user_id: user.id,
      type_id: user.typeId,
      nickname: user.nickname,
      name: user.realName,
      gender: isGender(user.gender) ? user.gender : 'unspecified',
      mobile: user.mobile,
      email: user.email ?? '',
      company_name: user.companyName ?? '',
      level: user.level,
      created_at: user.createdAt.toISOString(),
      avatar_id: user.avatarFileId,
    });
  }

  async update(userId: number, input: { nickname: string; name: string; gender: Gender }): Promise<Outcome<Profile>> {
    const nickname = input.nickname.trim();
    if (nickname.length < NICKNAME_MIN) return invalidField('nickname', 'minLength', { limit: NICKNAME_MIN });
    const [taken] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, ne(users.id, userId)))
      .limit(1);
    if (taken) return fail('nickname_taken', {}, 'nickname');
    try {
      await this.db.update(users).set({ nickname, realName: input.name.trim(), gender: input.gender }).where(eq(users.id, userId));
    } catch (error) {
      // Another account took the nickname between the check and the update: the unique index decides.
      if (uniqueViolation(error)?.includes('nickname')) return fail('nickname_taken', {}, 'nickname');
      throw error;
    }
    return this.saved(userId, 'profile_saved');
  }

  /** Sends a code to the new phone number (SMS) or email address; a newer request replaces the earlier code. */
  async requestContactCode(userId: number, channel: ContactChannel, rawValue: string, ip: string): Promise<Outcome<never[]>> {
    const field = 'value';
    if (!isValidContact(channel, rawValue)) return fail(channel === 'mobile' ? 'phone_invalid' : 'email_invalid', {}, field);
    const value = normaliseContact(channel, rawValue);
    const [user] = await this.db.select({ mobile: users.mobile, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
    if (!user) return fail('not_found');
    if ((channel === 'mobile' ? user.mobile : (user.email ?? '').toLowerCase()) === value) return fail('contact_unchanged', {}, field);
    if (channel === 'mobile') {
      const [other] = await this.db.select({ id: users.id }).from(users).where(eq(users.mobile, value)).limit(1);
      if (other) return fail('already_registered', {}, field);
    }
    const limit = { max: this.config.resetRequestsPerHour, windowMinutes: 60, failuresOnly: false };
    const attempt = await this.deps.attempts.reserve('contact_code', `user:${userId}`, ip, [{ scope: { accountKey: `user:${userId}` }, limit }]);
    if (!attempt.ok) return fail('reset_rate_limited', { minutes: attempt.waitMinutes });
    await this.deps.attempts.settle(attempt.id, true);

    const code = newResetCode();
    await this.db.transaction(async (tx) => {
      await tx
        .update(contactChanges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(contactChanges.userId, userId), isNull(contactChanges.usedAt)));
      await tx.insert(contactChanges).values({
        userId,
        channel,
        newValue: value,
        codeHash: sha256(`${userId}:${channel}:${value}:${code}`),
        expiresAt: new Date(Date.now() + this.config.resetCodeTtlMinutes * 60_000),
      });
      await this.deps.notifier.send(tx, {
        channel: channel === 'mobile' ? 'sms' : 'email',
        recipient: value,
        template: 'contact_change',
        payload: { code, minutes: this.config.resetCodeTtlMinutes },
        locale: resolveLocale(user.locale),
      });
    });
    return ok([], 'contact_code_sent');
  }

  /** Applies the change when the code matches the latest one sent for this channel and value. */
  async changeContact(userId: number, channel: ContactChannel, rawValue: string, code: string): Promise<Outcome<Profile>> {
    if (!isValidContact(channel, rawValue)) return fail(channel === 'mobile' ? 'phone_invalid' : 'email_invalid', {}, 'value');
    const value = normaliseContact(channel, rawValue);
    const [pending] = await this.db
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.userId, userId), isNull(contactChanges.usedAt)))
      .orderBy(desc(contactChanges.createdAt), desc(contactChanges.id))
      .limit(1);
    if (!pending || pending.channel !== channel || pending.newValue !== value) return fail('reset_code_invalid', {}, 'code');
    if (pending.expiresAt.getTime() <= Date.now()) return fail('reset_code_expired', {}, 'code');
    // The guess is counted before the comparison, in one conditional update (parallel guesses cannot exceed the limit).
    const [counted] = await this.db
      .update(contactChanges)
      .set({ attempts: sql`${contactChanges.attempts} + 1` })
      .where(and(eq(contactChanges.id, pending.id), isNull(contactChanges.usedAt), lt(contactChanges.attempts, this.config.resetCodeMaxAttempts)))
      .returning({ attempts: contactChanges.attempts });
    if (!counted) return fail('reset_code_exhausted', {}, 'code');
    if (sha256(`${userId}:${channel}:${value}:${code}`) !== pending.codeHash) {
      return fail(counted.attempts >= this.config.resetCodeMaxAttempts ? 'reset_code_exhausted' : 'reset_code_invalid', {}, 'code');
    }
    try {
      const applied = await this.db.transaction(async (tx) => {
        const marked = await tx
          .update(contactChanges)
          .set({ usedAt: sql`now()` })
          .where(and(eq(contactChanges.id, pending.id), isNull(contactChanges.usedAt)))
          .returning({ id: contactChanges.id });
        if (marked.length === 0) return false; // used by a concurrent request
        await tx
          .update(users)
          .set(channel === 'mobile' ? { mobile: value } : { email: value })
          .where(eq(users.id, userId));
        return true;
      });
      if (!applied) return fail('reset_code_invalid', {}, 'code');
    } catch (error) {
      // The number was registered by someone else after the code was sent.
      if (uniqueViolation(error)?.includes('mobile')) return fail('already_registered', {}, 'value');
      throw error;
    }
    return this.saved(userId, 'contact_changed');
  }

  /**
   * Changes the password when the current one is right; every other session of the account ends, this one stays.
   * Wrong current passwords count like failed logins (5 per window), so a left-open session cannot be used to guess.
   */
  async changePassword(
    user: SessionUser,
    input: { current_password: string; password: string; password_confirm: string },
    ip: string,
  ): Promise<Outcome<never[]>> {
    if (!isValidPassword(input.password)) return fail('password_weak', {}, 'password');
    if (input.password !== input.password_confirm) return fail('password_mismatch', {}, 'password_confirm');
    const key = `user:${user.id}`;
    const attempt = await this.deps.attempts.reserve('password_change', key, ip, [
      { scope: { accountKey: key }, limit: { max: this.config.loginMaxFailuresPerAccount, windowMinutes: this.config.loginWindowMinutes, failuresOnly: true } },
    ]);
    if (!attempt.ok) return fail('login_locked', { minutes: attempt.waitMinutes });
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const right = row ? await verifyPassword(input.current_password, row.passwordHash) : false;
    await this.deps.attempts.settle(attempt.id, right);
    if (!right) return fail('password_current_wrong', {}, 'current_password');
    const passwordHash = await hashPassword(input.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
    });
    return ok([], 'password_changed');
  }

  /** Stores a new avatar (upload checks of kind 'avatar') and removes the one it replaces. */
  async setAvatar(userId: number, name: string, content: Buffer | null, truncated: boolean): Promise<Outcome<Profile>> {
    const stored = await this.deps.uploads.store(userId, name || 'avatar', content, truncated, 'avatar');
    if (!stored.ok) return stored;
    const previous = await this.db.transaction(async (tx) => {
      const [before] = await tx.select({ id: users.avatarFileId }).from(users).where(eq(users.id, userId)).for('update');
      await tx.update(users).set({ avatarFileId: stored.data.id }).where(eq(users.id, userId));
      if (!before?.id) return null;
      const [old] = await tx.update(uploads).set({ deletedAt: sql`now()` }).where(eq(uploads.id, before.id)).returning({ storedName: uploads.storedName });
      return old ?? null;
    });
    if (previous) await this.deps.storage.remove(previous.storedName);
    return this.saved(userId, 'avatar_saved');
  }

  /** The user's avatar file, or null when none is set. */
  async avatar(userId: number): Promise<{ type: 'image/jpeg' | 'image/png'; stream: Readable } | null> {
    const [row] = await this.db
      .select({ storedName: uploads.storedName, fileType: uploads.fileType })
      .from(users)
      .innerJoin(uploads, and(eq(uploads.id, users.avatarFileId), isNull(uploads.deletedAt)))
      .where(eq(users.id, userId));
    if (!row) return null;
    return { type: row.fileType === 'png' ? 'image/png' : 'image/jpeg', stream: this.deps.storage.read(row.storedName) };
  }

  private async saved(userId: number, message: 'profile_saved' | 'contact_changed' | 'avatar_saved'): Promise<Outcome<Profile>> {
    const profile = await this.view(userId);
    return profile.ok ? ok(profile.data, message) : profile;
  }
}
