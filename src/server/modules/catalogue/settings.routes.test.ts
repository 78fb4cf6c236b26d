import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { staffUser } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffUser(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const valid = {
  beneficiary: 'Printfront Printing & Advertising LLC',
  bank_name: 'Emirates NBD',
  iban: 'ae07 0331 2345 6789 0123 456',
  swift: 'ebilaead',
  vat_trn: '100123456700003',
  address: 'Warehouse 14, Street 6B, Al Quoz 3, Dubai',
  working_hours: '08:30-18:00',
  pc_status: 1,
};
// Any body: the tests send invalid settings too.
const save = (body: Record<string, unknown>, locale?: string, token = admin.token) => callApi(t.app, 'POST', '/api/staff/settings', { token, body, locale });

describe('shop settings (admins only)', () => {
  it('refuse guests, customers and staff', async () => {
    const customer = await newUser(t.app);
    const staff = await staffUser(t.app, t.database);
    expect((await t.api.get('/staff/settings')).body.code).toBe(-1);
    expect((await t.api.get('/staff/settings', { token: customer.token })).body.data).toMatchObject({ error: 'forbidden' });
    expect((await t.api.get('/staff/settings', { token: staff.token })).body.data).toMatchObject({ error: 'forbidden' });
    expect((await save(valid, undefined, staff.token)).body.data).toMatchObject({ error: 'forbidden' });
    expect((await t.api.get('/pay/bankAccount', { token: customer.token })).body.data).toEqual({ account: null });
  });

  it('check each field and answer in the user\'s language naming it; nothing is saved', async () => {
    const cases: [Record<string, unknown>, string, string, RegExp][] = [
      [{ iban: 'GB82WEST12345698765432' }, 'iban_format', 'iban', /الآيبان/],
      [{ iban: 'AE070331234567890123457' }, 'iban_checksum', 'iban', /mod-97/],
      [{ swift: 'EBILAEADX' }, 'swift_invalid', 'swift', /SWIFT\/BIC/],
      [{ vat_trn: '10012345670000' }, 'vat_trn_invalid', 'vat_trn', /TRN/],
      [{ working_hours: '19:00-09:00' }, 'working_hours_invalid', 'working_hours', /09:00-19:00/],
      [{ beneficiary: '  ' }, 'bank_details_required', 'beneficiary', /[\u0600-\u06ff]/],
      [{ address: '' }, 'shop_address_required', 'address', /[\u0600-\u06ff]/],
    ];
    for (const [change, error, field, text] of cases) {
      const answer = await save({ ...valid, ...change }, 'ar');
      expect(answer.body, error).toMatchObject({ code: 0, data: { error, field } });
      expect(answer.body.msg, error).toMatch(/[\u0600-\u06ff]/);
      expect(answer.body.msg, error).toMatch(text);
    }
    expect((await save({ ...valid, iban: 'AE070331234567890123457' }, 'zh')).body.msg).toContain('校验位');
    expect((await save({ ...valid, pc_status: 2 })).status).toBe(400);
    expect((await t.api.get('/staff/settings', { token: admin.token })).body.data).toMatchObject({ iban: '', beneficiary: '' });
  });

  it('save: normalised, audited (changed fields before → after), shown on the payment pages, and the header hours and site switch follow at once', async () => {
    const customer = await newUser(t.app);
    // Read the public config first, so a cached copy exists that the save must drop.
    expect((await t.api.get('/service/getConfig')).body.data).toMatchObject({ working_hours: '09:00-19:00' });
    expect((await t.api.get('/pc/commonData')).body.data).toMatchObject({ shop: { pc_status: 1 } });

    const saved = await save(valid, 'en');
    expect(saved.body).toMatchObject({ code: 1, msg: 'Settings saved.', data: { ...valid, iban: 'AE070331234567890123456', swift: 'EBILAEAD' } });
    expect((await t.api.get('/staff/settings', { token: admin.token })).body.data).toEqual({ ...valid, iban: 'AE070331234567890123456', swift: 'EBILAEAD' });
    expect((await t.api.get('/pay/bankAccount', { token: customer.token })).body.data).toEqual({
      account: { beneficiary: valid.beneficiary, bank_name: 'Emirates NBD', iban: 'AE070331234567890123456', swift: 'EBILAEAD' },
    });
    expect((await t.api.get('/pay/bankAccount')).body.code).toBe(-1);
    expect((await t.api.get('/service/getConfig')).body.data).toMatchObject({ working_hours: '08:30-18:00' });

    // Close the site: only pc_status changes, and the audit row says so.
    expect((await save({ ...valid, pc_status: 0 })).body.code).toBe(1);
    expect((await t.api.get('/pc/commonData')).body.data).toMatchObject({ shop: { pc_status: 0, name: 'Printfront' } });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings')).orderBy(auditLog.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: admin.userId, action: 'save_settings', before: expect.objectContaining({ iban: '', working_hours: '09:00-19:00' }), after: expect.objectContaining({ iban: 'AE070331234567890123456', working_hours: '08:30-18:00' }) });
    expect(rows[1]).toMatchObject({ before: { pc_status: 1 }, after: { pc_status: 0 } });
    // Saving the same again changes nothing and writes no audit row.
    expect((await save({ ...valid, pc_status: 0 })).body.code).toBe(1);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'))).toHaveLength(2);
  });
});
