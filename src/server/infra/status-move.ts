/**
 * Status writes through the transition tables of src/domain (STYLE rule 8). `statusMove` turns a table's moves for
 * one event into a single status-conditional SQL update, so concurrent writers cannot both move a row and no code
 * names a target status itself.
 */
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { movesOf, type StatusMachine } from '../../domain/state-machine';

export interface StatusMove {
  /** The new status: `case <column> when <from> then <to> … end`. */
  to: SQL;
  /** Rows the event may move: `<column> in (<from>…)`. */
  from: SQL;
}

/** The SQL for moving rows by `event`, e.g. `.set({ status: move.to }).where(and(eq(t.id, id), move.from))`. */
export function statusMove<S extends string, E extends string>(machine: StatusMachine<S, E>, column: AnyColumn, event: E): StatusMove {
  const moves = movesOf(machine, event);
  if (moves.length === 0) throw new Error(`${machine.name}: no status allows the event ${event}`);
  const cases = sql.join(
    moves.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  return { to: sql`(case ${column} ${cases} else ${column} end)`, from: inArray(column, moves.map(([from]) => from)) };
}
