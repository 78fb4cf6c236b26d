import { describe, expect, it } from 'vitest';
import { orderBalance } from './balance';

describe('orderBalance', () => {
  const order = { amountDueFils: 10_912, paidFils: 0 };
  it('an unpaid order owes its total; a transfer waiting for staff still owes it', () => {
    expect(orderBalance({ ...order, status: 'unpaid', paymentStatus: 'none' })).toEqual({ paid_fils: 0, still_due_fils: 10_912 });
    expect(orderBalance({ ...order, status: 'unpaid', paymentStatus: 'pending_confirmation' })).toEqual({ paid_fils: 0, still_due_fils: 10_912 });
  });
  it('a paid or refunded order owes nothing and shows what was paid', () => {
    expect(orderBalance({ ...order, paidFils: 10_912, status: 'pending_review', paymentStatus: 'paid' })).toEqual({ paid_fils: 10_912, still_due_fils: 0 });
    expect(orderBalance({ ...order, paidFils: 10_912, status: 'cancelled', paymentStatus: 'refunded' })).toEqual({ paid_fils: 10_912, still_due_fils: 0 });
  });
  it('a cancelled or closed unpaid order is not owed', () => {
    expect(orderBalance({ ...order, status: 'cancelled', paymentStatus: 'none' })).toEqual({ paid_fils: 0, still_due_fils: 0 });
    expect(orderBalance({ ...order, status: 'closed', paymentStatus: 'none' })).toEqual({ paid_fils: 0, still_due_fils: 0 });
  });
});
