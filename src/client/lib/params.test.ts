import { describe, expect, it } from 'vitest';
import { positiveInt } from './params';

describe('positiveInt', () => {
  it('reads plain decimal positive integers', () => {
    expect(positiveInt('1')).toBe(1);
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('007')).toBe(7);
    expect(positiveInt(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('refuses everything else, including what Number() would accept', () => {
    for (const value of [null, undefined, '', '0', '-1', '1.5', '1e3', '0x10', ' 7', '7 ', '+7', 'abc', '9007199254740993']) expect(positiveInt(value), String(value)).toBeNull();
  });
});
