import { describe, expect, it } from 'vitest';
import { formatAed } from './format';

describe('formatAed', () => {
  it('formats integer fils as AED with two decimals and the locale separators', () => {
    expect(formatAed(123450, 'en').replace(/\s/g, ' ')).toBe('AED 1,234.50');
    expect(formatAed(5, 'en').replace(/\s/g, ' ')).toBe('AED 0.05');
    expect(formatAed(123450, 'zh')).toContain('1,234.50');
    expect(formatAed(123450, 'ja')).toContain('1,234.50');
    expect(formatAed(123450, 'ar')).toMatch(/1,234\.50|١٬٢٣٤٫٥٠/);
  });
});
