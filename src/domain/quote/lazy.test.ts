import { describe, expect, it } from 'vitest';
import { getSchema, ladder, listProducts, price, validate } from './index';
import { hasProduct, loadQuoteEngineFor, productCodes } from './lazy';

describe('per-product engines (the browser path)', () => {
  it('know every product of the full catalogue', () => {
    expect(productCodes).toEqual(listProducts().map((p) => p.code));
    expect(hasProduct('bc_standard')).toBe(true);
    expect(hasProduct('__proto__')).toBe(false);
  });

  it('answer an unknown code with null', async () => {
    await expect(loadQuoteEngineFor('no_such_product')).resolves.toBeNull();
    await expect(loadQuoteEngineFor('constructor')).resolves.toBeNull();
  });

  it.each(productCodes)('%s: same schema, issues, price and ladder as the full catalogue', async (code) => {
    const engine = await loadQuoteEngineFor(code);
    expect(engine).not.toBeNull();
    if (!engine) return;
    expect(engine.listProducts().map((p) => p.code)).toEqual([code]);
    expect(engine.getSchema(code)).toEqual(getSchema(code));
    const schema = getSchema(code);
    const quantities = schema?.quantities ?? [];
    const config = { quantity: quantities[quantities.length - 1] ?? 1 };
    expect(engine.validate(code, config)).toEqual(validate(code, config));
    expect(engine.price(code, {})).toEqual(price(code, {}));
    expect(engine.ladder(code, {})).toEqual(ladder(code, {}));
    expect(await loadQuoteEngineFor(code)).toBe(engine);
  });
});
