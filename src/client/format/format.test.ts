import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

// Money formatting is tested with src/domain/format.ts, its one home.
describe('formatDate / formatDateTime', () => {
  const iso = '2026-03-07T09:05:00Z';
  it('write the date per the language, with Western digits in Arabic (ar-AE)', () => {
    expect(formatDate(iso, 'en')).toMatch(/7 Mar 2026|Mar 7, 2026/);
    expect(formatDate(iso, 'ja')).toContain('2026');
    expect(formatDate(iso, 'ar')).toMatch(/2026/);
  });
  it('add the time to the minute', () => {
    expect(formatDateTime(iso, 'en')).toMatch(/\d{1,2}:05/);
    expect(formatDateTime(iso, 'en')).not.toBe(formatDate(iso, 'en'));
  });
});
