import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aedToFils, allocateFils, grossFils, netOfGross, roundFils, vatFils } from './money';

describe('money', () => {
  it('rounds fils half away from zero and never returns -0', () => {
    expect(roundFils(0.5)).toBe(1);
    expect(roundFils(1.49)).toBe(1);
    expect(roundFils(-0.5)).toBe(-1);
    expect(Object.is(roundFils(-0.2), 0)).toBe(true);
    expect(() => roundFils(Number.NaN)).toThrow(RangeError);
  });

  it('converts price-book dirhams to fils', () => {
    expect(aedToFils(0.35)).toBeCloseTo(35, 9);
    expect(aedToFils(2.5)).toBe(250);
  });

  it('charges 5 % VAT rounded half up', () => {
    expect(vatFils(10000)).toBe(500);
    expect(vatFils(10)).toBe(1); // 0.5 fils → 1
    expect(vatFils(9)).toBe(0); // 0.45 fils → 0
    expect(vatFils(0)).toBe(0);
    expect(grossFils(21008)).toBe(21008 + 1050);
    expect(() => vatFils(1.5)).toThrow(RangeError);
  });

  it('VAT is monotone and within half a fils of 5 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (net) => {
        const vat = vatFils(net);
        expect(Math.abs(vat - net * 0.05)).toBeLessThanOrEqual(0.5);
        expect(vatFils(net + 1)).toBeGreaterThanOrEqual(vat);
      }),
    );
  });

  it('splits a VAT-included price into net and VAT: the largest net whose gross is not above it', () => {
    expect(netOfGross(10_000_00)).toBe(952_381);
    expect(grossFils(952_381)).toBe(10_000_00);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (gross) => {
        const net = netOfGross(gross);
        expect(grossFils(net)).toBeLessThanOrEqual(gross);
        expect(grossFils(net + 1)).toBeGreaterThan(gross);
      }),
    );
  });

  it('allocates fractional lines to whole fils that sum to the total', () => {
    expect(allocateFils([10.4, 20.6, 30.2], 61)).toEqual([10, 21, 30]);
    expect(allocateFils([-5.25, 10.75], 6)).toEqual([-5, 11]);
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 8 }), (parts) => {
        const total = Math.round(parts.reduce((sum, value) => sum + value, 0)) || 0;
        const whole = allocateFils(parts, total);
        expect(whole.reduce((sum, value) => sum + value, 0)).toBe(total);
        whole.forEach((value, i) => expect(Math.abs(value - (parts[i] ?? 0))).toBeLessThanOrEqual(1));
      }),
    );
  });
});
