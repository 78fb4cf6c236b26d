/**
 * The audit trail of staff operations: `record(tx, …)` writes one row inside the caller's transaction (so the row
 * exists exactly when the change does), `list()` reads it back for the console by order or by customer.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { PAGE_SIZES } from '../../../domain/limits';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

type Schemas = components['schemas'];

/** The entities an audit row may be about. */
export type AuditEntity = 'order' | 'user' | 'recharge' | 'settings' | 'after_sale' | 'certification' | 'invoice' | 'coupon' | 'design_task' | 'review' | 'stock_variant' | 'flash_sale';

export interface AuditEntry {
  /** The staff member acting. */
  actorId: number;
  /** What was done, in snake_case: `confirm_transfer`, `adjust_balance`… (translated in the console as `admin.action.<action>`). */
  action: string;
  entityType: AuditEntity;
  entityId?: number | null;
  /** The order and the customer the change is about (either may be absent), for the per-order and per-customer trails. */
  orderId?: number | null;
  userId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export interface AuditFilter {
  orderId?: number;
  userId?: number;
  /** Only the rows about this entity (an after-sales application's trail). */
  entity?: { type: AuditEntity; id: number };
  /** Rows older than this id (keyset paging, newest first). */
  beforeId?: number;
  pageSize?: number;
}

export class AuditService {
  constructor(private readonly db: Db) {}

  /** Writes the row in `tx`: if the caller's transaction rolls back, so does the row. */
  async record(tx: Db | Tx, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      orderId: entry.orderId ?? null,
      userId: entry.userId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    });
  }

  /** Newest first; `next_before_id` pages on (null on the last page). */
  async list(filter: AuditFilter): Promise<Schemas['AuditPage']> {
    const size = filter.pageSize ?? PAGE_SIZES.audit.default;
    const where: SQL[] = [];
    if (filter.orderId !== undefined) where.push(eq(auditLog.orderId, filter.orderId));
    if (filter.userId !== undefined) where.push(eq(auditLog.userId, filter.userId));
    if (filter.entity) where.push(eq(auditLog.entityType, filter.entity.type), eq(auditLog.entityId, filter.entity.id));
    if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
    const rows = await this.db
      .select({ row: auditLog, actor: users.nickname, actorRole: users.role })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    return {
      list: page.map(({ row, actor, actorRole }) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        actor: { id: row.actorId, nickname: actor, role: actorRole },
        action: row.action,
        entity_type: row.entityType as AuditEntity,
        entity_id: row.entityId,
        order_id: row.orderId,
        user_id: row.userId,
        before: (row.before as Record<string, unknown> | null) ?? null,
        after: (row.after as Record<string, unknown> | null) ?? null,
        reason: row.reason,
      })),
      next_before_id: rows.length > size ? (page[page.length - 1]?.row.id ?? null) : null,
    };
  }
}
