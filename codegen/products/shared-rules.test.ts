/**
 * Spec limits written once in schemas/rules.json and referenced by products (`{ "use": "<name>" }`, with the
 * product's own `when`, `field` and `fix` where it needs them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProduct, validate } from '../../src/domain/quote';

const root = join(import.meta.dirname, '../..');
const productFiles = readdirSync(join(root, 'schemas/products')).filter((name) => name.endsWith('.json'));
const source = (name: string) => readFileSync(join(root, 'schemas/products', name), 'utf8');
const read = (name: string) => JSON.parse(source(name)) as { properties: Record<string, { $ref?: string }>; 'x-rules'?: { use?: string }[] };
const users = (rule: string) => productFiles.filter((name) => (read(name)['x-rules'] ?? []).some((r) => r.use === rule)).map((name) => name.slice(0, -5));
const messages = (code: string, config: Record<string, unknown>) => validate(code, config).map((issue) => issue.message);
const count = (code: string, config: Record<string, unknown>, message: string) => messages(code, config).filter((m) => m === message).length;

describe('the 20×20 mm die-cut minimum (spec §5), one shared rule', () => {
  const dieCut = productFiles.filter((name) => read(name).properties['die_cut']?.$ref?.endsWith('die-cut-types.json')).map((name) => name.slice(0, -5));

  it('holds on every die-cut product, and on the contour-cut and plotter-cut stickers', () => {
    expect(dieCut).toEqual(expect.arrayContaining(['label_roll', 'label_product', 'sticker_clear', 'sticker_die_cut']));
    expect(users('die_cut_min').sort()).toEqual([...dieCut, 'acrylic_cut_shapes', 'sticker_cut_lettering', 'sticker_vinyl_outdoor'].sort());
    for (const code of users('die_cut_min')) expect(getProduct(code)?.rules.map((r) => r.message), code).toContain('quote.rule.die_cut_min');
  });

  it('refuses a 10×10 mm die-cut roll label, once, and accepts 20×20', () => {
    expect(count('label_roll', { size: 'custom', width_mm: 10, height_mm: 10 }, 'quote.rule.die_cut_min')).toBe(1);
    expect(messages('label_roll', { size: 'custom', width_mm: 20, height_mm: 20 })).not.toContain('quote.rule.die_cut_min');
    expect(count('label_product', { size: 'custom', width_mm: 15, height_mm: 15 }, 'quote.rule.die_cut_min')).toBe(1);
    for (const code of ['sticker_clear', 'sticker_die_cut']) expect(count(code, { width_mm: 15, height_mm: 15 }, 'quote.rule.die_cut_min'), code).toBe(1);
  });

  it('applies where the product says the piece is cut', () => {
    expect(messages('acrylic_cut_shapes', { width_mm: 15, height_mm: 40 })).toContain('quote.rule.die_cut_min');
    expect(messages('sticker_vinyl_outdoor', { width_mm: 15, height_mm: 15, contour_cut: true })).toContain('quote.rule.die_cut_min');
    expect(messages('sticker_vinyl_outdoor', { width_mm: 15, height_mm: 15, contour_cut: false })).not.toContain('quote.rule.die_cut_min');
    expect(validate('sticker_cut_lettering', { width_mm: 500, height_mm: 15 })).toContainEqual(expect.objectContaining({ field: 'height_mm', message: 'quote.rule.die_cut_min' }));
  });
});

describe('post-processing only within 860×620 mm (spec §5), one shared rule', () => {
  it('refuses a laminated or contour-cut board beyond it and offers to drop the finish', () => {
    const issue = validate('board_foam', { size: 'custom', width_mm: 1000, height_mm: 700, lamination: 'matt' }).find((i) => i.message === 'quote.rule.post_process_a1');
    expect(issue).toMatchObject({ field: 'lamination', fix: { lamination: 'none', contour_cut: false }, params: { max_w: 620, max_h: 860 } });
    expect(messages('board_foam', { size: 'custom', width_mm: 1000, height_mm: 700, lamination: 'none', contour_cut: false })).not.toContain('quote.rule.post_process_a1');
    expect(messages('board_foam', { size: 'custom', width_mm: 800, height_mm: 600, lamination: 'matt' })).not.toContain('quote.rule.post_process_a1');
    expect(messages('sticker_vinyl_outdoor', { width_mm: 900, height_mm: 500, contour_cut: true })).toContain('quote.rule.post_process_a1');
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
});

describe('"items smaller than 90×54 belong under labels" (spec §5): "fits inside a 90×54 mm card", one shared rule', () => {
  const card = (code: string, width_mm: number, height_mm: number) => !messages(code, { size: 'custom', width_mm, height_mm }).includes('quote.rule.smaller_than_card');

  it('is used by every card and flat product whose custom size can fit inside a card', () => {
    expect(users('smaller_than_card').sort()).toEqual(['bc_folded', 'bc_premium', 'bc_special_paper', 'bc_square', 'bc_standard', 'flyer_digital', 'flyer_offset', 'postcard']);
  });

  it('refuses an item under 90 mm long and under 54 mm wide, either way round, and offers the stickers', () => {
    expect(card('bc_standard', 60, 40)).toBe(false);
    expect(card('bc_standard', 40, 60)).toBe(false);
    expect(card('bc_standard', 89, 53)).toBe(false);
    expect(card('flyer_digital', 80, 50)).toBe(false);
    expect(validate('bc_standard', { size: 'custom', width_mm: 60, height_mm: 40 })).toContainEqual(
      expect.objectContaining({ field: 'width_mm', message: 'quote.rule.smaller_than_card', goto: 'sticker_die_cut', params: { min_w: 90, min_h: 54 } }),
    );
  });

  it("keeps as cards what does not fit inside 90×54: the shop's 90×50, 85×55 and 65×65 presets, and 100×40", () => {
    expect(card('bc_standard', 90, 54)).toBe(true);
    expect(card('bc_standard', 90, 50)).toBe(true);
    expect(card('bc_standard', 85, 55)).toBe(true);
    expect(card('bc_square', 65, 65)).toBe(true);
    expect(card('bc_standard', 100, 40)).toBe(true);
    for (const size of ['90x54', '90x50', '85x55']) expect(messages('bc_premium', { size }), size).not.toContain('quote.rule.smaller_than_card');
  });
});

describe('spec limits are not copied into product files', () => {
  const shared = JSON.parse(readFileSync(join(root, 'schemas/rules.json'), 'utf8')) as Record<string, { message?: string }>;
  const sharedMessages = new Set(Object.values(shared).flatMap((rule) => (typeof rule === 'object' && rule.message ? [rule.message] : [])));

  it('no product has a rule of its own with a shared rule\'s message, nor writes the 20 mm, 90×54 or 1 m² limit itself', () => {
    for (const name of productFiles) {
      const own = (JSON.parse(source(name)) as { 'x-rules'?: { message?: string }[] })['x-rules'] ?? [];
      for (const rule of own) if (rule.message) expect(sharedMessages.has(rule.message), `${name}: ${rule.message}`).toBe(false);
      expect(source(name), name).not.toMatch(/short_mm >= 20\.0|long_mm >= 90\.0|area_m2 >= (0\.995|1\.0)/);
    }
  });
});
