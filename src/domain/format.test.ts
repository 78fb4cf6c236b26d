import { describe, expect, it } from 'vitest';
import { locales } from './i18n/locales';
import { formatAed } from './format';

describe('formatAed', () => {
  it('turns integer fils into AED with two decimals, in every language', () => {
    expect(formatAed(123_450, 'en').replace(/\u00a0/g, ' ')).toBe('AED 1,234.50');
    expect(formatAed(5, 'en').replace(/\u00a0/g, ' ')).toBe('AED 0.05');
    for (const locale of locales) expect(formatAed(250_000, locale), locale).toMatch(/2[,.\u066c\u00a0 ]?500[.,\u066b]00|٢٬?٥٠٠٫٠٠/);
  });
});
