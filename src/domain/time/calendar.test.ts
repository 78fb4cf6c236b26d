import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWorkingDays,
  compactDay,
  dayEnd,
  dayOf,
  dayStart,
  daysInMonth,
  dubaiDay,
  dubaiDayOfMonth,
  dubaiMonth,
  dubaiTime,
  dubaiYear,
  firstOfMonth,
  formatDayMonthYear,
  fromDubaiLocalInput,
  isFirstOfMonth,
  isShopDate,
  isWorkingDay,
  monthEnd,
  monthOf,
  monthStart,
  toDubaiIso,
  toDubaiLocalInput,
  weekday,
  workingDaysBetween,
} from './calendar';

const at = (iso: string) => new Date(iso);

describe('the Dubai date of an instant', () => {
  it('is UTC+4: 23:59:59 in Dubai is still the day, 20:00 UTC is already the next', () => {
    expect(dubaiDay(at('2026-03-10T23:59:59+04:00'))).toBe('2026-03-10');
    expect(dubaiDay(at('2026-03-10T19:59:59.999Z'))).toBe('2026-03-10');
    expect(dubaiDay(at('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
    expect(dubaiDay(at('2026-03-11T00:00:00+04:00'))).toBe('2026-03-11');
  });

  it('crosses months and years ahead of UTC', () => {
    expect(dubaiDay(at('2026-01-31T21:00:00Z'))).toBe('2026-02-01');
    expect(dubaiMonth(at('2026-01-31T21:00:00Z'))).toBe('2026-02');
    expect(dubaiMonth(at('2026-01-31T19:59:59Z'))).toBe('2026-01');
    expect(dubaiDay(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(dubaiDayOfMonth(at('2026-11-30T21:00:00Z'))).toBe(1);
    expect(isFirstOfMonth(at('2026-11-30T21:00:00Z'))).toBe(true);
    expect(isFirstOfMonth(at('2026-11-30T19:00:00Z'))).toBe(false);
  });

  it('has a six-digit form for numbers', () => {
    expect(compactDay(at('2026-12-31T20:30:00Z'))).toBe('270101');
    expect(compactDay(at('2026-05-04T10:00:00+04:00'))).toBe('260504');
  });
});

describe('days and months as instants', () => {
  it('a day starts at its Dubai midnight and ends (exclusive) at the next', () => {
    expect(dayStart('2026-03-10').toISOString()).toBe('2026-03-09T20:00:00.000Z');
    expect(dayEnd('2026-03-10').toISOString()).toBe('2026-03-10T20:00:00.000Z');
    const { start, end } = dayOf(at('2026-03-10T23:59:59+04:00'));
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-03-09T20:00:00.000Z', '2026-03-10T20:00:00.000Z']);
  });

  it('months: the 1st, their start and end, short months and leap years', () => {
    expect(firstOfMonth('2026-02-17')).toBe('2026-02-01');
    expect(firstOfMonth('2026-02')).toBe('2026-02-01');
    expect(monthStart('2026-02').toISOString()).toBe('2026-01-31T20:00:00.000Z');
    expect(monthEnd('2026-02-17').toISOString()).toBe('2026-02-28T20:00:00.000Z');
    expect(monthEnd('2028-02').toISOString()).toBe('2028-02-29T20:00:00.000Z');
    expect(monthEnd('2026-12').toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2100-02')).toBe(28);
    expect(daysInMonth('2000-02')).toBe(29);
    const month = monthOf(at('2026-04-30T23:59:59+04:00'));
    expect([month.start.toISOString(), month.end.toISOString()]).toEqual(['2026-03-31T20:00:00.000Z', '2026-04-30T20:00:00.000Z']);
  });

  it('years', () => {
    const year = dubaiYear(at('2026-12-31T21:00:00Z'));
    expect([year.start.toISOString(), year.end.toISOString()]).toEqual(['2026-12-31T20:00:00.000Z', '2027-12-31T20:00:00.000Z']);
  });

  it('wall-clock times', () => {
    expect(dubaiTime('2026-12-03', '10:00').toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(dubaiTime('2026-12-03', '23:59:59').toISOString()).toBe('2026-12-03T19:59:59.000Z');
    expect(() => dubaiTime('2026-12-03', '10h')).toThrow(RangeError);
    expect(() => dayStart('3 Dec')).toThrow(RangeError);
  });
});

describe('adding days and months', () => {
  it('days cross month, year and leap-day edges', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
  });

  it('months keep the day or take the shorter month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('checks dates', () => {
    expect(isShopDate('2028-02-29')).toBe(true);
    expect(isShopDate('2026-02-29')).toBe(false);
    expect(isShopDate('2026-13-01')).toBe(false);
    expect(isShopDate('2026-1-01')).toBe(false);
  });
});

describe('working days (Monday to Saturday; holidays as data)', () => {
  it('Sunday is the day off', () => {
    expect(weekday('2026-03-08')).toBe(0); // a Sunday
    expect(isWorkingDay('2026-03-08')).toBe(false);
    expect(isWorkingDay('2026-03-07')).toBe(true); // Saturday
    expect(isWorkingDay('2026-03-09')).toBe(true); // Monday
  });

  it('holidays passed in are days off too', () => {
    expect(isWorkingDay('2026-12-02', ['2026-12-02', '2026-12-03'])).toBe(false);
    expect(isWorkingDay('2026-12-02', new Set(['2026-12-03']))).toBe(true);
  });

  it('adds working days, skipping Sundays and holidays', () => {
    expect(addWorkingDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday + 1 → Monday
    expect(addWorkingDays('2026-03-08', 0)).toBe('2026-03-09'); // Sunday → the next working day
    expect(addWorkingDays('2026-03-06', 2, ['2026-03-07'])).toBe('2026-03-10');
    expect(addWorkingDays('2026-02-27', 2)).toBe('2026-03-02'); // across a month end and a Sunday
    expect(() => addWorkingDays('2026-03-06', -1)).toThrow(RangeError);
  });

  it('counts working days in a range', () => {
    expect(workingDaysBetween('2026-03-02', '2026-03-09')).toBe(6);
    expect(workingDaysBetween('2026-03-02', '2026-03-09', ['2026-03-04'])).toBe(5);
  });
});

describe('formatting', () => {
  it('writes the UAE date of issue in Dubai time', () => {
    expect(formatDayMonthYear(at('2026-05-11T21:30:00Z'))).toBe('12/05/2026');
  });

  it('round-trips datetime-local values in Dubai time', () => {
    expect(toDubaiLocalInput(at('2026-12-03T06:00:00Z'))).toBe('2026-12-03T10:00');
    expect(fromDubaiLocalInput('2026-12-03T10:00')?.toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(fromDubaiLocalInput('2026-12-03T00:30')?.toISOString()).toBe('2026-12-02T20:30:00.000Z');
    expect(fromDubaiLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromDubaiLocalInput('2026-12-03T24:00')).toBeNull();
    expect(fromDubaiLocalInput('soon')).toBeNull();
  });

  it('writes ISO moments with the shop’s offset', () => {
    expect(toDubaiIso(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01T00:00:00+04:00');
  });
});
