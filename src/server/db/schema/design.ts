/** Design: design tasks with their references, drafts, events and designer earnings, and the online editor's designs. */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { designDraftMachine, type DesignDraftStatus, designTaskMachine, type DesignTaskStatus } from '../../../domain/design/status';
import type { DesignDoc } from '../../../domain/editor/editor';
import { createdAt, statusCheck } from './columns';
import { uploads, users } from './accounts';
import { orderLines, orders } from './ordering';

/**
 * Design tasks (issue 14, docs/design-service.md): "design it for me" on an order line. The shopper's brief, the
 * product and its configuration as ordered, the fee (excl. VAT, from the design price book, part of the order's
 * goods), the designer who claimed it. `status` moves only through designTaskMachine (src/domain/design/status.ts)
 * with status-conditional updates, so two designers claiming at once make one claim. One task per order line.
 */
export const designTasks = pgTable(
  'design_tasks',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
    /** The shopper (the order's owner). */
    userId: integer('user_id').notNull().references(() => users.id),
    designerId: integer('designer_id').references(() => users.id),
    productCode: text('product_code').notNull(),
    family: text('family').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    brief: text('brief').notNull(),
    feeFils: integer('fee_fils').notNull(),
    status: text('status').$type<DesignTaskStatus>().notNull(),
    /** Change requests the shopper made (each one a revision round; FREE_REVISION_ROUNDS are free). */
    roundsUsed: integer('rounds_used').notNull().default(0),
    approvedDraftId: integer('approved_draft_id'),
    /** Staff's reason when they cancelled the task; 'order_cancelled' when its order was. */
    cancelReason: text('cancel_reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('design_tasks_sn_key').on(t.sn),
    uniqueIndex('design_tasks_order_line_key').on(t.orderLineId),
    index('design_tasks_status_idx').on(t.status, t.id),
    index('design_tasks_user_idx').on(t.userId, t.id),
    index('design_tasks_designer_idx').on(t.designerId, t.id),
    index('design_tasks_order_idx').on(t.orderId),
    statusCheck(t.status, designTaskMachine.statuses),
  ],
);

/** The shopper's reference files for a brief (their own uploads: logos, photos, an old print). */
export const designReferences = pgTable(
  'design_references',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => uploads.id),
  },
  (t) => [uniqueIndex('design_references_task_file_key').on(t.taskId, t.fileId)],
);

/**
 * Drafts a designer uploads (uploads of kind 'design_draft', checked like every upload). Every version is kept; the
 * shopper approves one (its file becomes the order line's design file) or asks for changes with a comment.
 */
export const designDrafts = pgTable(
  'design_drafts',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: integer('file_id').notNull().references(() => uploads.id),
    designerId: integer('designer_id').notNull().references(() => users.id),
    /** The designer's note to the shopper. */
    note: text('note').notNull().default(''),
    status: text('status').$type<DesignDraftStatus>().notNull().default(designDraftMachine.initial),
    /** The shopper's change request. */
    comment: text('comment'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('design_drafts_version_key').on(t.taskId, t.version), uniqueIndex('design_drafts_file_key').on(t.fileId), statusCheck(t.status, designDraftMachine.statuses)],
);

/** Every step of a task, for its timeline and the console. */
export const designTaskEvents = pgTable(
  'design_task_events',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id').notNull().references(() => designTasks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(), // 'create' or a DesignTaskEvent
    status: text('status').$type<DesignTaskStatus>().notNull(),
    actor: text('actor').notNull(), // 'customer' | 'designer' | 'staff' | 'system'
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('design_task_events_task_idx').on(t.taskId, t.id), statusCheck(t.status, designTaskMachine.statuses)],
);

/**
 * The designers' earnings ledger: one row per approved task (its designer's share of the fee), written in the
 * approval's transaction; the unique task id keeps a task from paying twice.
 */
export const designerEarnings = pgTable(
  'designer_earnings',
  {
    id: serial('id').primaryKey(),
    designerId: integer('designer_id').notNull().references(() => users.id),
    taskId: integer('task_id').notNull().references(() => designTasks.id),
    feeFils: integer('fee_fils').notNull(),
    amountFils: integer('amount_fils').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('designer_earnings_task_key').on(t.taskId), index('designer_earnings_designer_idx').on(t.designerId, t.id)],
);

/**
 * "My designs" (issue 14, docs/online-design.md): a customer's designs from the online editor. The size is the
 * server's (trim from the configuration, bleed from the product's presses, spec §5), the document is the editor's
 * (src/domain/editor DesignDoc, checked by the contract); images it places are uploads of kind `design_image`.
 */
export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productCode: text('product_code').notNull(),
    config: jsonb('config').$type<Record<string, string | number | boolean>>().notNull(),
    kind: text('kind').notNull(), // DesignKind
    /** Trim and bleed in hundredths of a millimetre (sizes such as 85.5 mm stay exact). */
    widthHmm: integer('width_hmm').notNull(),
    heightHmm: integer('height_hmm').notNull(),
    bleedHmm: integer('bleed_hmm').notNull(),
    sides: integer('sides').notNull(),
    doc: jsonb('doc').$type<DesignDoc>().notNull(),
    /** Counts the saves: a save names the version it starts from and is refused over a newer one (editor_design_stale). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('designs_user_idx').on(t.userId, t.updatedAt)],
);
