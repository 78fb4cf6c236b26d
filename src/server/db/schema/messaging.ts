/** Messaging: the message centre's messages and the outbox of notifications to deliver. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { messageMachine, STORED_MESSAGE_STATUSES, type StoredMessageStatus } from '../../../domain/message/status';
import { outboxMachine, type OutboxStatus } from '../../../domain/outbox/status';
import { createdAt, statusCheck } from './columns';
import { users } from './accounts';
import { orders } from './ordering';

/**
 * Messages to one user (order updates…); the unread count feeds the header badge. Messages the server writes are
 * language-neutral: `kind` names the template (`notify.<kind>.title` / `.body` in the dictionaries) and `params` fill
 * it, rendered in the reader's language; `kind` 'text' means `title` and `body` are literal text (staff messages).
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('text'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').$type<StoredMessageStatus>().notNull().default(messageMachine.initial),
    /** First time it was read; a restored message goes back to unread only if it was never read. */
    readAt: timestamp('read_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('user_messages_user_idx').on(t.userId, t.status), index('user_messages_user_id_idx').on(t.userId, t.id), statusCheck(t.status, STORED_MESSAGE_STATUSES)],
);

/**
 * Notifications waiting to be delivered (reset codes, order updates by email…), written in the transaction of the
 * change they report. Email rows are drained by the outbox worker (modules/messaging/outbox-worker.ts, docs/email.md): a
 * worker claims due rows with FOR UPDATE SKIP LOCKED, so several servers never send one mail twice; failures wait
 * `next_attempt_at` (exponential backoff) and the row is `dead` after MAIL_MAX_ATTEMPTS. SMS/WhatsApp rows wait for a
 * gateway adapter. `status` moves only through the table in src/domain/outbox/status.ts.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // 'sms' | 'whatsapp' | 'email'
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    payload: jsonb('payload').notNull(),
    /** The language the recipient reads (users.locale when it was queued). */
    locale: text('locale').notNull().default('en'),
    status: text('status').$type<OutboxStatus>().notNull().default(outboxMachine.initial),
    /** Attempts started (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: the next retry, or while `sending`, when the worker's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (the mail server's answer; never the mail itself). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.channel, t.status, t.nextAttemptAt), statusCheck(t.status, outboxMachine.statuses)],
);
