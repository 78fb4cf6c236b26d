/**
 * Membership (docs/membership.md; the rules and the level table are src/domain/membership.ts): growth points granted
 * when an order closes and taken back when it is refunded, upgrades at once, the monthly assessment and the end of an
 * annual membership (one sweep, safe on several servers), buying the annual membership (an order of its own, paid
 * through the ordinary payment path), the perks an order gets, the membership centre and the console's view and
 * point adjustments.
 *
 * Every change of points or level is one transaction under the customer's row lock (`select … for update`) with a
 * growth_ledger row: two closings, refunds or adjustments of one customer are decided one after the other, and an
 * order grants once (the ledger's unique index is a second guard).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { orderMachine } from '../../../domain/order/status';
import {
  annualActive,
  annualEnd,
  assessedLevel,
  creditLineFils,
  freeRushesLeft,
  GROWTH_ADJUSTMENT_MAX,
  GROWTH_WINDOW_DAYS,
  growthPointsOf,
  growthWindowStart,
  levelName,
  LV5_ANNUAL_FEE_FILS,
  MEMBERSHIP_ANNUAL_CODE,
  memberLevel,
  nextLevel,
  signedPoints,
  upgradedLevel,
} from '../../../domain/membership';
import { netOfGross } from '../../../domain/money';
import { dubaiDay, dubaiMonth, dubaiYear, monthEnd } from '../../../domain/time/calendar';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { growthLedger, orderLines, orders, refunds, users } from '../../db/schema';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import type { AuditService } from '../accounts';
import type { MessageService } from '../messaging';
import { applyEvent, createOrder } from './order-writer';
import { recordGrowth } from '../money';

type Schemas = components['schemas'];
type LedgerRow = typeof growthLedger.$inferSelect;
export type GrowthReason = 'order' | 'refund' | 'adjustment' | 'assessment' | 'annual' | 'annual_end';

export interface MembershipDeps {
  messages: MessageService;
  audit: AuditService;
  /** The shop's clock (SHOP_CLOCK): points' dates, the monthly assessment, annual memberships, free rushes per year. */
  clock: Clock;
}


/** The first instant of the Dubai month after `now`: when the next assessment runs. */
function nextAssessmentAt(now: Date): Date {
  return monthEnd(dubaiMonth(now));
}

/** A Dubai calendar date (`YYYY-MM-DD`) for messages, which show it as written. */
const dateOf = (at: Date) => dubaiDay(at);

function ledgerView(row: LedgerRow, orderSn: string | null): Schemas['GrowthRecord'] {
  return {
    id: row.id,
    reason: row.reason as GrowthReason,
    delta_points: row.deltaPoints,
    points_after: row.pointsAfter,
    level_before: row.levelBefore,
    level_after: row.levelAfter,
    earned_at: row.earnedAt.toISOString(),
    counts_until: new Date(row.earnedAt.getTime() + GROWTH_WINDOW_DAYS * 86_400_000).toISOString(),
    order_id: row.orderId,
    order_sn: orderSn,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** A user row locked for the rest of the transaction: their points and level change one at a time. */
async function lockMember(tx: Tx, userId: number) {
  const [row] = await tx.select({ id: users.id, level: users.level, annualMemberUntil: users.annualMemberUntil }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** A user's points in the window at `now` (never below zero). */
async function windowPoints(db: Db | Tx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ points: sum(growthLedger.deltaPoints) })
    .from(growthLedger)
    .where(and(eq(growthLedger.userId, userId), gte(growthLedger.earnedAt, growthWindowStart(now))));
  return Math.max(0, Number(row?.points ?? 0));
}

export class MembershipService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: MembershipDeps,
  ) {}

  // ── Points ─────────────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * An order closed (receipt confirmed, received automatically, or closed by staff): it grants its growth points —
   * once — in the closing transaction, and the level rises at once when they reach the next threshold. The annual
   * membership's own order and orders that paid nothing grant none.
   */
  async orderClosed(tx: Tx, orderId: number, now = this.deps.clock.now()): Promise<void> {
    const [order] = await tx.select({ userId: orders.userId, orderType: orders.orderType, paidFils: orders.paidFils }).from(orders).where(eq(orders.id, orderId));
    if (!order || order.orderType === 'membership') return;
    const member = await lockMember(tx, order.userId);
    if (!member) return;
    const [granted] = await tx.select({ id: growthLedger.id }).from(growthLedger).where(and(eq(growthLedger.orderId, orderId), eq(growthLedger.reason, 'order')));
    if (granted) return;
    const points = growthPointsOf(order.paidFils, await this.refundedOf(tx, orderId));
    if (points <= 0) return;
    const after = (await windowPoints(tx, order.userId, now)) + points;
    const level = upgradedLevel(member.level, after);
    await recordGrowth(tx, { userId: order.userId, reason: 'order', deltaPoints: points, pointsAfter: after, levelBefore: member.level, levelAfter: level, earnedAt: now, orderId });
    if (level !== member.level) await this.setLevel(tx, order.userId, member.level, level);
  }

  /**
   * Money of a closed order went back (after-sales, a late refund): its points follow, in the refund's transaction —
   * the deduction carries the grant's date, so it leaves the window with it. A lower level waits for the 1st.
   */
  async orderRefunded(tx: Tx, orderId: number, now = this.deps.clock.now()): Promise<void> {
    const [grant] = await tx.select().from(growthLedger).where(and(eq(growthLedger.orderId, orderId), eq(growthLedger.reason, 'order')));
    if (!grant) return;
    const member = await lockMember(tx, grant.userId);
    if (!member) return;
    const [order] = await tx.select({ paidFils: orders.paidFils }).from(orders).where(eq(orders.id, orderId));
    const [so] = await tx.select({ points: sum(growthLedger.deltaPoints) }).from(growthLedger).where(eq(growthLedger.orderId, orderId));
    const delta = growthPointsOf(order?.paidFils ?? 0, await this.refundedOf(tx, orderId)) - Number(so?.points ?? 0);
    if (delta >= 0) return;
    const inWindow = grant.earnedAt.getTime() >= growthWindowStart(now).getTime();
    const after = Math.max(0, (await windowPoints(tx, grant.userId, now)) + (inWindow ? delta : 0));
    await recordGrowth(tx, { userId: grant.userId, reason: 'refund', deltaPoints: delta, pointsAfter: after, levelBefore: member.level, levelAfter: member.level, earnedAt: grant.earnedAt, orderId });
  }

  private async refundedOf(tx: Tx, orderId: number): Promise<number> {
    const [row] = await tx.select({ fils: sum(refunds.amountFils) }).from(refunds).where(eq(refunds.orderId, orderId));
    return Number(row?.fils ?? 0);
  }

  private async setLevel(tx: Tx, userId: number, before: number, after: number): Promise<void> {
    await tx.update(users).set({ level: after }).where(eq(users.id, userId));
    if (after > before) await this.deps.messages.notify(tx, userId, 'member_level_up', { level: levelName(after) });
    else await this.deps.messages.notify(tx, userId, 'member_level_down', { level: levelName(after), before: levelName(before) });
  }

  /**
   * Staff add or take away points with a reason (console; audited, ledger row, the customer is told). Points are
   * dated now and count 90 days; taking away never goes below the points the customer has; more points raise the
   * level at once, fewer wait for the 1st like any other loss.
   */
  async adjust(staffId: number, input: { user_id: number; delta_points: number; reason: string }, now = this.deps.clock.now()): Promise<Outcome<Schemas['StaffMembership']>> {
    const why = input.reason.trim();
    if (!why) return fail('reason_required', {}, 'reason');
    if (input.user_id === staffId) return fail('forbidden', {}, 'user_id');
    const delta = input.delta_points;
    if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > GROWTH_ADJUSTMENT_MAX) return fail('growth_adjustment_invalid', { max: GROWTH_ADJUSTMENT_MAX }, 'delta_points');
    const done = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const member = await lockMember(tx, input.user_id);
        if (!member) throw new Refusal(fail('not_found', {}, 'user_id'));
        const before = await windowPoints(tx, input.user_id, now);
        if (before + delta < 0) throw new Refusal(fail('growth_adjustment_too_large', { points: before }, 'delta_points'));
        const after = before + delta;
        const level = delta > 0 ? upgradedLevel(member.level, after) : member.level;
        await recordGrowth(tx, { userId: input.user_id, reason: 'adjustment', deltaPoints: delta, pointsAfter: after, levelBefore: member.level, levelAfter: level, earnedAt: now, note: why, actorId: staffId });
        await this.deps.messages.notify(tx, input.user_id, 'growth_adjusted', { points: signedPoints(delta), reason: why });
        if (level !== member.level) await this.setLevel(tx, input.user_id, member.level, level);
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: 'adjust_growth',
          entityType: 'user',
          entityId: input.user_id,
          userId: input.user_id,
          before: { points: before, level: member.level },
          after: { points: after, level },
          reason: why,
        });
        return ok(null);
      }),
    );
    if (!done.ok) return done;
    return this.staffView(input.user_id, now, 'growth_adjusted');
  }

  // ── The sweep: the monthly assessment and the end of annual memberships ───────────────────────────────────────

  /**
   * Assesses every customer not yet assessed this Dubai month — on the 1st (the first sweep of a month), the level
   * becomes what the window's points give, down as well as up — and, any day, customers whose annual membership
   * ended (Lv5 → the level of their points). Safe to run from several servers at once: each batch claims its rows with
   * FOR UPDATE SKIP LOCKED and marks them assessed in the same transaction, so every customer is assessed once a
   * month, by one server. A level change writes a ledger row and tells the customer. Answers how many levels changed.
   */
  async sweep(now = this.deps.clock.now(), batch = 500): Promise<number> {
    const month = dubaiMonth(now);
    // Two indexed conditions (users_level_month_idx, users_annual_member_idx): months compare as `YYYY-MM` text.
    const due = or(isNull(users.levelMonth), lt(users.levelMonth, month), and(eq(users.level, 5), or(isNull(users.annualMemberUntil), lte(users.annualMemberUntil, now))));
    let changed = 0;
    for (;;) {
      const { claimed, moved } = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: users.id, level: users.level, annualMemberUntil: users.annualMemberUntil, levelMonth: users.levelMonth })
          .from(users)
          .where(due)
          .orderBy(asc(users.id))
          .limit(batch)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return { claimed: 0, moved: 0 };
        const totals = await tx
          .select({ userId: growthLedger.userId, points: sum(growthLedger.deltaPoints) })
          .from(growthLedger)
          .where(and(inArray(growthLedger.userId, rows.map((r) => r.id)), gte(growthLedger.earnedAt, growthWindowStart(now))))
          .groupBy(growthLedger.userId);
        const pointsOf = new Map(totals.map((t) => [t.userId, Math.max(0, Number(t.points ?? 0))]));
        let moved = 0;
        for (const row of rows) {
          const points = pointsOf.get(row.id) ?? 0;
          const annual = annualActive(row.annualMemberUntil, now);
          const level = assessedLevel(points, annual);
          await tx.update(users).set({ level, levelMonth: month }).where(eq(users.id, row.id));
          if (level === row.level) continue;
          // Lv5 is only ever the annual membership: losing it is its end, whether mid-month or at the month's assessment.
          const reason: GrowthReason = row.level === 5 && !annual ? 'annual_end' : 'assessment';
          await recordGrowth(tx, { userId: row.id, reason, deltaPoints: 0, pointsAfter: points, levelBefore: row.level, levelAfter: level, earnedAt: now });
          if (level > row.level) await this.deps.messages.notify(tx, row.id, 'member_level_up', { level: levelName(level) });
          else await this.deps.messages.notify(tx, row.id, 'member_level_down', { level: levelName(level), before: levelName(row.level) });
          moved++;
        }
        return { claimed: rows.length, moved };
      });
      changed += moved;
      if (claimed < batch) return changed;
    }
  }

  // ── The annual membership (Lv5) ───────────────────────────────────────────────────────────────────────────────

  /**
   * Starts buying the annual membership: an order of AED 10,000 (VAT included) with one line and nothing to make,
   * which the shopper pays on the payment page like any order (balance or bank transfer: it is over the online limit).
   * One purchase waits at a time: an unpaid one is answered again (a second click pays the same order).
   */
  async buyAnnual(userId: number, now = this.deps.clock.now()): Promise<Outcome<{ order_id: number; order_sn: string; amount_due_fils: number }>> {
    return this.db.transaction(async (tx) => {
      if (!(await lockMember(tx, userId))) return fail('not_found', {}, 'user_id');
      const [open] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.orderType, 'membership'), eq(orders.status, orderMachine.initial)))
        .orderBy(desc(orders.id))
        .limit(1);
      if (open) return ok({ order_id: open.id, order_sn: open.orderSn, amount_due_fils: open.amountDueFils });
      const net = netOfGross(LV5_ANNUAL_FEE_FILS);
      const order = await createOrder(
        tx,
        {
          userId,
          idempotencyKey: `membership-${randomBytes(12).toString('hex')}`,
          orderType: 'membership',
          delivery: 'pickup',
          address: { recipient: '', phone: '', province: '', city: '', address: '', area: '', postal_code: '' },
          goodsFils: net,
          discountFils: 0,
          memberDiscountFils: 0,
          shippingFils: 0,
          taxFils: LV5_ANNUAL_FEE_FILS - net,
          amountDueFils: LV5_ANNUAL_FEE_FILS,
          day: dubaiDay(now),
          createdAt: now,
          expiresAt: new Date(now.getTime() + this.config.unpaidOrderTtlMinutes * 60_000),
        },
        now,
        { actor: 'customer', actorId: userId },
      );
      await tx.insert(orderLines).values({ orderId: order.id, productCode: MEMBERSHIP_ANNUAL_CODE, config: {}, quantity: 1, subtotalFils: net, totalFils: LV5_ANNUAL_FEE_FILS });
      return ok({ order_id: order.id, order_sn: order.orderSn, amount_due_fils: order.amountDueFils }, 'order_submitted');
    });
  }

  /**
   * An order was paid (PaymentAttemptService.markPaid, in its transaction): an annual-membership order is complete at
   * once (`activate`), and the customer is Lv5 until 12 months later — or 12 months after the running membership.
   * True when it was one: its message (and mail) replaces the usual "payment received" one.
   */
  async orderPaid(tx: Tx, orderId: number, now = this.deps.clock.now()): Promise<boolean> {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId, orderType: orders.orderType, status: orders.status, orderSn: orders.orderSn, paidFils: orders.paidFils })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || order.orderType !== 'membership') return false;
    if (!(await applyEvent(tx, order, 'activate', 'system'))) throw new Error(`order ${orderId}: a paid membership order could not be activated`);
    const member = await lockMember(tx, order.userId);
    if (!member) throw new Error(`order ${orderId}: its customer is gone`);
    const until = annualEnd(now, member.annualMemberUntil);
    await tx.update(users).set({ level: 5, annualMemberUntil: until }).where(eq(users.id, order.userId));
    const points = await windowPoints(tx, order.userId, now);
    await recordGrowth(tx, { userId: order.userId, reason: 'annual', deltaPoints: 0, pointsAfter: points, levelBefore: member.level, levelAfter: 5, earnedAt: now, orderId });
    await this.deps.messages.notify(tx, order.userId, 'member_annual_active', { order_id: orderId, order_sn: order.orderSn, amount_fils: order.paidFils, until: dateOf(until) });
    return true;
  }

  // ── What orders get ────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * The perks an order of this user gets now (read in the order's transaction, under the user's row lock at submit):
   * the level (its discount), the free rushes left this year (an order cancelled or lapsed unpaid gives its back), and
   * the payment deadline's extension.
   */
  async orderPerks(db: Db | Tx, userId: number, now = this.deps.clock.now()): Promise<{ level: number; freeRushesLeft: number; deadlineExtensionMinutes: number }> {
    const [user] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
    const level = memberLevel(user?.level ?? 0);
    const used = level.freeRushPerYear > 0 ? await this.freeRushesUsed(db, userId, now) : 0;
    return { level: level.level, freeRushesLeft: freeRushesLeft(level.level, used), deadlineExtensionMinutes: level.deadlineExtensionMinutes };
  }

  private async freeRushesUsed(db: Db | Tx, userId: number, now: Date): Promise<number> {
    const year = dubaiYear(now);
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          sql`${orders.freeRushFils} > 0`,
          gte(orders.createdAt, year.start),
          lt(orders.createdAt, year.end),
          or(ne(orders.status, 'cancelled'), isNotNull(orders.paidAt)),
        ),
      );
    return row?.n ?? 0;
  }

  // ── The membership centre and the console ────────────────────────────────────────────────────────────────────

  /** The membership centre (/user/member): level, points, what the next level needs, the next assessment, perks. */
  async info(userId: number, now = this.deps.clock.now()): Promise<Outcome<Schemas['MemberInfo']>> {
    const [user] = await this.db.select({ level: users.level, annualMemberUntil: users.annualMemberUntil, creditLimitFils: users.creditLimitFils, creditUsedFils: users.creditUsedFils }).from(users).where(eq(users.id, userId));
    if (!user) return fail('not_found', {}, 'user_id');
    const level = memberLevel(user.level);
    const points = await windowPoints(this.db, userId, now);
    const assessAt = nextAssessmentAt(now);
    const pointsThen = await windowPoints(this.db, userId, assessAt);
    const year = dubaiYear(now);
    const used = await this.freeRushesUsed(this.db, userId, now);
    const [saved] = await this.db
      .select({ fils: sum(orders.memberDiscountFils) })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), gte(orders.paidAt, year.start), lt(orders.paidAt, year.end)));
    const [waiting] = await this.db
      .select({ id: orders.id, orderSn: orders.orderSn })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.orderType, 'membership'), eq(orders.status, orderMachine.initial)))
      .orderBy(desc(orders.id))
      .limit(1);
    return ok({
      level: level.level,
      level_name: levelName(level.level),
      points,
      window_days: GROWTH_WINDOW_DAYS,
      next: nextLevel(level.level, points),
      annual_until: user.annualMemberUntil?.toISOString() ?? null,
      annual_active: annualActive(user.annualMemberUntil, now),
      next_assessment_at: assessAt.toISOString(),
      points_at_assessment: pointsThen,
      level_at_assessment: assessedLevel(pointsThen, annualActive(user.annualMemberUntil, assessAt)),
      annual_fee_fils: LV5_ANNUAL_FEE_FILS,
      annual_order: waiting ? { order_id: waiting.id, order_sn: waiting.orderSn } : null,
      perks: {
        discount_percent: level.discountPercent,
        deadline_extension_minutes: level.deadlineExtensionMinutes,
        free_rush_per_year: level.freeRushPerYear,
        free_rush_used: used,
        free_rush_left: freeRushesLeft(level.level, used),
        credit_line_fils: creditLineFils(user.creditLimitFils, level.level),
        level_credit_fils: level.creditLimitFils,
        credit_used_fils: user.creditUsedFils,
        discount_saved_fils: Number(saved?.fils ?? 0),
      },
    });
  }

  /** The growth ledger of a user, newest first (the membership centre and the console). */
  async ledger(userId: number, pageNo: number, pageSize: number) {
    const where = eq(growthLedger.userId, userId);
    const [rows, total] = await Promise.all([
      this.db
        .select({ entry: growthLedger, orderSn: orders.orderSn })
        .from(growthLedger)
        .leftJoin(orders, eq(orders.id, growthLedger.orderId))
        .where(where)
        .orderBy(desc(growthLedger.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(growthLedger).where(where),
    ]);
    return { lists: rows.map((r) => ledgerView(r.entry, r.orderSn)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** The console's membership panel of a customer: what the centre shows, with the first page of the ledger. */
  async staffView(userId: number, now = this.deps.clock.now(), message?: 'growth_adjusted'): Promise<Outcome<Schemas['StaffMembership']>> {
    const info = await this.info(userId, now);
    if (!info.ok) return info;
    const ledger = await this.ledger(userId, 1, 20);
    return ok({ user_id: userId, member: info.data, ledger: ledger.lists, ledger_count: ledger.count }, message);
  }
}
