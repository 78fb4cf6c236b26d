import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../generated/shop-api';
import { settings, userMessages } from '../db/schema';
import { callApi, createTestApp, type TestApp } from '../testing/test-app';
import { eq } from 'drizzle-orm';

type Category = components['schemas']['Category'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seed\'s six calls (spec §7)', () => {
  it('GET service/getConfig: service lines with phone and WhatsApp, working hours', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/service/getConfig');
    expect(body.code).toBe(1);
    const data = body.data as components['schemas']['ServiceConfig'];
    expect(data.service_lines.map((l) => l.key)).toEqual(['print_quote', 'digital_quote', 'advertising_quote', 'after_sales', 'order_tracking']);
    for (const line of data.service_lines) {
      expect(line.phone).toMatch(/^\+971/);
      expect(line.whatsapp).toMatch(/^\+971/);
    }
    expect(data.working_hours).toBe('09:00-19:00');
  });

  it('GET config/getconfig: AED, VAT 5%, four locales, 5 MB uploads', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/config/getconfig');
    expect(body).toMatchObject({
      code: 1,
      data: { currency: 'AED', vat_rate_percent: 5, locales: ['en', 'zh', 'ar', 'ja'], default_locale: 'en', upload_max_bytes: 5 * 1024 * 1024 },
    });
  });

  it('GET pc/commonData: shop, guest my, decoration with custom and external links, fixed bar, notices', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/pc/commonData');
    expect(body.code).toBe(1);
    const data = body.data as components['schemas']['CommonData'];
    expect(data.shop).toMatchObject({ name: 'Printfront', pc_status: 1 });
    for (const key of ['logo', 'static_site_info', 'copyright', 'record_number', 'record_system_link', 'oss_domain'] as const) {
      expect(data.shop[key]).not.toBe('');
    }
    expect(data.my).toEqual({ user_id: 0, cart: 0, level_name: '', type_id: 0, nickname: '' });
    const nav = data.decoration.header.content.data;
    expect(nav.some((n) => String(n.link.params.is_custom) === '1' && Number(n.link.params.id) > 0)).toBe(true);
    expect(nav.some((n) => /^https?:\/\//.test(n.link.path))).toBe(true);
    const fixed = data.decoration.fixed;
    expect(fixed.show).toBe(1);
    expect(fixed.content.data.map((i) => i.key)).toEqual(expect.arrayContaining(['phone', 'whatsapp']));
    expect(data.decoration.footer.content.help.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
    expect(data.notices.length).toBeGreaterThan(0);
    expect(data.pc.title).toContain('Printfront');
  });

  it('GET goodsCategory/lists: three levels with images, promo category_ext, ready-stock 76 and grouped 26', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/goodsCategory/lists');
    expect(body.code).toBe(1);
    const lists = (body.data as { lists: Category[] }).lists;
    expect(lists.length).toBeGreaterThanOrEqual(12);
    const depth = (c: Category): number => 1 + Math.max(0, ...c.sons.map(depth));
    expect(Math.max(...lists.map(depth))).toBe(3);
    for (const c of lists) expect(c.image || c.icon).not.toBe('');
    expect(lists.find((c) => c.id === 76)).toBeDefined();
    const grouped = lists.find((c) => c.id === 26);
    expect(grouped?.sons.length).toBeGreaterThan(1);
    expect(grouped?.sons.every((s) => s.sons.length > 0)).toBe(true);
    const ext = lists.flatMap((c) => c.category_ext);
    expect(ext.length).toBeGreaterThan(0);
    for (const e of ext) expect(JSON.parse(e.url)).toMatchObject({ path: expect.any(String), params: expect.any(Object) });
  });

  it('GET goods/lists with category_id and page_size: goods of the category subtree, paginated', async () => {
    const { body } = await callApi(t.app, 'GET', '/api/goods/lists?category_id=76&page_size=100');
    expect(body.code).toBe(1);
    const data = body.data as components['schemas']['GoodsList'];
    expect(data.page_size).toBe(100);
    expect(data.lists.length).toBeGreaterThan(0);
    expect(data.count).toBe(data.lists.length);

    const all = (await callApi(t.app, 'GET', '/api/goods/lists?page_size=100')).body.data as components['schemas']['GoodsList'];
    expect(all.count).toBeGreaterThan(90);
    const custom = all.lists.filter((g) => g.is_custom === 1);
    expect(custom.length).toBeGreaterThan(0);
    for (const g of custom) expect(g.custom_info?.code).toMatch(/^[a-z0-9_]+$/);

    const page2 = (await callApi(t.app, 'GET', '/api/goods/lists?page_size=10&page_no=2')).body.data as components['schemas']['GoodsList'];
    expect(page2.lists.map((g) => g.id)).toEqual(all.lists.slice(10, 20).map((g) => g.id));
    const empty = (await callApi(t.app, 'GET', '/api/goods/lists?category_id=999999')).body;
    expect(empty).toMatchObject({ code: 1, data: { lists: [], count: 0 } });
  });

  it('GET goods/lists?name= searches names in every language', async () => {
    const en = (await callApi(t.app, 'GET', '/api/goods/lists?name=card')).body.data as components['schemas']['GoodsList'];
    expect(en.count).toBeGreaterThan(0);
    const zh = (await callApi(t.app, 'GET', `/api/goods/lists?name=${encodeURIComponent('名片')}`)).body.data as components['schemas']['GoodsList'];
    expect(zh.count).toBeGreaterThan(0);
  });

  it('POST notice/myNewNotice: 0 for guests, the unread count for a user', async () => {
    expect((await callApi(t.app, 'POST', '/api/notice/myNewNotice', { body: {} })).body).toMatchObject({ code: 1, data: { total: 0 } });
    const mobile = '+971509990001';
    await callApi(t.app, 'POST', '/api/account/register', {
      body: { type: 'personal', nickname: 'unreadtester', mobile, password: 'abc123', password_confirm: 'abc123' },
    });
    const token = String((await callApi(t.app, 'POST', '/api/account/login', { body: { account: mobile, password: 'abc123' } })).body.data.token);
    const me = (await callApi(t.app, 'GET', '/api/pc/commonData', { token })).body.data as components['schemas']['CommonData'];
    await t.database.db.insert(userMessages).values([
      { userId: me.my.user_id, title: 'Order PF-1001 shipped', body: 'Your order is on its way.' },
      { userId: me.my.user_id, title: 'Proof ready', body: 'Please approve the proof.', status: 'read' },
    ]);
    expect((await callApi(t.app, 'POST', '/api/notice/myNewNotice', { token })).body).toMatchObject({ code: 1, data: { total: 1 } });
  });

  it('answers names in the request language, English as fallback', async () => {
    const ar = (await callApi(t.app, 'GET', '/api/goodsCategory/lists', { locale: 'ar' })).body.data as { lists: Category[] };
    expect(ar.lists[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const ja = (await callApi(t.app, 'GET', '/api/pc/commonData', { locale: 'ja' })).body.data as components['schemas']['CommonData'];
    expect(ja.decoration.header.content.data[0]?.name).toBe('ホーム');
  });

  it('reports a closed shop through pc_status', async () => {
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'shop'));
    await t.database.db.update(settings).set({ value: { ...(row!.value as object), pc_status: 0 } }).where(eq(settings.key, 'shop'));
    const { body } = await callApi(t.app, 'GET', '/api/pc/commonData');
    expect(body.data).toMatchObject({ shop: { pc_status: 0 } });
    await t.database.db.update(settings).set({ value: row!.value }).where(eq(settings.key, 'shop'));
  });
});
