import { describe, expect, it } from 'vitest';
import { catalogue } from '../../generated/quote';
import { createQuoteEngine, quoteEngine } from './index';
import { reviewProduct, statusOf } from './review';
import type { Catalogue, ProductDef } from './types';

/** The catalogue with one product's definition changed. */
function withProduct(code: string, change: (def: ProductDef) => void): Catalogue {
  const def = structuredClone(catalogue.products[code]);
  if (!def) throw new Error(code);
  change(def);
  return { ...catalogue, products: { ...catalogue.products, [code]: def } };
}

describe('the studio review of a product at its default configuration', () => {
  it('finds nothing on a product whose defaults are fine', () => {
    expect(reviewProduct(quoteEngine, 'bc_standard')).toEqual([]);
    expect(statusOf(reviewProduct(quoteEngine, 'bc_standard'))).toBe('valid');
  });

  it('reports a rule that warns at the defaults, with its message and parameters', () => {
    const findings = reviewProduct(quoteEngine, 'bc_folded');
    expect(findings).toContainEqual({ kind: 'rule', severity: 'warning', field: 'stock', message: 'quote.rule.crease_added', params: { gsm: 350 } });
    expect(statusOf(findings)).toBe('warnings');
  });

  it('reports defaults a rule refuses as an error, and does not price them', () => {
    const engine = createQuoteEngine(
      withProduct('bc_standard', (def) => {
        const { size, width_mm, height_mm } = def.schema.properties;
        if (!size || !width_mm || !height_mm) throw new Error('bc_standard has no size');
        size.default = 'custom';
        width_mm.default = 60;
        height_mm.default = 40;
      }),
    );
    const findings = reviewProduct(engine, 'bc_standard');
    expect(findings).toEqual([
      { kind: 'rule', severity: 'error', field: 'width_mm', message: 'quote.rule.smaller_than_card', params: { min_w: 90, min_h: 54 } },
    ]);
    expect(statusOf(findings)).toBe('errors');
  });

  it('reports ladder steps that cannot be priced, and a product without a picture of its own', () => {
    const engine = createQuoteEngine(
      withProduct('flyer_digital', (def) => {
        delete def.image;
        // same day only up to 500 sheets (a rule): 5,000 A5 flyers are 625
        def.quantities = [250, 5000];
        const turnaround = def.schema.properties['turnaround'];
        if (turnaround) turnaround.default = 'same_day';
      }),
    );
    const findings = reviewProduct(engine, 'flyer_digital');
    expect(findings).toContainEqual({ kind: 'ladder_gap', severity: 'warning', field: 'quantity', message: null, params: { quantities: '5000' } });
    expect(findings).toContainEqual({ kind: 'no_image', severity: 'warning', field: null, message: null, params: {} });
  });

  it('knows nothing of an unknown product', () => {
    expect(reviewProduct(quoteEngine, 'no_such_product')).toEqual([]);
  });
});
