/** Column helpers shared by the schema's areas. */
import { getTableName, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * `<table>_<column>_check`: the column holds one of `statuses` — a status machine's list from src/domain, so the
 * constraint follows the machine: when a machine gains or loses a status, `npm run db:generate` writes the migration
 * that replaces the constraint (and src/server/db/status-checks.test.ts fails until there is one).
 */
export function statusCheck(column: AnyPgColumn, statuses: readonly string[]) {
  const name = `${getTableName(column.table)}_${column.name}_check`;
  for (const status of statuses) if (!/^[a-z][a-z0-9_]*$/.test(status)) throw new Error(`${name}: a status is a lower-case identifier, not "${status}"`);
  return check(name, sql`${column} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`);
}
