import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { addresses, auditLog, cartLines as cartLinesTable, flashSales, goods, orders, stockLedger, stockVariants, users } from '../../db/schema';
import { idempotencyKey, orderDetail, readyToOrder, staffUser, submitOrder } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, type TestApp } from '../../testing/test-app';

type CartLine = components['schemas']['CartLine'];
type Variant = components['schemas']['StockVariant'];
type FlashSale = components['schemas']['FlashSale'];
type StaffSale = components['schemas']['StaffFlashSale'];
type StaffGoods = components['schemas']['StaffStockGoods'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
let skuSeq = 0;

/** A fresh variant of a ready-stock goods item (lanyards, 216) with `stock` units and a ledger row explaining them. */
async function freshVariant(stock: number, priceFils = 5000): Promise<number> {
  skuSeq += 1;
  const [row] = await t.database.db
    .insert(stockVariants)
    .values({ goodsId: 216, sku: `test-${process.pid}-${Date.now()}-${skuSeq}`, name: { en: `Test colour ${skuSeq}`, zh: '测试', ar: 'اختبار', ja: 'テスト' }, priceFils, stock, sort: 99 })
    .returning({ id: stockVariants.id });
  if (!row) throw new Error('no variant');
  await t.database.db.insert(stockLedger).values({ variantId: row.id, reason: 'seed', delta: stock, after: stock });
  return row.id;
}

async function stockOf(variantId: number): Promise<number> {
  const [row] = await t.database.db.select({ stock: stockVariants.stock }).from(stockVariants).where(eq(stockVariants.id, variantId));
  return row?.stock ?? -1;
}

/** The sum of a variant's ledger deltas: always equal to its stock. */
async function ledgerSum(variantId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`coalesce(sum(${stockLedger.delta}), 0)::int` }).from(stockLedger).where(eq(stockLedger.variantId, variantId));
  return Number(row?.n ?? 0);
}

async function addStock(token: string, variantId: number, quantity: number) {
  return callApi(t.app, 'POST', '/api/cart/addStock', { token, body: { variant_id: variantId, quantity } });
}

async function cartLines(token: string): Promise<CartLine[]> {
  return ((await callApi(t.app, 'GET', '/api/cart/lists', { token })).body.data as { lists: CartLine[] }).lists;
}

async function saleOf(id: number): Promise<{ sold: number; totalStock: number }> {
  const [row] = await t.database.db.select().from(flashSales).where(eq(flashSales.id, id));
  if (!row) throw new Error('no sale');
  return row;
}

async function newSale(admin: string, body: Record<string, unknown>) {
  return callApi(t.app, 'POST', '/api/staff/seckill/save', { token: admin, body });
}

describe('variants', () => {
  it('a ready-stock item lists its variants with prices with and without VAT; quote products have none', async () => {
    const res = await callApi(t.app, 'GET', '/api/stock/variants?goods_id=216');
    expect(res.body.code).toBe(1);
    const lists = (res.body.data as { lists: Variant[] }).lists;
    expect(lists.slice(0, 4).map((v) => v.name)).toEqual(['Green', 'Black', 'Navy', 'Red']);
    expect(lists[0]).toMatchObject({ price_fils: 5714, gross_fils: 6000 });
    expect(lists[0]?.stock).toBeGreaterThan(0);
    const arabic = await callApi(t.app, 'GET', '/api/stock/variants?goods_id=216', { locale: 'ar' });
    expect((arabic.body.data as { lists: Variant[] }).lists[0]?.name).toBe('أخضر');
    // Every seeded ready-stock item can be bought: it has at least one variant.
    const single = await callApi(t.app, 'GET', '/api/stock/variants?goods_id=203');
    expect((single.body.data as { lists: Variant[] }).lists).toHaveLength(1);
    expect((await callApi(t.app, 'GET', '/api/stock/variants?goods_id=101')).body).toMatchObject({ code: 0, data: { error: 'not_found' } });
  });

  it('the seed gives each variant a ledger row explaining its stock', async () => {
    const [variant] = await t.database.db.select().from(stockVariants).where(eq(stockVariants.sku, 'pen-click-blue-50'));
    if (!variant) throw new Error('no seeded pen');
    expect(await ledgerSum(variant.id)).toBe(variant.stock);
    const [pens] = await t.database.db.select().from(goods).where(eq(goods.id, 222));
    expect(pens).toMatchObject({ categoryId: 7643, isCustom: 0, priceFromFils: 2500 });
  });
});

describe('stock lines in the cart', () => {
  it('are priced by the server, grow when added again, and are refused beyond the stock', async () => {
    const u = await newUser(t.app);
    const variant = await freshVariant(5, 1000);
    expect((await addStock(u.token, variant, 2)).body).toMatchObject({ code: 1, data: { count: 1 } });
    expect((await addStock(u.token, variant, 1)).body).toMatchObject({ code: 1, msg: 'Added to your cart: the quantity joins the same line already there.' });
    const [line] = await cartLines(u.token);
    expect(line).toMatchObject({ code: 'ready_stock', quantity: 3, price_fils: 3150, current_price_fils: 3150, valid: true, file: null, goods_id: 216 });
    expect(line?.stock).toMatchObject({ goods_id: 216, variant_id: variant, sale_id: null });
    expect(line?.stock?.name.en).toContain('Plain polyester lanyards');
    const over = await addStock(u.token, variant, 3);
    expect(over.body).toMatchObject({ code: 0, data: { error: 'out_of_stock', field: 'quantity' } });
    expect(over.body.msg).toContain('Only 5 of');
    // The quantity changes through cart/update; the server re-prices it.
    const updated = await callApi(t.app, 'POST', '/api/cart/update', { token: u.token, body: { id: line?.id, config: { quantity: 4 } } });
    expect(updated.body.data).toMatchObject({ quantity: 4, current_price_fils: 4200 });
    expect((await callApi(t.app, 'POST', '/api/cart/update', { token: u.token, body: { id: line?.id, config: { quantity: 6 } } })).body.data).toMatchObject({ error: 'out_of_stock' });
    expect((await callApi(t.app, 'POST', '/api/cart/update', { token: u.token, body: { id: line?.id, config: { quantity: 0 } } })).body.data).toMatchObject({ error: 'invalid_field', field: 'config.quantity' });
    // A variant staff hid can no longer be added; the line in the cart says so.
    await t.database.db.update(stockVariants).set({ isShow: false }).where(eq(stockVariants.id, variant));
    expect((await addStock(u.token, variant, 1)).body.data).toMatchObject({ error: 'stock_unavailable' });
    const [hidden] = await cartLines(u.token);
    expect(hidden).toMatchObject({ valid: false, issues: [{ message: 'stock.issue.unavailable' }] });
  });
});

describe('orders with stock lines', () => {
  it('a stock line and a print line make one order: the stock is taken, only the print line needs a file, it is paid', async () => {
    const u = await readyToOrder(t.app);
    const variant = await freshVariant(10, 2000);
    const added = await addStock(u.token, variant, 3);
    const cartIds = [...u.cartIds, ...(added.body.data as { ids: number[] }).ids];
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: cartIds, address_id: u.addressId, delivery: 'door' } });
    const goodsFils = (preview.body.data as { totals: { goods_fils: number } }).totals.goods_fils;
    const submitted = await submitOrder(t.app, u.token, cartIds, u.addressId);
    expect(submitted.body.code, submitted.body.msg).toBe(1);
    const id = Number(submitted.body.data.order_id);
    expect(await stockOf(variant)).toBe(7);
    expect(await ledgerSum(variant)).toBe(7);
    const order = await orderDetail(t.app, u.token, id);
    expect(order.totals.goods_fils).toBe(goodsFils);
    const stockLine = order.lines.find((l) => l.stock !== null);
    expect(stockLine).toMatchObject({ code: 'ready_stock', quantity: 3, subtotal_fils: 6000, total_fils: 6300, file: null, stock: { variant_id: variant, sale_id: null } });
    expect(stockLine?.stock?.name.ar).toContain('أشرطة تعليق');
    const methods = await callApi(t.app, 'GET', `/api/pay/methods?order_id=${id}`, { token: u.token });
    expect(methods.body.data).toMatchObject({ missing_files: 0 });
    await t.database.db.update(users).set({ balanceFils: 10_000_000 }).where(eq(users.id, u.userId));
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.code).toBe(1);
    expect((await orderDetail(t.app, u.token, id)).status).toBe('pending_review');
  });

  it('a stock line cannot be ordered with the design service: it has nothing to design, in the preview and at submit', async () => {
    const u = await readyToOrder(t.app);
    const variant = await freshVariant(5);
    const [stockId] = (await addStock(u.token, variant, 1)).body.data.ids as number[];
    const cartIds = [...u.cartIds, stockId!];
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: cartIds, address_id: u.addressId, delivery: 'door', design_ids: [stockId] } });
    expect(preview.body).toMatchObject({ code: 0, data: { error: 'design_not_available', field: 'design' } });
    const submitted = await callApi(t.app, 'POST', '/api/order/submit', {
      token: u.token,
      body: { cart_ids: cartIds, address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: 1, design: [{ cart_id: stockId, brief: 'A logo on the lanyard, please' }] },
    });
    expect(submitted.body).toMatchObject({ code: 0, data: { error: 'design_not_available', field: 'design' } });
    expect(await stockOf(variant)).toBe(5);
  });

  it('cancelling an unpaid order gives the units back once; a lapsed order does too', async () => {
    const u = await readyToOrder(t.app);
    const variant = await freshVariant(4);
    const ids = (await addStock(u.token, variant, 4)).body.data as { ids: number[] };
    const id = Number((await submitOrder(t.app, u.token, ids.ids, u.addressId)).body.data.order_id);
    expect(await stockOf(variant)).toBe(0);
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id } })).body.code).toBe(1);
    expect(await stockOf(variant)).toBe(4);
    // A second cancel (refused) gives nothing more back.
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: u.token, body: { id } })).body.code).toBe(0);
    expect(await stockOf(variant)).toBe(4);
    const reasons = await t.database.db.select({ reason: stockLedger.reason, delta: stockLedger.delta }).from(stockLedger).where(eq(stockLedger.orderId, id));
    expect(reasons).toEqual([
      { reason: 'order', delta: -4 },
      { reason: 'return', delta: 4 },
    ]);

    const again = (await addStock(u.token, variant, 2)).body.data as { ids: number[] };
    const lapsing = Number((await submitOrder(t.app, u.token, again.ids, u.addressId)).body.data.order_id);
    expect(await stockOf(variant)).toBe(2);
    await t.database.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, lapsing));
    await t.app.services.orders.expireUnpaid();
    expect((await orderDetail(t.app, u.token, lapsing)).status).toBe('cancelled');
    expect(await stockOf(variant)).toBe(4);
    expect(await ledgerSum(variant)).toBe(4);
  });

  it('a paid order rejected by staff gives its units back', async () => {
    const u = await readyToOrder(t.app);
    const staff = await staffUser(t.app, t.database);
    const variant = await freshVariant(3);
    const ids = (await addStock(u.token, variant, 3)).body.data as { ids: number[] };
    const id = Number((await submitOrder(t.app, u.token, ids.ids, u.addressId)).body.data.order_id);
    await t.database.db.update(users).set({ balanceFils: 10_000_000 }).where(eq(users.id, u.userId));
    expect((await callApi(t.app, 'POST', '/api/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } })).body.code).toBe(1);
    const [row] = await t.database.db.select({ version: orders.version }).from(orders).where(eq(orders.id, id));
    const rejected = await callApi(t.app, 'POST', '/api/staff/order/reject', { token: staff.token, body: { id, version: row?.version, reason: 'Out of this colour' } });
    expect(rejected.body.code, rejected.body.msg).toBe(1);
    expect(await stockOf(variant)).toBe(3);
  });

  it('stock sold meanwhile refuses the order with the units left, and nothing is taken', async () => {
    const u = await readyToOrder(t.app);
    const variant = await freshVariant(5);
    const ids = (await addStock(u.token, variant, 4)).body.data as { ids: number[] };
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: [...u.cartIds, ...ids.ids], address_id: u.addressId, delivery: 'door' } });
    const due = (preview.body.data as { totals: { amount_due_fils: number } }).totals.amount_due_fils;
    await t.database.db.update(stockVariants).set({ stock: 2 }).where(eq(stockVariants.id, variant));
    const refused = await callApi(t.app, 'POST', '/api/order/submit', {
      token: u.token,
      body: { cart_ids: [...u.cartIds, ...ids.ids], address_id: u.addressId, delivery: 'door', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: due },
    });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'out_of_stock' } });
    expect(refused.body.msg).toContain('Only 2 of');
    expect(await stockOf(variant)).toBe(2);
    expect(await cartLines(u.token)).toHaveLength(2);
  });

  it('another customer\'s stock line is "not found" to an order', async () => {
    const owner = await newUser(t.app);
    const other = await readyToOrder(t.app);
    const ids = (await addStock(owner.token, await freshVariant(2), 1)).body.data as { ids: number[] };
    const preview = await callApi(t.app, 'POST', '/api/order/preview', { token: other.token, body: { cart_ids: ids.ids, address_id: other.addressId, delivery: 'door' } });
    expect(preview.body.data).toMatchObject({ error: 'cart_lines_missing' });
  });
});

describe('the console: stock', () => {
  it('staff list the goods and variants, adjust with a reason (ledger and audit), never below zero', async () => {
    const staff = await staffUser(t.app, t.database);
    const customer = await newUser(t.app);
    const variant = await freshVariant(5);
    const list = (await callApi(t.app, 'GET', '/api/staff/stock', { token: staff.token })).body.data as { lists: StaffGoods[] };
    expect(list.lists.find((g) => g.id === 216)?.variants.some((v) => v.id === variant)).toBe(true);
    expect((await callApi(t.app, 'GET', '/api/staff/stock', { token: customer.token })).body.data).toMatchObject({ error: 'forbidden' });
    const added = await callApi(t.app, 'POST', '/api/staff/stock/adjust', { token: staff.token, body: { variant_id: variant, delta: 20, reason: 'Delivery from supplier' } });
    expect(added.body).toMatchObject({ code: 1, data: { stock: 25 } });
    const below = await callApi(t.app, 'POST', '/api/staff/stock/adjust', { token: staff.token, body: { variant_id: variant, delta: -26, reason: 'Count' } });
    expect(below.body).toMatchObject({ code: 0, data: { error: 'stock_adjust_invalid', field: 'delta' } });
    expect(below.body.msg).toContain('25 on hand');
    expect((await callApi(t.app, 'POST', '/api/staff/stock/adjust', { token: staff.token, body: { variant_id: variant, delta: -1, reason: '   ' } })).body.data).toMatchObject({ error: 'reason_required' });
    expect((await callApi(t.app, 'POST', '/api/staff/stock/adjust', { token: staff.token, body: { variant_id: variant, delta: 0, reason: 'x' } })).status).toBe(400);
    const ledger = (await callApi(t.app, 'GET', `/api/staff/stock/ledger?variant_id=${variant}`, { token: staff.token })).body.data as { lists: { reason: string; delta: number; note: string | null; actor: string | null }[] };
    expect(ledger.lists[0]).toMatchObject({ reason: 'adjust', delta: 20, note: 'Delivery from supplier' });
    expect(ledger.lists[0]?.actor).toBeTruthy();
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'stock_variant'), eq(auditLog.entityId, variant)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'stock_adjust', reason: 'Delivery from supplier', before: { stock: 5 }, after: { stock: 25 } });
  });

  it('admins add and edit variants; the goods item\'s "from" price follows its cheapest shown variant', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const staff = await staffUser(t.app, t.database);
    const name = { en: 'Yellow', zh: '黄色', ar: 'أصفر', ja: 'イエロー' };
    expect((await callApi(t.app, 'POST', '/api/staff/stock/variant', { token: staff.token, body: { goods_id: 217, name, price_fils: 100, is_show: true } })).body.data).toMatchObject({ error: 'forbidden' });
    const created = await callApi(t.app, 'POST', '/api/staff/stock/variant', { token: admin.token, body: { goods_id: 217, name, price_fils: 100, is_show: true } });
    expect(created.body).toMatchObject({ code: 1, data: { stock: 0, price_fils: 100, name } });
    const detail = await callApi(t.app, 'GET', '/api/goods/detail?id=217');
    expect(detail.body.data).toMatchObject({ price_from_fils: 105 });
    const id = (created.body.data as { id: number }).id;
    await callApi(t.app, 'POST', '/api/staff/stock/variant', { token: admin.token, body: { id, goods_id: 217, name, price_fils: 100, is_show: false } });
    expect((await callApi(t.app, 'GET', '/api/goods/detail?id=217')).body.data).toMatchObject({ price_from_fils: 5000 });
    expect((await callApi(t.app, 'POST', '/api/staff/stock/variant', { token: admin.token, body: { goods_id: 101, name, price_fils: 100, is_show: true } })).body.data).toMatchObject({ error: 'not_found' });
  });
});

describe('flash sales', () => {
  it('admins create sales that the checks refuse with clear reasons', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const variant = await freshVariant(10, 5000);
    const now = Date.now();
    const window = { starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() };
    const base = { variant_id: variant, price_fils: 3000, total_stock: 5, per_customer: 2, ...window };
    const notBelow = await newSale(admin.token, { ...base, price_fils: 5000 });
    expect(notBelow.body).toMatchObject({ code: 0, data: { error: 'flash_sale_price_not_below', field: 'price_fils' } });
    expect(notBelow.body.msg).toContain('50.00');
    expect((await newSale(admin.token, { ...base, ends_at: window.starts_at })).body.data).toMatchObject({ error: 'flash_sale_window_order', field: 'ends_at' });
    expect((await newSale(admin.token, { ...base, ends_at: new Date(now + 40 * 24 * HOUR).toISOString() })).body.data).toMatchObject({ error: 'flash_sale_window_too_long' });
    expect((await newSale(admin.token, { ...base, starts_at: new Date(now - 3 * HOUR).toISOString(), ends_at: new Date(now - HOUR).toISOString() })).body.data).toMatchObject({ error: 'flash_sale_ends_in_past' });
    const staff = await staffUser(t.app, t.database);
    expect((await newSale(staff.token, base)).body.data).toMatchObject({ error: 'forbidden' });
    const created = await newSale(admin.token, base);
    expect(created.body).toMatchObject({ code: 1, data: { state: 'on', left: 5, sold: 0, status: 'active', gross_fils: 3150, regular_gross_fils: 5250 } });
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'flash_sale'), eq(auditLog.entityId, (created.body.data as StaffSale).id)));
    expect(audit.map((a) => a.action)).toEqual(['flash_sale_create']);
  });

  it('buy now → order at the sale price within the per-customer limit; cancelling gives the units back; sold out; ended', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const variant = await freshVariant(10, 5000);
    const now = Date.now();
    const sale = (await newSale(admin.token, { variant_id: variant, price_fils: 3000, total_stock: 2, per_customer: 1, starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() })).body.data as StaffSale;
    const listed = (await callApi(t.app, 'GET', '/api/seckill/lists')).body.data as { now: string; lists: FlashSale[] };
    expect(listed.lists.find((s) => s.id === sale.id)).toMatchObject({ state: 'on', left: 2, per_customer: 1, bought: 0 });
    expect(Math.abs(new Date(listed.now).getTime() - Date.now())).toBeLessThan(60_000);

    const first = await readyToOrder(t.app);
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: first.token, body: { id: sale.id, quantity: 2 } })).body).toMatchObject({ code: 0, data: { error: 'flash_sale_limit' } });
    const bought = await callApi(t.app, 'POST', '/api/seckill/buy', { token: first.token, body: { id: sale.id, quantity: 1 } });
    expect(bought.body.code, bought.body.msg).toBe(1);
    const cartId = Number(bought.body.data.cart_id);
    const line = (await cartLines(first.token)).find((l) => l.id === cartId);
    expect(line).toMatchObject({ current_price_fils: 3150, stock: { sale_id: sale.id } });
    const order = Number((await submitOrder(t.app, first.token, [cartId], first.addressId)).body.data.order_id);
    expect(order).toBeGreaterThan(0);
    expect(await saleOf(sale.id)).toMatchObject({ sold: 1 });
    expect(await stockOf(variant)).toBe(9);
    expect((await orderDetail(t.app, first.token, order)).lines[0]).toMatchObject({ subtotal_fils: 3000, stock: { sale_id: sale.id } });
    // The limit counts open orders: a second purchase is refused.
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: first.token, body: { id: sale.id, quantity: 1 } })).body.data).toMatchObject({ error: 'flash_sale_limit' });
    const detail = (await callApi(t.app, 'GET', `/api/seckill/detail?id=${sale.id}`, { token: first.token })).body.data as { sale: FlashSale };
    expect(detail.sale).toMatchObject({ bought: 1, left: 1 });
    // Cancelled unpaid: the sale's unit and the variant's unit come back, and the customer may buy again.
    expect((await callApi(t.app, 'POST', '/api/order/cancel', { token: first.token, body: { id: order } })).body.code).toBe(1);
    expect(await saleOf(sale.id)).toMatchObject({ sold: 0 });
    expect(await stockOf(variant)).toBe(10);
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: first.token, body: { id: sale.id, quantity: 1 } })).body.code).toBe(1);

    // Two other customers take the two units; a fourth finds it sold out.
    for (let i = 0; i < 2; i += 1) {
      const buyer = await readyToOrder(t.app);
      const cart = Number((await callApi(t.app, 'POST', '/api/seckill/buy', { token: buyer.token, body: { id: sale.id, quantity: 1 } })).body.data.cart_id);
      expect((await submitOrder(t.app, buyer.token, [cart], buyer.addressId)).body.code).toBe(1);
    }
    const late = await readyToOrder(t.app);
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: late.token, body: { id: sale.id, quantity: 1 } })).body).toMatchObject({ code: 0, msg: 'This flash sale is sold out.' });
    expect(((await callApi(t.app, 'GET', `/api/seckill/detail?id=${sale.id}`)).body.data as { sale: FlashSale }).sale.state).toBe('sold_out');
    // The first customer's line in the cart is now refused at checkout.
    const stale = (await cartLines(first.token)).find((l) => l.stock?.sale_id === sale.id);
    expect(stale).toMatchObject({ valid: false, issues: [{ message: 'stock.issue.sale_sold_out' }] });
    const refused = await callApi(t.app, 'POST', '/api/order/preview', { token: first.token, body: { cart_ids: [stale?.id ?? 0], address_id: first.addressId, delivery: 'door' } });
    expect(refused.body).toMatchObject({ code: 0, data: { error: 'flash_sale_sold_out' } });

    const sold = (await callApi(t.app, 'GET', `/api/staff/seckill/orders?id=${sale.id}`, { token: admin.token })).body.data as { lists: { status: string }[] };
    expect(sold.lists.map((o) => o.status).sort()).toEqual(['cancelled', 'unpaid', 'unpaid']);
    const staffList = (await callApi(t.app, 'GET', '/api/staff/seckill', { token: admin.token })).body.data as { lists: StaffSale[] };
    expect(staffList.lists.find((s) => s.id === sale.id)).toMatchObject({ sold: 2, orders: 2, state: 'sold_out' });

    // Ending it: it is over for everyone, and ending twice is refused.
    const ended = await callApi(t.app, 'POST', '/api/staff/seckill/end', { token: admin.token, body: { id: sale.id } });
    expect(ended.body).toMatchObject({ code: 1, data: { status: 'ended', state: 'ended' } });
    expect((await callApi(t.app, 'POST', '/api/staff/seckill/end', { token: admin.token, body: { id: sale.id } })).body.data).toMatchObject({ error: 'flash_sale_already_ended' });
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: late.token, body: { id: sale.id, quantity: 1 } })).body.data).toMatchObject({ error: 'flash_sale_over' });
    expect((await newSale(admin.token, { id: sale.id, variant_id: variant, price_fils: 3000, total_stock: 2, per_customer: 1, starts_at: new Date(now).toISOString(), ends_at: new Date(now + HOUR).toISOString() })).body.data).toMatchObject({ error: 'flash_sale_already_ended' });
    expect(((await callApi(t.app, 'GET', '/api/seckill/lists')).body.data as { lists: FlashSale[] }).lists.some((s) => s.id === sale.id)).toBe(false);
  });

  it('a flash-sale line is at a final price: no member discount and no coupon on it', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const variant = await freshVariant(10, 5000);
    const now = Date.now();
    const sale = (await newSale(admin.token, { variant_id: variant, price_fils: 3000, total_stock: 5, per_customer: 2, starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() })).body.data as StaffSale;
    const u = await readyToOrder(t.app);
    await t.database.db.update(users).set({ level: 5 }).where(eq(users.id, u.userId));
    const cartId = Number((await callApi(t.app, 'POST', '/api/seckill/buy', { token: u.token, body: { id: sale.id, quantity: 2 } })).body.data.cart_id);
    const onlySale = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: [cartId], address_id: u.addressId, delivery: 'pickup' } });
    expect((onlySale.body.data as { totals: { goods_fils: number; member_discount_fils: number } }).totals).toMatchObject({ goods_fils: 6000, member_discount_fils: 0 });
    const both = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: [...u.cartIds, cartId], address_id: u.addressId, delivery: 'pickup' } });
    const printOnly = await callApi(t.app, 'POST', '/api/order/preview', { token: u.token, body: { cart_ids: u.cartIds, address_id: u.addressId, delivery: 'pickup' } });
    const member = (r: typeof both) => (r.body.data as { totals: { member_discount_fils: number } }).totals.member_discount_fils;
    expect(member(printOnly)).toBeGreaterThan(0);
    expect(member(both)).toBe(member(printOnly));
  });

  it('a sale to come is listed with its start but cannot be bought yet', async () => {
    const admin = await staffUser(t.app, t.database, 'admin');
    const variant = await freshVariant(10, 5000);
    const now = Date.now();
    const sale = (await newSale(admin.token, { variant_id: variant, price_fils: 2500, total_stock: 3, per_customer: 1, starts_at: new Date(now + HOUR).toISOString(), ends_at: new Date(now + 2 * HOUR).toISOString() })).body.data as StaffSale;
    expect(sale.state).toBe('upcoming');
    const u = await newUser(t.app);
    expect((await callApi(t.app, 'POST', '/api/seckill/buy', { token: u.token, body: { id: sale.id, quantity: 1 } })).body).toMatchObject({ code: 0, msg: 'This flash sale has not started yet.' });
    const variants = (await callApi(t.app, 'GET', '/api/stock/variants?goods_id=216')).body.data as { sales: FlashSale[] };
    expect(variants.sales.find((s) => s.id === sale.id)?.state).toBe('upcoming');
    expect((await callApi(t.app, 'GET', '/api/seckill/detail?id=999999')).body.data).toMatchObject({ error: 'not_found' });
    // Edits move its window and units; fewer units than sold are refused.
    const edited = await newSale(admin.token, { id: sale.id, variant_id: variant, price_fils: 2000, total_stock: 4, per_customer: 2, starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() });
    expect(edited.body).toMatchObject({ code: 1, data: { state: 'on', price_fils: 2000, total_stock: 4 } });
    await t.database.db.update(flashSales).set({ sold: 3 }).where(eq(flashSales.id, sale.id));
    expect((await newSale(admin.token, { id: sale.id, variant_id: variant, price_fils: 2000, total_stock: 2, per_customer: 2, starts_at: new Date(now - HOUR).toISOString(), ends_at: new Date(now + HOUR).toISOString() })).body.data).toMatchObject({
      error: 'flash_sale_stock_below_sold',
      field: 'total_stock',
    });
  });
});

/** Customers made straight in the database (no password hashing), each with an address. */
async function customers(count: number): Promise<{ id: number; addressId: number }[]> {
  const stamp = `${process.pid % 1000}${Date.now() % 100_000}`;
  const made = await t.database.db
    .insert(users)
    .values(Array.from({ length: count }, (_, i) => ({ typeId: 1, nickname: `stockrace${stamp}_${i}`, mobile: `+97159${stamp}${String(i).padStart(3, '0')}`, passwordHash: 'x' })))
    .returning({ id: users.id });
  const book = await t.database.db
    .insert(addresses)
    .values(made.map((u) => ({ userId: u.id, recipient: 'Race buyer', phone: '+971 50 000 0000', province: 'Dubai', city: 'Dubai', address: 'Al Quoz 3' })))
    .returning({ id: addresses.id, userId: addresses.userId });
  return made.map((u) => ({ id: u.id, addressId: book.find((a) => a.userId === u.id)?.id ?? 0 }));
}

/** Each buyer submits their one cart line at once, as many browsers would. */
async function submitAll(buyers: { id: number; addressId: number; cartId: number }[]) {
  const { orders: service } = t.app.services;
  const previews = await Promise.all(buyers.map((b) => service.preview(b.id, 'en', { cart_ids: [b.cartId], delivery: 'pickup' })));
  return Promise.all(
    buyers.map((b, i) => {
      const preview = previews[i];
      if (!preview?.ok) throw new Error('preview failed');
      return service.submit(b.id, 'en', { cart_ids: [b.cartId], address_id: b.addressId, delivery: 'pickup', agree_terms: true, idempotency_key: idempotencyKey(), expected_amount_due_fils: preview.data.totals.amount_due_fils });
    }),
  );
}

describe.skipIf(!testDatabaseUrl)('races (PostgreSQL)', () => {
  it('40 concurrent orders for a variant with 10 units: exactly 10 orders, never oversold', async () => {
    const variant = await freshVariant(10);
    const buyers = await customers(40);
    const lines = await Promise.all(buyers.map((b) => t.app.services.stock.addToCart(b.id, 'en', variant, 1)));
    const withCarts = buyers.map((b, i) => {
      const line = lines[i];
      if (!line?.ok) throw new Error('add failed');
      return { ...b, cartId: line.data.ids[0] ?? 0 };
    });
    const results = await submitAll(withCarts);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error))).toEqual(Array(30).fill('out_of_stock'));
    expect(await stockOf(variant)).toBe(0);
    expect(await ledgerSum(variant)).toBe(0);
  });

  it('100 concurrent buyers for 10 flash-sale items: exactly 10 orders', async () => {
    const variant = await freshVariant(50, 5000);
    const [sale] = await t.database.db
      .insert(flashSales)
      .values({ variantId: variant, priceFils: 2500, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), totalStock: 10, perCustomer: 1 })
      .returning();
    if (!sale) throw new Error('no sale');
    const buyers = await customers(100);
    const lines = await Promise.all(buyers.map((b) => t.app.services.flashSales.buy(b.id, 'en', sale.id, 1)));
    const withCarts = buyers.map((b, i) => {
      const line = lines[i];
      if (!line?.ok) throw new Error(`buy failed: ${line?.ok === false ? line.error : ''}`);
      return { ...b, cartId: line.data.cart_id };
    });
    const results = await submitAll(withCarts);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(new Set(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error)))).toEqual(new Set(['flash_sale_sold_out']));
    expect(await saleOf(sale.id)).toMatchObject({ sold: 10, totalStock: 10 });
    expect(await stockOf(variant)).toBe(40);
    expect(await ledgerSum(variant)).toBe(40);
  });

  it('one customer racing several orders of a sale never passes the per-customer limit', async () => {
    const variant = await freshVariant(50, 5000);
    const [sale] = await t.database.db
      .insert(flashSales)
      .values({ variantId: variant, priceFils: 2500, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), totalStock: 20, perCustomer: 2 })
      .returning();
    if (!sale) throw new Error('no sale');
    const [buyer] = await customers(1);
    if (!buyer) throw new Error('no buyer');
    // Five cart lines of the sale (made directly: "buy now" keeps one line per sale), ordered at once.
    const made = await t.database.db
      .insert(cartLinesTable)
      .values(Array.from({ length: 5 }, () => ({ userId: buyer.id, productCode: 'ready_stock', config: {}, quantity: 1, priceFils: 2625, variantId: variant, saleId: sale.id })))
      .returning({ id: cartLinesTable.id });
    const results = await submitAll(made.map((m) => ({ ...buyer, cartId: m.id })));
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(await saleOf(sale.id)).toMatchObject({ sold: 2 });
  });
});
