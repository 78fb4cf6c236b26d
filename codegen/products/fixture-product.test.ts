/**
 * Adding a product is adding a file: a product file from a fixtures directory (not schemas/products) is checked,
 * typed and priced by the same loader, emitter and engine — no code change.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQuoteEngine } from '../../src/domain/quote';
import { toCatalogue, typesSource, validatorsSource } from './emit';
import { loadCatalogue } from './load';

const root = join(import.meta.dirname, '../..');
const loaded = loadCatalogue({
  schemasDir: join(root, 'schemas'),
  productsDirs: [join(root, 'schemas/fixtures/products')],
  localesDir: null,
  root,
});
const engine = createQuoteEngine(toCatalogue(loaded));

describe('a product added from a fixtures directory', () => {
  it('passes the checks and joins the catalogue', () => {
    expect(loaded.problems).toEqual([]);
    expect(engine.listProducts().map((p) => p.code)).toEqual(['fx_flyer_offset']);
  });

  it('gets a TypeScript type and a standalone validator', async () => {
    const types = await typesSource(loaded.validationSchemas);
    expect(types).toContain('export interface FxFlyerOffsetConfig {');
    expect(types).toContain('colours?: "4_0" | "4_4" | "pantone_1_0";');
    expect(types).toContain('fx_flyer_offset: FxFlyerOffsetConfig;');
    const validators = validatorsSource(loaded.validationSchemas);
    expect(validators).toContain('"fx_flyer_offset": validate_fx_flyer_offset');
    expect(validators).not.toMatch(/require\(|new Function|eval\(/);
  });

  it('is validated: its own rule and the shared limits apply', () => {
    expect(engine.validate('fx_flyer_offset', {})).toEqual([]);
    expect(engine.validate('fx_flyer_offset', { quantity: 60000, colours: 'pantone_1_0' })).toEqual([
      { field: 'colours', message: 'quote.rule.fx_pantone_limit', params: {}, severity: 'error' },
    ]);
    expect(engine.validate('fx_flyer_offset', { quantity: 50 })).toEqual([
      { field: 'quantity', message: 'quote.error.minimum', params: { limit: 100 }, severity: 'error' },
    ]);
  });

  it('shows its fields as their x-visible conditions say, and ignores a hidden one', () => {
    const fields = ['size', 'width_mm', 'height_mm', 'stock', 'colours', 'lamination', 'quantity', 'turnaround'];
    expect(engine.visibleFields('fx_flyer_offset', {})).toEqual(fields.filter((f) => !['width_mm', 'height_mm', 'lamination'].includes(f)));
    expect(engine.visibleFields('fx_flyer_offset', { size: 'custom', stock: 'art_gloss_250' })).toEqual(fields);
    // lamination is offered on the 250 gsm card only: on the flyer paper it is not chosen, whatever it says
    const plain = engine.price('fx_flyer_offset', { stock: 'art_gloss_150' });
    const hidden = engine.price('fx_flyer_offset', { stock: 'art_gloss_150', lamination: 'matt' });
    expect(hidden.ok && plain.ok && hidden.quote.total_fils).toBe(plain.ok && plain.quote.total_fils);
    expect(hidden.ok && hidden.quote.config).not.toHaveProperty('lamination');
    expect(engine.validate('fx_flyer_offset', { stock: 'art_gloss_150', lamination: 'gloss' })).toEqual([]);
    // shown, it is chosen: priced, and checked
    const card = engine.price('fx_flyer_offset', { stock: 'art_gloss_250' });
    const laminated = engine.price('fx_flyer_offset', { stock: 'art_gloss_250', lamination: 'matt' });
    expect(laminated.ok && card.ok && laminated.quote.total_fils > card.quote.total_fils).toBe(true);
    expect(engine.validate('fx_flyer_offset', { stock: 'art_gloss_250', lamination: 'gloss' })).toEqual([
      { field: 'lamination', message: 'quote.error.not_an_option', params: {}, severity: 'error' },
    ]);
  });

  it('is priced', () => {
    const result = engine.price('fx_flyer_offset', { quantity: 2500 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.total_fils).toBe(result.quote.subtotal_fils + result.quote.vat_fils);
    expect(result.quote.lines.reduce((sum, line) => sum + line.amount_fils, 0)).toBe(result.quote.subtotal_fils);
  });
});

describe('catalogue.md worked example through the engine (A5 4/4, 150 gsm)', () => {
  it('prints 1,000 digitally and 10,000 on the offset press', () => {
    const small = engine.price('fx_flyer_offset', { quantity: 1000 });
    const large = engine.price('fx_flyer_offset', { quantity: 10000 });
    expect(small.ok && small.quote.process).toBe('digital');
    expect(large.ok && large.quote.process).toBe('offset');
  });

  it('Pantone is offset only, and offset offers no express', () => {
    expect(engine.price('fx_flyer_offset', { colours: 'pantone_1_0', quantity: 500 }).ok && true).toBe(true);
    const pantoneExpress = engine.validate('fx_flyer_offset', { colours: 'pantone_1_0', turnaround: 'express' });
    expect(pantoneExpress).toEqual([{ field: 'colours', message: 'quote.error.colours_unavailable', params: { turnaround: 'express' }, severity: 'error' }]);
  });
});
