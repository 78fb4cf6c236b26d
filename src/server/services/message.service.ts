/**
 * The message centre (spec §4 Messages: unread, read, trash) and the messages the shop writes to a user.
 * Messages are stored language-neutral — a template `kind` and its `params` — and rendered in the reader's language
 * on every read, so a shopper who switches language sees old messages in the new one. Every change is scoped to the
 * owner: ids that are not the user's answer "not found" and change nothing.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../generated/shop-api';
import { translate, type Locale } from '../../domain/i18n';
import type { Db, Tx } from '../db/client';
import { orders, userMessages } from '../db/schema';
import { fail, ok, type Outcome } from '../lib/envelope';

type Schemas = components['schemas'];
export type MessageStatus = Schemas['MessageStatus'];

/**
 * What the shop tells a user, with the parameters each template needs. Money is passed as integer fils
 * (`*_fils`) and formatted for the reader's language when the message is shown.
 */
export interface NotificationParams {
  order_paid: { order_id: number; order_sn: string; amount_fils: number };
  transfer_confirmed: { order_id: number; order_sn: string; amount_fils: number };
  order_cancelled: { order_id: number; order_sn: string };
  order_expired: { order_id: number; order_sn: string };
  recharge_confirmed: { amount_fils: number; balance_fils: number };
}
export type NotificationKind = keyof NotificationParams;

/**
 * Writes a message to a user. Pass the transaction that made the change it reports, so the message exists exactly
 * when the change does (a rolled-back payment leaves no "paid" message; a replayed one was refused before this).
 */
export async function notifyUser<K extends NotificationKind>(db: Db | Tx, userId: number, kind: K, params: NotificationParams[K]): Promise<void> {
  const stored: Record<string, string | number> = {};
  let orderId: number | null = null;
  for (const [key, value] of Object.entries(params as Record<string, string | number>)) {
    if (key === 'order_id' && typeof value === 'number') orderId = value;
    else stored[key] = value;
  }
  await db.insert(userMessages).values({ userId, kind, params: stored, orderId });
}

const intlLocale: Record<Locale, string> = { en: 'en-AE', zh: 'zh-CN', ar: 'ar-AE', ja: 'ja-JP' };

/** AED in the reader's conventions, isolated (LRI…PDI) so it keeps its order inside Arabic text. */
function formatAed(fils: number, locale: Locale): string {
  const text = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'AED', currencyDisplay: 'code', minimumFractionDigits: 2 }).format(fils / 100);
  return `\u2066${text}\u2069`;
}

/** Template parameters for display: `amount_fils: 1250` becomes `amount: "AED 12.50"`; order numbers are isolated. */
function displayParams(params: Record<string, string | number>, locale: Locale): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith('_fils') && typeof value === 'number') out[key.slice(0, -'_fils'.length)] = formatAed(value, locale);
    else out[key] = key === 'order_sn' ? `\u2066${value}\u2069` : value;
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
    status: row.status as MessageStatus,
    order_id: row.orderId,
    order_sn: orderSn,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** Thrown inside a transaction to roll it back with a business answer. */
class Refusal extends Error {
  constructor(readonly outcome: ReturnType<typeof fail>) {
    super(outcome.error);
  }
}

export class MessageService {
  constructor(private readonly db: Db) {}

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
   * the user's (and, with `mustBe`, in that state); otherwise nothing changes.
   */
  private async change(
    userId: number,
    ids: number[],
    change: (tx: Tx, ids: number[]) => Promise<number>,
    mustBe?: { status: MessageStatus; error: 'message_not_in_trash' },
  ): Promise<Outcome<Schemas['MessageChange']>> {
    const unique = [...new Set(ids)];
    try {
      return await this.db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: userMessages.id, status: userMessages.status })
          .from(userMessages)
          .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, unique)))
          .for('update');
        if (owned.length !== unique.length) throw new Refusal(fail('not_found', {}, 'ids'));
        if (mustBe && owned.some((m) => m.status !== mustBe.status)) throw new Refusal(fail(mustBe.error, {}, 'ids'));
        const changed = await change(tx, unique);
        return ok({ changed, unread: await this.unreadCount(userId, tx) });
      });
    } catch (error) {
      if (error instanceof Refusal) return error.outcome;
      throw error;
    }
  }

  /** Unread → read; a message in the trash stays there but counts as read once restored. */
  read(userId: number, ids: number[]) {
    return this.change(userId, ids, async (tx, mine) => {
      const rows = await tx
        .update(userMessages)
        .set({ status: sql`case when ${userMessages.status} = 'unread' then 'read' else ${userMessages.status} end`, readAt: sql`coalesce(${userMessages.readAt}, now())` })
        .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, mine), sql`(${userMessages.status} = 'unread' or ${userMessages.readAt} is null)`))
        .returning({ id: userMessages.id });
      return rows.length;
    });
  }

  async trash(userId: number, ids: number[]) {
    const outcome = await this.change(userId, ids, async (tx, mine) => {
      const rows = await tx
        .update(userMessages)
        .set({ status: 'trash' })
        .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, mine), sql`${userMessages.status} <> 'trash'`))
        .returning({ id: userMessages.id });
      return rows.length;
    });
    return outcome.ok ? ok(outcome.data, 'messages_trashed') : outcome;
  }

  /** Back from the trash: to read, or to unread when it was never opened. */
  async restore(userId: number, ids: number[]) {
    const outcome = await this.change(userId, ids, async (tx, mine) => {
      const rows = await tx
        .update(userMessages)
        .set({ status: sql`case when ${userMessages.readAt} is null then 'unread' else 'read' end` })
        .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, mine), eq(userMessages.status, 'trash')))
        .returning({ id: userMessages.id });
      return rows.length;
    });
    return outcome.ok ? ok(outcome.data, 'messages_restored') : outcome;
  }

  /** Permanent deletion, only from the trash. */
  async remove(userId: number, ids: number[]) {
    const outcome = await this.change(
      userId,
      ids,
      async (tx, mine) => {
        const rows = await tx
          .delete(userMessages)
          .where(and(eq(userMessages.userId, userId), inArray(userMessages.id, mine), eq(userMessages.status, 'trash')))
          .returning({ id: userMessages.id });
        return rows.length;
      },
      { status: 'trash', error: 'message_not_in_trash' },
    );
    return outcome.ok ? ok(outcome.data, 'messages_deleted') : outcome;
  }
}
