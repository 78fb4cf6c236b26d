import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  annualActive,
  annualEnd,
  assessedLevel,
  creditLineFils,
  freeRushesLeft,
  GROWTH_WINDOW_DAYS,
  growthPointsOf,
  growthWindowStart,
  levelForPoints,
  levelMove,
  levelName,
  LV5_ANNUAL_FEE_FILS,
  MEMBER_LEVELS,
  memberLevel,
  nextLevel,
  rushSurchargeFils,
  signedPoints,
  upgradedLevel,
} from './membership';
import { dubaiMonth, dubaiYear } from './time/calendar';

const DAY = 86_400_000;

describe('the level table', () => {
  it('uses the spec thresholds 10 / 200 / 500 / 1000', () => {
    expect([0, 9, 10, 199, 200, 499, 500, 999, 1000, 50_000].map(levelForPoints)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(MEMBER_LEVELS.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('never reaches Lv5 by points; Lv5 is the annual member', () => {
    expect(levelForPoints(Number.MAX_SAFE_INTEGER)).toBe(4);
    expect(MEMBER_LEVELS.filter((l) => l.annual).map((l) => l.level)).toEqual([5]);
  });
  it('spec §6/§9 perks: discounts 5% or 15%, deadline +30 minutes, 3 free rushes a year, credit 200,000 and 280,000 at the top', () => {
    expect(new Set(MEMBER_LEVELS.map((l) => l.discountPercent))).toEqual(new Set([0, 5, 15]));
    expect(memberLevel(5).discountPercent).toBe(15);
    expect(new Set(MEMBER_LEVELS.map((l) => l.deadlineExtensionMinutes))).toEqual(new Set([0, 30]));
    expect(new Set(MEMBER_LEVELS.map((l) => l.freeRushPerYear))).toEqual(new Set([0, 3]));
    expect([memberLevel(4).creditLimitFils, memberLevel(5).creditLimitFils]).toEqual([200_000_00, 280_000_00]);
    expect(LV5_ANNUAL_FEE_FILS).toBe(10_000_00);
  });
  it('perks only grow with the level', () => {
    for (let i = 1; i < MEMBER_LEVELS.length; i++) {
      const [lower, higher] = [MEMBER_LEVELS[i - 1]!, MEMBER_LEVELS[i]!];
      expect(higher.discountPercent).toBeGreaterThanOrEqual(lower.discountPercent);
      expect(higher.deadlineExtensionMinutes).toBeGreaterThanOrEqual(lower.deadlineExtensionMinutes);
      expect(higher.freeRushPerYear).toBeGreaterThanOrEqual(lower.freeRushPerYear);
      expect(higher.creditLimitFils).toBeGreaterThanOrEqual(lower.creditLimitFils);
      expect(higher.perks.length).toBeGreaterThanOrEqual(lower.perks.length);
    }
  });
  it('names levels Lv0–Lv5 (spec §5: the name contains "lv") and treats unknown numbers as Lv0', () => {
    expect(MEMBER_LEVELS.map((l) => levelName(l.level))).toEqual(['Lv0', 'Lv1', 'Lv2', 'Lv3', 'Lv4', 'Lv5']);
    expect(memberLevel(9).level).toBe(0);
    expect([levelMove(2, 2), levelMove(2, 3)]).toEqual(['Lv2', 'Lv2 → Lv3']);
    expect([signedPoints(50), signedPoints(-20), signedPoints(0)]).toEqual(['+50', '-20', '—']);
  });
});

describe('growth points and levels (properties)', () => {
  it('the level by points never falls as points grow', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        expect(levelForPoints(Math.max(a, b))).toBeGreaterThanOrEqual(levelForPoints(Math.min(a, b)));
      }),
    );
  });

  it('an upgrade is immediate and a gain never lowers a level; an annual member stays Lv5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5000 }), (current, points) => {
        const after = upgradedLevel(current, points);
        expect(after).toBeGreaterThanOrEqual(current);
        if (current === 5) expect(after).toBe(5);
        else expect(after).toBe(Math.max(current, levelForPoints(points)));
      }),
    );
  });

  it('an assessment follows the points both ways, unless the annual membership runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.boolean(), (points, annual) => {
        expect(assessedLevel(points, annual)).toBe(annual ? 5 : levelForPoints(points));
      }),
    );
  });

  it('points are whole dirhams paid less refunds, never negative', () => {
    expect(growthPointsOf(123_456, 0)).toBe(1234);
    expect(growthPointsOf(123_456, 23_500)).toBe(999);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (paid, refunded) => {
        const points = growthPointsOf(paid, refunded);
        expect(Number.isInteger(points) && points >= 0).toBe(true);
        expect(points).toBeLessThanOrEqual(paid / 100);
        expect(growthPointsOf(paid, refunded + 1)).toBeLessThanOrEqual(points);
      }),
    );
  });

  /**
   * A customer's year as the server lives it: orders close and grant points (the level goes up at once), refunds take
   * points back, time passes; on the first sweep of each Dubai month the level is assessed from the window's points.
   * Whatever happens, (1) the level is never below what the window's points give, (2) it falls only at an assessment,
   * (3) right after one it is exactly what the points give, and (4) it never exceeds the best the month's points gave.
   */
  it('upgrades at once, downgrades only on the 1st of the month (simulated year)', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), points: fc.integer({ min: 0, max: 700 }) }),
      fc.record({ kind: fc.constant('refund' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        let now = new Date('2026-01-10T08:00:00+04:00');
        const grants: { at: Date; points: number }[] = [];
        const windowPoints = () => grants.filter((g) => g.at.getTime() >= growthWindowStart(now).getTime()).reduce((sum, g) => sum + g.points, 0);
        let level = 0;
        let assessedIn = dubaiMonth(now);
        let bestThisMonth = 0;
        for (const s of steps) {
          const before = level;
          if (s.kind === 'grant') {
            grants.push({ at: now, points: s.points });
            level = upgradedLevel(level, windowPoints());
          } else if (s.kind === 'refund' && grants.length > 0) {
            const last = grants[grants.length - 1]!;
            last.points -= Math.floor(last.points * s.share);
          } else if (s.kind === 'wait') {
            now = new Date(now.getTime() + s.days * DAY);
          }
          // The sweep: a new Dubai month assesses the level once.
          let assessed = false;
          if (dubaiMonth(now) !== assessedIn) {
            level = assessedLevel(windowPoints(), false);
            assessedIn = dubaiMonth(now);
            assessed = true;
            bestThisMonth = level;
          }
          bestThisMonth = Math.max(bestThisMonth, levelForPoints(windowPoints()));
          expect(level).toBeGreaterThanOrEqual(levelForPoints(windowPoints()));
          if (!assessed) expect(level).toBeGreaterThanOrEqual(before);
          else expect(level).toBe(levelForPoints(windowPoints()));
          expect(level).toBeLessThanOrEqual(bestThisMonth);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('what the next level needs', () => {
  it('points for Lv1–Lv4, the annual fee for Lv5, nothing beyond', () => {
    expect(nextLevel(0, 4)).toEqual({ level: 1, by: 'points', points_needed: 6 });
    expect(nextLevel(2, 350)).toEqual({ level: 3, by: 'points', points_needed: 150 });
    // Kept at Lv3 until the 1st although the window now holds fewer points: the gap to Lv4 is counted from the points.
    expect(nextLevel(3, 120)).toEqual({ level: 4, by: 'points', points_needed: 880 });
    expect(nextLevel(4, 5000)).toEqual({ level: 5, by: 'annual_fee', fee_fils: LV5_ANNUAL_FEE_FILS });
    expect(nextLevel(5, 0)).toBeNull();
  });
});

describe('time rules', () => {
  it('counts the latest 90 days', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(now.getTime() - growthWindowStart(now).getTime()).toBe(GROWTH_WINDOW_DAYS * DAY);
  });
  it("months and years are Dubai's (UTC+4)", () => {
    expect(dubaiMonth(new Date('2026-11-30T19:59:59Z'))).toBe('2026-11');
    expect(dubaiMonth(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
    expect(dubaiYear(new Date('2026-12-31T20:30:00Z'))).toEqual({ start: new Date('2026-12-31T20:00:00Z'), end: new Date('2027-12-31T20:00:00Z') });
  });
  it('an annual membership runs 12 months; a renewal extends the running one', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    expect(annualEnd(now, null)).toEqual(new Date('2027-03-15T10:00:00Z'));
    expect(annualEnd(now, new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2027-03-15T10:00:00Z'));
    expect(annualEnd(now, new Date('2026-09-01T00:00:00Z'))).toEqual(new Date('2027-09-01T00:00:00Z'));
    expect(annualActive(new Date('2027-03-15T10:00:00Z'), now)).toBe(true);
    expect(annualActive(now, now)).toBe(false);
    expect(annualActive(null, now)).toBe(false);
  });
});

describe('perks', () => {
  it("free rushes: the level's yearly count less those used", () => {
    expect([0, 1, 2, 3, 4].map((used) => freeRushesLeft(4, used))).toEqual([3, 2, 1, 0, 0]);
    expect(freeRushesLeft(3, 0)).toBe(0);
  });
  it('the rush surcharge is the positive turnaround lines of the quotes', () => {
    const express = { lines: [{ key: 'print', amount_fils: 10000 }, { key: 'turnaround', amount_fils: 2500 }] };
    const economy = { lines: [{ key: 'print', amount_fils: 10000 }, { key: 'turnaround', amount_fils: -500 }] };
    expect(rushSurchargeFils([express, economy, express])).toBe(5000);
    expect(rushSurchargeFils([economy])).toBe(0);
  });
  it("the credit line is the staff limit or the level's, whichever is higher", () => {
    expect(creditLineFils(0, 4)).toBe(200_000_00);
    expect(creditLineFils(300_000_00, 5)).toBe(300_000_00);
    expect(creditLineFils(5_000_00, 2)).toBe(5_000_00);
  });
});
