import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageMachine, nextMessageStatus, restoreEvent } from './message/status';
import { nextOrderPaymentStatus, nextPaymentStatus, nextRefundStatus, orderPaymentMachine, paymentMachine, PAYMENT_STATUSES, refundMachine, type PaymentStatus } from './order/payment-status';
import { checkMachine, defineMachine, movesOf, reachable, transition } from './state-machine';
import { checkStatusMachines, STATUS_MACHINES } from './status-machines';
import { nextRechargeStatus, rechargeMachine } from './wallet/recharge-status';

describe.each(STATUS_MACHINES.map((machine) => [machine.name, machine] as const))('%s status table', (_name, machine) => {
  it('is sound: known statuses and events, final statuses final, no dead ends, everything reachable', () => {
    expect(checkMachine(machine)).toEqual([]);
    expect([...reachable(machine)].sort()).toEqual([...machine.statuses].sort());
  });

  it('any sequence of events only ever visits known statuses and never leaves a final one', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...machine.events), { maxLength: 40 }), (sequence) => {
        let status = machine.initial;
        for (const event of sequence) {
          const next = transition(machine, status, event);
          if (machine.final.includes(status)) expect(next).toBeNull();
          if (next) status = next;
          expect(machine.statuses).toContain(status);
        }
      }),
    );
  });

  it('movesOf lists exactly the moves transition allows', () => {
    for (const event of machine.events) {
      const expected = machine.statuses.flatMap((from) => {
        const to = transition(machine, from, event);
        return to ? [[from, to]] : [];
      });
      expect(movesOf(machine, event)).toEqual(expected);
    }
  });
});

describe('the start-up check', () => {
  it('passes for every table of the shop', () => {
    expect(checkStatusMachines()).toEqual([]);
  });

  it('names dead ends, unknown targets, moves out of final statuses, unreachable statuses and unused events', () => {
    const broken = defineMachine({
      name: 'broken',
      statuses: ['a', 'b', 'c', 'd'],
      events: ['go', 'stop', 'never'],
      initial: 'a',
      final: ['c'],
      transitions: { a: { go: 'b' }, b: {}, c: { go: 'a' }, d: { stop: 'z' as 'a' } },
    });
    expect(checkMachine(broken)).toEqual([
      'broken: b is a dead end',
      'broken: c is final but has moves',
      'broken: d --stop--> unknown status z',
      'broken: c cannot be reached from a',
      'broken: d cannot be reached from a',
      'broken: event never is never used',
    ]);
  });
});

describe('payments', () => {
  it('a payment attempt ends once; money taken after it ended is paid_late, never succeeded; only refunded is final', () => {
    expect(nextPaymentStatus('pending', 'succeed')).toBe('succeeded');
    expect(nextPaymentStatus('pending', 'fail')).toBe('failed');
    expect(nextPaymentStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextPaymentStatus('pending', 'void')).toBe('voided');
    for (const ended of ['failed', 'cancelled', 'voided'] as const) {
      expect(nextPaymentStatus(ended, 'succeed')).toBeNull();
      expect(nextPaymentStatus(ended, 'succeed_late')).toBe('paid_late');
    }
    expect(nextPaymentStatus('succeeded', 'refund')).toBe('refunded');
    expect(nextPaymentStatus('paid_late', 'refund')).toBe('refunded');
    expect(paymentMachine.final).toEqual(['refunded']);
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'pending')) {
      for (const event of ['succeed', 'fail', 'cancel', 'void'] as const) expect(nextPaymentStatus(status, event)).toBeNull();
    }
  });

  it('whatever happens, an attempt succeeds at most once and is never both succeeded and paid late', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...paymentMachine.events), { maxLength: 30 }), (sequence) => {
        let status: PaymentStatus = paymentMachine.initial;
        const visited = new Set<PaymentStatus>([status]);
        for (const event of sequence) {
          const next = nextPaymentStatus(status, event);
          if (next) status = next;
          visited.add(status);
        }
        expect(visited.has('succeeded') && visited.has('paid_late')).toBe(false);
        // Refunded only after money was taken.
        if (visited.has('refunded')) expect(visited.has('succeeded') || visited.has('paid_late')).toBe(true);
      }),
    );
  });

  it('a refund completes once; a failed one can only be retried', () => {
    expect(nextRefundStatus('pending', 'complete')).toBe('succeeded');
    expect(nextRefundStatus('pending', 'fail')).toBe('failed');
    expect(nextRefundStatus('failed', 'complete')).toBeNull();
    expect(nextRefundStatus('failed', 'retry')).toBe('pending');
    for (const event of refundMachine.events) expect(nextRefundStatus('succeeded', event)).toBeNull();
  });

  it('an order is paid exactly once; a reported bank transfer waits for confirmation', () => {
    expect(nextOrderPaymentStatus('none', 'pay')).toBe('paid');
    expect(nextOrderPaymentStatus('none', 'submit_transfer')).toBe('pending_confirmation');
    expect(nextOrderPaymentStatus('pending_confirmation', 'submit_transfer')).toBeNull();
    expect(nextOrderPaymentStatus('pending_confirmation', 'pay')).toBe('paid');
    expect(nextOrderPaymentStatus('paid', 'pay')).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...orderPaymentMachine.events), { maxLength: 20 }), (sequence) => {
        let status = orderPaymentMachine.initial;
        let paid = 0;
        for (const event of sequence) {
          const next = nextOrderPaymentStatus(status, event);
          if (next === 'paid') paid++;
          if (next) status = next;
        }
        expect(paid).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('top-ups', () => {
  it('a top-up is confirmed (and credited) exactly once', () => {
    expect(nextRechargeStatus('pending', 'confirm')).toBe('confirmed');
    expect(nextRechargeStatus('confirmed', 'confirm')).toBeNull();
    expect(rechargeMachine.initial).toBe('pending');
  });
});

describe('messages', () => {
  it('unread → read → trash → back; deletion only from the trash', () => {
    expect(nextMessageStatus('unread', 'open')).toBe('read');
    expect(nextMessageStatus('trash', 'open')).toBe('trash');
    expect(nextMessageStatus('read', 'trash')).toBe('trash');
    expect(nextMessageStatus('trash', 'trash')).toBeNull();
    expect(nextMessageStatus('trash', restoreEvent(true))).toBe('read');
    expect(nextMessageStatus('trash', restoreEvent(false))).toBe('unread');
    expect(nextMessageStatus('unread', 'restore')).toBeNull();
    expect(movesOf(messageMachine, 'delete')).toEqual([['trash', 'deleted']]);
  });

  it('a restored message is unread exactly when it was never opened', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('open', 'trash', 'restore_back' as const), { maxLength: 30 }), (sequence) => {
        let status: string = messageMachine.initial;
        let opened = false;
        for (const step of sequence) {
          const event = step === 'restore_back' ? restoreEvent(opened) : step;
          const next = transition(messageMachine, status as 'unread', event);
          if (event === 'open' && next) opened = true;
          if (next) status = next;
          if (status === 'unread') expect(opened).toBe(false);
        }
      }),
    );
  });
});
