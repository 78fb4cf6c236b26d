/**
 * Bank-transfer and top-up rules shared by the browser (instant checks) and the server (the decision): the top-up
 * ceiling, the remittance reference, and amounts typed in AED (Western or Arabic-Indic digits).
 */

/** The most one top-up may bring, in fils (AED 100,000). */
export const TOP_UP_MAX_FILS = 100_000_00;

/** spec §3 Recharge: the last six characters (letters or digits) of the remittance reference. */
export const REFERENCE_LAST6_PATTERN = /^[0-9A-Za-z]{6}$/;

/** spec §3 Recharge: the last six characters of the remittance reference (surrounding spaces ignored). */
export function isReferenceLast6(text: string): boolean {
  return REFERENCE_LAST6_PATTERN.test(text.trim());
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Western digits for Arabic-Indic ones, "." for the Arabic decimal separator; grouping separators and spaces dropped. */
function normaliseNumber(text: string): string {
  return [...text.trim()]
    .map((c) => {
      const a = ARABIC_INDIC.indexOf(c);
      if (a >= 0) return String(a);
      const e = EXTENDED_ARABIC_INDIC.indexOf(c);
      if (e >= 0) return String(e);
      if (c === '٫') return '.';
      if (c === ',' || c === '٬' || c === ' ' || c === '\u00a0') return '';
      return c;
    })
    .join('');
}

/**
 * An amount typed in AED ("1,250.5", "١٢٥٠٫٥٠") as integer fils, or null when it is not a plain amount with at most
 * two decimals. Integer arithmetic only: "0.29" is 29 fils, never 28.999….
 */
export function parseAedToFils(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(normaliseNumber(text));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export type AmountProblem = 'amount_invalid' | 'amount_range';

/** A top-up amount typed in AED: more than zero and at most {@link TOP_UP_MAX_FILS}. */
export function checkTopUpAmount(text: string): { fils: number } | { problem: AmountProblem } {
  const fils = parseAedToFils(text);
  if (fils === null) return { problem: 'amount_invalid' };
  if (fils <= 0 || fils > TOP_UP_MAX_FILS) return { problem: 'amount_range' };
  return { fils };
}
