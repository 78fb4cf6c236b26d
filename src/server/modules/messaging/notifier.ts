/**
 * Delivers messages to customers (reset codes, order updates by email…). Pluggable: the default writes to the
 * `outbox` table in the caller's transaction, so a notification exists exactly when the change it reports does.
 * Email rows are sent by the outbox worker (outbox-worker.ts, docs/email.md), woken by a NOTIFY on commit; SMS and
 * WhatsApp rows wait for a gateway adapter. The server log notes that a message was queued, never its content
 * (reset codes) or recipient; the embedded setup's operator reads SMS codes from the outbox table.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../../domain/i18n';
import type { Db, Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { NotificationKind } from './kinds';

/** The channel a NOTIFY wakes the outbox workers on when mail is queued. */
export const OUTBOX_CHANNEL = 'outbox_mail';

export interface Notification {
  channel: 'sms' | 'whatsapp' | 'email';
  recipient: string;
  /** A code message, or (email) the message-centre notification it repeats. */
  template: 'password_reset' | 'contact_change' | NotificationKind;
  payload: Record<string, string | number>;
  /** The recipient's language: the mail is written in it. */
  locale: Locale;
}

export interface Notifier {
  send(db: Db | Tx, notification: Notification): Promise<void>;
}

export function outboxNotifier(log: FastifyBaseLogger): Notifier {
  return {
    async send(db, notification) {
      await db.insert(outbox).values(notification);
      // Delivered when the transaction commits (never for a rolled-back one): the workers wake at once.
      if (notification.channel === 'email') await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
      // Never the payload (a reset code) or the recipient: the outbox row has them, the log does not.
      log.info({ outbox: { channel: notification.channel, template: notification.template } }, `notification ${notification.template} queued (${notification.channel})`);
    },
  };
}
