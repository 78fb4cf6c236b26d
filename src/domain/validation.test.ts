import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, isValidPhone, isValidSearchText, normaliseAccount } from './validation';

describe('spec §5 input rules', () => {
  it('phone or WhatsApp needs at least 6 characters of a number', () => {
    expect(isValidPhone('+971 50 123 4567')).toBe(true);
    expect(isValidPhone('123456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('abcdefg')).toBe(false);
    expect(isValidPhone("1' OR '1'='1")).toBe(false);
  });
  it('password needs 6+ characters with letters and digits', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('abcdef')).toBe(false);
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('ab12')).toBe(false);
  });
  it('email and search text', () => {
    expect(isValidEmail('sara@example.ae')).toBe(true);
    expect(isValidEmail('sara@')).toBe(false);
    expect(isValidSearchText('   ')).toBe(false);
    expect(isValidSearchText(' cards ')).toBe(true);
  });
  it('normalises accounts so "+971 50-123" and "+97150123" are one account', () => {
    expect(normaliseAccount(' +971 50-123 4567 ')).toBe('+971501234567');
    expect(normaliseAccount('SaraPrints')).toBe('saraprints');
  });
});
