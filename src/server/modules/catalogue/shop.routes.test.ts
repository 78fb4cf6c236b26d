import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { settings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the shop\'s configuration and public data (spec §7)', () => {
  it('GET service/getConfig: service lines with phone and WhatsApp, working hours', async () => {
    const { body } = await t.api.get('/service/getConfig');
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
    const { body } = await t.api.get('/config/getconfig');
    expect(body).toMatchObject({
      code: 1,
      data: { currency: 'AED', vat_rate_percent: 5, locales: ['en', 'zh', 'ar', 'ja'], default_locale: 'en', upload_max_bytes: 5 * 1024 * 1024 },
    });
  });

  it('GET pc/commonData: shop, guest my, decoration with custom and external links, fixed bar, notices', async () => {
    const { body } = await t.api.get('/pc/commonData');
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

  it('answers names in the request language, English as fallback', async () => {
    const ar = (await t.api.get('/goodsCategory/lists', { locale: 'ar' })).body.data;
    expect(ar.lists[0]?.name).toMatch(/[\u0600-\u06FF]/);
    const ja = (await t.api.get('/pc/commonData', { locale: 'ja' })).body.data;
    expect(ja.decoration.header.content.data[0]?.name).toBe('ホーム');
  });

  it('reports a closed shop through pc_status', async () => {
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'shop'));
    await t.database.db.update(settings).set({ value: { ...(row!.value as object), pc_status: 0 } }).where(eq(settings.key, 'shop'));
    const { body } = await t.api.get('/pc/commonData');
    expect(body.data).toMatchObject({ shop: { pc_status: 0 } });
    await t.database.db.update(settings).set({ value: row!.value }).where(eq(settings.key, 'shop'));
  });
});
