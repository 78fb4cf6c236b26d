/**
 * The promise to product managers, end to end: a copy of the project plus ONE new file in schemas/products/ (and
 * nothing else), `npm run codegen`, and the product is in the registry, has a goods row in its category (the server
 * adds it at start-up), shows in its category's goods list, and its quote page's schema and price come from the API.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as TestAppExports from '../../src/server/testing/test-app';
import type * as SeedExports from '../../src/server/db/seed';

const root = join(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'printfront-new-product-'));
const CODE = 'fx_flyer_offset';

type TestAppModule = typeof TestAppExports;
let harness: TestAppModule;
let app: Awaited<ReturnType<TestAppModule['createTestApp']>>;
let synced: { added: string[] };

beforeAll(async () => {
  for (const entry of ['codegen', 'schemas', 'src', 'openapi', 'public']) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  for (const file of readdirSync(root).filter((name) => /^(package\.json|tsconfig.*\.json)$/.test(name))) copyFileSync(join(root, file), join(copy, file));
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const before = readdirSync(join(copy, 'schemas/products')).length;
  // the one file a product manager adds
  copyFileSync(join(root, 'schemas/fixtures/products', `${CODE}.json`), join(copy, 'schemas/products', `${CODE}.json`));
  expect(readdirSync(join(copy, 'schemas/products')).length).toBe(before + 1);
  execFileSync(process.execPath, ['--import', 'tsx', 'codegen/index.ts'], { cwd: copy, stdio: 'pipe' });
  harness = (await import(join(copy, 'src/server/testing/test-app.ts'))) as TestAppModule;
  app = await harness.createTestApp();
  // what every start does (src/server/server.ts): seed, then bring quote goods in step with schemas/ — the test
  // database is a copy of a database seeded before the file existed, as a shop's would be
  const { seed } = (await import(join(copy, 'src/server/db/seed.ts'))) as typeof SeedExports;
  synced = (await seed(app.database.db)).products;
}, 120_000);

afterAll(async () => {
  await app?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe('a product added as one file', () => {
  it('is in the generated registry, with its goods row and its texts', () => {
    const loaders = readFileSync(join(copy, 'src/generated/quote/loaders.ts'), 'utf8');
    expect(loaders).toContain(`"${CODE}": () => import('./products/${CODE}')`);
    const goods = readFileSync(join(copy, 'src/generated/quote/goods.ts'), 'utf8');
    expect(goods).toContain(`"code": "${CODE}"`);
    const texts = JSON.parse(readFileSync(join(copy, 'src/generated/quote/texts/ar.json'), 'utf8')) as { quote: { product: Record<string, { title: string }> } };
    expect(texts.quote.product[CODE]?.title).toBe('اختبار Test flyers');
  });

  it('has a goods row in its category after start-up, listed there and found by search', async () => {
    expect(synced.added).toEqual([CODE]);
    const categories = (await import(join(copy, 'src/generated/quote/categories.ts'))) as { categories: { id: number; slug: string }[] };
    const category = categories.categories.find((c) => c.slug === 'offset-flyers');
    expect(category).toBeDefined();
    const list = await harness.callApi(app.app, 'GET', `/api/goods/lists?category_id=${category?.id}&page_size=100`);
    const row = (list.body.data['lists'] as { id: number; name: string; custom_info: { code: string } | null }[]).find((g) => g.custom_info?.code === CODE);
    expect(row).toMatchObject({ name: 'Test flyers' });
    const found = await harness.callApi(app.app, 'GET', `/api/goods/lists?name=${encodeURIComponent('テスト Test flyers')}`);
    expect((found.body.data['lists'] as { custom_info: { code: string } | null }[]).map((g) => g.custom_info?.code)).toContain(CODE);
    // its page is reachable by the goods id, as /custom?id= does
    const schema = await harness.callApi(app.app, 'GET', `/api/quote/schema?goods_id=${row?.id}`);
    expect(schema.body.code).toBe(1);
  });

  it('renders (its quote schema: fields, layout, ladder) and prices on its page', async () => {
    const schema = await harness.callApi(app.app, 'GET', `/api/quote/schema?code=${CODE}`);
    expect(schema.body.code).toBe(1);
    const data = schema.body.data as { title: string; schema: { properties: Record<string, unknown> }; ui: Record<string, unknown>; quantities: number[] };
    expect(data.title).toBe(`quote.product.${CODE}.title`);
    expect(Object.keys(data.schema.properties)).toEqual(expect.arrayContaining(['size', 'stock', 'colours', 'quantity', 'turnaround']));
    const priced = await harness.callApi(app.app, 'POST', '/api/quote/price', { body: { code: CODE, config: { quantity: 2500 } } });
    expect(priced.body.code).toBe(1);
    const { ok, quote, ladder } = priced.body.data as { ok: boolean; quote: { total_fils: number; subtotal_fils: number; vat_fils: number }; ladder: unknown[] };
    expect(ok).toBe(true);
    expect(ladder.length).toBe(data.quantities.length);
    expect(quote.total_fils).toBeGreaterThan(0);
    expect(quote.total_fils).toBe(quote.subtotal_fils + quote.vat_fils);
  });
});
