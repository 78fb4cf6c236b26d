import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSchema, ladder, listProducts, price, quoteEngine, validate } from './index';
import { hasProduct, loadQuoteEngineFor, productCodes, stringGroupsOf } from './lazy';
import type { ResolvedProperty, Scalar } from './types';

/** Mostly valid values of a field, sometimes out of range. */
function valueOf(property: ResolvedProperty): fc.Arbitrary<Scalar> {
  if (property.enum) return fc.constantFrom(...property.enum);
  if (property.type === 'boolean') return fc.boolean();
  const min = Math.ceil(property.minimum ?? property.exclusiveMinimum ?? 0);
  const max = Math.floor(property.maximum ?? property.exclusiveMaximum ?? min + 1000);
  return fc.integer({ min: min - 1, max: max + 1 });
}

describe('per-product engines (the browser path: one product, its model, its price books)', () => {
  it('know every product of the full catalogue', () => {
    expect(productCodes).toEqual(listProducts().map((p) => p.code));
    expect(hasProduct('bc_standard')).toBe(true);
    expect(hasProduct('__proto__')).toBe(false);
  });

  it('answer an unknown code with null', async () => {
    await expect(loadQuoteEngineFor('no_such_product')).resolves.toBeNull();
    await expect(loadQuoteEngineFor('constructor')).resolves.toBeNull();
  });

  it('name the product groups of strings a page needs', () => {
    expect(stringGroupsOf(['no_such_product', '__proto__'])).toEqual([]);
    expect(stringGroupsOf(['box_cx', 'box_lh'])).toEqual(['packaging', 'products']);
  });

  it.each(productCodes)('%s: same schema, issues, price, ladder and visible fields as the full catalogue', async (code) => {
    const engine = await loadQuoteEngineFor(code);
    expect(engine).not.toBeNull();
    if (!engine) return;
    expect(engine.listProducts().map((p) => p.code)).toEqual([code]);
    expect(engine.getSchema(code)).toEqual(getSchema(code));
    expect(engine.price(code, {})).toEqual(price(code, {}));
    expect(engine.ladder(code, {})).toEqual(ladder(code, {}));
    expect(await loadQuoteEngineFor(code)).toBe(engine);
    // random configurations: the model's price books are all it reads
    const properties = getSchema(code)?.schema.properties ?? {};
    const configs = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property)])), { requiredKeys: [] });
    fc.assert(
      fc.property(configs, (config) => {
        expect(engine.validate(code, config)).toEqual(validate(code, config));
        expect(engine.price(code, config)).toEqual(price(code, config));
        expect(engine.visibleFields(code, config)).toEqual(quoteEngine.visibleFields(code, config));
      }),
      { numRuns: 40 },
    );
    expect(engine.ladder(code, { quantity: 1 })).toEqual(ladder(code, { quantity: 1 }));
  });
});
