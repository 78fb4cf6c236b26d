/**
 * Spec limits written once in schemas/rules.json and referenced by products (`{ "use": "<name>" }`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProduct, validate } from '../../src/domain/quote';

const root = join(import.meta.dirname, '../..');
const productFiles = readdirSync(join(root, 'schemas/products')).filter((name) => name.endsWith('.json'));
const read = (name: string) => JSON.parse(readFileSync(join(root, 'schemas/products', name), 'utf8')) as { properties: Record<string, { $ref?: string }> };
const messages = (code: string, config: Record<string, unknown>) => validate(code, config).map((issue) => issue.message);

describe('the 20×20 mm die-cut minimum (spec §5), one shared rule', () => {
  const dieCut = productFiles.filter((name) => read(name).properties['die_cut']?.$ref?.endsWith('die-cut-types.json')).map((name) => name.slice(0, -5));

  it('holds on every die-cut product', () => {
    expect(dieCut).toEqual(expect.arrayContaining(['label_roll', 'label_product', 'sticker_clear', 'sticker_die_cut']));
    for (const code of dieCut) expect(getProduct(code)?.rules.map((r) => r.message), code).toContain('quote.rule.die_cut_min');
  });

  it('refuses a 10×10 mm die-cut roll label and accepts 20×20', () => {
    expect(messages('label_roll', { size: 'custom', width_mm: 10, height_mm: 10 })).toContain('quote.rule.die_cut_min');
    expect(messages('label_roll', { size: 'custom', width_mm: 20, height_mm: 20 })).not.toContain('quote.rule.die_cut_min');
    expect(messages('sticker_die_cut', { width_mm: 15, height_mm: 15 })).toContain('quote.rule.die_cut_min');
  });
});

describe('the 1 m² minimum (spec §5): one definition, the price book\'s min_area_m2', () => {
  const area = (code: string, config: Record<string, unknown>) => messages(code, config).includes('quote.rule.min_area_billed');

  it('warns below 1 m² and not at or above it — A0 (0.99995 m²) included', () => {
    expect(area('poster_wide', { size: 'a1' })).toBe(true);
    expect(area('poster_wide', { size: 'a0' })).toBe(false);
    expect(area('banner_flex_frontlit', { size: 'custom', width_mm: 1000, height_mm: 1000 })).toBe(false);
    expect(area('banner_flex_frontlit', { size: 'custom', width_mm: 1000, height_mm: 900 })).toBe(true);
  });

  it('no product keeps a threshold of its own', () => {
    for (const name of productFiles) expect(readFileSync(join(root, 'schemas/products', name), 'utf8'), name).not.toMatch(/area_m2 >= (0\.995|1\.0)/);
  });
});

describe('"items smaller than 90×54 belong under labels" (spec §5), as docs/authoring-products.md §4 reads it', () => {
  const card = (width_mm: number, height_mm: number) => !messages('bc_standard', { size: 'custom', width_mm, height_mm }).includes('quote.rule.smaller_than_card');

  it('refuses an item under 90×54 on both sides, in either orientation', () => {
    expect(card(60, 40)).toBe(false);
    expect(card(40, 60)).toBe(false);
    expect(card(89, 53)).toBe(false);
  });

  it('keeps as cards what covers 90 mm or 54 mm: the shop\'s 90×50 and 65×65 presets, and 100×40', () => {
    expect(card(90, 54)).toBe(true);
    expect(card(90, 50)).toBe(true);
    expect(card(65, 65)).toBe(true);
    expect(card(100, 40)).toBe(true);
  });
});
