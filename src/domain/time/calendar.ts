/**
 * The shop's calendar: Dubai days and months (UTC+04:00 all year, no daylight saving). Every "which day / which month
 * is it for the shop" question — order and document numbers, the first order of the day, upload quotas, member days,
 * the monthly membership assessment, invoice dates, the console's date filters and time inputs — is answered here, so
 * the offset is written once. Pure: it reads no clock (callers pass the instant, the server its shop clock's now).
 *
 * Dates are `YYYY-MM-DD` strings of the Dubai calendar, months `YYYY-MM`; instants are `Date`s. Day and month ends
 * are exclusive: the end of a day is the first instant of the next one, so `start <= t < end`.
 */

/** The shop's time zone (IANA name, for Intl formatting) and its fixed offset from UTC. */
export const SHOP_TIME_ZONE = 'Asia/Dubai';
export const SHOP_UTC_OFFSET = '+04:00';
const OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** A Dubai calendar date, `YYYY-MM-DD`. */
export type ShopDate = string;
/** A Dubai calendar month, `YYYY-MM`. */
export type ShopMonth = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;

function parts(date: ShopDate): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a date (YYYY-MM-DD): "${date}"`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** A UTC-midnight timestamp of a calendar date (the arithmetic below works on these, then shifts by the offset). */
function utcMidnight(y: number, m: number, d: number): number {
  return Date.UTC(y, m - 1, d);
}

function isoDate(utcMs: number): ShopDate {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isShopDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  return isoDate(utcMidnight(Number(m[1]), Number(m[2]), Number(m[3]))) === value;
}

// ── Instants → the calendar ─────────────────────────────────────────────────────────────────────────────────────

/** The Dubai date of an instant, `YYYY-MM-DD` (2026-12-05T21:00Z is already the 6th). */
export function dubaiDay(at: Date): ShopDate {
  return isoDate(at.getTime() + OFFSET_MS);
}

/** The Dubai month of an instant, `YYYY-MM`. */
export function dubaiMonth(at: Date): ShopMonth {
  return dubaiDay(at).slice(0, 7);
}

/** Day of the month (1–31) in Dubai at `at`. */
export function dubaiDayOfMonth(at: Date): number {
  return Number(dubaiDay(at).slice(8, 10));
}

/** Whether `at` falls on the 1st of a month in Dubai. */
export function isFirstOfMonth(at: Date): boolean {
  return dubaiDayOfMonth(at) === 1;
}

/** The Dubai date of an instant as six digits `yymmdd`, for order, invoice and application numbers. */
export function compactDay(at: Date): string {
  return dubaiDay(at).replace(/-/g, '').slice(2);
}

// ── The calendar → instants ─────────────────────────────────────────────────────────────────────────────────────

/** The first instant of a Dubai date (its midnight, 20:00 UTC the day before). */
export function dayStart(date: ShopDate): Date {
  const [y, m, d] = parts(date);
  return new Date(utcMidnight(y, m, d) - OFFSET_MS);
}

/** The end of a Dubai date, exclusive: the first instant of the next day. */
export function dayEnd(date: ShopDate): Date {
  return new Date(dayStart(date).getTime() + DAY_MS);
}

/** The Dubai day an instant is in, as [start, end) instants. */
export function dayOf(at: Date): { start: Date; end: Date } {
  const date = dubaiDay(at);
  return { start: dayStart(date), end: dayEnd(date) };
}

/** The 1st of the month of a date or month (`2026-02-17` or `2026-02` → `2026-02-01`). */
export function firstOfMonth(dateOrMonth: ShopDate | ShopMonth): ShopDate {
  const month = dateOrMonth.slice(0, 7);
  if (!MONTH_RE.test(month)) throw new RangeError(`not a date or month: "${dateOrMonth}"`);
  return `${month}-01`;
}

/** The first instant of a Dubai month (a date or a month: its month). */
export function monthStart(dateOrMonth: ShopDate | ShopMonth): Date {
  return dayStart(firstOfMonth(dateOrMonth));
}

/** The end of a Dubai month, exclusive: the first instant of the next month. */
export function monthEnd(dateOrMonth: ShopDate | ShopMonth): Date {
  return monthStart(addMonths(firstOfMonth(dateOrMonth), 1));
}

/** The Dubai month an instant is in, as [start, end) instants. */
export function monthOf(at: Date): { start: Date; end: Date } {
  const date = dubaiDay(at);
  return { start: monthStart(date), end: monthEnd(date) };
}

/** The Dubai year an instant is in, as [start, end) instants. */
export function dubaiYear(at: Date): { start: Date; end: Date } {
  const year = Number(dubaiDay(at).slice(0, 4));
  return { start: new Date(utcMidnight(year, 1, 1) - OFFSET_MS), end: new Date(utcMidnight(year + 1, 1, 1) - OFFSET_MS) };
}

/** A wall-clock time in Dubai → the instant: `("2026-12-03", "10:00")` → 06:00 UTC. */
export function dubaiTime(date: ShopDate, time: string): Date {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m) throw new RangeError(`not a time (HH:MM[:SS]): "${time}"`);
  return new Date(dayStart(date).getTime() + (Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0)) * 1000);
}

// ── Date arithmetic ─────────────────────────────────────────────────────────────────────────────────────────────

/** `date` plus `n` days (negative: back). */
export function addDays(date: ShopDate, n: number): ShopDate {
  const [y, m, d] = parts(date);
  return isoDate(utcMidnight(y, m, d) + n * DAY_MS);
}

/** `date` plus `n` months, the day kept or, when the month is shorter, its last day (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(date: ShopDate, n: number): ShopDate {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(utcMidnight(year, month, Math.min(d, last)));
}

/** Days in a date's (or month's) month. */
export function daysInMonth(dateOrMonth: ShopDate | ShopMonth): number {
  const [y, m] = parts(firstOfMonth(dateOrMonth));
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

// ── Working days ────────────────────────────────────────────────────────────────────────────────────────────────

/** Day of the week of a date: 0 Sunday … 6 Saturday. */
export function weekday(date: ShopDate): number {
  const [y, m, d] = parts(date);
  return new Date(utcMidnight(y, m, d)).getUTCDay();
}

/** The shop's weekly day off: Sunday (it works Monday to Saturday). */
export const WEEKLY_DAY_OFF = 0;

/**
 * Public holidays the shop closes on, as data (`YYYY-MM-DD`): the UAE's are announced year by year (several follow the
 * moon), so they are passed in by the caller — from settings, say — rather than computed here.
 */
export type Holidays = ReadonlySet<ShopDate> | readonly ShopDate[];

function isHoliday(date: ShopDate, holidays: Holidays): boolean {
  return Array.isArray(holidays) ? holidays.includes(date) : (holidays as ReadonlySet<ShopDate>).has(date);
}

/** Whether the shop works on a date: Monday to Saturday, and not a public holiday in `holidays`. */
export function isWorkingDay(date: ShopDate, holidays: Holidays = []): boolean {
  return weekday(date) !== WEEKLY_DAY_OFF && !isHoliday(date, holidays);
}

/**
 * The working day `n` working days after `date` (n ≥ 0; 0: `date` itself when it is a working day, else the next one).
 * Days off and holidays are skipped.
 */
export function addWorkingDays(date: ShopDate, n: number, holidays: Holidays = []): ShopDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`working days must be a whole number ≥ 0, got ${n}`);
  let day = date;
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}

/** Working days in [from, to) (from's day included, to's not). */
export function workingDaysBetween(from: ShopDate, to: ShopDate, holidays: Holidays = []): number {
  let n = 0;
  for (let day = from; day < to; day = addDays(day, 1)) if (isWorkingDay(day, holidays)) n++;
  return n;
}

// ── Formatting ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The UAE's written date of an instant in Dubai, `DD/MM/YYYY` (tax invoices' date of issue). */
export function formatDayMonthYear(at: Date): string {
  const [y, m, d] = dubaiDay(at).split('-');
  return `${d}/${m}/${y}`;
}

/** An instant → Dubai wall-clock time `YYYY-MM-DDTHH:MM` (the value of a datetime-local input showing Dubai time). */
export function toDubaiLocalInput(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/** Dubai wall-clock time `YYYY-MM-DDTHH:MM` (a datetime-local value) → the instant, or null when it is not one. */
export function fromDubaiLocalInput(value: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!m || !isShopDate(m[1]!)) return null;
  const [h, min] = m[2]!.split(':').map(Number) as [number, number];
  if (h > 23 || min > 59) return null;
  return dubaiTime(m[1]!, m[2]!);
}

/** An ISO 8601 moment with the shop's offset (`2026-12-03T10:00:00+04:00`): how Dubai times are written in data. */
export function toDubaiIso(at: Date): string {
  return `${new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${SHOP_UTC_OFFSET}`;
}
