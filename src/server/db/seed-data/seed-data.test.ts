import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '../schema';
import { seedCategories, seedCategoryExt, seedGoods, type SeedCategory } from './catalogue';
import { seedArticles, seedNotices } from './content';
import { catalogue } from '../../../generated/quote';

const publicDir = fileURLToPath(new URL('../../../../public/', import.meta.url));
const LOCALES = ['en', 'zh', 'ar', 'ja'] as const;

/** Every quote product of the generated registry (one file each in schemas/products). */
const CATALOGUE_CODES = Object.keys(catalogue.products);

const byId = new Map(seedCategories.map((c) => [c.id, c]));
const childrenOf = (id: number): SeedCategory[] => seedCategories.filter((c) => c.parentId === id);
const rootOf = (id: number): number | undefined => {
  let cat = byId.get(id);
  while (cat && cat.parentId !== null) cat = byId.get(cat.parentId);
  return cat?.id;
};

const expectLocalized = (text: LocalizedText, where: string): void => {
  for (const locale of LOCALES) {
    expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
  }
};

const words = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('seed catalogue', () => {
  it('has unique ids', () => {
    expect(new Set(seedCategories.map((c) => c.id)).size).toBe(seedCategories.length);
    expect(new Set(seedGoods.map((g) => g.id)).size).toBe(seedGoods.length);
  });

  it('links every category to an existing parent one level up', () => {
    for (const cat of seedCategories) {
      if (cat.level === 1) {
        expect(cat.parentId, `category ${cat.id}`).toBeNull();
        continue;
      }
      expect(cat.parentId, `category ${cat.id}`).not.toBeNull();
      const parent = cat.parentId === null ? undefined : byId.get(cat.parentId);
      expect(parent, `parent of ${cat.id}`).toBeDefined();
      expect(parent?.level, `parent of ${cat.id}`).toBe(cat.level - 1);
    }
  });

  it('gives every level-1 category 2–4 groups of 1–4 items', () => {
    const tops = seedCategories.filter((c) => c.level === 1);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    for (const top of tops) {
      const groups = childrenOf(top.id);
      expect(groups.length, `children of ${top.id}`).toBeGreaterThanOrEqual(2);
      expect(groups.length, `children of ${top.id}`).toBeLessThanOrEqual(4);
      for (const group of groups) {
        const leaves = childrenOf(group.id);
        expect(leaves.length, `children of ${group.id}`).toBeGreaterThanOrEqual(1);
        expect(leaves.length, `children of ${group.id}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('has category 76 as ready stock and 26 as the grouped one (spec §9)', () => {
    const ready = byId.get(76);
    expect(ready?.level).toBe(1);
    expect(ready?.name.en).toBe('Ready stock');
    const grouped = byId.get(26);
    expect(grouped?.level).toBe(1);
    const groups = childrenOf(26);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) expect(childrenOf(group.id).length).toBeGreaterThanOrEqual(1);
    // The side menu's quote list shows the first 12 level-1 categories; ready stock is not among them.
    const first12 = seedCategories
      .filter((c) => c.level === 1)
      .sort((a, b) => a.sort - b.sort)
      .slice(0, 12)
      .map((c) => c.id);
    expect(first12).toContain(26);
    expect(first12).not.toContain(76);
  });

  it('hangs goods on leaf categories only', () => {
    for (const g of seedGoods) {
      const cat = byId.get(g.categoryId);
      expect(cat, `goods ${g.id}`).toBeDefined();
      expect(childrenOf(g.categoryId), `goods ${g.id} on category ${g.categoryId}`).toHaveLength(0);
      expect(cat?.level, `goods ${g.id}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists every catalogue code exactly once as a custom goods row', () => {
    const codes = seedGoods.filter((g) => g.isCustom === 1).map((g) => g.customCode);
    expect([...codes].sort()).toEqual([...CATALOGUE_CODES].sort());
    expect(new Set(CATALOGUE_CODES).size).toBe(CATALOGUE_CODES.length);
    for (const g of seedGoods) {
      expect(g.isCustom === 1, `goods ${g.id}`).toBe(g.customCode !== null);
      if (g.isCustom === 1) expect(rootOf(g.categoryId), `goods ${g.id}`).not.toBe(76);
    }
  });

  it('has ready-stock goods only under category 76', () => {
    const stock = seedGoods.filter((g) => g.isCustom === 0);
    expect(stock.length).toBeGreaterThanOrEqual(15);
    for (const g of stock) expect(rootOf(g.categoryId), `goods ${g.id}`).toBe(76);
  });

  it('has positive integer "from" prices in fils', () => {
    for (const g of seedGoods) {
      expect(Number.isInteger(g.priceFromFils), `goods ${g.id}`).toBe(true);
      expect(g.priceFromFils, `goods ${g.id}`).toBeGreaterThan(0);
    }
  });

  it('translates every name and description into all four locales', () => {
    for (const c of seedCategories) expectLocalized(c.name, `category ${c.id}`);
    for (const g of seedGoods) {
      expectLocalized(g.name, `goods ${g.id} name`);
      expectLocalized(g.description, `goods ${g.id} description`);
    }
  });

  it('points every image at an existing small SVG under public/', () => {
    const paths = new Set<string>([
      ...seedCategories.flatMap((c) => [c.icon, c.image]),
      ...seedCategoryExt.map((e) => e.image),
      ...seedGoods.flatMap((g) => [g.image, ...g.images]),
      'img/logo.svg',
    ]);
    for (const path of paths) {
      expect(path.startsWith('/'), path).toBe(false);
      const file = publicDir + path;
      expect(existsSync(file), path).toBe(true);
      expect(statSync(file).size, path).toBeLessThan(4096);
      const svg = readFileSync(file, 'utf8');
      expect(svg, path).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });

  it('stores category_ext urls as JSON text with path and params', () => {
    for (const ext of seedCategoryExt) {
      expect(byId.get(ext.categoryId)?.level, `ext of ${ext.categoryId}`).toBe(1);
      const url: unknown = JSON.parse(ext.url);
      expect(url).toMatchObject({ path: expect.stringMatching(/^\//), params: expect.any(Object) });
    }
  });
});

describe('seed content', () => {
  it('has help articles 1–11 and 13 exactly (spec §2)', () => {
    expect(seedArticles.map((a) => a.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]);
  });

  it('writes articles of 120–300 English words in all four locales', () => {
    for (const a of seedArticles) {
      expectLocalized(a.title, `article ${a.id} title`);
      expectLocalized(a.body, `article ${a.id} body`);
      const n = words(a.body.en);
      expect(n, `article ${a.id} words`).toBeGreaterThanOrEqual(120);
      expect(n, `article ${a.id} words`).toBeLessThanOrEqual(300);
      // Translations keep the same paragraph structure.
      const shape = (s: string) => s.split('\n\n').map((p) => p.split('\n').length);
      for (const locale of LOCALES) expect(shape(a.body[locale] ?? ''), `article ${a.id} ${locale}`).toEqual(shape(a.body.en));
    }
  });

  it('has 4–5 notices dated in 2026', () => {
    expect(seedNotices.length).toBeGreaterThanOrEqual(4);
    expect(seedNotices.length).toBeLessThanOrEqual(5);
    expect(new Set(seedNotices.map((n) => n.id)).size).toBe(seedNotices.length);
    for (const n of seedNotices) {
      expectLocalized(n.title, `notice ${n.id} title`);
      expectLocalized(n.body, `notice ${n.id} body`);
      const date = new Date(n.publishedAt);
      expect(Number.isNaN(date.getTime()), `notice ${n.id}`).toBe(false);
      expect(date.getUTCFullYear(), `notice ${n.id}`).toBe(2026);
    }
  });
});
