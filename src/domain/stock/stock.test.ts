import { describe, expect, it } from 'vitest';
import { countdownParts, saleAllowance, saleInputIssue, saleState, secondsUntil, stockLineFils } from './stock';

const at = (iso: string) => new Date(iso);
const sale = { status: 'active' as const, startsAt: at('2026-12-01T10:00:00Z'), endsAt: at('2026-12-01T12:00:00Z'), totalStock: 10, sold: 3 };

describe('stock lines', () => {
  it('price the quantity at the unit price, then add VAT once on the line', () => {
    expect(stockLineFils(1234, 3)).toEqual({ subtotal_fils: 3702, total_fils: 3887 });
    expect(stockLineFils(9048, 1)).toEqual({ subtotal_fils: 9048, total_fils: 9500 });
  });
});

describe('sale state', () => {
  it('is upcoming before the start, on in the window, ended at the end', () => {
    expect(saleState(sale, at('2026-12-01T09:59:59Z'))).toBe('upcoming');
    expect(saleState(sale, at('2026-12-01T10:00:00Z'))).toBe('on');
    expect(saleState(sale, at('2026-12-01T12:00:00Z'))).toBe('ended');
  });
  it('is sold out when every unit is sold, and ended when an admin ended it', () => {
    expect(saleState({ ...sale, sold: 10 }, at('2026-12-01T11:00:00Z'))).toBe('sold_out');
    expect(saleState({ ...sale, status: 'ended' }, at('2026-12-01T11:00:00Z'))).toBe('ended');
    expect(saleState({ ...sale, sold: 10 }, at('2026-12-02T00:00:00Z'))).toBe('ended');
  });
  it('allows a customer what is left of their limit, never more than the sale has', () => {
    expect(saleAllowance(2, 0, 7)).toBe(2);
    expect(saleAllowance(2, 2, 7)).toBe(0);
    expect(saleAllowance(5, 1, 3)).toBe(3);
    expect(saleAllowance(1, 3, 3)).toBe(0);
  });
});

describe('a staff-made sale', () => {
  const now = at('2026-12-01T08:00:00Z');
  const ok = { priceFils: 500, startsAt: at('2026-12-01T10:00:00Z'), endsAt: at('2026-12-01T12:00:00Z'), totalStock: 10 };
  it('is accepted with a lower price and a future window', () => {
    expect(saleInputIssue(ok, { regularFils: 800, now, sold: 0 })).toBeNull();
  });
  it('names the field and the reason of a bad one', () => {
    expect(saleInputIssue({ ...ok, priceFils: 800 }, { regularFils: 800, now, sold: 0 })).toEqual({ field: 'price_fils', reason: 'price_not_below' });
    expect(saleInputIssue({ ...ok, endsAt: ok.startsAt }, { regularFils: 800, now, sold: 0 })).toEqual({ field: 'ends_at', reason: 'window_order' });
    expect(saleInputIssue({ ...ok, endsAt: at('2027-02-01T00:00:00Z') }, { regularFils: 800, now, sold: 0 })).toEqual({ field: 'ends_at', reason: 'window_too_long' });
    expect(saleInputIssue({ ...ok, startsAt: at('2026-11-30T00:00:00Z'), endsAt: at('2026-11-30T10:00:00Z') }, { regularFils: 800, now, sold: 0 })).toEqual({ field: 'ends_at', reason: 'ends_in_past' });
    expect(saleInputIssue({ ...ok, totalStock: 2 }, { regularFils: 800, now, sold: 3 })).toEqual({ field: 'total_stock', reason: 'stock_below_sold' });
  });
});

describe('countdown', () => {
  it('counts whole seconds up, and never below zero', () => {
    expect(secondsUntil(at('2026-12-01T10:00:01.200Z'), at('2026-12-01T10:00:00Z'))).toBe(2);
    expect(secondsUntil(at('2026-12-01T09:00:00Z'), at('2026-12-01T10:00:00Z'))).toBe(0);
    expect(countdownParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});
