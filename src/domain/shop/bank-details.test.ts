import { describe, expect, it } from 'vitest';
import { formatIban, ibanChecksumValid, ibanProblem, isSwiftBic, isVatTrn, isWorkingHours, normalizeIban } from './bank-details';

describe('IBAN (ISO 13616)', () => {
  it('accepts well-formed UAE IBANs whose mod-97 check matches, written with spaces or in lower case', () => {
    expect(ibanProblem('AE070331234567890123456')).toBeNull();
    expect(ibanProblem('ae07 0331 2345 6789 0123 456')).toBeNull();
    expect(normalizeIban(' ae07 0331 2345 6789 0123 456 ')).toBe('AE070331234567890123456');
  });
  it('checks the digits of other countries too (the published examples)', () => {
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765433')).toBe(false);
  });
  it('refuses a typo (one digit changed, two digits swapped) by its check digits', () => {
    expect(ibanProblem('AE070331234567890123457')).toBe('iban_checksum');
    expect(ibanProblem('AE070331234567890123465')).toBe('iban_checksum');
  });
  it('refuses anything but AE + 21 digits by its format', () => {
    expect(ibanProblem('GB82WEST12345698765432')).toBe('iban_format');
    expect(ibanProblem('AE07033123456789012345')).toBe('iban_format');
    expect(ibanProblem('AE0703312345678901234567')).toBe('iban_format');
    expect(ibanProblem('AE07033123456789012345X')).toBe('iban_format');
    expect(ibanProblem('')).toBe('iban_format');
  });
  it('formats in groups of four', () => {
    expect(formatIban('AE070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
  });
});

describe('SWIFT/BIC, VAT TRN, working hours', () => {
  it('SWIFT/BIC is 8 or 11 characters: bank, country, location, optional branch', () => {
    expect(isSwiftBic('EBILAEAD')).toBe(true);
    expect(isSwiftBic('ebilaeadxxx')).toBe(true);
    expect(isSwiftBic('EBILAEA')).toBe(false);
    expect(isSwiftBic('EBILAEADXX')).toBe(false);
    expect(isSwiftBic('EB1LAEAD')).toBe(false);
  });
  it('a TRN is 15 digits', () => {
    expect(isVatTrn('100123456700003')).toBe(true);
    expect(isVatTrn('10012345670000')).toBe(false);
    expect(isVatTrn('10012345670000A')).toBe(false);
  });
  it('working hours open before they close', () => {
    expect(isWorkingHours('09:00-19:00')).toBe(true);
    expect(isWorkingHours('19:00-09:00')).toBe(false);
    expect(isWorkingHours('9:00-19:00')).toBe(false);
    expect(isWorkingHours('09:00-24:00')).toBe(false);
  });
});
