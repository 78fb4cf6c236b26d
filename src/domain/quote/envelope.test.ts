import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorQuantities, envelopeAt, type PricePoint } from './envelope';

const point = (quantity: number, total: number): PricePoint => ({ quantity, lines: { print: total }, total, process: null, extraDays: 0 });

describe('anchorQuantities', () => {
  it('joins min, ladder and max, filling 1-2-5 points between far-apart neighbours', () => {
    expect(anchorQuantities(100, 10000, [100, 250, 500, 1000, 2500, 5000])).toEqual([100, 250, 500, 1000, 2500, 5000, 10000]);
    expect(anchorQuantities(1, 100, [10])).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(anchorQuantities(50, 5000, [], [100, 500])).toEqual([50, 100, 200, 500, 1000, 2000, 5000]);
  });
});

describe('envelopeAt keeps "total never falls, unit price never rises" for any raw price curve', () => {
  it('holds for random anchors and raw totals', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100000 }), { minLength: 1, maxLength: 10 }),
        fc.func(fc.double({ min: 0, max: 1e7, noNaN: true })),
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 100000 }),
        (raw, cost, a, b) => {
          const anchors = [...raw].sort((x, y) => x - y);
          const rawAt = (q: number) => point(q, cost(q));
          const [q1, q2] = a <= b ? [a, b] : [b, a];
          const p1 = envelopeAt(anchors, rawAt, q1);
          const p2 = envelopeAt(anchors, rawAt, q2);
          if (!p1 || !p2) throw new Error('no price');
          const eps = 1e-9 * Math.max(1, p1.total, p2.total); // float rounding only
          expect(p2.total).toBeGreaterThanOrEqual(p1.total - eps);
          expect(p2.total / q2).toBeLessThanOrEqual(p1.total / q1 + eps);
          expect(Math.abs((p1.lines.print ?? 0) - p1.total)).toBeLessThanOrEqual(eps);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is exact at anchors that already satisfy the invariants', () => {
    const anchors = [100, 200, 500];
    const totals: Record<number, number> = { 100: 1000, 200: 1500, 500: 3000 };
    const p = envelopeAt(anchors, (q) => point(q, totals[q] ?? 0), 200);
    expect(p?.total).toBe(1500);
    expect(envelopeAt(anchors, (q) => point(q, totals[q] ?? 0), 350)?.total).toBe(2250);
  });

  it('holds a falling raw total (decreasing markup) at the previous level', () => {
    const totals: Record<number, number> = { 100: 1000, 200: 900 };
    expect(envelopeAt([100, 200], (q) => point(q, totals[q] ?? 0), 200)?.total).toBe(1000);
  });

  it('skips anchors that cannot be produced and returns null when none can', () => {
    expect(envelopeAt([1, 2], () => null, 1)).toBeNull();
    expect(envelopeAt([1, 2, 3], (q) => (q === 2 ? null : point(q, q * 10)), 2)?.total).toBe(20);
  });
});
