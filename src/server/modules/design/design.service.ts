/**
 * The design service (issue 14; docs/design-service.md): "design it for me" on an order line. At checkout the
 * order service asks for each line's fee and opens one task per line in the order's transaction; designers (accounts
 * of type 4) claim tasks in the task centre and hand in drafts; the shopper approves one (its file becomes the order
 * line's design file, and the order may be paid) or asks for changes within the free revision rounds. Staff reassign
 * or cancel tasks (audited). Every status moves through designTaskMachine with status-conditional updates.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, sum, type SQL } from 'drizzle-orm';
import type { components, paths } from '../../../generated/shop-api.d';
import { briefProblem, DESIGN_LIMITS, DESIGN_PAGE_SIZE, designerShareFils, designFeeFils, FREE_REVISION_ROUNDS, isPreviewable, revisionRoundsLeft } from '../../../domain/design/design';
import { DESIGNER_TYPE_ID, isDesigner } from '../../../domain/roles';
import { DESIGN_IN_PROGRESS, designDraftMachine, designTaskMachine, nextDesignStatus, type DesignTaskEvent, type DesignTaskStatus } from '../../../domain/design/status';
import { compactDay } from '../../../domain/time/calendar';
import { getProduct } from '../../../domain/quote';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { designDrafts, designerEarnings, designReferences, designTaskEvents, designTasks, orderLines, orders, uploads, users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { likePrefix } from '../../infra/like';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { MessageService } from '../messaging';
import type { DesignOrders } from './ports';
import { uploadView, type UploadService } from '../files';

type Schemas = components['schemas'];
type TaskRow = typeof designTasks.$inferSelect;
type TaskChanges = { [K in keyof typeof designTasks.$inferInsert]?: (typeof designTasks.$inferInsert)[K] | SQL };
type Actor = 'customer' | 'designer' | 'staff' | 'system';
type EarningsPage = NonNullable<paths['/designer/earnings']['get']['responses'][200]['content']['application/json']['data']>;

/** A checkout line asking for the design service, as the order service hands it over. */
export interface DesignLineRequest {
  cartId: number;
  productCode: string;
  hasFile: boolean;
  brief: string;
  referenceFileIds: readonly number[];
}

/** Who is looking at a task: its shopper, a designer, or staff. */
type Viewer = { kind: 'shopper'; userId: number } | { kind: 'designer'; userId: number } | { kind: 'staff' };

function newTaskSn(now: Date): string {
  return `DS${compactDay(now)}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-8)}`;
}

export interface DesignServiceDeps {
  uploads: UploadService;
  messages: MessageService;
  audit: AuditService;
  /** The order writer and coupons (design/ports.ts): a design cancelled by staff cancels its unpaid order. */
  orders: DesignOrders;
  /** The shop's clock (SHOP_CLOCK): task numbers, claims, drafts' answers and approvals. */
  clock: Clock;
}

export class DesignService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: DesignServiceDeps,
  ) {}

  // ── Checkout (called by the order service) ─────────────────────────────────────────────────────────────────────

  /** The design fee of each product, or the code of the first one without a design service. */
  fees(lines: readonly { cartId: number; productCode: string }[]): Outcome<Map<number, number>> {
    const fees = new Map<number, number>();
    for (const line of lines) {
      const family = getProduct(line.productCode)?.family;
      const fee = family ? designFeeFils(family) : null;
      if (fee === null) return fail('design_not_available', {}, 'design');
      fees.set(line.cartId, fee);
    }
    return ok(fees);
  }

  /**
   * Checks the design requests of an order being submitted: each names a line being ordered once, has no file of its
   * own, a brief of the right length and only the shopper's own uploaded files as references; and the shopper has not
   * too many unpaid orders with designs in progress. Answers the fee per cart line.
   */
  async check(tx: Tx, userId: number, requests: readonly DesignLineRequest[]): Promise<Outcome<Map<number, number>>> {
    if (requests.length === 0) return ok(new Map());
    if (new Set(requests.map((r) => r.cartId)).size !== requests.length) return fail('invalid_field', {}, 'design');
    for (const request of requests) {
      if (request.hasFile) return fail('design_line_has_file', {}, 'design');
      const problem = briefProblem(request.brief);
      if (problem) return fail(problem, { min: DESIGN_LIMITS.briefMin, max: DESIGN_LIMITS.briefMax }, 'design.brief');
    }
    const fileIds = [...new Set(requests.flatMap((r) => r.referenceFileIds))];
    if (fileIds.length > 0) {
      const owned = await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, fileIds), inArray(uploads.kind, ['design', 'design_reference']), isNull(uploads.deletedAt)));
      if (owned.length !== fileIds.length) return fail('design_reference_invalid', {}, 'design.reference_file_ids');
    }
    const [open] = await tx
      .select({ n: sql<number>`count(distinct ${designTasks.orderId})::int` })
      .from(designTasks)
      .innerJoin(orders, eq(orders.id, designTasks.orderId))
      .where(and(eq(designTasks.userId, userId), inArray(designTasks.status, [...DESIGN_IN_PROGRESS]), eq(orders.status, 'unpaid')));
    if ((open?.n ?? 0) >= DESIGN_LIMITS.openDesignOrdersMax) return fail('design_orders_limit', { max: DESIGN_LIMITS.openDesignOrdersMax });
    return this.fees(requests);
  }

  /** Opens one task per design request in the order's transaction (`lines`: the new order line of each cart line). */
  async open(tx: Tx, order: { id: number; userId: number }, requests: readonly DesignLineRequest[], lines: ReadonlyMap<number, { id: number; productCode: string; config: Record<string, string | number | boolean> }>, fees: ReadonlyMap<number, number>): Promise<void> {
    const now = this.deps.clock.now();
    for (const request of requests) {
      const line = lines.get(request.cartId);
      const fee = fees.get(request.cartId);
      const family = getProduct(request.productCode)?.family;
      if (!line || fee === undefined || !family) throw new Error(`design task for cart line ${request.cartId}: no order line or fee`);
      const [task] = await tx
        .insert(designTasks)
        .values({
          sn: newTaskSn(now),
          orderId: order.id,
          orderLineId: line.id,
          userId: order.userId,
          productCode: line.productCode,
          family,
          config: line.config,
          brief: request.brief.trim(),
          feeFils: fee,
          status: designTaskMachine.initial,
        })
        .returning({ id: designTasks.id });
      if (!task) throw new Error('insert returned no row');
      const refs = [...new Set(request.referenceFileIds)];
      if (refs.length > 0) await tx.insert(designReferences).values(refs.map((fileId) => ({ taskId: task.id, fileId })));
      await tx.insert(designTaskEvents).values({ taskId: task.id, event: 'create', status: designTaskMachine.initial, actor: 'customer', actorId: order.userId });
    }
  }

  /** Cancels the order's tasks still in progress (its order was cancelled or lapsed), telling their designers. */
  async cancelForOrder(tx: Db | Tx, orderId: number): Promise<void> {
    const tasks = await tx.select().from(designTasks).where(and(eq(designTasks.orderId, orderId), inArray(designTasks.status, [...DESIGN_IN_PROGRESS])));
    for (const task of tasks) {
      if (await this.move(tx, task, 'cancel', 'system', null, { cancelReason: 'order_cancelled' })) {
        if (task.designerId) await this.deps.messages.notify(tx, task.designerId, 'design_order_cancelled', { sn: task.sn });
      }
    }
  }

  /** Tasks of the order still being worked on (its lines wait for their files; the order cannot lapse or be paid). */
  async inProgress(orderId: number, db: Db | Tx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(designTasks).where(and(eq(designTasks.orderId, orderId), inArray(designTasks.status, [...DESIGN_IN_PROGRESS])));
    return row?.n ?? 0;
  }

  /** Whether this order line's design is still being worked on (its file comes with the approved draft). */
  async lineInProgress(orderLineId: number): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(designTasks).where(and(eq(designTasks.orderLineId, orderLineId), inArray(designTasks.status, [...DESIGN_IN_PROGRESS])));
    return (row?.n ?? 0) > 0;
  }

  /** A condition on `orders.id`: the order has no design task in progress (for the unpaid-order expiry sweep). */
  noDesignInProgress(): SQL {
    return sql`not exists (select 1 from ${designTasks} where ${designTasks.orderId} = ${orders.id} and ${inArray(designTasks.status, [...DESIGN_IN_PROGRESS])})`;
  }

  /** The design of each order line that has one (order views). */
  async ofLines(lineIds: readonly number[]): Promise<Map<number, Schemas['OrderLineDesign']>> {
    if (lineIds.length === 0) return new Map();
    const rows = await this.db.select({ lineId: designTasks.orderLineId, id: designTasks.id, sn: designTasks.sn, status: designTasks.status }).from(designTasks).where(inArray(designTasks.orderLineId, [...lineIds]));
    return new Map(rows.map((r) => [r.lineId, { task_id: r.id, sn: r.sn, status: r.status }]));
  }

  // ── Moving a task ──────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * Moves a task by `event` when its table allows it from the status it is in now (and, with `also`, where that
   * holds too). Returns the new status, or null when another request moved it first.
   */
  private async move(tx: Db | Tx, task: Pick<TaskRow, 'id' | 'status'>, event: DesignTaskEvent, actor: Actor, actorId: number | null, extra: TaskChanges = {}, also?: SQL): Promise<DesignTaskStatus | null> {
    const to = nextDesignStatus(task.status, event);
    if (!to) return null;
    const step = statusMove(designTaskMachine, designTasks.status, event);
    const moved = await tx
      .update(designTasks)
      .set({ ...extra, status: step.to, updatedAt: sql`now()` })
      .where(and(eq(designTasks.id, task.id), eq(designTasks.status, task.status), step.from, also))
      .returning({ status: designTasks.status });
    if (moved.length === 0) return null;
    await tx.insert(designTaskEvents).values({ taskId: task.id, event, status: to, actor, actorId });
    return to;
  }

  // ── Views ──────────────────────────────────────────────────────────────────────────────────────────────────────

  private async views(rows: TaskRow[]): Promise<Schemas['DesignTask'][]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [orderRows, designerRows, draftCounts] = await Promise.all([
      this.db.select({ id: orders.id, sn: orders.orderSn }).from(orders).where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))])),
      this.designers(rows.flatMap((r) => (r.designerId ? [r.designerId] : []))),
      this.db.select({ taskId: designDrafts.taskId, n: count() }).from(designDrafts).where(inArray(designDrafts.taskId, ids)).groupBy(designDrafts.taskId),
    ]);
    const orderSn = new Map(orderRows.map((o) => [o.id, o.sn]));
    const drafts = new Map(draftCounts.map((d) => [d.taskId, d.n]));
    return rows.map((row) => {
      const product = getProduct(row.productCode);
      return {
        id: row.id,
        sn: row.sn,
        status: row.status,
        order_id: row.orderId,
        order_sn: orderSn.get(row.orderId) ?? '',
        code: row.productCode,
        title: product?.title ?? row.productCode,
        image: product?.image ?? '',
        config: row.config,
        brief: row.brief,
        fee_fils: row.feeFils,
        rounds_used: row.roundsUsed,
        rounds_left: revisionRoundsLeft(row.roundsUsed),
        designer: row.designerId ? (designerRows.get(row.designerId) ?? null) : null,
        drafts: drafts.get(row.id) ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  private async designers(ids: number[]): Promise<Map<number, Schemas['DesignPerson']>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  private async detailView(row: TaskRow, viewer: Viewer): Promise<Schemas['DesignTaskDetail']> {
    const [[base], refs, drafts, events] = await Promise.all([
      this.views([row]),
      this.db.select({ file: uploads }).from(designReferences).innerJoin(uploads, eq(uploads.id, designReferences.fileId)).where(eq(designReferences.taskId, row.id)).orderBy(asc(designReferences.id)),
      this.db.select({ draft: designDrafts, file: uploads }).from(designDrafts).innerJoin(uploads, eq(uploads.id, designDrafts.fileId)).where(eq(designDrafts.taskId, row.id)).orderBy(desc(designDrafts.version)),
      this.db.select().from(designTaskEvents).where(eq(designTaskEvents.taskId, row.id)).orderBy(asc(designTaskEvents.id)),
    ]);
    if (!base) throw new Error(`design task ${row.id}: no view`);
    const status = row.status;
    const mine = viewer.kind === 'designer' && row.designerId === viewer.userId;
    const shopper = viewer.kind === 'shopper';
    const waiting = status === 'draft_submitted';
    return {
      ...base,
      references: refs.map((r) => uploadView(r.file)),
      draft_list: drafts.map(({ draft, file }) => ({
        id: draft.id,
        version: draft.version,
        file: uploadView(file),
        file_type: file.fileType,
        previewable: isPreviewable(file.fileType),
        status: draft.status as Schemas['DesignDraft']['status'],
        note: draft.note,
        comment: draft.comment,
        created_at: draft.createdAt.toISOString(),
        answered_at: draft.answeredAt?.toISOString() ?? null,
      })),
      timeline: events.map((e) => ({ event: e.event, status: e.status, at: e.createdAt.toISOString() })),
      cancel_reason: row.cancelReason,
      can_claim: viewer.kind === 'designer' && nextDesignStatus(status, 'claim') !== null,
      can_submit: mine && nextDesignStatus(status, 'submit_draft') !== null && drafts.length < DESIGN_LIMITS.draftsMax,
      can_answer: shopper && (waiting || (status === 'changes_requested' && drafts.length > 0)),
      can_request_changes: shopper && waiting && row.roundsUsed < FREE_REVISION_ROUNDS,
      earning_fils: viewer.kind === 'shopper' ? 0 : designerShareFils(row.feeFils),
    };
  }

  private page(lists: Schemas['DesignTask'][], total: number, pageNo: number): Schemas['DesignTaskPage'] {
    return { lists, count: total, page_no: pageNo, page_size: DESIGN_PAGE_SIZE };
  }

  private async list(where: SQL | undefined, pageNo: number): Promise<Schemas['DesignTaskPage']> {
    const [rows, total] = await Promise.all([
      this.db.select().from(designTasks).where(where).orderBy(desc(designTasks.id)).limit(DESIGN_PAGE_SIZE).offset((pageNo - 1) * DESIGN_PAGE_SIZE),
      this.db.select({ n: count() }).from(designTasks).where(where),
    ]);
    return this.page(await this.views(rows), total[0]?.n ?? 0, pageNo);
  }

  // ── The shopper ────────────────────────────────────────────────────────────────────────────────────────────────

  private async ownedByShopper(userId: number, id: number, db: Db | Tx = this.db): Promise<TaskRow | undefined> {
    const [row] = await db.select().from(designTasks).where(and(eq(designTasks.id, id), eq(designTasks.userId, userId)));
    return row;
  }

  async shopperList(userId: number, status: DesignTaskStatus | undefined, pageNo: number) {
    return this.list(and(eq(designTasks.userId, userId), status ? eq(designTasks.status, status) : undefined), pageNo);
  }

  async shopperDetail(userId: number, id: number): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    const row = await this.ownedByShopper(userId, id);
    return row ? ok(await this.detailView(row, { kind: 'shopper', userId })) : fail('not_found', {}, 'id');
  }

  /** One round of changes: refused once the free rounds are used (the shopper approves a draft instead). */
  async requestChanges(userId: number, input: { task_id: number; comment: string }): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    const comment = input.comment.trim();
    if (!comment) return fail('reason_required', {}, 'comment');
    const row = await this.ownedByShopper(userId, input.task_id);
    if (!row) return fail('not_found', {}, 'task_id');
    if (row.status === 'draft_submitted' && row.roundsUsed >= FREE_REVISION_ROUNDS) return fail('design_rounds_used', { rounds: FREE_REVISION_ROUNDS });
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        // Conditional on the rounds too: two change requests at once use one round, not two.
        const to = await this.move(tx, row, 'request_changes', 'customer', userId, { roundsUsed: sql`${designTasks.roundsUsed} + 1` }, sql`${designTasks.roundsUsed} < ${FREE_REVISION_ROUNDS}`);
        if (!to) throw new Refusal(fail('design_task_changed', {}, 'task_id'));
        const [latest] = await tx.select().from(designDrafts).where(and(eq(designDrafts.taskId, row.id), eq(designDrafts.status, 'pending'))).orderBy(desc(designDrafts.version)).limit(1);
        if (latest) {
          const step = statusMove(designDraftMachine, designDrafts.status, 'request_changes');
          await tx.update(designDrafts).set({ status: step.to, comment, answeredAt: this.deps.clock.now() }).where(and(eq(designDrafts.id, latest.id), step.from));
        }
        if (row.designerId) await this.deps.messages.notify(tx, row.designerId, 'design_changes_requested', { sn: row.sn, version: latest?.version ?? 0 });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    const fresh = await this.ownedByShopper(userId, row.id);
    return ok(await this.detailView(fresh ?? row, { kind: 'shopper', userId }), 'design_changes_requested');
  }

  /**
   * The shopper approves one draft (any version): in one transaction the task is approved, the draft's file becomes
   * the order line's design file, the designer's share is written to the earnings ledger (once per task), and the
   * unpaid order's time to pay starts afresh.
   */
  async approve(userId: number, input: { task_id: number; draft_id: number }): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    const row = await this.ownedByShopper(userId, input.task_id);
    if (!row) return fail('not_found', {}, 'task_id');
    const [draft] = await this.db.select().from(designDrafts).where(and(eq(designDrafts.id, input.draft_id), eq(designDrafts.taskId, row.id)));
    if (!draft) return fail('not_found', {}, 'draft_id');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        const to = await this.move(tx, row, 'approve', 'customer', userId, { approvedDraftId: draft.id, approvedAt: now });
        if (!to || !row.designerId) throw new Refusal(fail('design_task_changed', {}, 'task_id'));
        const step = statusMove(designDraftMachine, designDrafts.status, 'approve');
        const approved = await tx.update(designDrafts).set({ status: step.to, answeredAt: now }).where(and(eq(designDrafts.id, draft.id), step.from)).returning({ id: designDrafts.id });
        if (approved.length === 0) throw new Refusal(fail('design_task_changed', {}, 'draft_id'));
        await tx.update(orderLines).set({ fileId: draft.fileId }).where(and(eq(orderLines.id, row.orderLineId), eq(orderLines.orderId, row.orderId)));
        const share = designerShareFils(row.feeFils);
        await tx.insert(designerEarnings).values({ designerId: row.designerId, taskId: row.id, feeFils: row.feeFils, amountFils: share });
        // The unpaid order had no deadline while its design was in progress: it gets the full time to pay from now.
        await this.deps.orders.updateOrder(tx, and(eq(orders.id, row.orderId), eq(orders.status, 'unpaid')), { expiresAt: new Date(now.getTime() + this.config.unpaidOrderTtlMinutes * 60_000) });
        await this.deps.messages.notify(tx, row.designerId, 'design_approved', { sn: row.sn, amount_fils: share });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    const fresh = await this.ownedByShopper(userId, row.id);
    return ok(await this.detailView(fresh ?? row, { kind: 'shopper', userId }), 'design_approved');
  }

  // ── Designers ──────────────────────────────────────────────────────────────────────────────────────────────────

  private async forDesigner(designerId: number, id: number): Promise<TaskRow | undefined> {
    // A designer sees open tasks and their own; another designer's task is "not found".
    const [row] = await this.db
      .select()
      .from(designTasks)
      .where(and(eq(designTasks.id, id), or(eq(designTasks.status, 'open'), eq(designTasks.designerId, designerId))));
    return row;
  }

  async taskCentre(designer: { id: number; typeId: number }, filter: { scope: 'open' | 'mine'; status?: DesignTaskStatus; family?: string; keyword?: string; page_no: number }): Promise<Outcome<Schemas['DesignTaskPage']>> {
    if (!isDesigner(designer.typeId)) return fail('designers_only');
    const keyword = filter.keyword?.trim();
    const where = and(
      filter.scope === 'open' ? eq(designTasks.status, 'open') : eq(designTasks.designerId, designer.id),
      filter.status ? eq(designTasks.status, filter.status) : undefined,
      filter.family ? eq(designTasks.family, filter.family) : undefined,
      keyword ? or(sql`${designTasks.sn} like ${likePrefix(keyword.toUpperCase())}`, sql`exists (select 1 from ${orders} where ${orders.id} = ${designTasks.orderId} and ${orders.orderSn} like ${likePrefix(keyword.toUpperCase())})`) : undefined,
    );
    return ok(await this.list(where, filter.page_no));
  }

  async designerDetail(designer: { id: number; typeId: number }, id: number): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    if (!isDesigner(designer.typeId)) return fail('designers_only');
    const row = await this.forDesigner(designer.id, id);
    return row ? ok(await this.detailView(row, { kind: 'designer', userId: designer.id })) : fail('not_found', {}, 'id');
  }

  /** Claims an open task: one status-conditional update, so of two designers claiming at once one wins. */
  async claim(designer: { id: number; typeId: number }, taskId: number): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    if (!isDesigner(designer.typeId)) return fail('designers_only');
    const row = await this.forDesigner(designer.id, taskId);
    if (!row) return fail('not_found', {}, 'task_id');
    const moved = await this.db.transaction((tx) => this.move(tx, row, 'claim', 'designer', designer.id, { designerId: designer.id, claimedAt: this.deps.clock.now() }, isNull(designTasks.designerId)));
    if (!moved) return fail('design_task_taken', {}, 'task_id');
    const fresh = await this.forDesigner(designer.id, taskId);
    return ok(await this.detailView(fresh ?? row, { kind: 'designer', userId: designer.id }), 'design_claimed');
  }

  /** The designer hands in a draft: a file they uploaded as a draft, not used by another draft. */
  async submitDraft(designer: { id: number; typeId: number }, input: { task_id: number; file_id: number; note?: string }): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    if (!isDesigner(designer.typeId)) return fail('designers_only');
    const [row] = await this.db.select().from(designTasks).where(and(eq(designTasks.id, input.task_id), eq(designTasks.designerId, designer.id)));
    if (!row) return fail('not_found', {}, 'task_id');
    const [file] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, input.file_id), eq(uploads.userId, designer.id), eq(uploads.kind, 'design_draft'), isNull(uploads.deletedAt)));
    if (!file) return fail('not_found', {}, 'file_id');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const [drafts] = await tx.select({ n: count(), last: sql<number>`coalesce(max(${designDrafts.version}), 0)::int` }).from(designDrafts).where(eq(designDrafts.taskId, row.id));
        if ((drafts?.n ?? 0) >= DESIGN_LIMITS.draftsMax) throw new Refusal(fail('design_drafts_full', { max: DESIGN_LIMITS.draftsMax }));
        const to = await this.move(tx, row, 'submit_draft', 'designer', designer.id);
        if (!to) throw new Refusal(fail('design_task_changed', {}, 'task_id'));
        const version = (drafts?.last ?? 0) + 1;
        // A file backs one draft only (unique index): a second hand-in of the same file rolls back.
        const inserted = await tx
          .insert(designDrafts)
          .values({ taskId: row.id, version, fileId: file.id, designerId: designer.id, note: input.note?.trim() ?? '', status: designDraftMachine.initial })
          .onConflictDoNothing()
          .returning({ id: designDrafts.id });
        if (inserted.length === 0) throw new Refusal(fail('upload_duplicate', {}, 'file_id'));
        const [order] = await tx.select({ sn: orders.orderSn }).from(orders).where(eq(orders.id, row.orderId));
        await this.deps.messages.notify(tx, row.userId, 'design_draft_ready', { order_id: row.orderId, order_sn: order?.sn ?? '', sn: row.sn, version });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    const fresh = await this.forDesigner(designer.id, row.id);
    return ok(await this.detailView(fresh ?? row, { kind: 'designer', userId: designer.id }), 'design_draft_submitted');
  }

  /** The designer's earnings ledger, newest first, with totals. */
  async earnings(designer: { id: number; typeId: number }, pageNo: number): Promise<Outcome<EarningsPage>> {
    if (!isDesigner(designer.typeId)) return fail('designers_only');
    const mine = eq(designerEarnings.designerId, designer.id);
    const [rows, [totals], [progress]] = await Promise.all([
      this.db
        .select({ earning: designerEarnings, sn: designTasks.sn, code: designTasks.productCode })
        .from(designerEarnings)
        .innerJoin(designTasks, eq(designTasks.id, designerEarnings.taskId))
        .where(mine)
        .orderBy(desc(designerEarnings.id))
        .limit(DESIGN_PAGE_SIZE)
        .offset((pageNo - 1) * DESIGN_PAGE_SIZE),
      this.db.select({ n: count(), total: sum(designerEarnings.amountFils) }).from(designerEarnings).where(mine),
      this.db.select({ n: count() }).from(designTasks).where(and(eq(designTasks.designerId, designer.id), inArray(designTasks.status, [...DESIGN_IN_PROGRESS]))),
    ]);
    return ok({
      lists: rows.map(({ earning, sn, code }) => ({
        task_id: earning.taskId,
        sn,
        code,
        title: getProduct(code)?.title ?? code,
        fee_fils: earning.feeFils,
        amount_fils: earning.amountFils,
        created_at: earning.createdAt.toISOString(),
      })),
      count: totals?.n ?? 0,
      page_no: pageNo,
      page_size: DESIGN_PAGE_SIZE,
      total_fils: Number(totals?.total ?? 0),
      approved: totals?.n ?? 0,
      in_progress: progress?.n ?? 0,
    });
  }

  /**
   * A draft or reference file of a task, for those who may see it: the task's shopper and designer, any designer
   * for the references of an open task (to decide on claiming it), and staff.
   */
  async file(user: { id: number; typeId: number; staff: boolean }, taskId: number, fileId: number) {
    const [row] = await this.db.select().from(designTasks).where(eq(designTasks.id, taskId));
    const designer = isDesigner(user.typeId);
    const mayDraft = row && (user.staff || row.userId === user.id || (designer && row.designerId === user.id));
    const mayReference = row && (mayDraft || (designer && row.status === 'open'));
    if (!row || !mayReference) return fail('not_found', {}, 'task_id');
    const [draft] = mayDraft ? await this.db.select({ file: uploads }).from(designDrafts).innerJoin(uploads, eq(uploads.id, designDrafts.fileId)).where(and(eq(designDrafts.taskId, taskId), eq(designDrafts.fileId, fileId))) : [];
    const [reference] = draft ? [] : await this.db.select({ file: uploads }).from(designReferences).innerJoin(uploads, eq(uploads.id, designReferences.fileId)).where(and(eq(designReferences.taskId, taskId), eq(designReferences.fileId, fileId)));
    const found = draft ?? reference;
    if (!found || found.file.deletedAt) return fail('not_found', {}, 'file_id');
    return ok(found.file);
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

  async staffList(status: DesignTaskStatus | undefined, pageNo: number) {
    return this.list(status ? eq(designTasks.status, status) : undefined, pageNo);
  }

  private async staffTask(id: number, db: Db | Tx = this.db) {
    const [row] = await db.select().from(designTasks).where(eq(designTasks.id, id));
    return row;
  }

  /** Gives the task to another designer (the drafts so far stay); audited with the reason. */
  async reassign(staffId: number, input: { task_id: number; designer_id: number; reason: string }): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    const reason = input.reason.trim();
    if (!reason) return fail('reason_required', {}, 'reason');
    const row = await this.staffTask(input.task_id);
    if (!row) return fail('not_found', {}, 'task_id');
    const [target] = await this.db.select({ id: users.id, typeId: users.typeId }).from(users).where(eq(users.id, input.designer_id));
    if (!target || !isDesigner(target.typeId) || target.id === row.designerId) return fail('designer_invalid', {}, 'designer_id');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const to = await this.move(tx, row, 'reassign', 'staff', staffId, { designerId: target.id, claimedAt: row.claimedAt ?? this.deps.clock.now() });
        if (!to) throw new Refusal(fail('design_task_changed', {}, 'task_id'));
        await this.deps.audit.record(tx, { actorId: staffId, action: 'reassign_design_task', entityType: 'design_task', entityId: row.id, orderId: row.orderId, userId: row.userId, before: { designer_id: row.designerId, status: row.status }, after: { designer_id: target.id, status: to }, reason });
        await this.deps.messages.notify(tx, target.id, 'design_assigned', { sn: row.sn });
        if (row.designerId) await this.deps.messages.notify(tx, row.designerId, 'design_unassigned', { sn: row.sn, reason });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    return ok(await this.detailView((await this.staffTask(row.id)) ?? row, { kind: 'staff' }), 'design_task_reassigned');
  }

  /**
   * Cancels a task with a reason (audited). Its order was priced with the design fee and cannot be paid without the
   * design, so the unpaid order is cancelled in the same transaction (its coupon returned); both sides are told.
   */
  async cancel(staffId: number, input: { task_id: number; reason: string }): Promise<Outcome<Schemas['DesignTaskDetail']>> {
    const reason = input.reason.trim();
    if (!reason) return fail('reason_required', {}, 'reason');
    const row = await this.staffTask(input.task_id);
    if (!row) return fail('not_found', {}, 'task_id');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const to = await this.move(tx, row, 'cancel', 'staff', staffId, { cancelReason: reason });
        if (!to) throw new Refusal(fail('design_task_changed', {}, 'task_id'));
        const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
        if (order && (await this.deps.orders.applyEvent(tx, order, 'cancel', 'staff', {}, undefined, staffId))) {
          await this.deps.orders.releaseCoupon(tx, order.id);
          await this.cancelForOrder(tx, order.id);
        }
        await this.deps.audit.record(tx, { actorId: staffId, action: 'cancel_design_task', entityType: 'design_task', entityId: row.id, orderId: row.orderId, userId: row.userId, before: { status: row.status }, after: { status: to, order_status: order?.status === 'unpaid' ? 'cancelled' : (order?.status ?? null) }, reason });
        await this.deps.messages.notify(tx, row.userId, 'design_cancelled_order', { order_id: row.orderId, order_sn: order?.orderSn ?? '', sn: row.sn, reason });
        if (row.designerId) await this.deps.messages.notify(tx, row.designerId, 'design_cancelled', { sn: row.sn, reason });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    return ok(await this.detailView((await this.staffTask(row.id)) ?? row, { kind: 'staff' }), 'design_task_cancelled');
  }

  /** The designer accounts with their work. */
  async designerList() {
    const rows = await this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile }).from(users).where(eq(users.typeId, DESIGNER_TYPE_ID)).orderBy(asc(users.id));
    if (rows.length === 0) return { lists: [] };
    const ids = rows.map((r) => r.id);
    const [progress, earned] = await Promise.all([
      this.db.select({ id: designTasks.designerId, n: count() }).from(designTasks).where(and(inArray(designTasks.designerId, ids), inArray(designTasks.status, [...DESIGN_IN_PROGRESS]))).groupBy(designTasks.designerId),
      this.db.select({ id: designerEarnings.designerId, n: count(), total: sum(designerEarnings.amountFils) }).from(designerEarnings).where(inArray(designerEarnings.designerId, ids)).groupBy(designerEarnings.designerId),
    ]);
    const inProgress = new Map(progress.map((p) => [p.id, p.n]));
    const earnings = new Map(earned.map((e) => [e.id, e]));
    return {
      lists: rows.map((r) => ({ ...r, in_progress: inProgress.get(r.id) ?? 0, approved: earnings.get(r.id)?.n ?? 0, earned_fils: Number(earnings.get(r.id)?.total ?? 0) })),
    };
  }

  /**
   * Makes the account with this phone number a designer (type 4), or a customer again (enterprise when it has a
   * company name, else personal) once it has no task in progress. Audited.
   */
  async setDesigner(staffId: number, input: { mobile: string; designer: boolean }): Promise<Outcome<{ id: number; nickname: string; type_id: number }>> {
    const [user] = await this.db.select({ id: users.id, nickname: users.nickname, typeId: users.typeId, companyName: users.companyName }).from(users).where(eq(users.mobile, input.mobile.trim()));
    if (!user) return fail('not_found', {}, 'mobile');
    const typeId = input.designer ? DESIGNER_TYPE_ID : user.companyName ? 2 : 1;
    if (!input.designer && isDesigner(user.typeId)) {
      const [busy] = await this.db.select({ n: count() }).from(designTasks).where(and(eq(designTasks.designerId, user.id), inArray(designTasks.status, [...DESIGN_IN_PROGRESS])));
      if ((busy?.n ?? 0) > 0) return fail('designer_has_tasks', { tasks: busy?.n ?? 0 });
    }
    if (typeId !== user.typeId) {
      await this.db.transaction(async (tx) => {
        await tx.update(users).set({ typeId }).where(eq(users.id, user.id));
        await this.deps.audit.record(tx, { actorId: staffId, action: input.designer ? 'make_designer' : 'remove_designer', entityType: 'user', entityId: user.id, userId: user.id, before: { type_id: user.typeId }, after: { type_id: typeId } });
      });
    }
    return ok({ id: user.id, nickname: user.nickname, type_id: typeId }, 'designer_set');
  }
}

