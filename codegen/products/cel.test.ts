import { describe, expect, it } from 'vitest';
import { fromCel } from '../../src/domain/quote/expr';
import { interpretCel } from './cel';
import { compileCel, createCelEnvironment } from './cel-compile';
import { visibilityOrder } from './rules';

describe('CEL helpers', () => {
  const types = { pages: 'int', width_mm: 'double', binding: 'string', bag: 'bool' } as const;
  const env = createCelEnvironment(types);
  const check = (expression: string) => {
    const result = compileCel(expression, types, { env, expected: 'bool' });
    return result.ok ? { ok: true, type: result.compiled.type } : result;
  };

  it('type-checks with the library against declared variables (int vs double matters)', () => {
    expect(check('pages <= 32 && width_mm >= 20.0')).toEqual({ ok: true, type: 'bool' });
    expect(check('pagez <= 32')).toEqual({ ok: false, reason: 'Unknown variable: pagez' });
    expect(check('width_mm * pages > 1.0')).toEqual({ ok: false, reason: 'no such overload: double * int' });
    expect(check('pages + 1')).toEqual({ ok: false, reason: 'must be of type bool, but is int' });
    expect(check('pages <=')).toMatchObject({ ok: false, reason: expect.stringMatching(/^Unexpected token/) });
  });

  it('interprets with integers as BigInt and converts results back', () => {
    const program = interpretCel(env, 'binding != "saddle_stitch" || pages % 4 == 0', types);
    expect(program({ pages: 36, width_mm: 148, binding: 'saddle_stitch', bag: true })).toBe(true);
    expect(program({ pages: 34, width_mm: 148, binding: 'saddle_stitch', bag: true })).toBe(false);
    expect(fromCel(32n)).toBe(32);
    expect(fromCel(4.5678)).toBe(4.57);
  });

  it('lists the variables an expression reads, from its syntax tree, in order of appearance', () => {
    const reads = (expression: string) => {
      const result = compileCel(expression, types, { env });
      return result.ok ? result.compiled.reads : result.reason;
    };
    expect(reads('binding != "pages" || pages <= 32 && width_mm > double(pages)')).toEqual(['binding', 'pages', 'width_mm']);
    expect(reads('bag ? width_mm : 2.0')).toEqual(['bag', 'width_mm']);
    expect(reads('binding in ["a"] && true')).toEqual(['binding']);
  });

  it('orders x-visible conditions so a condition comes after the conditions of the fields it reads', () => {
    expect(visibilityOrder({ finish_width_mm: ['foil'], foil: ['stock'] })).toEqual({ ok: true, order: ['foil', 'finish_width_mm'] });
    expect(visibilityOrder({ a_mm: ['b_mm'], b_mm: ['a_mm'] })).toEqual({ ok: false, cycle: ['a_mm', 'b_mm', 'a_mm'] });
    expect(visibilityOrder({ foil: ['foil'] })).toEqual({ ok: false, cycle: ['foil', 'foil'] });
  });
});
