/** Input rules of spec §5, shared by the browser forms and the server. Each returns true when the input is fine. */

/** Phone or WhatsApp number: at least 6 characters (spec §5); digits with an optional +, spaces or dashes. */
export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 6 && /^\+?[0-9][0-9 -]*[0-9]$/.test(trimmed);
}

/** Password: at least 6 characters mixing letters and digits (spec §5). */
export function isValidPassword(value: string): boolean {
  return value.length >= 6 && /[A-Za-z]/.test(value) && /[0-9]/.test(value);
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Search text must not be blank (spec §5: "please enter the product name"). */
export function isValidSearchText(value: string): boolean {
  return value.trim().length > 0;
}

/** The key used for per-account rate limits and login lookup: trimmed, phone numbers without spaces/dashes. */
export function normaliseAccount(value: string): string {
  const trimmed = value.trim();
  return /^\+?[0-9][0-9 -]*$/.test(trimmed) ? trimmed.replace(/[ -]/g, '') : trimmed.toLowerCase();
}
