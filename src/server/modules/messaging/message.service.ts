/**
 * The message centre (spec §4 Messages: unread, read, trash) and the messages the shop writes to a user.
 * Messages are stored language-neutral — a template `kind` and its `params` — and rendered in the reader's language
 * on every read, so a shopper who switches language sees old messages in the new one. Every change is scoped to the
 * owner: ids that are not the user's answer "not found" and change nothing.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { formatAed } from '../../../domain/format';
import { resolveLocale, translate, type Locale } from '../../../domain/i18n';
import { messageMachine, restoreEvent, type MessageEvent, type StoredMessageStatus } from '../../../domain/message/status';
import { transition } from '../../../domain/state-machine';
import type { Db, Tx } from '../../db/client';
import { orders, userMessages, users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { Notifier } from './notifier';

type Schemas = components['schemas'];
export type MessageStatus = StoredMessageStatus;

import type { NotificationKind, NotificationParams } from './kinds';
export type { NotificationKind, NotificationParams };

/**
 * The steps the customer is also told by email (issue 10, "Telling the customer"): what they wait for or must act on.
 * The rest (a payment they just made, a cancellation they just asked for…) stay in the message centre.
 */
export const EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'transfer_confirmed',
  'transfer_rejected',
  'recharge_confirmed',
  'recharge_rejected',
  'proof_ready',
  'order_shipped',
  'order_delivered',
  'order_rejected',
  'cancel_approved',
  'cancel_refused',
  'refund_made',
  'design_draft_ready',
  'design_cancelled_order',
  'member_annual_active',
]);

/**
 * Template parameters for display: `amount_fils: 1250` becomes `amount: "AED 12.50"`; amounts, order and tracking
 * numbers are isolated (LRI…PDI) so they keep their order inside Arabic text (`isolate: false` for plain-text mail in
 * left-to-right languages, where the marks would only be noise).
 */
export function displayParams(params: Record<string, string | number>, locale: Locale, isolate = true): Record<string, string | number> {
  const iso = (text: string) => (isolate ? `\u2066${text}\u2069` : text);
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('_fils') && typeof value === 'number') out[key.slice(0, -'_fils'.length)] = iso(formatAed(value, locale));
    else if (key === 'destination') out[key] = translate(locale, `refund_to.${value}`);
    else if (key === 'tracking_no' || key === 'order_sn' || key === 'sn' || key === 'reprint_sn') out[key] = iso(String(value));
    else out[key] = value;
  }
  return out;
}

type MessageRow = typeof userMessages.$inferSelect;

export function renderMessage(row: MessageRow, orderSn: string | null, locale: Locale): Schemas['UserMessage'] {
  const params = displayParams(row.params, locale);
  const literal = row.kind === 'text';
  return {
    id: row.id,
    kind: row.kind,
    title: literal ? row.title : translate(locale, `notify.${row.kind}.title`, params),
    body: literal ? row.body : translate(locale, `notify.${row.kind}.body`, params),
    status: row.status,
    order_id: row.orderId,
    order_sn: orderSn,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Moves the user's messages `ids` by `event` through the message table, where `also` holds; returns how many moved. */
async function move(tx: Tx, userId: number, ids: number[], event: MessageEvent, also?: SQL): Promise<number> {
  const step = statusMove(messageMachine, userMessages.status, event);
  const set = event === 'open' ? { status: step.to, readAt: sql`coalesce(${userMessages.readAt}, now())` } : { status: step.to };
  const rows = await tx
    .update(userMessages)
    .set(set)
    .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, ids), step.from, also))
    .returning({ id: userMessages.id });
  return rows.length;
}

export class MessageService {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Writes a message to a user and, for the steps in EMAILED_KINDS, queues the same news by email to the user's
   * address in their language (none when they gave no address). Pass the transaction that made the change it
   * reports, so the message and the mail exist exactly when the change does (a rolled-back payment leaves no "paid"
   * message; a replayed one was refused before this).
   */
  async notify<K extends NotificationKind>(db: Db | Tx, userId: number, kind: K, params: NotificationParams[K]): Promise<void> {
    const all = params as Record<string, string | number>;
    const stored: Record<string, string | number> = {};
    let orderId: number | null = null;
    for (const [key, value] of Object.entries(all)) {
      if (key === 'order_id' && typeof value === 'number') orderId = value;
      else stored[key] = value;
    }
    await db.insert(userMessages).values({ userId, kind, params: stored, orderId, status: messageMachine.initial });
    if (!EMAILED_KINDS.has(kind)) return;
    const [user] = await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
    if (!user?.email) return;
    await this.notifier.send(db, { channel: 'email', recipient: user.email, template: kind, payload: all, locale: resolveLocale(user.locale) });
  }

  async unreadCount(userId: number, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.status, 'unread')));
    return row?.n ?? 0;
  }

  async list(userId: number, locale: Locale, status: MessageStatus, pageNo: number, pageSize: number) {
    const where = and(eq(userMessages.userId, userId), eq(userMessages.status, status));
    const [rows, byStatus] = await Promise.all([
      this.db
        .select({ message: userMessages, orderSn: orders.orderSn })
        .from(userMessages)
        .leftJoin(orders, eq(orders.id, userMessages.orderId))
        .where(where)
        .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ status: userMessages.status, n: count() }).from(userMessages).where(eq(userMessages.userId, userId)).groupBy(userMessages.status),
    ]);
    const counts = { unread: 0, read: 0, trash: 0 };
    for (const row of byStatus) if (row.status === 'unread' || row.status === 'read' || row.status === 'trash') counts[row.status] = row.n;
    return {
      lists: rows.map((r) => renderMessage(r.message, r.orderSn, locale)),
      count: counts[status],
      page_no: pageNo,
      page_size: pageSize,
      counts,
    };
  }

  /**
   * Runs `change` on the user's messages `ids` in one transaction, after locking them and checking that every id is
   * the user's (and, with `allowed`, that the table allows that event for each); otherwise nothing changes.
   */
  private async change(
    userId: number,
    ids: number[],
    change: (tx: Tx, ids: number[]) => Promise<number>,
    allowed?: { event: MessageEvent; error: 'message_not_in_trash' },
  ): Promise<Outcome<Schemas['MessageChange']>> {
    const unique = [...new Set(ids)];
    return refusedWith(() =>
      this.db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: userMessages.id, status: userMessages.status })
          .from(userMessages)
          .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, unique)))
          .for('update');
        if (owned.length !== unique.length) throw new Refusal(fail('not_found', {}, 'ids'));
        if (allowed && owned.some((m) => transition(messageMachine, m.status, allowed.event) === null)) throw new Refusal(fail(allowed.error, {}, 'ids'));
        const changed = await change(tx, unique);
        return ok({ changed, unread: await this.unreadCount(userId, tx) });
      }),
    );
  }

  /** Opens messages: unread → read; a message in the trash stays there but counts as read once restored. */
  read(userId: number, ids: number[]) {
    // Only rows the event changes count: a status that moves, or a first opening.
    return this.change(userId, ids, (tx, mine) => move(tx, userId, mine, 'open', or(eq(userMessages.status, 'unread'), isNull(userMessages.readAt))));
  }

  async trash(userId: number, ids: number[]) {
    const outcome = await this.change(userId, ids, (tx, mine) => move(tx, userId, mine, 'trash'));
    return outcome.ok ? ok(outcome.data, 'messages_trashed') : outcome;
  }

  /** Back from the trash: to read, or to unread when it was never opened. */
  async restore(userId: number, ids: number[]) {
    const outcome = await this.change(userId, ids, async (tx, mine) => {
      const opened = await move(tx, userId, mine, restoreEvent(true), isNotNull(userMessages.readAt));
      const unopened = await move(tx, userId, mine, restoreEvent(false), isNull(userMessages.readAt));
      return opened + unopened;
    });
    return outcome.ok ? ok(outcome.data, 'messages_restored') : outcome;
  }

  /** Permanent deletion, only from the trash (the table's `delete`). */
  async remove(userId: number, ids: number[]) {
    const outcome = await this.change(
      userId,
      ids,
      async (tx, mine) => {
        const rows = await tx
          .delete(userMessages)
          .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, mine), statusMove(messageMachine, userMessages.status, 'delete').from))
          .returning({ id: userMessages.id });
        return rows.length;
      },
      { event: 'delete', error: 'message_not_in_trash' },
    );
    return outcome.ok ? ok(outcome.data, 'messages_deleted') : outcome;
  }
}
