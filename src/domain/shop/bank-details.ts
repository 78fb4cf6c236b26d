/**
 * Checks for the shop settings an admin edits in the console (`staff/settings`): the bank account customers transfer
 * to, the shop's VAT registration and its working hours. Pure, so the console can show the same answer as the server.
 */

/** An IBAN as people write it (spaces, lower case) in its electronic form: `ae07 0331…` → `AE070331…`. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** UAE IBANs are `AE`, two check digits, a 3-digit bank code and a 16-digit account number: AE + 21 characters. */
const UAE_IBAN = /^AE\d{21}$/;

/**
 * ISO 13616 check: move the first four characters to the end, replace each letter by two digits (A = 10 … Z = 35)
 * and the number must leave 1 when divided by 97 (ISO 7064 MOD 97-10). Computed piecewise: no big integers needed.
 */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** Why an IBAN is refused, or null when it is a well-formed UAE IBAN whose check digits match. */
export function ibanProblem(input: string): 'iban_format' | 'iban_checksum' | null {
  const iban = normalizeIban(input);
  if (!UAE_IBAN.test(iban)) return 'iban_format';
  return ibanChecksumValid(iban) ? null : 'iban_checksum';
}

/** SWIFT/BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3) — 8 or 11 characters. */
export function isSwiftBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.trim().toUpperCase());
}

/** A UAE VAT Tax Registration Number: 15 digits (Federal Tax Authority). */
export function isVatTrn(input: string): boolean {
  return /^\d{15}$/.test(input.trim());
}

/** Working hours as the shop header shows them (spec §3: `09:00-19:00`): opening before closing, 24-hour clock. */
export function isWorkingHours(input: string): boolean {
  const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(input.trim());
  if (!match) return false;
  const [, oh, om, ch, cm] = match.map(Number);
  return oh! * 60 + om! < ch! * 60 + cm!;
}

/** An IBAN for reading: groups of four (`AE07 0331 2345 …`). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
