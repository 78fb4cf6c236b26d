/**
 * Money is an integer number of fils (1 AED = 100 fils) from the price books to the last formatting call
 * (house rule 9). These helpers are the only place where fractional amounts become whole fils.
 */

/** UAE VAT, 5 %, in basis points so the arithmetic stays in integers (catalogue.md "Decisions taken"). */
export const VAT_RATE_BP = 500;

/** Fils in one dirham. */
export const FILS_PER_AED = 100;

/** Rounds a fractional amount of fils to whole fils, half away from zero (0.5 → 1, −0.5 → −1). */
export function roundFils(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`roundFils: not a finite amount (${amount})`);
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded; // never -0
}

/** Converts a dirham amount as written in a price book (e.g. 0.35) to fractional fils, without rounding. */
export function aedToFils(aed: number): number {
  return aed * FILS_PER_AED;
}

/** VAT on a net amount of whole fils, rounded half up to whole fils. */
export function vatFils(netFils: number): number {
  if (!Number.isSafeInteger(netFils)) throw new RangeError(`vatFils: not a whole number of fils (${netFils})`);
  // Integer arithmetic: net × 500 / 10000, rounded half away from zero.
  const scaled = Math.abs(netFils) * VAT_RATE_BP;
  const vat = Math.floor((scaled + 5000) / 10000);
  return netFils < 0 ? -vat : vat;
}

/** Net plus VAT. */
export function grossFils(netFils: number): number {
  return netFils + vatFils(netFils);
}

/**
 * The net amount whose gross (net + VAT) is `gross` — a price quoted VAT included, split for the books. When no net
 * amount gives exactly `gross` (VAT rounding skips a fils now and then), the one just below it.
 */
export function netOfGross(gross: number): number {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`netOfGross: not a whole non-negative number of fils (${gross})`);
  let net = Math.floor((gross * 10000) / (10000 + VAT_RATE_BP));
  while (grossFils(net + 1) <= gross) net += 1;
  while (net > 0 && grossFils(net) > gross) net -= 1;
  return net;
}

/**
 * Splits fractional amounts into whole fils that add up exactly to `totalFils` (largest-remainder method), so a
 * breakdown always sums to the subtotal it explains. `totalFils` must be within one fils per part of the sum.
 */
export function allocateFils(amounts: readonly number[], totalFils: number): number[] {
  const floors = amounts.map((amount) => Math.floor(amount));
  let remainder = totalFils - floors.reduce((sum, value) => sum + value, 0);
  const order = amounts
    .map((amount, index) => ({ index, fraction: amount - Math.floor(amount) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  const result = [...floors];
  for (let i = 0; remainder > 0 && order.length > 0; i = (i + 1) % order.length, remainder--) {
    const slot = order[i];
    if (slot) result[slot.index] = (result[slot.index] ?? 0) + 1;
  }
  for (let i = order.length - 1; remainder < 0 && order.length > 0; i = (i - 1 + order.length) % order.length, remainder++) {
    const slot = order[i];
    if (slot) result[slot.index] = (result[slot.index] ?? 0) - 1;
  }
  return result.map((value) => (value === 0 ? 0 : value));
}
