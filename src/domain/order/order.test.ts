import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { methodRefusal, PAYMENT_METHODS } from './payment';
import { cancelDecision, checkTransitionTable, CUSTOMER_EVENTS, nextStatus, ORDER_EVENTS, ORDER_STATUSES, ORDER_TRANSITIONS, STAFF_EVENTS, STAFF_PLAIN_EVENTS, staffEventsFor, type OrderEvent } from './status';
import { orderTotals, shippingFils } from './totals';
import { vatFils } from '../money';

describe('order status machine', () => {
  it('has a sound table', () => {
    expect(checkTransitionTable()).toEqual([]);
  });
  it('payment moves unpaid to paid (pending review) exactly once', () => {
    expect(nextStatus('unpaid', 'pay')).toBe('pending_review');
    expect(nextStatus('pending_review', 'pay')).toBeNull();
  });
  it('closed and cancelled are final; every status is reachable from unpaid', () => {
    expect(Object.keys(ORDER_TRANSITIONS.closed)).toEqual([]);
    expect(Object.keys(ORDER_TRANSITIONS.cancelled)).toEqual([]);
    const reached = new Set(['unpaid']);
    for (let changed = true; changed; ) {
      changed = false;
      for (const from of reached) {
        for (const to of Object.values(ORDER_TRANSITIONS[from as (typeof ORDER_STATUSES)[number]])) {
          if (!reached.has(to)) {
            reached.add(to);
            changed = true;
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
  it('any sequence of events only ever visits known statuses and never leaves a final one', () => {
    const events = [...new Set(Object.values(ORDER_TRANSITIONS).flatMap((t) => Object.keys(t)))] as OrderEvent[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 40 }), (sequence) => {
        let status: (typeof ORDER_STATUSES)[number] = 'unpaid';
        for (const event of sequence) {
          const next = nextStatus(status, event);
          if (status === 'closed' || status === 'cancelled') expect(next).toBeNull();
          if (next) status = next;
          expect(ORDER_STATUSES).toContain(status);
        }
      }),
    );
  });
  it('refuses every move the table does not list: any status, any event (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_EVENTS), (status, event) => {
        const listed = (ORDER_TRANSITIONS[status] as Partial<Record<OrderEvent, string>>)[event];
        expect(nextStatus(status, event)).toBe(listed ?? null);
        // What the console offers staff is exactly what the table allows.
        expect(staffEventsFor(status, false).includes(event as never)).toBe(listed !== undefined && (STAFF_EVENTS as readonly string[]).includes(event));
      }),
      { numRuns: 2000 },
    );
  });
  it('the life after payment: review, proof rounds, production, shipping, receipt', () => {
    const path: [OrderEvent, string][] = [
      ['pay', 'pending_review'], ['accept', 'pending_review'], ['send_proof', 'pending_proof_approval'], ['request_changes', 'pending_review'],
      ['send_proof', 'pending_proof_approval'], ['approve_proof', 'proof_approved'], ['start_imposition', 'imposition_in_progress'],
      ['finish_imposition', 'imposition_completed'], ['make_plates', 'plate_making'], ['print', 'printed'], ['produce', 'in_production'],
      ['stock', 'stocked'], ['ship', 'shipped'], ['deliver', 'delivered'], ['receive', 'received'], ['close', 'closed'],
    ];
    let status: (typeof ORDER_STATUSES)[number] = 'unpaid';
    for (const [event, to] of path) {
      const next = nextStatus(status, event);
      expect(next, `${status} --${event}-->`).toBe(to);
      status = next!;
    }
    expect(nextStatus('pending_review', 'reject')).toBe('cancelled');
    expect(nextStatus('in_production', 'reject')).toBeNull();
    expect(nextStatus('stocked', 'cancel')).toBeNull();
    expect(staffEventsFor('pending_review', true)).not.toContain('accept');
    for (const event of STAFF_PLAIN_EVENTS) expect(STAFF_EVENTS).toContain(event);
    for (const event of CUSTOMER_EVENTS) expect(STAFF_EVENTS).not.toContain(event);
  });
  it('cancellation: unpaid at once, paid on request, in production through customer service', () => {
    expect(cancelDecision('unpaid')).toBe('cancel_now');
    expect(cancelDecision('pending_review')).toBe('request');
    expect(cancelDecision('proof_approved')).toBe('request');
    expect(cancelDecision('in_production')).toBe('contact_service');
    expect(cancelDecision('shipped')).toBe('not_cancellable');
  });
});

describe('totals', () => {
  it('adds basic freight only to the first order of the day; pickup pays none', () => {
    expect(shippingFils('door', true)).toBe(2500);
    expect(shippingFils('door', false)).toBe(0);
    expect(shippingFils('air', false)).toBe(6000);
    expect(shippingFils('pickup', true)).toBe(0);
  });
  it('applies member discount, then VAT 5% on goods and shipping', () => {
    const t = orderTotals({ lineSubtotals: [10000, 5000], level: 5, delivery: 'door', firstOrderToday: true });
    expect(t).toEqual({ goods_fils: 15000, discount_fils: 0, member_discount_fils: 2250, free_rush_fils: 0, shipping_fils: 2500, tax_fils: 763, amount_due_fils: 16013 });
  });
  it("a free rush waives the rush surcharge; the level's percentage applies to the rest", () => {
    // Lv4 (5%): goods 15,000 fils of which 3,000 rush surcharge → 3,000 + 5% of 12,000 = 3,600.
    const t = orderTotals({ lineSubtotals: [10000, 5000], level: 4, delivery: 'pickup', firstOrderToday: false, freeRushFils: 3000 });
    expect(t).toMatchObject({ member_discount_fils: 3600, free_rush_fils: 3000, tax_fils: vatFils(11400), amount_due_fils: 11400 + vatFils(11400) });
  });
  it('gives no member discount on goods at a final (flash-sale) price', () => {
    const t = orderTotals({ lineSubtotals: [10000, 5000], level: 5, delivery: 'pickup', firstOrderToday: true, finalPriceFils: 5000 });
    expect(t).toMatchObject({ goods_fils: 15000, member_discount_fils: 1500 });
  });
  it('is integer, non-negative and adds up for any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('door', 'air', 'sea', 'pickup', 'cod' as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 20_000_000 }),
        (lines, level, delivery, first, rush) => {
          const t = orderTotals({ lineSubtotals: lines, level, delivery, firstOrderToday: first, freeRushFils: rush });
          expect(t.free_rush_fils).toBeLessThanOrEqual(t.member_discount_fils);
          expect(t.member_discount_fils).toBeLessThanOrEqual(t.goods_fils);
          for (const v of Object.values(t)) expect(Number.isInteger(v) && v >= 0).toBe(true);
          expect(t.amount_due_fils).toBe(t.goods_fils - t.discount_fils - t.member_discount_fils + t.shipping_fils + t.tax_fils);
        },
      ),
    );
  });
});

describe('payment methods (spec §9)', () => {
  const facts = { amountDueFils: 50000, balanceFils: 0, creditLimitFils: 0, creditUsedFils: 0, delivery: 'door' as const };
  it('over AED 1000 only bank transfer or balance', () => {
    const big = { ...facts, amountDueFils: 100001, balanceFils: 200000 };
    expect(PAYMENT_METHODS.filter((m) => methodRefusal(m, big) === null)).toEqual(['balance', 'bank_transfer']);
    expect(methodRefusal('online', { ...facts, amountDueFils: 100000 })).toBeNull(); // exactly 1000 may pay online
  });
  it('balance, credit, cash on delivery and zero amounts', () => {
    expect(methodRefusal('balance', facts)).toBe('insufficient_balance');
    expect(methodRefusal('credit', facts)).toBe('no_credit');
    expect(methodRefusal('credit', { ...facts, creditLimitFils: 60000, creditUsedFils: 20000 })).toBe('over_credit');
    expect(methodRefusal('credit', { ...facts, creditLimitFils: 60000, creditUsedFils: 10000 })).toBeNull();
    expect(methodRefusal('cod', facts)).toBe('cod_needs_cod_delivery');
    expect(methodRefusal('cod', { ...facts, delivery: 'cod' })).toBeNull();
    expect(methodRefusal('online', { ...facts, amountDueFils: 0 })).toBe('zero_amount');
  });
});
