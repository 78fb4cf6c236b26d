/**
 * Delivers messages to customers (reset codes…). Pluggable: the default writes to the `outbox` table, where a
 * delivery worker or an SMS/WhatsApp gateway adapter picks messages up, and to the server log so an operator of the
 * embedded setup can read them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { outbox } from '../db/schema';

export interface Notification {
  channel: 'sms' | 'whatsapp' | 'email';
  recipient: string;
  template: 'password_reset';
  payload: Record<string, string | number>;
}

export interface Notifier {
  send(db: Db | Tx, notification: Notification): Promise<void>;
}

export function outboxNotifier(log: FastifyBaseLogger): Notifier {
  return {
    async send(db, notification) {
      await db.insert(outbox).values(notification);
      log.info({ outbox: notification }, `notification ${notification.template} queued for ${notification.recipient}`);
    },
  };
}
