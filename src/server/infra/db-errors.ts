/** Reading PostgreSQL errors the same way on both drivers (PGlite and node-postgres). */

/**
 * The constraint a unique violation (SQLSTATE 23505) broke: its name, '' when the driver did not say, or null when
 * the error is not a unique violation. Drizzle may wrap the driver's error in `cause`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** True when `error` is a unique violation of `constraint` (or of any constraint, when none is named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const broken = uniqueViolation(error);
  return broken !== null && (constraint === undefined || broken === '' || broken === constraint);
}
