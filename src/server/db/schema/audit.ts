/** The staff audit log: who did what to which order or customer (above ordering, since a row may name an order). */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { orders } from './ordering';

/**
 * Who did what in the staff console (and through staff API operations): one row per staff operation, written in the
 * transaction of the change it records (modules/accounts/audit.service.ts). `before` and `after` hold the changed fields.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull().references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(), // 'order' | 'user' | 'recharge' | 'settings'
    entityId: integer('entity_id'),
    /** The order or customer the row is about, so a page lists its trail with one indexed query. */
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_order_idx').on(t.orderId, t.id), index('audit_log_user_idx').on(t.userId, t.id)],
);
