import { describe, expect, it } from 'vitest';
import { fromCel, identifiersOf, visibilityOrder } from '../../src/domain/quote/expr';
import { checkCel, createCelEnvironment, interpretCel } from './cel';

describe('CEL helpers', () => {
  const types = { pages: 'int', width_mm: 'double', binding: 'string', bag: 'bool' } as const;
  const env = createCelEnvironment(types);

  it('type-checks against declared variables (int vs double matters)', () => {
    expect(checkCel(env, 'pages <= 32 && width_mm >= 20.0', 'bool')).toEqual({ ok: true, type: 'bool' });
    expect(checkCel(env, 'pagez <= 32', 'bool')).toEqual({ ok: false, reason: 'Unknown variable: pagez' });
    expect(checkCel(env, 'width_mm * pages > 1.0', 'bool')).toEqual({ ok: false, reason: 'no such overload: double * int' });
    expect(checkCel(env, 'pages + 1', 'bool')).toEqual({ ok: false, reason: 'must be of type bool, but is int' });
    expect(checkCel(env, 'pages <=', 'bool').ok).toBe(false);
  });

  it('interprets with integers as BigInt and converts results back', () => {
    const program = interpretCel(env, 'binding != "saddle_stitch" || pages % 4 == 0', types);
    expect(program({ pages: 36, width_mm: 148, binding: 'saddle_stitch', bag: true })).toBe(true);
    expect(program({ pages: 34, width_mm: 148, binding: 'saddle_stitch', bag: true })).toBe(false);
    expect(fromCel(32n)).toBe(32);
    expect(fromCel(4.5678)).toBe(4.57);
  });

  it('lists the identifiers a rule mentions, ignoring strings, keywords, fields and functions', () => {
    expect(identifiersOf('binding != "pages" || pages <= 32 && size(x.y) > 0')).toEqual(['binding', 'pages', 'x']);
    expect(identifiersOf('stock in ["a"] && true')).toEqual(['stock']);
  });

  it('orders x-visible conditions so a condition comes after the conditions of the fields it reads', () => {
    expect(visibilityOrder({ finish_width_mm: 'foil != "none"', foil: 'stock.startsWith("art_")' })).toEqual({ ok: true, order: ['foil', 'finish_width_mm'] });
    expect(visibilityOrder({ a_mm: 'b_mm > 1.0', b_mm: 'a_mm > 1.0' })).toEqual({ ok: false, cycle: ['a_mm', 'b_mm', 'a_mm'] });
    expect(visibilityOrder({ foil: 'foil != "none"' })).toEqual({ ok: false, cycle: ['foil', 'foil'] });
  });
});
