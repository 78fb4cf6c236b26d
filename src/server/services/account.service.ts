/** Accounts: registration, login, logout and password reset (spec §5 rules, DESIGN §8 security baseline). */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';
import { isValidEmail, isValidPassword, isValidPhone, normaliseAccount } from '../../domain/validation';
import { fail, ok, type Outcome } from '../lib/envelope';
import { dummyPasswordHash, hashPassword, newResetCode, sha256, verifyPassword } from '../lib/crypto';
import { lockedMinutes, recordAttempt } from './attempts.service';
import { createSession, revokeSession, type SessionUser } from './session.service';
import type { Notifier } from './notifier';

export interface RegisterInput {
  type: 'personal' | 'enterprise';
  nickname: string;
  company_name?: string;
  mobile: string;
  email?: string;
  password: string;
  password_confirm: string;
}

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

function uniqueViolation(error: unknown): string | null {
  // Both drivers expose the PostgreSQL error code and constraint; drizzle may wrap the driver error in `cause`.
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly notifier: Notifier,
  ) {}

  async register(input: RegisterInput): Promise<Outcome<{ user_id: number }>> {
    const nickname = input.nickname.trim();
    const company = input.company_name?.trim() ?? '';
    const email = input.email?.trim() ?? '';
    if (!isValidPhone(input.mobile)) return fail('phone_invalid', {}, 'mobile');
    if (!isValidPassword(input.password)) return fail('password_weak', {}, 'password');
    if (input.password !== input.password_confirm) return fail('password_mismatch', {}, 'password_confirm');
    if (email && !isValidEmail(email)) return fail('email_invalid', {}, 'email');
    if (input.type === 'enterprise' && !company) return fail('company_required', {}, 'company_name');
    const mobile = normaliseAccount(input.mobile);

    const taken = await this.db
      .select({ mobile: users.mobile, nickname: users.nickname, company: users.companyName })
      .from(users)
      .where(
        or(
          eq(users.mobile, mobile),
          sql`lower(${users.nickname}) = lower(${nickname})`,
          company ? sql`lower(${users.companyName}) = lower(${company})` : undefined,
        ),
      );
    if (taken.some((u) => u.mobile === mobile)) return fail('already_registered', {}, 'mobile');
    if (taken.some((u) => u.nickname.toLowerCase() === nickname.toLowerCase())) return fail('nickname_taken', {}, 'nickname');
    if (company && taken.some((u) => u.company?.toLowerCase() === company.toLowerCase())) return fail('company_taken', {}, 'company_name');

    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          typeId: input.type === 'enterprise' ? 2 : 1,
          nickname,
          companyName: input.type === 'enterprise' ? company : null,
          mobile,
          email: email || null,
          passwordHash,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('insert returned no row');
      return ok({ user_id: row.id }, 'registered');
    } catch (error) {
      // Two registrations racing past the check above: the unique indexes decide.
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint.includes('nickname')) return fail('nickname_taken', {}, 'nickname');
      if (constraint.includes('company')) return fail('company_taken', {}, 'company_name');
      return fail('already_registered', {}, 'mobile');
    }
  }

  private async findByAccount(account: string) {
    const key = normaliseAccount(account);
    const [user] = await this.db
      .select({ id: users.id, nickname: users.nickname, mobile: users.mobile, passwordHash: users.passwordHash })
      .from(users)
      .where(or(eq(users.mobile, key), sql`lower(${users.nickname}) = ${key}`))
      .limit(1);
    return { key, user };
  }

  private loginLimits() {
    const windowMinutes = this.config.loginWindowMinutes;
    return {
      account: { max: this.config.loginMaxFailuresPerAccount, windowMinutes, failuresOnly: true },
      ip: { max: this.config.loginMaxFailuresPerIp, windowMinutes, failuresOnly: true },
    };
  }

  async login(
    account: string,
    password: string,
    meta: ClientMeta,
  ): Promise<Outcome<{ token: string; expires_at: string; user_id: number; nickname: string }>> {
    const { key, user } = await this.findByAccount(account);
    const limits = this.loginLimits();
    const wait = Math.max(
      await lockedMinutes(this.db, 'login', { accountKey: key }, limits.account),
      await lockedMinutes(this.db, 'login', { ip: meta.ip }, limits.ip),
    );
    if (wait > 0) return fail('login_locked', { minutes: wait });
    // Verify against a dummy hash when the account does not exist so both cases take the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    await recordAttempt(this.db, 'login', key, meta.ip, Boolean(user && valid));
    if (!user || !valid) return fail('login_failed');
    const session = await createSession(this.db, user.id, this.config.sessionTtlHours, meta);
    return ok(
      { token: session.token, expires_at: session.expiresAt.toISOString(), user_id: user.id, nickname: user.nickname },
      'logged_in',
    );
  }

  async logout(user: SessionUser): Promise<Outcome<never[]>> {
    await revokeSession(this.db, user.sessionId);
    return ok([], 'logged_out');
  }

  /** Sends a reset code when the account exists; answers the same either way. */
  async requestReset(account: string, meta: ClientMeta): Promise<Outcome<never[]>> {
    const { key, user } = await this.findByAccount(account);
    const limit = { max: this.config.resetRequestsPerHour, windowMinutes: 60, failuresOnly: false };
    const wait = Math.max(
      await lockedMinutes(this.db, 'reset_request', { accountKey: key }, limit),
      await lockedMinutes(this.db, 'reset_request', { ip: meta.ip }, { ...limit, max: limit.max * 4 }),
    );
    if (wait > 0) return fail('reset_rate_limited', { minutes: wait });
    await recordAttempt(this.db, 'reset_request', key, meta.ip, true);
    if (!user) return ok([], 'reset_code_sent');
    const code = newResetCode();
    await this.db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        codeHash: sha256(`${user.id}:${code}`),
        expiresAt: new Date(Date.now() + this.config.resetCodeTtlMinutes * 60_000),
      });
      await this.notifier.send(tx, {
        channel: 'sms',
        recipient: user.mobile,
        template: 'password_reset',
        payload: { code, minutes: this.config.resetCodeTtlMinutes },
      });
    });
    return ok([], 'reset_code_sent');
  }

  async resetPassword(
    input: { account: string; code: string; password: string; password_confirm: string },
    meta: ClientMeta,
  ): Promise<Outcome<never[]>> {
    if (!isValidPassword(input.password)) return fail('password_weak', {}, 'password');
    if (input.password !== input.password_confirm) return fail('password_mismatch', {}, 'password_confirm');
    const ipLimit = { max: this.config.loginMaxFailuresPerIp, windowMinutes: this.config.loginWindowMinutes, failuresOnly: true };
    const wait = await lockedMinutes(this.db, 'reset', { ip: meta.ip }, ipLimit);
    if (wait > 0) return fail('reset_rate_limited', { minutes: wait });
    const { key, user } = await this.findByAccount(input.account);
    const [reset] = user
      ? await this.db
          .select()
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
          .orderBy(desc(passwordResets.createdAt))
          .limit(1)
      : [];
    if (!user || !reset) {
      await recordAttempt(this.db, 'reset', key, meta.ip, false);
      return fail('reset_code_invalid', {}, 'code');
    }
    if (reset.expiresAt.getTime() <= Date.now()) return fail('reset_code_expired', {}, 'code');
    if (reset.attempts >= this.config.resetCodeMaxAttempts) return fail('reset_code_exhausted', {}, 'code');
    if (sha256(`${user.id}:${input.code}`) !== reset.codeHash) {
      // Counted atomically so parallel guesses cannot exceed the limit.
      const [row] = await this.db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.id, reset.id))
        .returning({ attempts: passwordResets.attempts });
      await recordAttempt(this.db, 'reset', key, meta.ip, false);
      const exhausted = (row?.attempts ?? 0) >= this.config.resetCodeMaxAttempts;
      return fail(exhausted ? 'reset_code_exhausted' : 'reset_code_invalid', {}, 'code');
    }
    const passwordHash = await hashPassword(input.password);
    const used = await this.db.transaction(async (tx) => {
      const marked = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (marked.length === 0) return false; // used by a concurrent request
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      return true;
    });
    if (!used) return fail('reset_code_invalid', {}, 'code');
    await recordAttempt(this.db, 'reset', key, meta.ip, true);
    return ok([], 'password_reset');
  }
}
