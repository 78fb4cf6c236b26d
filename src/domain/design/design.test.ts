import { describe, expect, it } from 'vitest';
import { catalogue } from '../../generated/quote/catalogue';
import { isSampleVoucher } from '../coupon/samples';
import { briefProblem, DESIGN_FEES_FILS, DESIGN_LIMITS, designerShareFils, designFeeFils, FREE_REVISION_ROUNDS, isPreviewable, revisionRoundsLeft } from './design';
import { isDesigner } from '../roles';
import { DESIGN_IN_PROGRESS, designTaskMachine, nextDesignStatus } from './status';

describe('the design price book', () => {
  it('prices every product family of the catalogue with a positive whole number of fils', () => {
    const families = new Set(Object.values(catalogue.products).map((p) => p.family));
    expect(families.size).toBeGreaterThan(10);
    for (const family of families) {
      const fee = designFeeFils(family);
      expect({ family, fee: fee !== null && Number.isSafeInteger(fee) && fee > 0 }).toEqual({ family, fee: true });
    }
    // and holds no family the catalogue does not know (a typo would price nothing)
    expect(Object.keys(DESIGN_FEES_FILS).filter((f) => !families.has(f))).toEqual([]);
  });

  it('answers null for a family without a design service', () => {
    expect(designFeeFils('no_such_family')).toBeNull();
  });
});

describe('revision rounds and the designer share', () => {
  it('counts the free rounds down and never below zero', () => {
    expect(revisionRoundsLeft(0)).toBe(FREE_REVISION_ROUNDS);
    expect(revisionRoundsLeft(FREE_REVISION_ROUNDS)).toBe(0);
    expect(revisionRoundsLeft(FREE_REVISION_ROUNDS + 3)).toBe(0);
  });

  it('gives the designer a whole-fils share of the fee', () => {
    expect(designerShareFils(50_00)).toBe(30_00);
    expect(designerShareFils(333)).toBe(200); // 199.8 → 200
    expect(designerShareFils(0)).toBe(0);
  });

  it('knows designers by account type 4 (spec §6)', () => {
    expect(isDesigner(4)).toBe(true);
    expect(isDesigner(1)).toBe(false);
    expect(isDesigner(undefined)).toBe(false);
  });
});

describe('briefs', () => {
  it('refuses a brief too short to act on or too long, after trimming', () => {
    expect(briefProblem('   logo   ')).toBe('design_brief_short');
    expect(briefProblem('Blue card, logo top left, name and phone')).toBeNull();
    expect(briefProblem('x'.repeat(DESIGN_LIMITS.briefMax + 1))).toBe('design_brief_long');
  });

  it('previews pictures inline, other drafts are downloads', () => {
    expect(isPreviewable('png')).toBe(true);
    expect(isPreviewable('jpeg')).toBe(true);
    expect(isPreviewable('pdf')).toBe(false);
  });
});

describe('the design task table', () => {
  it('walks open → claimed → draft → changes → draft → approved, and nothing leaves approved or cancelled', () => {
    let status = designTaskMachine.initial;
    for (const event of ['claim', 'submit_draft', 'request_changes', 'submit_draft', 'approve'] as const) {
      const next = nextDesignStatus(status, event);
      expect(next).not.toBeNull();
      status = next!;
    }
    expect(status).toBe('approved');
    for (const event of designTaskMachine.events) {
      expect(nextDesignStatus('approved', event)).toBeNull();
      expect(nextDesignStatus('cancelled', event)).toBeNull();
    }
  });

  it('lets only a submitted draft be answered, and a claimed task not be claimed again', () => {
    expect(nextDesignStatus('open', 'approve')).toBeNull();
    expect(nextDesignStatus('claimed', 'approve')).toBeNull();
    expect(nextDesignStatus('claimed', 'claim')).toBeNull();
    expect(nextDesignStatus('changes_requested', 'request_changes')).toBeNull();
  });

  it('lists as in progress exactly the statuses that are not final', () => {
    expect([...DESIGN_IN_PROGRESS].sort()).toEqual(designTaskMachine.statuses.filter((s) => !designTaskMachine.final.includes(s)).sort());
  });
});

describe('sample vouchers (spec §9)', () => {
  it('are the AED 1000 and 1200 templates', () => {
    expect(isSampleVoucher('sample_1000')).toBe(true);
    expect(isSampleVoucher('sample_1200')).toBe(true);
    expect(isSampleVoucher('trial_voucher')).toBe(false);
    expect(isSampleVoucher(null)).toBe(false);
  });
});
