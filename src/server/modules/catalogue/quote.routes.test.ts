import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { ladder, listProducts, price } from '../../../domain/quote';
import { goods } from '../../db/schema';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app';

type QuotePrice = components['schemas']['QuotePrice'];
type QuoteSchema = components['schemas']['QuoteSchema'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('quote/schema', () => {
  it('serves every product of the catalogue, each linked to a custom goods item', async () => {
    const products = listProducts();
    expect(products.length).toBeGreaterThanOrEqual(88);
    for (const product of products) {
      const { body } = await callApi(t.app, 'GET', `/api/quote/schema?code=${product.code}`);
      expect(body.code, product.code).toBe(1);
      const schema = body.data as QuoteSchema;
      expect(schema.goods_id, `${product.code} has no goods row`).toBeGreaterThan(0);
      expect(Object.keys(schema.defaults).length).toBeGreaterThan(0);
      expect(schema.quantities.length).toBeGreaterThan(0);
    }
  });

  it('resolves /custom?id= goods ids to their quote page; ready-stock goods and unknown codes are not found', async () => {
    const [card] = await t.database.db.select().from(goods).where(eq(goods.customCode, 'bc_standard'));
    const byGoods = (await callApi(t.app, 'GET', `/api/quote/schema?goods_id=${card!.id}`)).body;
    expect(byGoods).toMatchObject({ code: 1, data: { code: 'bc_standard', goods_id: card!.id } });
    const [stock] = await t.database.db.select().from(goods).where(eq(goods.isCustom, 0)).limit(1);
    expect((await callApi(t.app, 'GET', `/api/quote/schema?goods_id=${stock!.id}`)).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'GET', '/api/quote/schema?code=no_such_product')).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
    expect((await callApi(t.app, 'GET', '/api/quote/schema?code=DROP%20TABLE')).status).toBe(400);
    expect((await callApi(t.app, 'GET', '/api/quote/schema')).body).toMatchObject({ code: 0, data: { field: 'code' } });
  });
});

describe('quote/price', () => {
  it('prices a configuration with breakdown, VAT and the ladder — the same figures as the shared engine', async () => {
    const config = { quantity: 1000 };
    const { body } = await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config } });
    expect(body.code).toBe(1);
    const data = body.data as QuotePrice;
    expect(data.ok).toBe(true);
    const engine = price('bc_standard', config);
    if (!engine.ok) throw new Error('engine refused the default business card');
    expect(data.quote?.total_fils).toBe(engine.quote.total_fils);
    expect(data.quote!.subtotal_fils + data.quote!.vat_fils).toBe(data.quote!.total_fils);
    expect(data.quote!.lines.reduce((sum, line) => sum + line.amount_fils, 0)).toBe(data.quote!.subtotal_fils);
    expect(data.ladder.length).toBeGreaterThan(2);
  });

  it('ignores prices and totals sent by the client', async () => {
    const honest = (await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config: { quantity: 500 } } })).body.data as QuotePrice;
    const tampered = (
      await callApi(t.app, 'POST', '/api/quote/price', {
        body: { code: 'bc_standard', config: { quantity: 500 }, total_fils: 1, price: 1, quote: { total_fils: 1 } },
      })
    ).body.data as QuotePrice;
    expect(tampered.quote?.total_fils).toBe(honest.quote?.total_fils);
    const inConfig = (await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config: { quantity: 500, total_fils: 1 } } })).body
      .data as QuotePrice;
    expect(inConfig.ok).toBe(false);
    expect(inConfig.issues.some((i) => i.field === 'total_fils')).toBe(true);
  });

  it('answers rule errors as issues naming the field, with a fix when there is one', async () => {
    const { body } = await callApi(t.app, 'POST', '/api/quote/price', {
      body: { code: 'booklet_saddle_stitch', config: { pages: 36, binding: 'saddle_stitch' } },
    });
    expect(body.code).toBe(1);
    const data = body.data as QuotePrice;
    expect(data.ok).toBe(false);
    expect(data.quote).toBeNull();
    const issue = data.issues.find((i) => i.severity === 'error');
    expect(issue?.field).toBeTruthy();
    expect(data.issues.some((i) => i.fix !== undefined)).toBe(true);
  });

  it('unknown products are not found; malformed configs are HTTP 400', async () => {
    expect((await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'nothing_here', config: {} } })).body).toMatchObject({
      code: 0,
      data: { error: 'not_found', field: 'code' },
    });
    expect((await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config: { quantity: { $gt: 1 } } } })).status).toBe(400);
    expect((await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard' } })).status).toBe(400);
  });

  it('a kept answer is the engine\'s: the same configuration in any field order, again and again, and a different one priced anew', async () => {
    const ask = async (config: Record<string, unknown>) => (await callApi(t.app, 'POST', '/api/quote/price', { body: { code: 'bc_standard', config } })).body.data as QuotePrice;
    const config = { quantity: 2000, colours: '4_0' };
    const first = await ask(config);
    const again = await ask({ colours: '4_0', quantity: 2000 });
    expect(again).toEqual(first);
    const engine = price('bc_standard', config);
    const scheme = ladder('bc_standard', config);
    if (!engine.ok || !scheme.ok) throw new Error('engine refused the configuration');
    expect(first.quote?.total_fils).toBe(engine.quote.total_fils);
    expect(first.ladder.map((row) => row.total_fils)).toEqual(scheme.rows.map((row) => row.total_fils));
    const other = await ask({ quantity: 3000, colours: '4_0' });
    expect(other.quote?.quantity).toBe(3000);
    expect(other.quote?.total_fils).toBe((price('bc_standard', { quantity: 3000, colours: '4_0' }) as { quote: { total_fils: number } }).quote.total_fils);
  });
});
