import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, newUser, type TestApp } from '../testing/test-app';
import { addStaff, parseStaffAddArgs } from './staff-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (id: number) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const staffCall = (token: string) => t.api.post('/staff/confirmTransfer', { token, body: { order_id: 987654 } });

describe('staff:add arguments', () => {
  it('reads --mobile, --role and --nickname, in both spellings, with staff as the default role', () => {
    expect(parseStaffAddArgs(['--mobile', '+971501234567', '--role', 'admin'])).toEqual({ mobile: '+971501234567', role: 'admin' });
    expect(parseStaffAddArgs(['--mobile=+971501234567', '--nickname=ops1'])).toEqual({ mobile: '+971501234567', role: 'staff', nickname: 'ops1' });
  });

  it('refuses unknown flags, missing values and a missing mobile', () => {
    expect(parseStaffAddArgs(['--mobile', '+971501234567', '--sudo'])).toEqual({ error: 'unknown argument "--sudo"' });
    expect(parseStaffAddArgs(['--mobile'])).toEqual({ error: '--mobile needs a value' });
    expect(parseStaffAddArgs(['--role', 'admin'])).toEqual({ error: '--mobile is required' });
  });
});

describe('addStaff', () => {
  it('refuses a role that is not a staff role and a malformed number, changing nothing', async () => {
    const u = await newUser(t.app);
    expect(await addStaff(t.database.db, { mobile: u.mobile, role: 'customer' })).toMatchObject({ ok: false, reason: expect.stringContaining('--role must be one of staff, admin') });
    expect(await addStaff(t.database.db, { mobile: u.mobile, role: 'root' })).toMatchObject({ ok: false });
    expect(await addStaff(t.database.db, { mobile: 'not a phone', role: 'staff' })).toMatchObject({ ok: false, reason: expect.stringContaining('--mobile') });
    expect(await roleOf(u.userId)).toBe('customer');
    expect((await staffCall(u.token)).body.data).toMatchObject({ error: 'forbidden' });
  });

  it('gives an existing account the admin role (number written with spaces), and admin passes the staff guard', async () => {
    const u = await newUser(t.app);
    const spaced = `${u.mobile.slice(0, 4)} ${u.mobile.slice(4, 7)} ${u.mobile.slice(7)}`;
    const result = await addStaff(t.database.db, { mobile: spaced, role: 'admin' });
    expect(result).toEqual({ ok: true, userId: u.userId, created: false, previousRole: 'customer', role: 'admin', password: null });
    expect(await roleOf(u.userId)).toBe('admin');
    // Past the guard: the order does not exist, so the answer is not_found rather than forbidden.
    expect((await staffCall(u.token)).body.data).toMatchObject({ error: 'not_found' });
  });

  it('creates a staff account with a one-time random password that signs in', async () => {
    const mobile = '+971529990001';
    const result = await addStaff(t.database.db, { mobile, role: 'staff', nickname: 'ops-desk' });
    if (!result.ok || !result.password) throw new Error('expected a created account');
    expect(result.created).toBe(true);
    expect(result.password).toMatch(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]{16}$/);
    const login = await t.api.post('/account/login', { body: { account: mobile, password: result.password } });
    expect(login.body.code).toBe(1);
    expect((await staffCall(String(login.body.data.token))).body.data).toMatchObject({ error: 'not_found' });
    // Run again: the same account, now promoted to admin, no new password.
    expect(await addStaff(t.database.db, { mobile, role: 'admin' })).toMatchObject({ ok: true, created: false, previousRole: 'staff', password: null });
  });

  it('refuses a new account whose nickname is taken', async () => {
    await addStaff(t.database.db, { mobile: '+971529990002', role: 'staff', nickname: 'desk-two' });
    expect(await addStaff(t.database.db, { mobile: '+971529990003', role: 'staff', nickname: 'DESK-TWO' })).toMatchObject({ ok: false, reason: expect.stringContaining('taken') });
  });
});
