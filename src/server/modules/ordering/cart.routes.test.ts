import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { price } from '../../../domain/quote';
import { cartLines } from '../../db/schema';
import { pdf } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, uploadFile, type TestApp } from '../../testing/test-app';

type CartLine = components['schemas']['CartLine'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cart', () => {
  it('adds server-priced lines (bulk), lists them re-priced, updates and deletes them', async () => {
    const { token } = await newUser(t.app);
    const added = await t.api.post('/cart/add', {
      token,
      body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'bc_standard', config: { quantity: 1000 } }] },
    });
    expect(added.body).toMatchObject({ code: 1, show: 1, data: { count: 2 } });
    const me = (await t.api.get('/pc/commonData', { token })).body.data;
    expect(me.my.cart).toBe(2);

    let lines = (await t.api.get('/cart/lists', { token })).body.data.lists;
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.valid).toBe(true);
      expect(line.price_changed).toBe(false);
      expect(line.current_price_fils).toBe(line.price_fils);
      expect(line.config.size).toBeDefined(); // defaults filled in by the engine
    }
    const small = lines.find((l) => l.quantity === 500)!;
    const updated = await t.api.post('/cart/update', { token, body: { id: small.id, config: { quantity: 2000 } } });
    expect(updated.body).toMatchObject({ code: 1, data: { quantity: 2000 } });
    expect(updated.body.data.price_fils).toBeGreaterThan(small.price_fils);

    const removed = await t.api.post('/cart/delete', { token, body: { ids: [small.id] } });
    expect(removed.body).toMatchObject({ code: 1, data: { count: 1 } });
    lines = (await t.api.get('/cart/lists', { token })).body.data.lists;
    expect(lines.map((l) => l.id)).not.toContain(small.id);
  });

  it('merges an identical configuration into its line: quantities add up and the engine re-prices the sum', async () => {
    const { token } = await newUser(t.app);
    const first = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }] } });
    expect(first.body).toMatchObject({ code: 1, msg: 'Added to your cart.', data: { count: 1 } });
    const id = first.body.data.ids[0]!;
    const again = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }] } });
    expect(again.body).toMatchObject({ code: 1, msg: 'Added to your cart: the quantity joins the same line already there.', data: { ids: [id], count: 1 } });
    const lines = (await t.api.get('/cart/lists', { token })).body.data.lists;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id, quantity: 1000, price_changed: false });
    const fresh = price('bc_standard', { quantity: 1000 });
    expect(fresh.ok && lines[0]!.price_fils === fresh.quote.total_fils).toBe(true);

    // Another configuration, or the same with a design file, is a line of its own; a bulk add keeps one line per item.
    const other = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500, size: '90x50' } }] } });
    expect(other.body).toMatchObject({ code: 1, data: { count: 2 } });
    const file = (await uploadFile(t.app, token, `mrg${Date.now()}x1.pdf`, pdf(`m ${Date.now()}`))).body.data;
    const withFile = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 }, file_id: file.id }] } });
    expect(withFile.body).toMatchObject({ code: 1, data: { count: 3 } });
    const bulk = await t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'bc_standard', config: { quantity: 500 } }] } });
    expect(bulk.body).toMatchObject({ code: 1, data: { count: 5 } });
  });

  it('Buy now: a line of its own, kept apart from the cart (never merged, not listed, not counted); the next Buy now replaces it; the preview prices exactly it', async () => {
    const { token } = await newUser(t.app);
    const inCart = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }] } });
    const cartId = (inCart.body.data as { ids: number[] }).ids[0]!;
    const buy = async (quantity: number) => {
      const res = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity } }], buy_now: true } });
      expect(res.body).toMatchObject({ code: 1, data: { count: 1 } });
      return (res.body.data as { ids: number[] }).ids[0]!;
    };
    const first = await buy(1000);
    expect(first).not.toBe(cartId);
    const second = await buy(2000);
    const lines = ((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { lists: CartLine[] }).lists;
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([[cartId, 500]]);
    const me = (await callApi(t.app, 'GET', '/api/pc/commonData', { token })).body.data as { my: { cart: number } };
    expect(me.my.cart).toBe(1);
    // The earlier Buy now line is gone; the preview of the new one is 2,000 cards at the server's price.
    expect((await callApi(t.app, 'POST', '/api/order/preview', { token, body: { cart_ids: [first], delivery: 'pickup' } })).body.code).toBe(0);
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token, body: { cart_ids: [second], delivery: 'pickup' } });
    expect(preview.body.code, preview.body.msg).toBe(1);
    const priced = price('bc_standard', { quantity: 2000 });
    const previewLines = (preview.body.data as { lines: { quantity: number; price_fils: number }[] }).lines;
    expect(previewLines).toHaveLength(1);
    expect(previewLines[0]).toMatchObject({ quantity: 2000, price_fils: priced.ok ? priced.quote.total_fils : -1 });
    // An ordinary add of the same configuration still merges into the cart line, not the Buy now line.
    const again = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }] } });
    expect(again.body).toMatchObject({ code: 1, data: { ids: [cartId], count: 1 } });
    // Buy now takes one item.
    const two = await callApi(t.app, 'POST', '/api/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'bc_standard', config: { quantity: 500 } }], buy_now: true } });
    expect(two.body).toMatchObject({ code: 0, data: { field: 'items' } });
  });

  it('merges concurrent identical adds into one line without losing a quantity', async () => {
    const { token } = await newUser(t.app);
    const add = () => t.api.post('/cart/add', { token, body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }] } });
    const answers = await Promise.all([add(), add(), add(), add()]);
    for (const answer of answers) expect(answer.body.code).toBe(1);
    const lines = (await t.api.get('/cart/lists', { token })).body.data.lists;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2000);
  });

  it('adds nothing when one configuration cannot be produced, and says why', async () => {
    const { token } = await newUser(t.app);
    const res = await t.api.post('/cart/add', {
      token,
      body: { items: [{ code: 'bc_standard', config: { quantity: 500 } }, { code: 'booklet_saddle_stitch', config: { pages: 36, binding: 'saddle_stitch' } }] },
    });
    expect(res.body).toMatchObject({ code: 0, show: 1, data: { error: 'quote_invalid', field: 'items.1.config' } });
    expect(res.body.msg).toMatch(/^This configuration cannot be produced as it is: .+/);
    expect((await t.api.get('/cart/lists', { token })).body.data.count).toBe(0);
  });

  it('flags lines whose price changed since they were added', async () => {
    const { token } = await newUser(t.app);
    const added = await t.api.post('/cart/add', { token, body: { items: [{ code: 'flyer_digital', config: { quantity: 250 } }] } });
    const id = added.body.data.ids[0]!;
    await t.database.db.update(cartLines).set({ priceFils: 1 }).where(eq(cartLines.id, id)); // as if prices rose since
    const [line] = (await t.api.get('/cart/lists', { token })).body.data.lists;
    expect(line).toMatchObject({ id, price_fils: 1, price_changed: true });
    expect(line!.current_price_fils).toBeGreaterThan(1);
  });

  it('keeps users apart: another user\'s lines and files are "not found"', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const file = (await uploadFile(t.app, a.token, `art${Date.now()}x1.pdf`.replace(/^art(\d+)x1/, 'art$1x1'), pdf(`a ${Date.now()}`))).body.data;
    const added = await t.api.post('/cart/add', { token: a.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.id }] } });
    const lineId = added.body.data.ids[0]!;
    expect((await t.api.get('/cart/lists', { token: b.token })).body.data.count).toBe(0);
    expect((await t.api.post('/cart/update', { token: b.token, body: { id: lineId, config: { quantity: 100 } } })).body).toMatchObject({
      code: 0,
      data: { error: 'not_found' },
    });
    expect((await t.api.post('/cart/add', { token: b.token, body: { items: [{ code: 'bc_standard', config: {}, file_id: file.id }] } })).body).toMatchObject({
      code: 0,
      data: { error: 'not_found' },
    });
    await t.api.post('/cart/delete', { token: b.token, body: { ids: [lineId] } });
    expect((await t.api.get('/cart/lists', { token: a.token })).body.data.count).toBe(1);
  });

  it('guests are asked to log in', async () => {
    expect((await t.api.post('/cart/add', { body: { items: [{ code: 'bc_standard', config: {} }] } })).body).toMatchObject({
      code: -1,
      msg: 'Please log in first.',
    });
  });
});
