/**
 * Properties over every product in the registry, with configurations generated from each product's own schema
 * (mostly valid values, sometimes out of range, wrong type, unknown field or a missing one):
 *  - totals are integers ≥ 0 and add up (lines → subtotal, + VAT → total);
 *  - the total never falls and the unit price never rises as the quantity grows;
 *  - every configuration the validator accepts prices without throwing;
 *  - every configuration it rejects names at least one field;
 *  - a field its x-visible condition hides changes nothing: same issues, same price, whatever its value;
 *  - quote() (price and ladder sharing their price points) answers exactly what price() and ladder() answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatFils } from '../money';
import { getSchema, ladder, listProducts, price, quote, quoteEngine, validate } from './index';
import type { ResolvedProperty, Scalar } from './types';

const products = listProducts().map((p) => p.code);

function valueOf(property: ResolvedProperty): fc.Arbitrary<Scalar> {
  if (property.enum) return fc.constantFrom(...property.enum);
  if (property.type === 'boolean') return fc.boolean();
  const min = property.minimum ?? property.exclusiveMinimum ?? 0;
  const max = property.maximum ?? property.exclusiveMaximum ?? min + 1000;
  const span = Math.max(1, max - min);
  if (property.type === 'integer') {
    return fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min, max }) },
      { weight: 1, arbitrary: fc.integer({ min: Math.floor(min - span / 10) - 1, max: Math.ceil(max + span / 10) + 1 }) },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 3, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.double({ min: min - span / 10 - 1, max: max + span / 10 + 1, noNaN: true, noDefaultInfinity: true }) },
  );
}

/** Configurations from the product's schema; `noisy` adds wrong types, unknown fields and out-of-range values. */
function configOf(code: string, noisy = true): fc.Arbitrary<Record<string, unknown>> {
  const schema = getSchema(code);
  if (!schema) throw new Error(code);
  const entries = Object.entries(schema.schema.properties).map(([name, property]) => {
    const value: fc.Arbitrary<unknown> = noisy
      ? fc.oneof({ weight: 20, arbitrary: valueOf(property) }, { weight: 1, arbitrary: fc.constantFrom<unknown>('x', -1, true, null, 1.5) })
      : property.enum
        ? fc.constantFrom(...property.enum)
        : property.type === 'boolean'
          ? fc.boolean()
          : fc.integer({ min: Math.ceil(property.minimum ?? 0), max: Math.floor(property.maximum ?? 1000) });
    return [name, value] as const;
  });
  const base = fc.record(Object.fromEntries(entries), { requiredKeys: [] });
  if (!noisy) return base;
  return fc.tuple(base, fc.option(fc.constantFrom('colour', 'qty', 'paper'), { freq: 15 })).map(([config, extra]) =>
    extra === null ? config : { ...config, [extra]: 1 },
  );
}

function quantityRange(code: string): [number, number] {
  const quantity = getSchema(code)?.schema.properties['quantity'];
  return [quantity?.minimum ?? 1, quantity?.maximum ?? 10000];
}

describe.each(products)('%s', (code) => {
  const fields = new Set(Object.keys(getSchema(code)?.schema.properties ?? {}));

  it('accepted configurations price to whole, non-negative, consistent fils; rejected ones name a field', () => {
    fc.assert(
      fc.property(fc.oneof(configOf(code, false), configOf(code, true)), (config) => {
        const issues = validate(code, config);
        const errors = issues.filter((i) => i.severity === 'error');
        if (errors.length > 0) {
          for (const issue of errors) {
            const named = fields.has(issue.field) || (issue.message === 'quote.error.unknown_field' && issue.field in config);
            expect(named, JSON.stringify(issue)).toBe(true);
          }
          expect(price(code, config)).toMatchObject({ ok: false, error: 'invalid_config' });
          return;
        }
        const result = price(code, config);
        expect(result.ok, JSON.stringify({ config, result })).toBe(true);
        if (!result.ok) return;
        const q = result.quote;
        for (const amount of [q.subtotal_fils, q.vat_fils, q.total_fils, q.unit_price_fils]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        for (const line of q.lines) expect(Number.isSafeInteger(line.amount_fils)).toBe(true);
        expect(q.lines.reduce((sum, line) => sum + line.amount_fils, 0)).toBe(q.subtotal_fils);
        expect(q.vat_fils).toBe(vatFils(q.subtotal_fils));
        expect(q.total_fils).toBe(q.subtotal_fils + q.vat_fils);
        expect(q.production_days).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  const conditional = Object.entries(getSchema(code)?.schema.properties ?? {}).filter(([, p]) => p['x-visible'] !== undefined);
  // Only products with conditional fields get this property (a skipped test elsewhere would read as missing work).
  if (conditional.length > 0) it('a hidden field changes nothing: same issues and price whatever its value', () => {
    const others = fc.record(Object.fromEntries(conditional.map(([name, property]) => [name, fc.oneof(valueOf(property), fc.constantFrom<unknown>('x', -1, true, 1.5))])), {
      requiredKeys: [],
    });
    fc.assert(
      fc.property(configOf(code, false), others, (config, noise) => {
        const shown = quoteEngine.visibleFields(code, config);
        const hidden = conditional.map(([name]) => name).filter((name) => !shown.includes(name));
        fc.pre(hidden.length > 0);
        const changed = { ...config };
        for (const name of hidden) if (name in noise) changed[name] = noise[name];
        expect(quoteEngine.visibleFields(code, changed)).toEqual(shown);
        expect(validate(code, changed)).toEqual(validate(code, config));
        expect(price(code, changed)).toEqual(price(code, config));
      }),
      { numRuns: 100 },
    );
  });

  it('generated configurations are often valid, so the properties are not vacuous', () => {
    const samples = fc.sample(fc.oneof(configOf(code, false), configOf(code, true)), { numRuns: 300, seed: 42 });
    const accepted = samples.filter((config) => validate(code, config).every((i) => i.severity !== 'error')).length;
    expect(accepted).toBeGreaterThan(15);
  });

  it('each ladder step costs what price() says for that quantity', () => {
    fc.assert(
      fc.property(configOf(code, false), (config) => {
        const result = ladder(code, config);
        if (!result.ok) throw new Error('ladder failed');
        for (const row of result.rows) {
          const single = price(code, { ...config, quantity: row.quantity });
          expect(row.available).toBe(single.ok);
          if (single.ok) expect([row.total_fils, row.unit_price_fils]).toEqual([single.quote.total_fils, single.quote.unit_price_fils]);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('quote() answers exactly what price() and ladder() answer', () => {
    fc.assert(
      fc.property(fc.oneof(configOf(code, false), configOf(code, true)), (config) => {
        expect(quote(code, config)).toEqual({ price: price(code, config), ladder: ladder(code, config) });
      }),
      { numRuns: 15 },
    );
  });

  it('the total never falls and the unit price never rises as the quantity grows', () => {
    const [min, max] = quantityRange(code);
    fc.assert(
      fc.property(configOf(code, false), fc.integer({ min, max }), fc.integer({ min, max }), (config, a, b) => {
        const [q1, q2] = a <= b ? [a, b] : [b, a];
        const first = price(code, { ...config, quantity: q1 });
        const second = price(code, { ...config, quantity: q2 });
        fc.pre(first.ok && second.ok);
        if (!first.ok || !second.ok) return;
        expect(second.quote.total_fils).toBeGreaterThanOrEqual(first.quote.total_fils);
        expect(second.quote.unit_price_fils).toBeLessThanOrEqual(first.quote.unit_price_fils);
      }),
      { numRuns: 200 },
    );
  });
});
