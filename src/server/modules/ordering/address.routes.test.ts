import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '../../../domain/limits';
import { addAddress, address } from '../../testing/fixtures';
import { createTestApp, newUser, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('address book', () => {
  it('keeps one default, validates phone and scopes to the owner', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const first = await addAddress(t.app, a.token);
    const second = Number((await t.api.post('/address/add', { token: a.token, body: { ...address, city: 'Sharjah', is_default: true } })).body.data.id);
    let lists = (await t.api.get('/address/lists', { token: a.token })).body.data.lists;
    expect(lists.filter((l) => l.is_default).map((l) => l.id)).toEqual([second]);
    expect((await t.api.post('/address/add', { token: a.token, body: { ...address, phone: '123' } })).body.data).toMatchObject({ error: 'phone_invalid' });
    expect((await t.api.post('/address/edit', { token: b.token, body: { ...address, id: first } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.post('/address/delete', { token: b.token, body: { id: first } })).body.data).toMatchObject({ error: 'not_found' });
    await t.api.post('/address/delete', { token: a.token, body: { id: second } });
    lists = (await t.api.get('/address/lists', { token: a.token })).body.data.lists;
    expect(lists).toEqual([expect.objectContaining({ id: first, is_default: true })]);
  });

  it('refuses a blank field and a full book with the reason in the shopper\'s language', async () => {
    const u = await newUser(t.app);
    const blank = await t.api.post('/address/add', { token: u.token, locale: 'ar', body: { ...address, city: ' ' } });
    expect(blank.body).toMatchObject({ code: 0, msg: '«city»: حقل مطلوب', data: { error: 'invalid_field', field: 'city' } });
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await addAddress(t.app, u.token);
    const full = await t.api.post('/address/add', { token: u.token, body: { ...address } });
    expect(full.body).toMatchObject({ code: 0, msg: `“address”: at most ${ADDRESS_BOOK_MAX} addresses`, data: { error: 'invalid_field', field: 'address' } });
    const fullJa = await t.api.post('/address/add', { token: u.token, locale: 'ja', body: { ...address } });
    expect(fullJa.body.msg).toBe(`「address」住所は最大 ${ADDRESS_BOOK_MAX} 件までです`);
  });
});
