import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, uploads, users } from '../../db/schema';
import { png } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, uploadFile, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ resetCodeMaxAttempts: 3, resetRequestsPerHour: 20 });
});
afterAll(() => t.close());

const jpeg = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]), Buffer.from(text)]);

/** The code in the latest outbox row sent to `recipient`. */
async function codeSentTo(recipient: string): Promise<string> {
  const [row] = await t.database.db.select().from(outbox).where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'contact_change'))).orderBy(desc(outbox.id)).limit(1);
  expect(row).toBeDefined();
  return String((row!.payload as { code: string }).code);
}

async function login(mobile: string, password: string) {
  return t.api.post('/account/login', { body: { account: mobile, password } });
}

describe('profile', () => {
  it('answers the session user only; a guest gets code -1', async () => {
    const a = await newUser(t.app);
    const res = await t.api.get('/account/profile', { token: a.token });
    expect(res.body).toMatchObject({ code: 1, data: { user_id: a.userId, mobile: a.mobile, name: '', gender: 'unspecified', email: '', avatar_id: null, level: 0 } });
    expect((await t.api.get('/account/profile')).body.code).toBe(-1);
  });

  it('saves nickname, name and gender; a nickname another account holds is refused in any case', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const bProfile = await t.api.get('/account/profile', { token: b.token });
    const taken = String(bProfile.body.data.nickname).toUpperCase();
    const refused = await t.api.post('/account/updateProfile', { token: a.token, body: { nickname: taken, name: 'Sara', gender: 'female' } });
    expect(refused.body).toMatchObject({ code: 0, msg: 'This nickname is already taken.' });

    const nickname = `sara${randomUUID().slice(0, 8)}`;
    const saved = await t.api.post('/account/updateProfile', { token: a.token, body: { nickname, name: ' Sara Al Mansoori ', gender: 'female' } });
    expect(saved.body).toMatchObject({ code: 1, show: 1, data: { nickname, name: 'Sara Al Mansoori', gender: 'female' } });
    // Keeping one's own nickname is fine; a blank one and an unknown gender are refused with the field named.
    expect((await t.api.post('/account/updateProfile', { token: a.token, body: { nickname, name: '', gender: 'male' } })).body.code).toBe(1);
    expect((await t.api.post('/account/updateProfile', { token: a.token, body: { nickname: '   ', name: '', gender: 'male' } })).body.msg).toMatch(/nickname/i);
    expect((await callApi(t.app, 'POST', '/api/account/updateProfile', { token: a.token, body: { nickname, name: '', gender: 'other' } })).status).toBe(400);
  });
});

describe('phone and email change by code', () => {
  it('changes the phone number only with the code sent to the new number; the new number logs in', async () => {
    const a = await newUser(t.app);
    const next = `+97155${String(Date.now()).slice(-7)}`;
    const sent = await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'mobile', value: next } });
    expect(sent.body).toMatchObject({ code: 1, show: 1 });
    const code = await codeSentTo(next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'mobile', value: next, code: wrong } })).body).toMatchObject({ code: 0, msg: 'The verification code is wrong.' });
    // The code belongs to the number it was sent to.
    expect((await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'mobile', value: '+971500000001', code } })).body.code).toBe(0);
    const changed = await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'mobile', value: next, code } });
    expect(changed.body).toMatchObject({ code: 1, data: { mobile: next } });
    // Used once only.
    expect((await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'mobile', value: next, code } })).body.code).toBe(0);
    expect((await login(next, 'print123')).body.code).toBe(1);
    expect((await login(a.mobile, 'print123')).body.code).toBe(0);
  });

  it('refuses a number registered to another account, the current number, and a malformed email', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    expect((await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'mobile', value: b.mobile } })).body).toMatchObject({ code: 0, msg: expect.stringMatching(/already registered/i) });
    expect((await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'mobile', value: a.mobile } })).body).toMatchObject({ code: 0, msg: 'The new contact is the same as your current one.' });
    expect((await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'email', value: 'not-an-email' } })).body.code).toBe(0);
  });

  it('uses up a code after the attempt limit, even with the right code afterwards', async () => {
    const a = await newUser(t.app);
    const email = `Sara.${randomUUID().slice(0, 6)}@Example.com`;
    expect((await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'email', value: email } })).body.code).toBe(1);
    const code = await codeSentTo(email.toLowerCase());
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => t.api.post('/account/changeContact', { token: a.token, body: { channel: 'email', value: email, code: wrong } })),
    );
    expect(guesses.every((g) => g.body.code === 0)).toBe(true);
    const late = await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'email', value: email, code } });
    expect(late.body).toMatchObject({ code: 0, msg: 'Too many wrong codes. Please request a new one.' });
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, a.userId));
    expect(row?.email).toBeNull();
  });

  it('an email change with the right code saves the address in lower case', async () => {
    const a = await newUser(t.app);
    const email = `Omar.${randomUUID().slice(0, 6)}@Example.com`;
    await t.api.post('/account/contactCode', { token: a.token, body: { channel: 'email', value: email } });
    const code = await codeSentTo(email.toLowerCase());
    const changed = await t.api.post('/account/changeContact', { token: a.token, body: { channel: 'email', value: email, code } });
    expect(changed.body).toMatchObject({ code: 1, data: { email: email.toLowerCase() } });
  });
});

describe('password change', () => {
  it('needs the current password and ends every other session, keeping this one', async () => {
    const a = await newUser(t.app);
    const other = await login(a.mobile, 'print123');
    const otherToken = String(other.body.data.token);
    const wrong = await t.api.post('/account/changePassword', { token: a.token, body: { current_password: 'nope1234', password: 'fresh456', password_confirm: 'fresh456' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The current password is wrong.' });
    expect((await t.api.get('/account/profile', { token: otherToken })).body.code).toBe(1);
    const mismatch = await t.api.post('/account/changePassword', { token: a.token, body: { current_password: 'print123', password: 'fresh456', password_confirm: 'fresh457' } });
    expect(mismatch.body.code).toBe(0);

    const changed = await t.api.post('/account/changePassword', { token: a.token, body: { current_password: 'print123', password: 'fresh456', password_confirm: 'fresh456' } });
    expect(changed.body).toMatchObject({ code: 1, show: 1 });
    expect((await t.api.get('/account/profile', { token: otherToken })).body.code).toBe(-1);
    expect((await t.api.get('/account/profile', { token: a.token })).body.code).toBe(1);
    expect((await login(a.mobile, 'print123')).body.code).toBe(0);
    expect((await login(a.mobile, 'fresh456')).body.code).toBe(1);
  });

  it('locks after repeated wrong current passwords, then refuses even the right one', async () => {
    const a = await newUser(t.app);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => t.api.post('/account/changePassword', { token: a.token, body: { current_password: 'wrong999', password: 'fresh456', password_confirm: 'fresh456' } })),
    );
    expect(attempts.every((r) => r.body.code === 0)).toBe(true);
    const right = await t.api.post('/account/changePassword', { token: a.token, body: { current_password: 'print123', password: 'fresh456', password_confirm: 'fresh456' } });
    expect(right.body.msg).toMatch(/too many failed attempts/i);
  });
});

describe('avatar', () => {
  it('stores a PNG or JPEG, serves it to its owner only, and replaces the earlier one', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const first = await uploadFile(t.app, a.token, 'me.png', png(`avatar ${randomUUID()}`), 'avatar');
    expect(first.body).toMatchObject({ code: 1, msg: 'Your avatar has been updated.' });
    const firstId = Number(first.body.data.avatar_id);

    const image = await t.app.inject({ method: 'GET', url: '/api/account/avatar', headers: { token: a.token, version: '1.0.0' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    // Someone else has no avatar; a guest is asked to log in.
    const other = await t.app.inject({ method: 'GET', url: '/api/account/avatar', headers: { token: b.token, version: '1.0.0' } });
    expect(other.json()).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/avatar', headers: { version: '1.0.0' } })).json()).toMatchObject({ code: -1 });

    const second = await uploadFile(t.app, a.token, 'photo.jpg', jpeg(`avatar ${randomUUID()}`), 'avatar');
    expect(second.body.code).toBe(1);
    expect(Number(second.body.data.avatar_id)).not.toBe(firstId);
    const [old] = await t.database.db.select({ deletedAt: uploads.deletedAt }).from(uploads).where(eq(uploads.id, firstId));
    expect(old?.deletedAt).not.toBeNull();
    const now = await t.app.inject({ method: 'GET', url: '/api/account/avatar', headers: { token: a.token, version: '1.0.0' } });
    expect(now.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a PDF, a file named .png that is not one, and an image over 1 MB', async () => {
    const a = await newUser(t.app);
    expect((await uploadFile(t.app, a.token, 'me.pdf', Buffer.from('%PDF-1.7 avatar'), 'avatar')).body).toMatchObject({ code: 0, data: { error: 'file_type' } });
    expect((await uploadFile(t.app, a.token, 'me.png', Buffer.from('GIF89a not a png at all'), 'avatar')).body).toMatchObject({ code: 0, data: { error: 'file_type' } });
    const big = Buffer.concat([png('big'), Buffer.alloc(1024 * 1024 + 10)]);
    expect((await uploadFile(t.app, a.token, 'big.png', big, 'avatar')).body).toMatchObject({ code: 0, data: { error: 'file_too_large' }, msg: expect.stringContaining('1 MB') });
    const [row] = await t.database.db.select({ avatar: users.avatarFileId }).from(users).where(eq(users.id, a.userId));
    expect(row?.avatar).toBeNull();
  });
});
