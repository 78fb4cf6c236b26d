import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import { cartLines } from '../db/schema';
import { callApi, createTestApp, newUser, uploadFile, type TestApp } from '../testing/test-app';

type CartLine = components['schemas']['CartLine'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pdf = (text: string) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(text)]);

describe('design file uploads (spec §5)', () => {
  it('accepts a named, sized PDF and stores it under a generated name', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'card90x54.pdf', pdf('front and back'));
    expect(res.body).toMatchObject({ code: 1, show: 1, data: { name: 'card90x54.pdf', size: 23 } });
    const list = (await callApi(t.app, 'GET', '/api/upload/lists', { token })).body.data as { lists: { id: number }[]; count: number };
    expect(list.count).toBe(1);
  });

  it.each([
    ['my card 90x54.pdf', pdf('x'), 'file_name_chars'],
    ['businesscard.pdf', pdf('x'), 'file_name_no_size'],
    ['card90x54.pdf', Buffer.from('MZ this is an exe pretending to be a pdf'), 'file_type'],
    ['card90x54.png', pdf('x'), 'file_type'],
    ['card90x54.exe', pdf('x'), 'file_type'],
    ['card90x54.pdf', Buffer.alloc(0), 'file_missing'],
  ])('%s → %s', async (name, content, error) => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, name, content);
    expect(res.body).toMatchObject({ code: 0, show: 1, data: { error } });
    expect(res.body.msg).not.toBe('');
  });

  it('says "file name has no size info" in the user\'s words', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'logo.pdf', pdf('x'));
    expect(res.body.msg).toBe('The file name has no size info. Add the finished size, e.g. card90x54.pdf.');
  });

  it('refuses files of 5 MB or more', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'poster600x900.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.body).toMatchObject({ code: 0, data: { error: 'file_too_large' } });
  });

  it('refuses the same file twice in one day (even under another name) but not for another user', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const content = pdf(`unique ${Date.now()}`);
    expect((await uploadFile(t.app, a.token, 'flyer210x297.pdf', content)).body.code).toBe(1);
    expect((await uploadFile(t.app, a.token, 'flyerv2210x297.pdf', content)).body).toMatchObject({ code: 0, data: { error: 'upload_duplicate' } });
    expect((await uploadFile(t.app, b.token, 'flyer210x297.pdf', content)).body.code).toBe(1);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/design', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(res.json()).toMatchObject({ code: -1 });
  });
});

describe('cart', () => {
  it('adds server-priced lines (bulk), lists them re-priced, updates and deletes them', async () => {
    const { token } = await newUser(t.app);
    const added = await callApi(t.app, 'POST', '/api/cart/add', {
      token,
      body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'bc_standard', config: { quantity: 1000 } }] },
    });
    expect(added.body).toMatchObject({ code: 1, show: 1, data: { count: 2 } });
    const me = (await callApi(t.app, 'GET', '/api/pc/commonData', { token })).body.data as { my: { cart: number } };
    expect(me.my.cart).toBe(2);

    let lines = ((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { lists: CartLine[] }).lists;
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.valid).toBe(true);
      expect(line.price_changed).toBe(false);
      expect(line.current_price_fils).toBe(line.price_fils);
      expect(line.config.size).toBeDefined(); // defaults filled in by the engine
    }
    const small = lines.find((l) => l.quantity === 500)!;
    const updated = await callApi(t.app, 'POST', '/api/cart/update', { token, body: { id: small.id, config: { quantity: 2000 } } });
    expect(updated.body).toMatchObject({ code: 1, data: { quantity: 2000 } });
    expect((updated.body.data as CartLine).price_fils).toBeGreaterThan(small.price_fils);

    const removed = await callApi(t.app, 'POST', '/api/cart/delete', { token, body: { ids: [small.id] } });
    expect(removed.body).toMatchObject({ code: 1, data: { count: 1 } });
    lines = ((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { lists: CartLine[] }).lists;
    expect(lines.map((l) => l.id)).not.toContain(small.id);
  });

  it('adds nothing when one configuration cannot be produced, and says why', async () => {
    const { token } = await newUser(t.app);
    const res = await callApi(t.app, 'POST', '/api/cart/add', {
      token,
      body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'booklet_saddle_stitch', config: { pages: 36, binding: 'saddle_stitch' } }] },
    });
    expect(res.body).toMatchObject({ code: 0, show: 1, data: { error: 'quote_invalid', field: 'items.1.config' } });
    expect(res.body.msg).toMatch(/^This configuration cannot be produced as it is: .+/);
    expect(((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { count: number }).count).toBe(0);
  });

  it('flags lines whose price changed since they were added', async () => {
    const { token } = await newUser(t.app);
    const added = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'flyer_digital', config: { quantity: 250 } }] } });
    const id = (added.body.data as { ids: number[] }).ids[0]!;
    await t.database.db.update(cartLines).set({ priceFils: 1 }).where(eq(cartLines.id, id)); // as if prices rose since
    const [line] = ((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { lists: CartLine[] }).lists;
    expect(line).toMatchObject({ id, price_fils: 1, price_changed: true });
    expect(line!.current_price_fils).toBeGreaterThan(1);
  });

  it('keeps users apart: another user\'s lines and files are "not found"', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const file = (await uploadFile(t.app, a.token, `art${Date.now()}x1.pdf`.replace(/^art(\d+)x1/, 'art$1x1'), pdf(`a ${Date.now()}`))).body.data as { id: number };
    const added = await callApi(t.app, 'POST', '/api/cart/add', { token: a.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.id }] } });
    const lineId = (added.body.data as { ids: number[] }).ids[0]!;
    expect(((await callApi(t.app, 'GET', '/api/cart/lists', { token: b.token })).body.data as { count: number }).count).toBe(0);
    expect((await callApi(t.app, 'POST', '/api/cart/update', { token: b.token, body: { id: lineId, config: { quantity: 100 } } })).body).toMatchObject({
      code: 0,
      data: { error: 'not_found' },
    });
    expect((await callApi(t.app, 'POST', '/api/cart/add', { token: b.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.id }] } })).body).toMatchObject({
      code: 0,
      data: { error: 'not_found' },
    });
    await callApi(t.app, 'POST', '/api/cart/delete', { token: b.token, body: { ids: [lineId] } });
    expect(((await callApi(t.app, 'GET', '/api/cart/lists', { token: a.token })).body.data as { count: number }).count).toBe(1);
  });

  it('guests are asked to log in', async () => {
    expect((await callApi(t.app, 'POST', '/api/cart/add', { body: { items: [{ code: 'bc_standard', config: {} }] } })).body).toMatchObject({
      code: -1,
      msg: 'Please log in first.',
    });
  });
});
