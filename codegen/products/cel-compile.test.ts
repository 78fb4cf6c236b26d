/**
 * The shop evaluates CEL through functions codegen compiled to JavaScript from the CEL library's syntax tree
 * (./cel-compile.ts). These tests prove the compiled functions agree with the library's own evaluator: on every
 * expression of every product (rules, params, x-visible, KIT `when`) over many random variable values, on the
 * activations the engine builds for sampled configurations of every product, and on a set of expressions that
 * exercise the corners of CEL's semantics (integer division, errors absorbed by && and ||, int()).
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celTypeOf, type CelVariables } from '../../src/domain/quote/expr';
import { MODELS } from '../../src/domain/quote/models';
import type { CelProgram, ResolvedProperty, Scalar } from '../../src/domain/quote/types';
import { createQuoteEngine } from '../../src/domain/quote';
import { interpretCel } from './cel';
import { compileCel, createCelEnvironment } from './cel-compile';
import { loadPrograms, toCatalogue } from './emit';
import { loadCatalogue } from './load';

const root = join(import.meta.dirname, '../..');
const loaded = loadCatalogue({ schemasDir: join(root, 'schemas'), localesDir: null, root });

type Outcome = { error: true } | { error: false; value: Scalar };

function outcome(run: () => unknown): Outcome {
  try {
    const value = run();
    if (typeof value === 'bigint') return { error: false, value: Number(value) };
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return { error: false, value };
    return { error: false, value: String(value) };
  } catch {
    return { error: true };
  }
}

/** Values a field can take (its enum or its range, sometimes just beyond), by its schema. */
function fieldValue(property: ResolvedProperty): fc.Arbitrary<Scalar> {
  if (property.enum) return fc.constantFrom(...property.enum);
  if (property.type === 'boolean') return fc.boolean();
  const min = property.minimum ?? property.exclusiveMinimum ?? 0;
  const max = property.maximum ?? property.exclusiveMaximum ?? min + 1000;
  if (property.type === 'integer') return fc.integer({ min: Math.floor(min) - 2, max: Math.ceil(max) + 2 });
  return fc.oneof(fc.integer({ min: Math.floor(min), max: Math.ceil(max) }), fc.double({ min: min - 1, max: max + 1, noNaN: true, noDefaultInfinity: true }));
}

/** Derived values (spine, sheets, area …): any value of their type, zero and small numbers included. */
function typedValue(type: string): fc.Arbitrary<Scalar> {
  switch (type) {
    case 'int':
      return fc.oneof(fc.constantFrom(0, 1, -1), fc.integer({ min: -100_000, max: 10_000_000 }));
    case 'double':
      return fc.oneof(fc.constantFrom(0, 0.995, 1, 20, 860, 2440), fc.double({ min: -1e7, max: 1e7, noNaN: true, noDefaultInfinity: true }));
    case 'bool':
      return fc.boolean();
    default:
      return fc.oneof(fc.string(), fc.constantFrom('none', 'art_matt_300', 'custom'));
  }
}

describe('compiled CEL agrees with the CEL interpreter', () => {
  const codes = Object.keys(loaded.data.products).sort();

  it('on the repository catalogue (which compiles without problems)', () => {
    expect(loaded.problems).toEqual([]);
    expect(codes.length).toBe(88);
    const count = codes.reduce((n, code) => n + Object.keys(loaded.programs[code] ?? {}).length, 0);
    expect(count).toBeGreaterThan(200);
  });

  it.each(codes)('%s: every expression, random configurations', (code) => {
    const product = loaded.data.products[code];
    const compiled = loaded.programs[code];
    if (!product || !compiled) throw new Error(code);
    const properties = product.schema.properties;
    const types: CelVariables = { ...MODELS[product.pricing.model].derivedTypes(product) };
    for (const [name, property] of Object.entries(properties)) types[name] = celTypeOf(property.type);
    const env = createCelEnvironment(types);
    const programs = loadPrograms(compiled);
    const expressions = Object.keys(compiled);
    const interpreted = expressions.map((expression) => interpretCel(env, expression, types));
    const arbitraries: Record<string, fc.Arbitrary<Scalar>> = {};
    for (const [name, type] of Object.entries(types)) {
      const property = properties[name];
      arbitraries[name] = property ? fieldValue(property) : typedValue(type);
    }
    fc.assert(
      fc.property(fc.record(arbitraries), (values) => {
        expressions.forEach((expression, i) => {
          const expected = outcome(() => interpreted[i]?.(values));
          const actual = outcome(() => programs[expression]?.(values));
          expect(actual, `${code}: ${expression} over ${JSON.stringify(values)}`).toEqual(expected);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('on the corners of CEL semantics', () => {
    const types: CelVariables = { a: 'int', b: 'int', d: 'double', e: 'double', s: 'string', t: 'string', p: 'bool' };
    const env = createCelEnvironment(types);
    const expressions = [
      'a / b',
      'a % b',
      '-a / 3',
      'a / b > 1 || p',
      'p || a / b > 1',
      'a % b == 0 && p',
      'p && a % b == 0',
      '(a / b > 1 || p) && (b / a < 2 || !p)',
      'int(d)',
      'int(d) / 7',
      'double(a) * d',
      'd / e',
      'a + b * 3 - 1',
      '-d',
      'p ? a : b',
      'p ? s : t',
      's < t',
      's + t',
      's.startsWith(t)',
      's in ["none", "gold", t]',
      'a in [1, 2, 3, b]',
      'd in [0.5, e]',
      'a < d',
      'd >= a',
      '!(s == t) == (s != t)',
    ];
    const programs = loadPrograms(
      Object.fromEntries(
        expressions.map((expression) => {
          const result = compileCel(expression, types);
          if (!result.ok) throw new Error(`${expression}: ${result.reason}`);
          return [expression, result.compiled];
        }),
      ),
    );
    const interpreted = expressions.map((expression) => interpretCel(env, expression, types));
    const small = fc.oneof(fc.constantFrom(0, 1, -1, 3, -7), fc.integer({ min: -1000, max: 1000 }));
    const real = fc.oneof(fc.constantFrom(0, -0.5, 2.5, -2.7, 1e12), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }));
    const text = fc.oneof(fc.constantFrom('', 'none', 'gold', 'go', 'ä', 'Z'), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.record({ a: small, b: small, d: real, e: real, s: text, t: text, p: fc.boolean() }), (values) => {
        expressions.forEach((expression, i) => {
          const expected = outcome(() => interpreted[i]?.(values));
          const actual = outcome(() => programs[expression]?.(values));
          expect(actual, `${expression} over ${JSON.stringify(values)}`).toEqual(expected);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the CEL compiler', () => {
  const types: CelVariables = { pages: 'int', width_mm: 'double', stock: 'string', bag: 'bool' };
  const compile = (expression: string) => {
    const result = compileCel(expression, types);
    return result.ok ? result.compiled.js : result.reason;
  };

  it('emits plain JavaScript, with integer helpers only where integers are divided or may overflow', () => {
    expect(compile('stock.startsWith("art_") && width_mm >= 20.0')).toBe('(v.stock.startsWith("art_") && (v.width_mm >= 20))');
    expect(compile('stock in ["a", "b"]')).toBe('["a", "b"].includes(v.stock)');
    expect(compile('pages / 2')).toBe('$idiv(v.pages, 2)');
    expect(compile('pages % 4 == 0 || bag')).toBe('$or(() => ($imod(v.pages, 4) === 0), () => v.bag)');
  });

  it('refuses, naming the construct, what the library accepts but the emitter does not translate', () => {
    expect(compile('stock.endsWith("_300")')).toMatch(/^not supported by the CEL compiler: method \.endsWith\(\) \(supported: \.startsWith\(\)\)/);
    expect(compile('size(stock) > 3')).toMatch(/function size\(\) \(supported: int\(\), double\(\)\)/);
    expect(compile('stock.matches("^a")')).toMatch(/method \.matches\(\)/);
    expect(compile('{"a": 1}["a"] == 1')).toMatch(/not supported by the CEL compiler: indexing with \[ \]/);
    expect(compile('{"a": 1} == {"a": 1}')).toMatch(/not supported by the CEL compiler: map literal/);
    expect(compile('1u == 1u')).toMatch(/unsigned literal 1u/);
    expect(compile('b"a" == b"a"')).toMatch(/bytes literal b"a"/);
    expect(compile('null == null')).toMatch(/: null/);
    expect(compile('[1, 2][0] == pages')).toMatch(/indexing/);
    expect(compile('[1, 2] == [1, 2]')).toMatch(/list<int> == list<int>/);
    expect(compile('has(stock.x)')).toMatch(/function has\(\)/);
    expect(compile('[1].exists(x, x > pages)')).toMatch(/method \.exists\(\)/);
    expect(compile('int(stock) > 1')).toMatch(/int\(\) of string/);
  });

  it("leaves syntax and type errors to the library, and takes every literal form CEL gives the subset's types", () => {
    expect(compile('pages ==')).toMatch(/^Unexpected token/);
    expect(compile('pages == 2.0')).toBe('no such overload: int == double');
    expect(compile('stock == 1u')).toBe('no such overload: string == uint');
    expect(compile('pages == 0x10')).toBe('(v.pages === 16)');
    expect(compile('stock == r"a\\b"')).toBe('(v.stock === "a\\\\b")');
    expect(compile("stock == '''x'''")).toBe('(v.stock === "x")');
    expect(compile('-3 < pages')).toBe('($i(0 - 3) < v.pages)');
  });
});

describe('compiled CEL agrees with the CEL interpreter on the configurations the engine really evaluates', () => {
  // Every program the engine calls is wrapped so that it also runs the library's evaluator on the very activation
  // the engine built (the fields of a sampled configuration plus the model's derived values) and records a difference.
  const codes = Object.keys(loaded.data.products).sort();
  const catalogue = toCatalogue(loaded);
  const differences: string[] = [];
  let compared = 0;
  for (const code of codes) {
    const product = loaded.data.products[code];
    const programs = catalogue.programs[code];
    if (!product || !programs) continue;
    const types: CelVariables = { ...MODELS[product.pricing.model].derivedTypes(product) };
    for (const [name, property] of Object.entries(product.schema.properties)) types[name] = celTypeOf(property.type);
    const env = createCelEnvironment(types);
    const wrapped: Record<string, CelProgram> = {};
    for (const [expression, program] of Object.entries(programs)) {
      const interpreted = interpretCel(env, expression, types);
      wrapped[expression] = (values) => {
        const actual = outcome(() => program(values));
        const expected = outcome(() => interpreted(values));
        compared++;
        if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${code}: ${expression} over ${JSON.stringify(values)}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
        if (actual.error) throw new Error('CEL evaluation error');
        return actual.value;
      };
    }
    catalogue.programs[code] = wrapped;
  }
  const engine = createQuoteEngine(catalogue);

  it.each(codes)('%s: sampled configurations, validated and priced', (code) => {
    const schema = engine.getSchema(code);
    if (!schema) throw new Error(code);
    const fields = Object.fromEntries(Object.entries(schema.schema.properties).map(([name, property]) => [name, fieldValue(property)]));
    fc.assert(
      fc.property(fc.record(fields, { requiredKeys: [] }), (config) => {
        engine.validate(code, config);
        engine.price(code, { ...schema.defaults, ...config });
      }),
      { numRuns: 60 },
    );
    expect(differences).toEqual([]);
  });

  it("compared every product's programs", () => {
    expect(compared).toBeGreaterThan(10_000);
  });
});
