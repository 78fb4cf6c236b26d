import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { listProducts } from '../../../domain/quote';
import type { CataloguePrices } from '../../../domain/quote/price-impact';
import { fingerprintOf, recordQuotePrices, runningPrices } from '../../db/quote-price-snapshots';
import { goods, quotePriceSnapshots } from '../../db/schema';
import { seed } from '../../db/seed';
import { staffUser } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type Product = components['schemas']['StudioProduct'];
type Detail = components['schemas']['StudioProductDetail'];
type Impact = components['schemas']['StudioImpact'];
type List = { lists: Product[]; count: number; counts: { valid: number; warnings: number; errors: number } };

let t: TestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string, locale?: string) => {
  const res = await callApi(t.app, 'GET', url, { token: staff.token, ...(locale ? { locale } : {}) });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data as T;
};

/** The running catalogue's prices with pvc_card's ladder at half price, without bc_standard and with a product since removed. */
function earlierCatalogue(): CataloguePrices {
  const now = runningPrices().prices;
  const prices: CataloguePrices = structuredClone(now);
  prices['pvc_card'] = (now['pvc_card'] ?? []).map((step) => ({ quantity: step.quantity, total_fils: step.total_fils === null ? null : Math.round(step.total_fils / 2) }));
  delete prices['bc_standard'];
  prices['flyer_retired'] = [{ quantity: 100, total_fils: 12345 }];
  return prices;
}

describe('who may use the studio', () => {
  it('staff only: a guest must log in, a customer is refused', async () => {
    expect((await t.api.get('/staff/studio/products')).body.code).toBe(-1);
    const customer = await newUser(t.app);
    for (const url of ['/api/staff/studio/products', '/api/staff/studio/product?code=bc_standard', '/api/staff/studio/impact']) {
      expect((await callApi(t.app, 'GET', url, { token: customer.token })).body, url).toMatchObject({ code: 0, data: { error: 'forbidden' } });
    }
  });
});

describe('staff/studio/products', () => {
  it('lists every quote product with its status, findings and counts', async () => {
    const all = await get<List>('/api/staff/studio/products');
    expect(all.count).toBe(listProducts().length);
    expect(all.counts.valid + all.counts.warnings + all.counts.errors).toBe(all.count);
    const card = all.lists.find((p) => p.code === 'bc_standard');
    expect(card).toMatchObject({ title: 'Standard business cards', model: 'SHEET', status: 'valid', findings: [], file: 'schemas/products/bc_standard.json', image: 'img/goods/business-cards.svg', category: 'standard-business-cards' });
    expect(card?.goods_id).toBeGreaterThan(0);
    expect(card?.from_fils).toBeGreaterThan(0);
    // creasing is included from 170 gsm: a warning at its default 350 gsm board
    expect(all.lists.find((p) => p.code === 'bc_folded')).toMatchObject({
      status: 'warnings',
      findings: [{ kind: 'rule', severity: 'warning', field: 'stock', message: 'quote.rule.crease_added', params: { gsm: 350 } }],
    });
  });

  it('keeps one status, and finds products by code or by their title in any language', async () => {
    const warned = await get<List>('/api/staff/studio/products?status=warnings');
    expect(warned.lists.length).toBeGreaterThan(0);
    expect(warned.lists.every((p) => p.status === 'warnings')).toBe(true);
    expect((await get<List>('/api/staff/studio/products?q=bc_sq')).lists.map((p) => p.code)).toEqual(['bc_square']);
    expect((await get<List>(`/api/staff/studio/products?q=${encodeURIComponent('بطاقات عمل قياسية')}`)).lists.map((p) => p.code)).toContain('bc_standard');
    const ar = await get<List>('/api/staff/studio/products?q=bc_standard', 'ar');
    expect(ar.lists[0]?.title).toBe('بطاقات عمل قياسية');
    expect((await get<List>('/api/staff/studio/products?q=nothing-like-this')).lists).toEqual([]);
  });

  it('warns when shoppers cannot find a product: its goods row hidden', async () => {
    await t.database.db.update(goods).set({ isShow: false }).where(eq(goods.customCode, 'postcard'));
    try {
      const [postcard] = (await get<List>('/api/staff/studio/products?q=postcard')).lists.filter((p) => p.code === 'postcard');
      expect(postcard?.status).toBe('warnings');
      expect(postcard?.findings).toContainEqual({ kind: 'not_listed', severity: 'warning', field: null, message: null, params: { reason: 'hidden' } });
    } finally {
      await t.database.db.update(goods).set({ isShow: true }).where(eq(goods.customCode, 'postcard'));
    }
  });

  it('refuses a bad status with HTTP 400', async () => {
    expect((await callApi(t.app, 'GET', '/api/staff/studio/products?status=fine', { token: staff.token })).status).toBe(400);
  });
});

describe('staff/studio/product', () => {
  it('gives a product with its rules (shared ones composed with the product\'s own when)', async () => {
    const product = await get<Detail>('/api/staff/studio/product?code=board_foam');
    expect(product).toMatchObject({ code: 'board_foam', model: 'AREA' });
    expect(product.rules_list).toContainEqual({
      rule: '!(lamination != "none" || contour_cut) || (long_mm <= 860.0 && short_mm <= 620.0)',
      message: 'quote.rule.post_process_a1',
      severity: 'error',
      field: 'lamination',
      params: { max_w: '620', max_h: '860' },
      fix: { lamination: 'none', contour_cut: false },
      goto: null,
    });
  });

  it('answers not_found for an unknown product and HTTP 400 for a malformed code', async () => {
    expect((await t.api.get('/staff/studio/product', { query: { code: 'no_such_product' }, token: staff.token })).body).toMatchObject({ code: 0, data: { error: 'not_found', field: 'code' } });
    expect((await t.api.get('/staff/studio/product', { query: { code: 'Bad-Code' }, token: staff.token })).status).toBe(400);
  });
});

describe('staff/studio/impact: the running catalogue against the one the shop ran before', () => {
  beforeEach(async () => {
    await t.database.db.delete(quotePriceSnapshots);
  });

  it('has nothing to compare before a second catalogue was recorded', async () => {
    await recordQuotePrices(t.database.db);
    expect(await get<Impact>('/api/staff/studio/impact')).toEqual({ baseline: null, changed: [], added: [], removed: [], unchanged: 0 });
    expect((await get<Detail>('/api/staff/studio/product?code=pvc_card')).impact).toBeNull();
  });

  it('lists the products whose prices changed, by how much, and those added and removed', async () => {
    const earlier = earlierCatalogue();
    await t.database.db.insert(quotePriceSnapshots).values({ fingerprint: fingerprintOf(earlier), prices: earlier, products: Object.keys(earlier).length });
    await recordQuotePrices(t.database.db);
    const now = runningPrices().prices;
    const impact = await get<Impact>('/api/staff/studio/impact');
    expect(impact.baseline?.products).toBe(Object.keys(earlier).length);
    expect(impact.changed.map((c) => c.code)).toEqual(['pvc_card']);
    expect(impact.added).toEqual(['bc_standard']);
    expect(impact.removed).toEqual(['flyer_retired']);
    expect(impact.unchanged).toBe(Object.keys(now).length - 2);
    const [change] = impact.changed;
    const steps = (now['pvc_card'] ?? []).filter((step) => step.total_fils !== null);
    expect(change?.title).toBe('PVC plastic cards');
    expect(change?.rows).toEqual(steps.map((step) => ({ quantity: step.quantity, before_fils: Math.round((step.total_fils ?? 0) / 2), after_fils: step.total_fils })));
    // every step halved before: the largest change is at the largest total
    const biggest = steps.reduce((a, b) => ((b.total_fils ?? 0) >= (a.total_fils ?? 0) ? b : a));
    const before = Math.round((biggest.total_fils ?? 0) / 2);
    expect(change?.largest).toEqual({ quantity: biggest.quantity, change_fils: (biggest.total_fils ?? 0) - before, percent: (((biggest.total_fils ?? 0) - before) / before) * 100 });
    // the product page shows its own change
    expect((await get<Detail>('/api/staff/studio/product?code=pvc_card')).impact).toEqual(change);
    expect((await get<Detail>('/api/staff/studio/product?code=bc_premium')).impact).toBeNull();
  });

  it('records the prices at start-up only when they changed, once even when servers start together', async () => {
    const rows = async () => (await t.database.db.select({ n: count() }).from(quotePriceSnapshots))[0]?.n ?? 0;
    await Promise.all([seed(t.database.db), seed(t.database.db)]);
    expect(await rows()).toBe(1);
    await seed(t.database.db);
    expect(await rows()).toBe(1);
    const [row] = await t.database.db.select().from(quotePriceSnapshots);
    expect(row?.fingerprint).toBe(runningPrices().fingerprint);
    expect(row?.prices).toEqual(runningPrices().prices);
  });
});

it.runIf(testDatabaseUrl)('runs on PostgreSQL when TEST_DATABASE_URL is set (the start-up race above)', () => {
  expect(t.databaseUrl).not.toBeNull();
});
