import { describe, expect, it } from 'vitest';
import { vatFils } from '../money';
import { getSchema, ladder, listProducts, price, quoteEngine, validate } from './index';
import type { Issue, Quote } from './types';

function quoteOf(code: string, config: Record<string, unknown>): Quote {
  const result = price(code, config);
  if (!result.ok) throw new Error(`${code}: ${JSON.stringify(result.issues)}`);
  return result.quote;
}

const errors = (issues: Issue[]) => issues.filter((i) => i.severity === 'error');
const messages = (issues: Issue[]) => issues.map((i) => i.message);

describe('spec rules (§5, §9)', () => {
  it('post-processing is barred beyond 860×620 mm — "choose within A1"', () => {
    const a0Laminated = validate('poster_wide', { size: 'a0', lamination: 'matt' });
    expect(errors(a0Laminated)).toEqual([
      {
        field: 'lamination',
        message: 'quote.rule.post_process_a1',
        params: { max_w: 620, max_h: 860 },
        severity: 'error',
        fix: { lamination: 'none', contour_cut: false },
      },
    ]);
    expect(errors(validate('poster_wide', { size: 'a1', lamination: 'matt' }))).toEqual([]);
    expect(errors(validate('poster_wide', { size: 'custom', width_mm: 620, height_mm: 861, contour_cut: true }))).toHaveLength(1);
    expect(errors(validate('poster_wide', { size: 'a0' }))).toEqual([]); // no post-processing, no limit
  });

  it('items smaller than 90×54 are sent to labels', () => {
    const issues = validate('bc_standard', { size: 'custom', width_mm: 80, height_mm: 50 });
    expect(issues).toEqual([
      {
        field: 'width_mm',
        message: 'quote.rule.smaller_than_card',
        params: { min_w: 90, min_h: 54 },
        severity: 'error',
        goto: 'sticker_die_cut',
      },
    ]);
    expect(validate('bc_standard', { size: '90x50' })).toEqual([]); // 90 wide: not smaller than 90×54
    expect(validate('bc_standard', { size: '65x65' })).toEqual([]);
    expect(messages(validate('flyer_digital', { size: 'custom', width_mm: 85, height_mm: 50 }))).toContain('quote.rule.smaller_than_card');
  });

  it('digital sticker die-cut is at least 20×20 mm', () => {
    expect(validate('sticker_die_cut', { width_mm: 19, height_mm: 40 })).toEqual([
      { field: 'width_mm', message: 'quote.rule.die_cut_min', params: { min: 20 }, severity: 'error' },
    ]);
    expect(validate('sticker_die_cut', { width_mm: 20, height_mm: 20 })).toEqual([]);
  });

  it('saddle stitch over 32 pages is refused with a machine-readable switch to perfect binding', () => {
    const issues = validate('booklet_saddle_stitch', { pages: 36 });
    expect(issues).toEqual([
      {
        field: 'pages',
        message: 'quote.rule.saddle_max_pages',
        params: { pages: 36, max: 32 },
        severity: 'error',
        fix: { binding: 'perfect_bind' },
      },
    ]);
    // applying the fix gives a configuration that prices
    expect(price('booklet_saddle_stitch', { pages: 36, ...issues[0]?.fix }).ok).toBe(true);
    expect(validate('booklet_saddle_stitch', { pages: 32 })).toEqual([]);
  });

  it('saddle stitch beyond the theoretical thickness (4 mm) is refused too', () => {
    // 32 pages of 250 gsm: 16 leaves × 0.25 + 2 × 0.30 cover = 4.6 mm
    const issues = validate('booklet_saddle_stitch', { pages: 32, stock: 'art_matt_250', cover_stock: 'art_matt_300' });
    expect(issues).toEqual([
      {
        field: 'binding',
        message: 'quote.rule.saddle_max_thickness',
        params: { thickness: 4.6, max: 4 },
        severity: 'error',
        fix: { binding: 'perfect_bind' },
      },
    ]);
    const quote = quoteOf('booklet_saddle_stitch', { pages: 32, stock: 'art_matt_250', cover_stock: 'art_matt_300', binding: 'perfect_bind' });
    expect(quote.derived['spine_mm']).toBeCloseTo(4.6, 6);
  });

  it('minimum billable area is 1 m² (AREA: billable = max(1, q·w·h/1e6))', () => {
    const small = quoteOf('banner_flex_frontlit', { size: 'custom', width_mm: 500, height_mm: 500, edge: 'none' });
    expect(small.billable_area_m2).toBe(1);
    // 0.25 m² billed as 1 m² × AED 30, topped up to the AED 35 large-format minimum
    expect(small.lines).toEqual([
      { key: 'material', amount_fils: 3000 },
      { key: 'minimum_charge', amount_fils: 500 },
    ]);
    const one = quoteOf('banner_flex_frontlit', { size: 'custom', width_mm: 1000, height_mm: 1000, edge: 'none' });
    expect(one.subtotal_fils).toBe(small.subtotal_fils); // 0.25 m² is charged like 1 m²
    const four = quoteOf('banner_flex_frontlit', { size: 'custom', width_mm: 500, height_mm: 500, edge: 'none', quantity: 16 });
    expect(four.billable_area_m2).toBe(4);
    expect(four.subtotal_fils).toBe(4 * 3000);
    expect(validate('banner_flex_frontlit', { size: '100x50', quantity: 1 })).toEqual([
      { field: 'quantity', message: 'quote.rule.min_area_billed', params: { area: 0.5, billable: 1 }, severity: 'warning' },
    ]);
  });

  it('post-process size must not exceed the finished area', () => {
    expect(validate('flyer_digital', { size: 'a6', foil: 'gold', finish_width_mm: 120, finish_height_mm: 40 })).toEqual([
      {
        field: 'finish_width_mm',
        message: 'quote.rule.post_process_exceeds_finished',
        params: { width: 105, height: 148 },
        severity: 'error',
      },
    ]);
    expect(validate('flyer_digital', { size: 'a6', foil: 'gold', finish_width_mm: 100, finish_height_mm: 40 })).toEqual([]);
    expect(validate('flyer_digital', { size: 'a6', finish_width_mm: 120 })).toEqual([]); // no foil or spot UV
  });

  it('the 3-ply white-red-yellow 50-set NCR option is listed but disabled (out of stock)', () => {
    const schema = getSchema('ncr_book');
    expect(schema?.options['ply']?.find((o) => o.value === '3_wry_50')).toMatchObject({ disabled: true });
    expect(validate('ncr_book', { ply: '3_wry_50' })).toEqual([
      { field: 'ply', message: 'quote.error.option_disabled', params: { option: 'quote.option.ncr-plies.3_wry_50' }, severity: 'error' },
    ]);
    expect(price('ncr_book', { ply: '3_wpy' }).ok).toBe(true);
  });

  it('box blanks beyond 860×620 mm are refused, naming the unfolded size', () => {
    const issues = validate('box_kh', { length_mm: 200, width_mm: 150, height_mm: 300 });
    expect(issues).toEqual([
      { field: 'length_mm', message: 'quote.rule.box_blank_too_large', params: { blank_w: 716.8, blank_h: 630 }, severity: 'error' },
    ]);
  });
});

describe('validate', () => {
  it('names the field of every schema error', () => {
    expect(validate('bc_standard', { quantity: 50, stock: 'gold_leaf', colour: '4_4', round_corners: 'yes' })).toEqual([
      { field: 'colour', message: 'quote.error.unknown_field', params: {}, severity: 'error' },
      { field: 'stock', message: 'quote.error.not_an_option', params: {}, severity: 'error' },
      { field: 'round_corners', message: 'quote.error.type', params: { type: 'boolean' }, severity: 'error' },
      { field: 'quantity', message: 'quote.error.minimum', params: { limit: 100 }, severity: 'error' },
    ]);
    expect(validate('bc_standard', { quantity: 100.5 })).toEqual([
      { field: 'quantity', message: 'quote.error.type', params: { type: 'integer' }, severity: 'error' },
    ]);
    expect(validate('bc_standard', JSON.parse('{"__proto__": 1, "toString": 2}'))).toEqual([
      { field: '__proto__', message: 'quote.error.unknown_field', params: {}, severity: 'error' },
      { field: 'toString', message: 'quote.error.unknown_field', params: {}, severity: 'error' },
    ]);
    expect(validate('bc_standard', null)).toEqual([{ field: '', message: 'quote.error.not_an_object', params: {}, severity: 'error' }]);
  });

  it('accepts an empty configuration: every field has a default', () => {
    for (const { code } of listProducts()) expect(errors(validate(code, {})), code).toEqual([]);
  });

  it('a size preset overrides typed dimensions; "custom" keeps them', () => {
    expect(quoteOf('flyer_digital', { size: 'a4', width_mm: 60, height_mm: 60 }).config).toMatchObject({ width_mm: 210, height_mm: 297 });
    expect(quoteOf('flyer_digital', { size: 'custom', width_mm: 100, height_mm: 200 }).config).toMatchObject({ width_mm: 100, height_mm: 200 });
  });

  it('warnings inform without blocking', () => {
    const result = price('flyer_digital', { turnaround: 'same_day', quantity: 100 });
    expect(result.ok).toBe(true);
    expect(result.issues).toEqual([{ field: 'turnaround', message: 'quote.rule.same_day_cutoff', params: {}, severity: 'warning' }]);
  });

  it('an unknown product is a typed error, not a crash', () => {
    expect(validate('no_such_thing', {})).toEqual([
      { field: 'code', message: 'quote.error.unknown_product', params: { code: 'no_such_thing' }, severity: 'error' },
    ]);
    expect(price('no_such_thing', {})).toMatchObject({ ok: false, error: 'unknown_product' });
    expect(ladder('no_such_thing', {})).toMatchObject({ ok: false, error: 'unknown_product' });
    expect(price('__proto__', {})).toMatchObject({ ok: false, error: 'unknown_product' });
    expect(getSchema('no_such_thing')).toBeUndefined();
  });
});

describe('price', () => {
  it('returns integer fils: lines add up to the subtotal, VAT 5 % on top', () => {
    const quote = quoteOf('bc_standard', { quantity: 1000, lamination: 'matt' });
    expect(quote.lines.reduce((sum, l) => sum + l.amount_fils, 0)).toBe(quote.subtotal_fils);
    expect(quote.vat_fils).toBe(vatFils(quote.subtotal_fils));
    expect(quote.total_fils).toBe(quote.subtotal_fils + quote.vat_fils);
    expect(quote.unit_price_fils).toBe(Math.round(quote.total_fils / 1000));
    expect(quote.lines.map((l) => l.key)).toEqual(['paper', 'print', 'finishing']);
  });

  it('tops up to the minimum charge', () => {
    const quote = quoteOf('bc_standard', { quantity: 100 });
    expect(quote.subtotal_fils).toBe(5000); // digital minimum AED 50
    expect(quote.lines.find((l) => l.key === 'minimum_charge')?.amount_fils).toBeGreaterThan(0);
  });

  it('turnaround multiplies print and finishing, not bought-in hardware', () => {
    const standard = quoteOf('rollup_economy', { turnaround: 'standard' });
    const express = quoteOf('rollup_economy', { turnaround: 'express' });
    const hardware = (q: Quote) => q.lines.find((l) => l.key === 'hardware')?.amount_fils;
    expect(hardware(express)).toBe(hardware(standard));
    expect(hardware(standard)).toBe(95_00 + 12_00); // stand + bag
    const graphic = standard.subtotal_fils - (hardware(standard) ?? 0);
    expect(express.lines.find((l) => l.key === 'turnaround')?.amount_fils).toBe(Math.round(graphic * 0.25));
    expect(express.production_days).toBe(2); // ⌈3 × 0.5⌉
    expect(quoteOf('rollup_economy', { turnaround: 'next_day' }).production_days).toBe(1);
    expect(quoteOf('bc_standard', { turnaround: 'economy' }).production_days).toBe(5); // 2 + 3
  });

  it('adds the offset press days when offset is cheaper', () => {
    const quote = quoteOf('leaflet_tri_fold', { quantity: 10000 });
    expect(quote.process).toBe('offset');
    expect(quote.production_days).toBe(3 + 3);
  });

  it('prices a KIT part only when its condition holds', () => {
    const withBag = quoteOf('rollup_economy', { bag: true });
    const without = quoteOf('rollup_economy', { bag: false });
    expect(withBag.subtotal_fils - without.subtotal_fils).toBe(12_00);
  });

  it('UNIT adders: per card and per order', () => {
    const plain = quoteOf('pvc_card_data', { quantity: 1000 });
    const data = quoteOf('pvc_card_data', { quantity: 1000, barcode: 'code128', numbering: 'black_1', magnetic_strip: 'hico' });
    // barcode 0.20 + 50, numbering 0.05 + 30, HiCo 0.30 — per card × 1000 + setups
    expect(data.subtotal_fils - plain.subtotal_fils).toBe(1000 * (20 + 5 + 30) + 5000 + 3000);
    expect(plain.subtotal_fils).toBe(75000); // 1000 @ AED 0.75
    expect(validate('pvc_card_data', { barcode: 'code39' })).toEqual([
      { field: 'numbering', message: 'quote.rule.barcode_needs_numbering', params: {}, severity: 'error', fix: { numbering: 'black_1' } },
    ]);
  });

  it('rounds UNIT quantities up to whole packs', () => {
    expect(quoteOf('pvc_card_data', { quantity: 101 }).billable_quantity).toBe(150);
  });
});

describe('ladder', () => {
  it('prices every step of the quotation scheme, rising in total and falling in unit price', () => {
    const result = ladder('leaflet_tri_fold', {});
    if (!result.ok) throw new Error('ladder');
    expect(result.rows.map((r) => r.quantity)).toEqual([100, 250, 500, 1000, 2500, 5000, 10000]);
    for (let i = 1; i < result.rows.length; i++) {
      const [a, b] = [result.rows[i - 1], result.rows[i]];
      if (!a || !b) continue;
      expect(b.total_fils).toBeGreaterThanOrEqual(a.total_fils);
      expect(b.unit_price_fils).toBeLessThanOrEqual(a.unit_price_fils);
    }
    expect(result.rows[3]?.total_fils).toBe(quoteOf('leaflet_tri_fold', { quantity: 1000 }).total_fils);
  });

  it('marks steps the configuration cannot reach', () => {
    const result = ladder('flyer_digital', { turnaround: 'same_day', size: 'a3' }); // A3: 1 per SRA3 sheet
    if (!result.ok) throw new Error('ladder');
    const big = result.rows.find((r) => r.quantity === 1000);
    expect(big).toMatchObject({ available: false, issues: [{ field: 'turnaround', message: 'quote.rule.same_day_max_sheets' }] });
    expect(result.rows.find((r) => r.quantity === 50)?.available).toBe(true);
  });
});

describe('getSchema', () => {
  it('gives the quote page schema, ui, options in enum order, defaults', () => {
    const schema = getSchema('bc_standard');
    expect(schema?.schema.properties['turnaround']).toMatchObject({ enum: ['economy', 'standard', 'express', 'next_day'], default: 'standard' });
    expect(schema?.options['stock']?.map((o) => o.value)).toEqual(['art_gloss_300', 'art_gloss_350', 'art_matt_300', 'art_matt_350', 'art_matt_400']);
    expect(schema?.defaults).toMatchObject({ size: '90x54', width_mm: 90, height_mm: 54, quantity: 500, turnaround: 'standard' });
    expect(schema?.ui['ui:order']).toContain('turnaround');
    expect(schema?.quantities).toEqual([100, 200, 500, 1000, 2000, 5000]);
  });
});

describe('conditional fields (x-visible)', () => {
  const visible = (code: string, config: unknown) => quoteEngine.visibleFields(code, config);

  it('says which fields show for a configuration, live as it changes', () => {
    const panel = ['material', 'width_mm', 'height_mm'];
    expect(visible('sign_3d_letters', {}).filter((f) => panel.includes(f))).toEqual([]);
    expect(visible('sign_3d_letters', { backing_panel: true }).filter((f) => panel.includes(f))).toEqual(panel);
    expect(visible('bc_premium', { foil: 'none' })).not.toContain('finish_width_mm');
    expect(visible('bc_premium', { foil: 'gold' })).toEqual(expect.arrayContaining(['finish_width_mm', 'finish_height_mm']));
    expect(visible('bc_premium', { foil: 'none', spot_uv: 'clear' })).toContain('finish_height_mm');
    expect(visible('bc_standard', { size: '85x55' })).not.toContain('width_mm');
    expect(visible('bc_standard', { size: 'custom' })).toEqual(expect.arrayContaining(['width_mm', 'height_mm']));
    expect(visible('ncr_sets', { numbering: 'black_1' })).toContain('numbering_start');
    expect(visible('ncr_sets', { numbering: 'none' })).not.toContain('numbering_start');
    // a condition over a value of the wrong type sees the default (the validator reports the value itself)
    expect(visible('sign_3d_letters', { backing_panel: 'yes' })).not.toContain('material');
    expect(visible('no_such_product', {})).toEqual([]);
    expect(visible('bc_standard', null)).toEqual(visible('bc_standard', {}));
  });

  it('raises no issue on a hidden field, and checks it once it shows', () => {
    const wild = { width_mm: 99999, height_mm: 'tall', material: 'gold_leaf' };
    expect(validate('sign_3d_letters', { backing_panel: false, ...wild })).toEqual([]);
    expect(errors(validate('sign_3d_letters', { backing_panel: true, ...wild })).map((i) => [i.field, i.message])).toEqual([
      ['material', 'quote.error.not_an_option'],
      ['width_mm', 'quote.error.maximum'],
      ['height_mm', 'quote.error.type'],
    ]);
    expect(validate('ncr_sets', { numbering: 'none', numbering_start: 0 })).toEqual([]);
    expect(validate('ncr_sets', { numbering: 'black_1', numbering_start: 0 })).toEqual([
      { field: 'numbering_start', message: 'quote.error.minimum', params: { limit: 1 }, severity: 'error' },
    ]);
    // the finish area only counts with foil or spot UV
    expect(validate('bc_premium', { foil: 'none', spot_uv: 'none', finish_width_mm: 500 })).toEqual([]);
    expect(messages(validate('bc_premium', { foil: 'gold', finish_width_mm: 500 }))).toEqual(['quote.error.maximum']);
  });

  it('prices a hidden field at its default: its value changes nothing, and the quote leaves it out', () => {
    const plain = quoteOf('sign_3d_letters', { backing_panel: false });
    const wild = quoteOf('sign_3d_letters', { backing_panel: false, material: 'acrylic_clear_8mm_uv', width_mm: 6000, height_mm: 3000 });
    expect(wild.total_fils).toBe(plain.total_fils);
    expect(wild.lines).toEqual(plain.lines);
    expect(wild.config).not.toHaveProperty('material');
    expect(wild.billable_area_m2).toBeNull(); // no panel, no area charged
    expect(wild.config).not.toHaveProperty('width_mm');
    // shown, the panel is priced from those very values
    const panel = quoteOf('sign_3d_letters', { backing_panel: true, material: 'acp_3mm', width_mm: 2400, height_mm: 600 });
    expect(panel.total_fils).toBeGreaterThan(plain.total_fils);
    expect(panel.config).toMatchObject({ material: 'acp_3mm', width_mm: 2400, height_mm: 600 });
    expect(panel.billable_area_m2).toBe(1.44);
    // width/height under a size preset are hidden but the preset's: kept in the quote, typed values ignored
    const preset = quoteOf('bc_standard', { size: '85x55', width_mm: 120, height_mm: 120 });
    expect(preset.config).toMatchObject({ size: '85x55', width_mm: 85, height_mm: 55 });
    expect(preset.total_fils).toBe(quoteOf('bc_standard', { size: '85x55' }).total_fils);
    // the ladder agrees with price()
    const scheme = ladder('sign_3d_letters', { backing_panel: false, width_mm: 6000 });
    expect(scheme.ok && scheme.rows.find((r) => r.quantity === plain.quantity)?.total_fils).toBe(plain.total_fils);
  });

  it('every product: an empty configuration shows no field a condition hides, and hides only fields with a default', () => {
    for (const { code } of listProducts()) {
      const schema = getSchema(code);
      const fields = Object.keys(schema?.schema.properties ?? {});
      const shown = visible(code, {});
      const hidden = fields.filter((f) => !shown.includes(f));
      for (const field of hidden) {
        expect(schema?.schema.properties[field]?.['x-visible'], `${code}.${field}`).toBeDefined();
        expect(schema?.defaults[field], `${code}.${field}`).toBeDefined();
      }
      expect(shown).toContain('quantity');
    }
  });
});
