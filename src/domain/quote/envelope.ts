/**
 * The price curve over quantity. Raw press arithmetic is not monotone: a falling markup can make a bigger order
 * cheaper, and one more piece can need one more sheet, so the unit price ticks up. The catalogue's invariant is
 * "the total never falls and the unit price never rises as quantity grows". We keep it by construction:
 *
 * 1. Price exactly at anchor quantities (min, the ladder, max, price breaks, a 1-2-5 fill between far-apart points).
 * 2. Walk the anchors upwards: T_i = max(T_{i-1}, min(R_i, T_{i-1}·q_i/q_{i-1})) — never below the previous total,
 *    never above the previous unit price. Each anchor's lines are scaled by T_i/R_i so the breakdown still adds up.
 * 3. Between anchors interpolate linearly. With T_a ≤ T_b and T_a/a ≥ T_b/b, the line T(q) has a non-negative
 *    intercept, so both properties hold for every q in between; beyond the last anchor the unit price stays put.
 */
import type { LineKey } from './types';

export interface PricePoint {
  quantity: number;
  /** Fractional fils per line; includes minimum_charge, turnaround and hardware. */
  lines: Partial<Record<LineKey, number>>;
  total: number;
  process: string | null;
  extraDays: number;
}

/** Fill points 1-2-5 × 10^k between neighbours further apart than this ratio. */
const MAX_GAP_RATIO = 2.5;

function fillBetween(a: number, b: number): number[] {
  const points: number[] = [];
  if (b / a <= MAX_GAP_RATIO) return points;
  for (let decade = 10 ** Math.floor(Math.log10(a)); decade <= b; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const q = step * decade;
      if (q > a && q < b) points.push(q);
    }
  }
  return points;
}

/** Sorted anchor quantities within [min, max]. */
export function anchorQuantities(min: number, max: number, ladder: readonly number[], breaks: readonly number[] = []): number[] {
  const lo = Math.max(1, Math.ceil(min));
  const hi = Math.max(lo, Math.floor(max));
  const base = [...new Set([lo, hi, ...ladder, ...breaks].map(Math.round))].filter((q) => q >= lo && q <= hi).sort((a, b) => a - b);
  const anchors: number[] = [];
  base.forEach((q, i) => {
    const previous = base[i - 1];
    if (previous !== undefined) anchors.push(...fillBetween(previous, q));
    anchors.push(q);
  });
  return anchors;
}

/** The point's lines scaled to add up to `total` (borrowing `fallback`'s proportions when the point is all zero). */
function scale(point: PricePoint, total: number, fallback?: PricePoint): PricePoint {
  const source = point.total > 0 || !fallback ? point : fallback;
  const lines: Partial<Record<LineKey, number>> = {};
  if (source.total > 0) {
    // share of the total first, so a tiny source total cannot overflow
    for (const [key, value] of Object.entries(source.lines) as [LineKey, number][]) lines[key] = (value / source.total) * total;
  } else if (total !== 0) {
    lines[(Object.keys(source.lines)[0] as LineKey | undefined) ?? 'print'] = total;
  }
  return { ...point, lines, total };
}

function interpolate(a: PricePoint, b: PricePoint, quantity: number): PricePoint {
  const t = (quantity - a.quantity) / (b.quantity - a.quantity);
  const lines: Partial<Record<LineKey, number>> = {};
  for (const key of new Set([...Object.keys(a.lines), ...Object.keys(b.lines)]) as Set<LineKey>) {
    const from = a.lines[key] ?? 0;
    lines[key] = from + ((b.lines[key] ?? 0) - from) * t;
  }
  const near = quantity - a.quantity <= b.quantity - quantity ? a : b;
  return { quantity, lines, total: a.total + (b.total - a.total) * t, process: near.process, extraDays: near.extraDays };
}

/**
 * Monotone price at `quantity`, pricing anchors lazily with `raw` (null when an anchor cannot be produced; it is
 * skipped). Returns null only when no anchor can be produced.
 */
export function envelopeAt(anchors: readonly number[], raw: (quantity: number) => PricePoint | null, quantity: number): PricePoint | null {
  return envelopeEach(anchors, raw, [quantity])[0] ?? null;
}

/** envelopeAt for several quantities in one walk over the anchors (the quantity ladder). */
export function envelopeEach(
  anchors: readonly number[],
  raw: (quantity: number) => PricePoint | null,
  quantities: readonly number[],
): (PricePoint | null)[] {
  const order = quantities.map((quantity, index) => ({ quantity, index })).sort((a, b) => a.quantity - b.quantity);
  const result: (PricePoint | null)[] = quantities.map(() => null);
  let next = 0;
  let previous: PricePoint | null = null;
  for (const anchor of anchors) {
    if (next >= order.length) break;
    const point = raw(anchor);
    if (!point) continue;
    const total: number =
      previous === null ? point.total : Math.max(previous.total, Math.min(point.total, (previous.total * anchor) / previous.quantity));
    const adjusted = scale(point, total, previous ?? undefined);
    for (let target = order[next]; target && target.quantity <= anchor; target = order[++next]) {
      const q = target.quantity;
      result[target.index] = q === anchor ? adjusted : previous === null ? { ...adjusted, quantity: q } : interpolate(previous, adjusted, q);
    }
    previous = adjusted;
  }
  // beyond the last anchor: same unit price
  for (const last = previous; next < order.length && last; next++) {
    const target = order[next];
    if (target) result[target.index] = { ...scale(last, (last.total * target.quantity) / last.quantity), quantity: target.quantity };
  }
  return result;
}
