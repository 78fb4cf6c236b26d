import { describe, expect, it } from 'vitest';
import { levelForPoints, MEMBER_LEVELS } from './membership';

describe('membership levels', () => {
  it('uses the spec thresholds 10 / 200 / 500 / 1000', () => {
    expect([0, 9, 10, 199, 200, 499, 500, 999, 1000, 50_000].map(levelForPoints)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('never reaches Lv5 by points and discounts are 0, 5 or 15 %', () => {
    expect(levelForPoints(Number.MAX_SAFE_INTEGER)).toBe(4);
    expect(new Set(MEMBER_LEVELS.map((l) => l.discountPercent))).toEqual(new Set([0, 5, 15]));
  });
});
