/** Reading the query string: ids and page numbers arrive as text the shopper can edit. */

/**
 * A positive integer written in plain decimal digits, else null: "12" → 12; "0", "-1", "1.5", "1e3", "0x10", " 7",
 * "" and numbers beyond Number.MAX_SAFE_INTEGER → null (Number() alone would accept "1e3", "0x10" and " 7").
 */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}
