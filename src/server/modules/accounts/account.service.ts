/** Accounts: registration, login, logout and password reset (spec §5 rules, DESIGN §8 security baseline). */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { resolveLocale, type Locale } from '../../../domain/i18n';
import { isValidEmail, isValidPassword, isValidPhone, normaliseAccount } from '../../../domain/validation';
import { uniqueViolation } from '../../infra/db-errors';
import { fail, ok, type Outcome } from '../../http/envelope';
import { dummyPasswordHash, hashPassword, newResetCode, sha256, verifyPassword } from '../../infra/crypto';
import { KNOWN_ADDRESS_DAYS } from '../../constants';
import type { AttemptService, Limit } from './attempts.service';
import type { SessionService, SessionUser } from './session.service';
import type { Notifier } from '../messaging';

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

export interface AccountServiceDeps {
  notifier: Notifier;
  sessions: SessionService;
  attempts: AttemptService;
}

export class AccountService {

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: AccountServiceDeps,
  ) {}

  /** `locale`: the language the form was filled in, which the shop's emails to the user are written in. */
  async register(input: RegisterInput, locale: Locale = 'en'): Promise<Outcome<{ user_id: number }>> {
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
          locale,
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
      .select({ id: users.id, nickname: users.nickname, mobile: users.mobile, email: users.email, locale: users.locale, passwordHash: users.passwordHash })
      .from(users)
      .where(or(eq(users.mobile, key), sql`lower(${users.nickname}) = ${key}`))
      .limit(1);
    return { key, user };
  }

  /**
   * Login limits (docs/operations.md, Security): failures of one account from one address lock that pair; failures
   * from one address across accounts lock the address; failures of one account from everywhere lock it too, but
   * not for an address the owner logged in from lately — so nobody can lock the owner out by guessing.
   */
  private loginLimits(key: string, ip: string, knownAddress: boolean) {
    const windowMinutes = this.config.loginWindowMinutes;
    const failures = (max: number): Limit => ({ max, windowMinutes, failuresOnly: true });
    return [
      { scope: { accountKey: key, ip }, limit: failures(this.config.loginMaxFailuresPerAccount) },
      { scope: { ip }, limit: failures(this.config.loginMaxFailuresPerIp) },
      ...(knownAddress ? [] : [{ scope: { accountKey: key }, limit: failures(this.config.loginMaxFailuresPerAccountAllIps) }]),
    ];
  }

  async login(
    account: string,
    password: string,
    meta: ClientMeta,
  ): Promise<Outcome<{ token: string; expires_at: string; user_id: number; nickname: string }>> {
    const { key, user } = await this.findByAccount(account);
    const known = await this.deps.attempts.knownAddress(key, meta.ip, KNOWN_ADDRESS_DAYS);
    // Reserved before the slow hash: parallel guesses cannot all pass a check made before any was recorded.
    const attempt = await this.deps.attempts.reserve('login', key, meta.ip, this.loginLimits(key, meta.ip, known));
    if (!attempt.ok) return fail('login_locked', { minutes: attempt.waitMinutes });
    // Verify against a dummy hash when the account does not exist so both cases take the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    await this.deps.attempts.settle(attempt.id, Boolean(user && valid));
    if (!user || !valid) return fail('login_failed');
    const session = await this.deps.sessions.create(user.id, this.config.sessionTtlHours, meta);
    return ok(
      { token: session.token, expires_at: session.expiresAt.toISOString(), user_id: user.id, nickname: user.nickname },
      'logged_in',
    );
  }

  async logout(user: SessionUser): Promise<Outcome<never[]>> {
    await this.deps.sessions.revoke(user.sessionId);
    return ok([], 'logged_out');
  }

  /** Sends a reset code when the account exists; answers the same either way. */
  async requestReset(account: string, meta: ClientMeta): Promise<Outcome<never[]>> {
    const { key, user } = await this.findByAccount(account);
    const limit = { max: this.config.resetRequestsPerHour, windowMinutes: 60, failuresOnly: false };
    const attempt = await this.deps.attempts.reserve('reset_request', key, meta.ip, [
      { scope: { accountKey: key }, limit },
      { scope: { ip: meta.ip }, limit: { ...limit, max: limit.max * 4 } },
    ]);
    if (!attempt.ok) return fail('reset_rate_limited', { minutes: attempt.waitMinutes });
    await this.deps.attempts.settle(attempt.id, true);
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
      const message = { template: 'password_reset', payload: { code, minutes: this.config.resetCodeTtlMinutes }, locale: resolveLocale(user.locale) } as const;
      await this.deps.notifier.send(tx, { channel: 'sms', recipient: user.mobile, ...message });
      // The same code to the account's email address too, through the outbox worker like every mail (docs/email.md).
      if (user.email) await this.deps.notifier.send(tx, { channel: 'email', recipient: user.email, ...message });
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
    const { key, user } = await this.findByAccount(input.account);
    const attempt = await this.deps.attempts.reserve('reset', key, meta.ip, [{ scope: { ip: meta.ip }, limit: ipLimit }]);
    if (!attempt.ok) return fail('reset_rate_limited', { minutes: attempt.waitMinutes });
    const [reset] = user
      ? await this.db
          .select()
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
          .orderBy(desc(passwordResets.createdAt))
          .limit(1)
      : [];
    if (!user || !reset) return fail('reset_code_invalid', {}, 'code');
    if (reset.expiresAt.getTime() <= Date.now()) return fail('reset_code_expired', {}, 'code');
    // The guess is counted before the code is compared, in one conditional update: parallel guesses cannot exceed
    // the code's attempt limit.
    const [counted] = await this.db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), lt(passwordResets.attempts, this.config.resetCodeMaxAttempts)))
      .returning({ attempts: passwordResets.attempts });
    if (!counted) return fail('reset_code_exhausted', {}, 'code');
    if (sha256(`${user.id}:${input.code}`) !== reset.codeHash) {
      const exhausted = counted.attempts >= this.config.resetCodeMaxAttempts;
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
    await this.deps.attempts.settle(attempt.id, true);
    return ok([], 'password_reset');
  }
}
