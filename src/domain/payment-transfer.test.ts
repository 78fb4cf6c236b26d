import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, isReferenceLast6, parseAedToFils, TOP_UP_MAX_FILS } from './payment-transfer';

describe('parseAedToFils', () => {
  it('reads plain amounts with up to two decimals as integer fils', () => {
    expect(parseAedToFils('500')).toBe(50_000);
    expect(parseAedToFils('1,250.5')).toBe(125_050);
    expect(parseAedToFils(' 0.29 ')).toBe(29);
    expect(parseAedToFils('12.')).toBe(1_200);
    expect(parseAedToFils('100000.00')).toBe(TOP_UP_MAX_FILS);
  });
  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseAedToFils('١٢٥٠٫٥٠')).toBe(125_050);
    expect(parseAedToFils('۳۰۰')).toBe(30_000);
  });
  it('refuses anything else', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '.5', '12.3.4']) expect({ text, fils: parseAedToFils(text) }).toEqual({ text, fils: null });
  });
});

describe('checkTopUpAmount and the reference', () => {
  it('needs more than 0 and at most AED 100,000', () => {
    expect(checkTopUpAmount('0')).toEqual({ problem: 'amount_range' });
    expect(checkTopUpAmount('0.00')).toEqual({ problem: 'amount_range' });
    expect(checkTopUpAmount('100000.01')).toEqual({ problem: 'amount_range' });
    expect(checkTopUpAmount('100000')).toEqual({ fils: TOP_UP_MAX_FILS });
    expect(checkTopUpAmount('0.01')).toEqual({ fils: 1 });
    expect(checkTopUpAmount('ten')).toEqual({ problem: 'amount_invalid' });
  });
  it('takes exactly six letters or digits', () => {
    expect(isReferenceLast6('A1b2C3')).toBe(true);
    expect(isReferenceLast6(' 428193 ')).toBe(true);
    expect(isReferenceLast6('42819')).toBe(false);
    expect(isReferenceLast6('42819!')).toBe(false);
  });
});
