import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, passwordResets, sessions, users } from '../../db/schema';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailuresPerAccount: 5, loginMaxFailuresPerIp: 30, resetCodeMaxAttempts: 3 });
});
afterAll(() => t.close());

let seq = 0;
function person(overrides: Record<string, string> = {}) {
  seq += 1;
  const n = `${Date.now() % 100000}${seq}`.padStart(7, '0');
  return { type: 'personal', nickname: `buyer${n}`, mobile: `+97150${n}`, password: 'print123', password_confirm: 'print123', ...overrides };
}

async function register(body: Record<string, string>) {
  return callApi(t.app, 'POST', '/api/account/register', { body });
}

async function login(account: string, password: string, ip?: string) {
  return callApi(t.app, 'POST', '/api/account/login', { body: { account, password }, ...(ip ? { ip } : {}) });
}

async function tokenFor(body: Record<string, string>): Promise<string> {
  expect((await register(body)).body.code).toBe(1);
  const res = await login(body.mobile ?? '', body.password ?? '');
  expect(res.body.code).toBe(1);
  return String(res.body.data.token);
}

describe('register → login → commonData → logout', () => {
  it('walks the whole session life', async () => {
    const body = person();
    const registered = await register(body);
    expect(registered.body).toMatchObject({ code: 1, show: 1, msg: 'Registration successful.' });
    const userId = Number(registered.body.data.user_id);

    const loggedIn = await login(body.mobile, body.password);
    expect(loggedIn.body).toMatchObject({ code: 1, data: { user_id: userId, nickname: body.nickname } });
    const token = String(loggedIn.body.data.token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // ≥ 128 bits

    // Only a hash of the token is stored, with an expiry in the future.
    const [stored] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const me = await callApi(t.app, 'GET', '/api/pc/commonData', { token });
    expect(me.body.code).toBe(1);
    expect(me.body.data.my).toEqual({ user_id: userId, cart: 0, level_name: 'Lv0', type_id: 1, nickname: body.nickname });

    const out = await callApi(t.app, 'POST', '/api/account/logout', { token });
    expect(out.body).toMatchObject({ code: 1, show: 1, msg: 'Exit successful.' });

    // The token no longer works: calls that need a user answer code -1, public data shows a guest.
    expect((await callApi(t.app, 'POST', '/api/account/logout', { token })).body).toMatchObject({ code: -1, msg: 'Please log in first.' });
    const guest = await callApi(t.app, 'GET', '/api/pc/commonData', { token });
    expect(guest.body.data.my).toMatchObject({ user_id: 0, level_name: '', type_id: 0 });
  });

  it('logs in by nickname too, case-insensitively, and stores a scrypt hash, never the password', async () => {
    const body = person();
    await register(body);
    expect((await login(body.nickname.toUpperCase(), body.password)).body.code).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.nickname, body.nickname));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('registers enterprise accounts with type_id 2', async () => {
    const body = person({ type: 'enterprise', company_name: `Al Noor Trading ${seq}` });
    const token = await tokenFor(body);
    const me = await callApi(t.app, 'GET', '/api/pc/commonData', { token });
    expect(me.body.data.my).toMatchObject({ type_id: 2, level_name: 'Lv0' });
  });

  it('expired sessions are rejected', async () => {
    const body = person();
    const token = await tokenFor(body);
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await callApi(t.app, 'POST', '/api/account/logout', { token })).body.code).toBe(-1);
  });
});

describe('registration rules (spec §5, §8)', () => {
  it.each([
    [{ mobile: '12345' }, 'phone_invalid', 'mobile'],
    [{ password: 'abcdef', password_confirm: 'abcdef' }, 'password_weak', 'password'],
    [{ password: '123456', password_confirm: '123456' }, 'password_weak', 'password'],
    [{ password_confirm: 'print124' }, 'password_mismatch', 'password_confirm'],
    [{ type: 'enterprise' }, 'company_required', 'company_name'],
    [{ email: 'not-an-email' }, 'email_invalid', 'email'],
  ])('%o → %s', async (overrides, error, field) => {
    const res = await register(person(overrides));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, show: 1, data: { error, field } });
    expect(res.body.msg).not.toBe('');
  });

  it('refuses duplicate phone, nickname and company name, and creates nothing', async () => {
    const first = person({ type: 'enterprise', company_name: 'Gulf Star Events LLC' });
    expect((await register(first)).body.code).toBe(1);
    const [{ n: before }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];

    const samePhone = await register(person({ mobile: first.mobile.replace('+971', '+971 ') }));
    expect(samePhone.body).toMatchObject({ code: 0, msg: 'This phone number is already registered. Please log in.' });
    const sameNick = await register(person({ nickname: first.nickname.toUpperCase() }));
    expect(sameNick.body).toMatchObject({ code: 0, msg: 'This nickname is already taken.' });
    const sameCompany = await register(person({ type: 'enterprise', company_name: 'gulf star events llc' }));
    expect(sameCompany.body).toMatchObject({ code: 0, msg: 'This company name is already registered.' });

    const [{ n: after }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('answers in the request language', async () => {
    const res = await callApi(t.app, 'POST', '/api/account/register', { body: person({ mobile: '123' }), locale: 'ar' });
    expect(res.body.msg).toBe('يجب أن يتكون رقم الهاتف أو واتساب من 6 أرقام على الأقل.');
    const zh = await callApi(t.app, 'POST', '/api/account/login', { body: { account: 'nobody', password: 'x1' }, locale: 'zh' });
    expect(zh.body.msg).toBe('账号或密码错误。');
  });

  it('treats SQL-looking input as plain text', async () => {
    const body = person({ nickname: "x'); drop table users; --" });
    expect((await register(body)).body.code).toBe(1);
    const res = await login("' or '1'='1", "' or '1'='1");
    expect(res.body).toMatchObject({ code: 0, data: { error: 'login_failed' } });
    const search = await callApi(t.app, 'GET', `/api/goods/lists?name=${encodeURIComponent("%' or 1=1 --")}`);
    expect(search.body).toMatchObject({ code: 1, data: { count: 0, lists: [] } });
    expect((await login(body.nickname, body.password)).body.code).toBe(1);
  });
});

// Tests that hash a password for each of 30–50 guesses (scrypt, deliberately slow): on two busy cores they can take
// longer than the default 30 s without anything being wrong.
const SCRYPT_HEAVY_MS = 120_000;

describe('login rate limits', () => {
  it('locks an account for an address after 5 failures there, even with the right password, and tells how long', async () => {
    const body = person();
    const userId = Number((await register(body)).body.data.user_id);
    for (let i = 0; i < 5; i++) {
      expect((await login(body.mobile, 'wrong123', '10.0.1.1')).body.data.error).toBe('login_failed');
    }
    const locked = await login(body.mobile, body.password, '10.0.1.1');
    expect(locked.body).toMatchObject({ code: 0, show: 1, data: { error: 'login_locked' } });
    expect(locked.body.msg).toMatch(/try again in \d+ minutes/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    // The guesser did not lock the owner out: from another address the right password still works.
    expect((await login(body.mobile, body.password, '10.0.1.2')).body.code).toBe(1);
  });

  it('30 concurrent wrong passwords: at most the limit are checked, then the right password is refused while locked', async () => {
    const body = person();
    await register(body);
    const ip = '10.0.7.7';
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(body.mobile, 'wrong123', ip)));
    const errors = answers.map((a) => a.body.data.error);
    expect(errors.filter((e) => e === 'login_failed')).toHaveLength(5);
    expect(errors.filter((e) => e === 'login_locked')).toHaveLength(25);
    const checked = await t.database.db.select().from(authAttempts).where(and(eq(authAttempts.kind, 'login'), eq(authAttempts.accountKey, body.mobile)));
    expect(checked).toHaveLength(5);
    expect((await login(body.mobile, body.password, ip)).body.data.error).toBe('login_locked');
  });

  it('locks an account guessed from many addresses, except from an address its owner logged in from', async () => {
    const body = person();
    await register(body);
    expect((await login(body.mobile, body.password, '10.0.8.1')).body.code).toBe(1);
    for (let i = 0; i < 50; i++) expect((await login(body.mobile, 'wrong123', `10.0.9.${i}`)).body.data.error).toBe('login_failed');
    expect((await login(body.mobile, body.password, '10.0.9.200')).body.data.error).toBe('login_locked');
    expect((await login(body.mobile, body.password, '10.0.8.1')).body.code).toBe(1);
  }, SCRYPT_HEAVY_MS);

  it('locks an IP that guesses across many accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) await login(`ghost${i}`, 'nope123', ip);
    const body = person();
    await register(body);
    expect((await login(body.mobile, body.password, ip)).body.data.error).toBe('login_locked');
    expect((await login(body.mobile, body.password, '10.9.9.10')).body.code).toBe(1);
  }, SCRYPT_HEAVY_MS);
});

describe('password reset', () => {
  async function requestCode(account: string) {
    const before = t.sent.length;
    const res = await callApi(t.app, 'POST', '/api/account/forgotPassword', { body: { account } });
    expect(res.body).toMatchObject({ code: 1, show: 1 });
    const sent = t.sent.slice(before);
    return sent.length > 0 ? String(sent[sent.length - 1]!.payload.code) : null;
  }

  function reset(account: string, code: string, password = 'fresh456', ip?: string) {
    return callApi(t.app, 'POST', '/api/account/resetPassword', {
      body: { account, code, password, password_confirm: password },
      ...(ip ? { ip } : {}),
    });
  }

  it('delivers a code through the notifier and outbox; the code resets the password once and ends sessions', async () => {
    const body = person();
    const token = await tokenFor(body);
    const code = await requestCode(body.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const outboxRows = await t.database.db.execute(sql`select recipient, template from outbox`);
    expect(JSON.stringify(outboxRows)).toContain(body.mobile);

    expect((await reset(body.mobile, code!)).body).toMatchObject({ code: 1, msg: 'Your password has been changed. Please log in.' });
    expect((await callApi(t.app, 'POST', '/api/account/logout', { token })).body.code).toBe(-1);
    expect((await login(body.mobile, body.password)).body.code).toBe(0);
    expect((await login(body.mobile, 'fresh456')).body.code).toBe(1);

    // Reusing the code fails and changes nothing.
    expect((await reset(body.mobile, code!, 'other789')).body.data.error).toBe('reset_code_invalid');
    expect((await login(body.mobile, 'fresh456')).body.code).toBe(1);
  });

  it('answers the same for unknown accounts and sends nothing', async () => {
    expect(await requestCode('+971000000000')).toBeNull();
  });

  it('rejects an expired code', async () => {
    const body = person();
    await register(body);
    const code = await requestCode(body.mobile);
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await reset(body.mobile, code!)).body).toMatchObject({ code: 0, data: { error: 'reset_code_expired' } });
    expect((await login(body.mobile, body.password)).body.code).toBe(1);
  });

  it('stops accepting a code after 3 wrong guesses, even the right one', async () => {
    const body = person();
    await register(body);
    const code = await requestCode(body.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset(body.mobile, wrong)).body.data.error).toBe('reset_code_invalid');
    expect((await reset(body.mobile, wrong)).body.data.error).toBe('reset_code_invalid');
    expect((await reset(body.mobile, wrong)).body.data.error).toBe('reset_code_exhausted');
    expect((await reset(body.mobile, code!)).body.data.error).toBe('reset_code_exhausted');
    expect((await login(body.mobile, body.password)).body.code).toBe(1);
  });

  it('counts parallel guesses before comparing: 20 at once use up the code, and the right one then fails', async () => {
    const body = person();
    await register(body);
    const code = await requestCode(body.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(body.mobile, wrong, undefined, `10.0.6.${i}`)));
    const errors = answers.map((a) => a.body.data.error);
    expect(errors.filter((e) => e === 'reset_code_invalid')).toHaveLength(2);
    expect(errors.filter((e) => e === 'reset_code_exhausted')).toHaveLength(18);
    const [row] = await t.database.db.select({ attempts: passwordResets.attempts }).from(passwordResets).orderBy(sql`${passwordResets.id} desc`).limit(1);
    expect(row?.attempts).toBe(3);
    expect((await reset(body.mobile, code!)).body.data.error).toBe('reset_code_exhausted');
  });

  it('a new code replaces the old one', async () => {
    const body = person();
    await register(body);
    const first = await requestCode(body.mobile);
    const second = await requestCode(body.mobile);
    if (first !== second) expect((await reset(body.mobile, first!)).body.code).toBe(0);
    expect((await reset(body.mobile, second!)).body.code).toBe(1);
  });

  it('limits code requests per account', async () => {
    const body = person();
    await register(body);
    for (let i = 0; i < t.config.resetRequestsPerHour; i++) await requestCode(body.mobile);
    const res = await callApi(t.app, 'POST', '/api/account/forgotPassword', { body: { account: body.mobile } });
    expect(res.body).toMatchObject({ code: 0, data: { error: 'reset_rate_limited' } });
  });

  it('checks the new password rules', async () => {
    const weak = await reset('+971501234567', '123456', 'onlyletters');
    expect(weak.body).toMatchObject({ code: 0, data: { error: 'password_weak', field: 'password' } });
    const short = await reset('+971501234567', '123456', 'ab1');
    expect(short.status).toBe(400);
    expect(short.body.data).toMatchObject({ error: 'invalid_field', field: 'password' });
  });
});
