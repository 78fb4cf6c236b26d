/**
 * Malformed input gets a clear refusal inside the envelope, never HTTP 500 (issue 9, Low): ids past 32 bits, page
 * numbers like 1e308, NUL bytes, file names ending in prototype keys, a cut-off multipart body, and orders above the
 * business maximum (whose amounts would not fit the database's integer columns). The fuzz test (fuzz.test.ts) covers
 * every operation at random; these are the reported cases, asserted exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX, ORDER_AMOUNT_MAX_FILS } from '../domain/limits';
import { orders } from './db/schema';
import { eq } from 'drizzle-orm';
import { addAddress, idempotencyKey, pdf } from './testing/fixtures';
import { callApi, createTestApp, newUser, uploadFile, type TestApp } from './testing/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newUser(t.app)).token;
});
afterAll(() => t.close());

describe('malformed input is refused with HTTP 400 and the envelope', () => {
  it('a URL that is not valid percent-encoding answers the 400 envelope, not Fastify\'s own error body', async () => {
    for (const url of ['/api/%zz', '/api/goods/lists%E0%A4%A', '/pc/%zz']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'locale=ar' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 0, show: 1, data: { error: 'invalid_field', field: '(url)' } });
      expect(response.json<{ msg: string }>().msg, url).toContain('غير صالح');
    }
  });

  it('ids beyond 32 bits and page numbers like 1e308 name the field', async () => {
    const huge = await callApi(t.app, 'GET', `/api/order/detail?id=${ID_MAX + 1}`, { token });
    expect(huge).toMatchObject({ status: 400, body: { code: 0, data: { error: 'invalid_field', field: 'id' } } });
    const largest = await callApi(t.app, 'GET', `/api/order/detail?id=${ID_MAX}`, { token });
    expect(largest).toMatchObject({ status: 200, body: { code: 0, data: { error: 'not_found', field: 'id' } } });
    const page = await callApi(t.app, 'GET', '/api/goods/lists?page_no=1e308', { locale: 'ja' });
    expect(page).toMatchObject({ status: 400, body: { code: 0, data: { error: 'invalid_field', field: 'page_no' } } });
    expect(page.body.msg).toContain('10000 以下');
    const body = await callApi(t.app, 'POST', '/api/cart/delete', { token, body: { ids: [2 ** 31] } });
    expect(body).toMatchObject({ status: 400, body: { data: { error: 'invalid_field', field: 'ids.0' } } });
  });

  it('NUL bytes in a field, a query or a key are refused, naming where, in the user\'s language', async () => {
    const address = await callApi(t.app, 'POST', '/api/address/add', {
      token,
      locale: 'zh',
      body: { recipient: 'Sara\u0000', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Al Quoz 3' },
    });
    expect(address).toMatchObject({ status: 400, body: { code: 0, data: { error: 'invalid_field', field: 'recipient' } } });
    expect(address.body.msg).toContain('不能包含空字符');
    const search = await callApi(t.app, 'GET', '/api/goods/lists?name=card%00');
    expect(search).toMatchObject({ status: 400, body: { data: { error: 'invalid_field', field: 'name' } } });
    const key = await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config: { 'quantity\u0000': 500 } } });
    expect(key).toMatchObject({ status: 400, body: { data: { error: 'invalid_field', field: 'config.quantity\u0000' } } });
  });

  it('file names ending in .constructor or .__proto__ are an unaccepted design type (and a voucher like any other), not a crash', async () => {
    for (const name of ['card90x54.constructor', 'card90x54.__proto__', 'card90x54.hasOwnProperty']) {
      const design = await uploadFile(t.app, token, name, pdf(name));
      expect(design, name).toMatchObject({ status: 200, body: { code: 0, data: { error: 'file_type' } } });
      // Vouchers may carry any name (the bytes decide), so these are stored — under a server-generated name.
      const voucher = await uploadFile(t.app, token, name, pdf(name), 'voucher');
      expect(voucher, name).toMatchObject({ status: 200, body: { code: 1, data: { name } } });
    }
  });

  it('a multipart body cut off mid-file answers 400 malformed_multipart', async () => {
    const boundary = '----printfrontcut';
    const payload = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="card90x54.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7 half a fi`;
    const response = await t.app.inject({ method: 'POST', url: '/api/upload/design', headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, show: 1, data: { error: 'malformed_multipart', field: 'file' } });
  });
});

describe('amounts above the business maximum', () => {
  it('an order above AED 10,000,000 (past the integer columns\' AED 21.47 M once VAT and lines add up) is refused at preview and submit, and nothing is stored', async () => {
    const buyer = await newUser(t.app);
    const addressId = await addAddress(t.app, buyer.token);
    // The costliest line the catalogue allows, about AED 332,000; 40 of them come to about AED 13.3 M.
    const item = { code: 'book_hardcover', config: { width_mm: 210, height_mm: 297, pages: 800, quantity: 5000 } };
    const ids: number[] = [];
    for (let batch = 0; batch < 2; batch += 1) {
      const added = await callApi(t.app, 'POST', '/api/cart/add', { token: buyer.token, body: { items: Array.from({ length: 20 }, () => item) } });
      expect(added.body.code, added.body.msg).toBe(1);
      ids.push(...(added.body.data as { ids: number[] }).ids);
    }
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: { cart_ids: ids, address_id: addressId, delivery: 'door' } });
    expect(preview).toMatchObject({ status: 200, body: { code: 0, show: 1, data: { error: 'amount_too_large', field: 'cart_ids' } } });
    expect(preview.body.msg).toContain('10,000,000');
    const submit = await callApi(t.app, 'POST', '/api/order/submit', {
      token: buyer.token,
      body: { cart_ids: ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: ORDER_AMOUNT_MAX_FILS },
    });
    expect(submit).toMatchObject({ status: 200, body: { code: 0, data: { error: 'amount_too_large', field: 'cart_ids' } } });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.userId))).toEqual([]);
    // Below the maximum the same lines make an order.
    const fewer = ids.slice(0, 20);
    const ok = await callApi(t.app, 'POST', '/api/order/preview', { token: buyer.token, body: { cart_ids: fewer, address_id: addressId, delivery: 'door' } });
    expect(ok.body.code, ok.body.msg).toBe(1);
  });
});
