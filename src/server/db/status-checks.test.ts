/**
 * The status columns' CHECK constraints (src/server/db/schema/columns.ts statusCheck), read back from the migrated
 * database — PGlite, or PostgreSQL with TEST_DATABASE_URL: every status column has one, it lists exactly its
 * src/domain machine's statuses (a machine that gains a status without a migration fails here), every listed status is
 * accepted and anything else is refused with a check violation, by insert and by update.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SALE_STATUSES } from '../../domain/after-sales/after-sales';
import { COUPON_TEMPLATE_STATUSES, USER_COUPON_STATUSES } from '../../domain/coupon/status';
import { DESIGN_DRAFT_STATUSES, DESIGN_TASK_STATUSES } from '../../domain/design/status';
import { CERTIFICATION_STATUSES, INVOICE_STATUSES } from '../../domain/invoice/status';
import { messageMachine, STORED_MESSAGE_STATUSES } from '../../domain/message/status';
import { ORDER_PAYMENT_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../../domain/order/payment-status';
import { ORDER_PROOF_STATUSES } from '../../domain/order/proof-status';
import { ORDER_STATUSES } from '../../domain/order/status';
import { OUTBOX_STATUSES } from '../../domain/outbox/status';
import { REVIEW_STATUSES } from '../../domain/review/review';
import { STATUS_MACHINES } from '../../domain/status-machines';
import { FLASH_SALE_STATUSES } from '../../domain/stock/status';
import { RECHARGE_STATUSES } from '../../domain/wallet/recharge-status';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Db, Tx } from './client';

/** Every status column and the statuses it may hold, written out here rather than read from the schema. */
const STATUS_COLUMNS: [table: string, column: string, statuses: readonly string[]][] = [
  ['orders', 'status', ORDER_STATUSES],
  ['orders', 'payment_status', ORDER_PAYMENT_STATUSES],
  ['order_events', 'status', ORDER_STATUSES],
  ['order_proofs', 'status', ORDER_PROOF_STATUSES],
  ['after_sales', 'status', AFTER_SALE_STATUSES],
  ['after_sale_events', 'status', AFTER_SALE_STATUSES],
  ['coupon_templates', 'status', COUPON_TEMPLATE_STATUSES],
  ['user_coupons', 'status', USER_COUPON_STATUSES],
  ['flash_sales', 'status', FLASH_SALE_STATUSES],
  ['payments', 'status', PAYMENT_STATUSES],
  ['refunds', 'status', REFUND_STATUSES],
  ['wallet_recharges', 'status', RECHARGE_STATUSES],
  ['certifications', 'status', CERTIFICATION_STATUSES],
  ['invoices', 'status', INVOICE_STATUSES],
  ['design_tasks', 'status', DESIGN_TASK_STATUSES],
  ['design_task_events', 'status', DESIGN_TASK_STATUSES],
  ['design_drafts', 'status', DESIGN_DRAFT_STATUSES],
  ['reviews', 'status', REVIEW_STATUSES],
  ['user_messages', 'status', STORED_MESSAGE_STATUSES],
  ['outbox', 'status', OUTBOX_STATUSES],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE and constraint of a failed statement (Drizzle wraps the driver's error in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return {};
}

/** Runs `query` in a savepoint and returns how it failed (null when it did not). */
async function refusal(tx: Tx, query: SQL): Promise<{ code?: string; constraint?: string } | null> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(query);
    });
    return null;
  } catch (error) {
    return pgError(error);
  }
}

class RollBack extends Error {}

/** Runs `work` in a transaction that is always rolled back. */
async function rolledBack(work: (tx: Tx) => Promise<void>): Promise<void> {
  await t.database.db
    .transaction(async (tx) => {
      await work(tx);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

/**
 * A row of `table` with `column` = `status`: required columns get a plain value of their type (another status column
 * its first status; timestamps one minute apart in column order, for `ends_at > starts_at`); foreign keys are not
 * checked in the caller's transaction.
 */
async function insertRow(tx: Tx, table: string, column: string, status: string): Promise<SQL> {
  const required = await rows<{ name: string; type: string; position: number }>(
    tx,
    sql`select column_name as name, data_type as type, ordinal_position::int as position from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_nullable = 'NO' and column_default is null and column_name <> ${column}
        order by ordinal_position`,
  );
  const value = ({ name, type, position }: { name: string; type: string; position: number }): SQL => {
    const other = STATUS_COLUMNS.find(([t, c]) => t === table && c === name);
    if (other) return sql`${other[2][0]}`;
    if (type === 'integer' || type === 'bigint') return sql`1`;
    if (type === 'boolean') return sql`false`;
    if (type === 'jsonb') return sql`'{}'::jsonb`;
    if (type.startsWith('timestamp')) return sql`now() + ${position} * interval '1 minute'`;
    if (type === 'text') return sql`'x'`;
    throw new Error(`${table}.${column}: no test value for type ${type}`);
  };
  const names = [...required.map((c) => sql.identifier(c.name)), sql.identifier(column)];
  const values = [...required.map(value), sql`${status}`];
  return sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)})`;
}

describe('status CHECK constraints', () => {
  it('every status column of the database has a row in this test', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      t.database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and (column_name = 'status' or column_name like '%\\_status')
          order by table_name, column_name`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual(STATUS_COLUMNS.map(([table, column]) => `${table}.${column}`).sort());
  });

  it("every status machine's statuses are some column's list (the message table holds all but deleted)", () => {
    const lists = STATUS_COLUMNS.map(([, , statuses]) => [...statuses].sort().join());
    for (const machine of STATUS_MACHINES) {
      const stored = machine === messageMachine ? STORED_MESSAGE_STATUSES : machine.statuses;
      expect(lists, machine.name).toContain([...stored].sort().join());
    }
  });

  it("each constraint, as the database holds it, lists exactly its machine's statuses", async () => {
    const checks = await rows<{ table_name: string; column_name: string; name: string; definition: string }>(
      t.database.db,
      sql`select cl.relname as table_name, a.attname as column_name, c.conname as name, pg_get_constraintdef(c.oid) as definition
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'c' and cardinality(c.conkey) = 1`,
    );
    for (const [table, column, statuses] of STATUS_COLUMNS) {
      const mine = checks.filter((c) => c.table_name === table && c.column_name === column);
      expect(mine.map((c) => c.name), `${table}.${column}`).toEqual([`${table}_${column}_check`]);
      const listed = [...mine[0]!.definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
      expect(listed.sort(), `${table}.${column}: ${mine[0]!.definition}`).toEqual([...statuses].sort());
    }
  });

  it.each(STATUS_COLUMNS)('%s.%s accepts its statuses and refuses others with a check violation, by insert and by update', async (table, column, statuses) => {
    const constraint = `${table}_${column}_check`;
    await rolledBack(async (tx) => {
      // Foreign keys are triggers: off for this transaction, so a row needs no parents. CHECK constraints still apply.
      await tx.execute(sql`set local session_replication_role = replica`);
      expect(await refusal(tx, await insertRow(tx, table, column, 'bogus'))).toMatchObject({ code: '23514', constraint });
      expect(await refusal(tx, await insertRow(tx, table, column, statuses[0]!))).toBeNull();
      const target = sql`${sql.identifier(table)} set ${sql.identifier(column)}`;
      for (const status of statuses) expect(await refusal(tx, sql`update ${target} = ${status}`), status).toBeNull();
      expect(await refusal(tx, sql`update ${target} = 'bogus'`)).toMatchObject({ code: '23514', constraint });
      expect(await refusal(tx, sql`update ${target} = upper(${sql.identifier(column)})`)).toMatchObject({ code: '23514', constraint });
    });
  });
});
