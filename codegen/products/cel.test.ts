import { describe, expect, it } from 'vitest';
import { checkCel, compileCel, createCelEnvironment, fromCel, identifiersOf, toActivation } from './cel';

describe('CEL helpers', () => {
  const env = createCelEnvironment({ pages: 'int', width_mm: 'double', binding: 'string', bag: 'bool' });

  it('type-checks against declared variables (int vs double matters)', () => {
    expect(checkCel(env, 'pages <= 32 && width_mm >= 20.0', 'bool')).toEqual({ ok: true, type: 'bool' });
    expect(checkCel(env, 'pagez <= 32', 'bool')).toEqual({ ok: false, reason: 'Unknown variable: pagez' });
    expect(checkCel(env, 'width_mm * pages > 1.0', 'bool')).toEqual({ ok: false, reason: 'no such overload: double * int' });
    expect(checkCel(env, 'pages + 1', 'bool')).toEqual({ ok: false, reason: 'must be of type bool, but is int' });
    expect(checkCel(env, 'pages <=', 'bool').ok).toBe(false);
  });

  it('evaluates with integers as BigInt and converts results back', () => {
    const types = { pages: 'int', width_mm: 'double', binding: 'string', bag: 'bool' } as const;
    const program = compileCel(env, 'binding != "saddle_stitch" || pages % 4 == 0');
    expect(program(toActivation({ pages: 36, width_mm: 148, binding: 'saddle_stitch', bag: true }, types))).toBe(true);
    expect(program(toActivation({ pages: 34, width_mm: 148, binding: 'saddle_stitch', bag: true }, types))).toBe(false);
    expect(fromCel(32n)).toBe(32);
    expect(fromCel(4.5678)).toBe(4.57);
  });

  it('lists the identifiers a rule mentions, ignoring strings, fields and functions', () => {
    expect(identifiersOf('binding != "pages" || pages <= 32 && size(x.y) > 0')).toEqual(['binding', 'pages', 'x']);
  });
});
