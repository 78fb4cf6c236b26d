/**
 * Delivery estimate: production takes `days` working days (Monday to Saturday, spec §9 working days) and the clock
 * starts after payment — so "paid today" is the earliest start.
 */

/** The date `days` working days after `from` (Sundays skipped). */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = Math.max(0, Math.ceil(days));
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0) left--;
  }
  return date;
}
