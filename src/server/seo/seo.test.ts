/**
 * Crawlable pages: fetched without JavaScript, a goods page and a quote page hold the product's name in <title> and
 * <h1>, its description, a price in AED and JSON-LD that parses; the sitemap lists every quote page; private pages
 * are noindex.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCodes } from '../../domain/quote';
import { stringGroupsOf } from '../../domain/quote/lazy';
import { createTestApp, type TestApp } from '../testing/test-app';

const between = (html: string, open: string, close: string) => {
  const start = html.indexOf(open);
  return start < 0 ? null : html.slice(start + open.length, html.indexOf(close, start));
};
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('crawlable pages', () => {
  let t: TestApp;
  let webDir: string;
  let goods: { id: number; name: string; description: string; code: string | null }[];
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'printfront-web-'));
    // The app's own index.html as vite leaves it (the script tag points elsewhere; nothing here runs it).
    writeFileSync(join(webDir, 'index.html'), readFileSync(join(__dirname, '../../../index.html'), 'utf8'));
    t = await createTestApp({ webDir, publicUrl: 'https://shop.example' });
    const rows = await t.database.db.execute(sql`select id, name->>'en' as name, description->>'en' as description, custom_code as code from goods where is_show order by id`);
    goods = (rows as unknown as { rows?: typeof goods }).rows ?? (rows as unknown as typeof goods);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('a goods page holds its name, description, AED price and Product JSON-LD', async () => {
    const item = goods.find((g) => g.code === null) ?? goods[0]!;
    const res = await page(`/pc/goods_details?id=${item.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(between(html, '<title>', '</title>')).toContain(item.name.replace(/&/g, '&amp;'));
    expect(between(html, '<h1>', '</h1>')).toBe(item.name.replace(/&/g, '&amp;'));
    expect(html).toContain(item.description.slice(0, 40).replace(/&/g, '&amp;'));
    expect(html).toMatch(/AED\s?[\d,]+\.\d\d/);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/pc/goods_details?id=');
    for (const lang of ['en', 'zh', 'ar', 'ja', 'x-default']) expect(html).toContain(`hreflang="${lang}"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
    const ld = jsonLd(html);
    const product = ld.find((x) => x['@type'] === 'Product') as { name: string; offers: { '@type': string; lowPrice: string; priceCurrency: string } };
    expect(product.name).toBe(item.name);
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'AED' });
    expect(Number(product.offers.lowPrice)).toBeGreaterThan(0);
    expect(ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('a quote page shows the engine\'s "from" price; Arabic pages are right-to-left', async () => {
    const item = goods.find((g) => g.code !== null)!;
    const en = await page(`/pc/custom/${item.code}`);
    expect(between(en.body, '<h1>', '</h1>')).toBe(item.name.replace(/&/g, '&amp;'));
    const product = jsonLd(en.body).find((x) => x['@type'] === 'Product') as { offers: { lowPrice: string } };
    const shown = Number(product.offers.lowPrice).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.');
    expect(en.body).toMatch(new RegExp(`<p class="price-from">from AED\\s${shown}`));
    const ar = await page(`/pc/custom/${item.code}?lang=ar`);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(String(ar.headers['set-cookie'])).toContain('locale=ar');
  });

  it('home carries the Organization; a changed goods name shows on the next page fetch', async () => {
    const home = await page('/pc/');
    expect(home.statusCode, home.body.slice(0, 300)).toBe(200);
    expect(jsonLd(home.body).find((x) => x['@type'] === 'Organization')).toMatchObject({ url: 'https://shop.example/pc/' });
    const item = goods[0]!;
    const url = `/pc/goods_details?id=${item.id}`;
    expect((await page(url)).body).not.toContain('Fresh name');
    await t.database.db.execute(sql`update goods set name = jsonb_set(name, '{en}', '"Fresh name"') where id = ${item.id}`);
    expect(between((await page(url)).body, '<h1>', '</h1>')).toBe('Fresh name');
  });

  it('account, cart and checkout pages are noindex; unknown goods are noindex', async () => {
    for (const url of ['/pc/user/home', '/pc/account/login', '/pc/shop_cart', '/pc/confirm_order', '/pc/payment']) {
      expect((await page(url)).body).toContain('<meta name="robots" content="noindex" />');
    }
    expect((await page('/pc/goods_details?id=999999')).body).toContain('noindex');
    expect((await page('/pc/news_list')).body).not.toContain('noindex');
  });

  it('the sitemap lists every quote page with language alternates; robots.txt names it', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    for (const code of productCodes) expect(res.body).toContain(`<loc>https://shop.example/pc/custom/${code}</loc>`);
    expect(res.body).toContain('hreflang="ar" href="https://shop.example/pc/custom/');
    expect(res.body).toContain('<loc>https://shop.example/pc/news_list</loc>');
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe("a page names what the app will load next (the build's manifest and dictionaries)", () => {
  let t: TestApp;
  let webDir: string;
  const groups = stringGroupsOf(['bc_standard']);
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'printfront-web-'));
    writeFileSync(join(webDir, 'index.html'), readFileSync(join(__dirname, '../../../index.html'), 'utf8'));
    const chunk = (file: string, imports: string[] = [], css: string[] = []) => ({ file, imports, css });
    const manifest: Record<string, unknown> = {
      'index.html': chunk('assets/main.js', ['_shell.js']),
      '_shell.js': chunk('assets/shell.js'),
      'src/web/features/quote/quote-page.tsx': chunk('assets/quote-page.js', ['_shell.js', '_forms.js'], ['assets/quote-page.css']),
      '_forms.js': chunk('assets/forms.js'),
      'src/generated/quote/products/bc_standard.ts': chunk('assets/bc_standard.js'),
      'src/domain/quote/models/sheet.ts': chunk('assets/sheet-model.js', ['_common.js']),
      '_common.js': chunk('assets/common-model.js'),
      'src/generated/quote/books/sheet.ts': chunk('assets/sheet-books.js'),
    };
    mkdirSync(join(webDir, '.vite'));
    writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(webDir, '.vite', 'i18n.json'), JSON.stringify({ base: 'assets/i18n/v1/' }));
    t = await createTestApp({ webDir, publicUrl: 'https://shop.example' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
  const fetched = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
  const dictionaries = (locale: string, namespaces: string[]) => namespaces.map((ns) => `/pc/assets/i18n/v1/${locale}/${ns}.json`);

  it('a quote page: its route chunk, the product engine, its model and books, its strings in the page language and English; nothing the entry already loads', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/pc/custom/bc_standard?lang=zh' })).body;
    const links = preloaded(html);
    expect(links).toEqual(
      expect.arrayContaining(['/pc/assets/quote-page.js', '/pc/assets/forms.js', '/pc/assets/bc_standard.js', '/pc/assets/sheet-model.js', '/pc/assets/common-model.js', '/pc/assets/sheet-books.js']),
    );
    expect(links).not.toContain('/pc/assets/shell.js');
    const namespaces = ['common', 'quote-page', 'quote', ...groups.map((g) => `quote-${g}`)];
    expect(namespaces).toContain('quote-products');
    expect(fetched(html).sort()).toEqual([...dictionaries('zh', namespaces), ...dictionaries('en', namespaces)].sort());
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/pc/assets/quote-page.css" />');
  });

  it('a rebuild while the server runs: the next page has the new asset names and dictionaries, though index.html kept its length', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/pc/', headers: { cookie: 'locale=en' } })).body;
    expect(before).toContain('/pc/assets/i18n/v1/en/common.json');
    const index = readFileSync(join(webDir, 'index.html'), 'utf8');
    const rebuilt = index.replace('</head>', '<script type="module" src="/pc/assets/main-NEW1.js"></script></head>');
    const rebuiltAgain = index.replace('</head>', '<script type="module" src="/pc/assets/main-NEW2.js"></script></head>');
    expect(rebuiltAgain.length).toBe(rebuilt.length);
    try {
      writeFileSync(join(webDir, 'index.html'), rebuilt);
      expect((await t.app.inject({ method: 'GET', url: '/pc/' })).body).toContain('main-NEW1.js');
      writeFileSync(join(webDir, '.vite', 'i18n.json'), JSON.stringify({ base: 'assets/i18n/v2/' }));
      writeFileSync(join(webDir, 'index.html'), rebuiltAgain);
      const after = (await t.app.inject({ method: 'GET', url: '/pc/', headers: { cookie: 'locale=en' } })).body;
      expect(after).toContain('main-NEW2.js');
      expect(after).not.toContain('main-NEW1.js');
      expect(after).toContain('/pc/assets/i18n/v2/en/common.json');
    } finally {
      writeFileSync(join(webDir, '.vite', 'i18n.json'), JSON.stringify({ base: 'assets/i18n/v1/' }));
      writeFileSync(join(webDir, 'index.html'), index);
    }
  });

  it('every other page, private ones too, and an unknown product: only the common dictionary of its language (and English)', async () => {
    for (const url of ['/pc/', '/pc/custom/no_such_product', '/pc/shop_cart', '/pc/user/home']) {
      const en = (await t.app.inject({ method: 'GET', url, headers: { cookie: 'locale=en' } })).body;
      expect(preloaded(en), url).toEqual([]);
      expect(fetched(en), url).toEqual(dictionaries('en', ['common']));
      const ar = (await t.app.inject({ method: 'GET', url, headers: { cookie: 'locale=ar' } })).body;
      expect(fetched(ar), url).toEqual([...dictionaries('ar', ['common']), ...dictionaries('en', ['common'])]);
    }
  });
});
