/**
 * Coupons (docs/coupons.md): the claim centre, claiming (race-safe: per-customer count under the customer's row lock,
 * stock decremented by an update conditional on what is left, a ledger row, one transaction), the user's coupons by
 * tab, coupons measured against an order at checkout, using one in the order's transaction and returning it when the
 * order is cancelled or lapses unpaid, and the staff console's templates (list, create, end; audited).
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { components, paths } from '../../../generated/shop-api.d';
import {
  bestCoupon,
  claimOpen,
  couponFit,
  isMemberDay,
  mayClaim,
  validityOf,
  type CouponAudience,
  type CouponKind,
  type CouponLine,
  type CouponRule,
  type CouponScope,
  type CouponTemplateTimes,
} from '../../../domain/coupon/coupon';
import { SAMPLE_VOUCHER_CODES } from '../../../domain/coupon/samples';
import { couponTab, couponTemplateMachine, userCouponMachine } from '../../../domain/coupon/status';
import { monthStart, dubaiDay } from '../../../domain/time/calendar';
import type { Locale } from '../../../domain/i18n';
import { pickLocale } from '../../../domain/localized';
import type { Db, Tx } from '../../db/client';
import { categories, couponLedger, couponTemplates, goods, userCoupons, users } from '../../db/schema';
import { fail, ok, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { Clock } from '../../infra/clock';

type Schemas = components['schemas'];
type CreateBody = paths['/staff/coupon/create']['post']['requestBody']['content']['application/json'];
type TemplateRow = typeof couponTemplates.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;
export type CouponTabName = 'usable' | 'used' | 'expired';

function ruleOf(t: TemplateRow): CouponRule {
  return {
    kind: t.kind as CouponKind,
    amountFils: t.amountFils,
    percent: t.percent,
    capFils: t.capFils,
    thresholdFils: t.thresholdFils,
    scope: t.scope as CouponScope,
    scopeProducts: t.scopeProducts,
    scopeCategories: t.scopeCategories,
  };
}

function timesOf(t: TemplateRow): CouponTemplateTimes {
  return {
    status: t.status === 'ended' ? 'ended' : 'active',
    claimFrom: t.claimFrom,
    claimUntil: t.claimUntil,
    memberDay: t.memberDay,
    validFrom: t.validFrom,
    validUntil: t.validUntil,
    validDays: t.validDays,
  };
}

function ruleView(t: TemplateRow): Schemas['CouponRule'] {
  return {
    kind: t.kind as CouponKind,
    amount_fils: t.amountFils,
    percent: t.percent,
    cap_fils: t.capFils,
    threshold_fils: t.thresholdFils,
    scope: t.scope as CouponScope,
    scope_products: t.scopeProducts,
    scope_categories: t.scopeCategories,
  };
}

/** From when a customer's claims of a template count against its per-customer limit: a member-day coupon, per month. */
function countingFrom(t: TemplateRow, now: Date): Date | null {
  if (!t.memberDay) return null;
  return monthStart(dubaiDay(now));
}

export interface PricedLine {
  productCode: string;
  subtotalFils: number;
  /** A ready-stock line's category (its goods row's); quote lines are found by their product code. */
  categoryId?: number;
}

export interface CouponServiceDeps {
  audit: AuditService;
  clock: Clock;
}

export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly deps: CouponServiceDeps,
  ) {}

  now(): Date {
    return this.deps.clock.now();
  }

  private userCouponView(row: UserCouponRow, template: TemplateRow, locale: Locale, now: Date): Schemas['UserCoupon'] {
    return {
      ...ruleView(template),
      id: row.id,
      template_id: template.id,
      name: pickLocale(template.name, locale),
      status: couponTab(row.status, row.validUntil, now),
      valid_from: row.validFrom.toISOString(),
      valid_until: row.validUntil.toISOString(),
      order_id: row.orderId,
      claimed_at: row.claimedAt.toISOString(),
      used_at: row.usedAt?.toISOString() ?? null,
    };
  }

  private async claimedBy(db: Db | Tx, userId: number, template: TemplateRow, now: Date): Promise<number> {
    const from = countingFrom(template, now);
    const [row] = await db
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.templateId, template.id), eq(userCoupons.userId, userId), from ? gte(userCoupons.claimedAt, from) : undefined));
    return row?.n ?? 0;
  }

  /** The claim centre: templates that may be claimed now (member-day ones on member days only). */
  async centre(user: { id: number; level: number } | null, locale: Locale): Promise<{ lists: Schemas['CouponOffer'][]; member_day: boolean }> {
    const now = this.now();
    const rows = await this.db.select().from(couponTemplates).where(eq(couponTemplates.status, 'active')).orderBy(desc(couponTemplates.memberDay), couponTemplates.id);
    const lists: Schemas['CouponOffer'][] = [];
    for (const t of rows) {
      if (!claimOpen(timesOf(t), now)) continue;
      const mine = user ? await this.claimedBy(this.db, user.id, t, now) : 0;
      const remaining = Math.max(0, t.totalStock - t.claimed);
      const blocked: Schemas['CouponOffer']['blocked'] = !user
        ? 'login'
        : !mayClaim(t.audience as CouponAudience, user.level)
          ? 'members_only'
          : mine >= t.perCustomer
            ? 'limit'
            : remaining === 0
              ? 'sold_out'
              : 'none';
      lists.push({
        ...ruleView(t),
        id: t.id,
        name: pickLocale(t.name, locale),
        member_day: t.memberDay,
        audience: t.audience as CouponAudience,
        claim_until: t.claimUntil?.toISOString() ?? null,
        valid_until: t.validUntil?.toISOString() ?? null,
        valid_days: t.validDays,
        remaining,
        per_customer: t.perCustomer,
        claimed_by_me: mine,
        blocked,
      });
    }
    return { lists, member_day: isMemberDay(now) };
  }

  /**
   * Claims one coupon of a template. The customer's row is locked first, so their claims run one at a time (the
   * per-customer count is exact); the stock moves by an update conditional on what is left (never oversold); the
   * coupon and its ledger row are written in the same transaction.
   */
  async claim(userId: number, templateId: number, locale: Locale): Promise<Outcome<Schemas['UserCoupon']>> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id, level: users.level }).from(users).where(eq(users.id, userId)).for('update');
      const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
      if (!user || !t) return fail('not_found', {}, 'template_id');
      if (!claimOpen(timesOf(t), now)) return fail('coupon_not_claimable', {}, 'template_id');
      if (!mayClaim(t.audience as CouponAudience, user.level)) return fail('coupon_members_only', {}, 'template_id');
      if ((await this.claimedBy(tx, userId, t, now)) >= t.perCustomer) {
        return t.code === 'trial_voucher' ? fail('trial_vouchers_claimed', {}, 'template_id') : fail('coupon_claim_limit', { limit: t.perCustomer }, 'template_id');
      }
      const [taken] = await tx
        .update(couponTemplates)
        .set({ claimed: sql`${couponTemplates.claimed} + 1` })
        .where(and(eq(couponTemplates.id, t.id), eq(couponTemplates.status, 'active'), lt(couponTemplates.claimed, couponTemplates.totalStock)))
        .returning();
      if (!taken) return fail('coupon_out_of_stock', {}, 'template_id');
      const validity = validityOf(timesOf(t), now);
      const [coupon] = await tx
        .insert(userCoupons)
        .values({ templateId: t.id, userId, status: userCouponMachine.initial, validFrom: validity.from, validUntil: validity.until, claimedAt: now })
        .returning();
      if (!coupon) throw new Error('insert returned no row');
      await tx.insert(couponLedger).values({ templateId: t.id, userCouponId: coupon.id, userId, event: 'claim' });
      return ok(this.userCouponView(coupon, taken, locale, now), 'coupon_claimed');
    });
  }

  /** The user's coupons under one tab (spec §4: usable, used, expired), with the count of each tab. */
  async mine(userId: number, locale: Locale, tab: CouponTabName, pageNo: number, pageSize: number) {
    const now = this.now();
    const byTab = {
      usable: and(eq(userCoupons.status, 'usable'), sql`${userCoupons.validUntil} > ${now.toISOString()}`),
      used: eq(userCoupons.status, 'used'),
      expired: and(eq(userCoupons.status, 'usable'), sql`${userCoupons.validUntil} <= ${now.toISOString()}`),
    } as const;
    const mineOnly = eq(userCoupons.userId, userId);
    const [rows, ...counts] = await Promise.all([
      this.db
        .select({ coupon: userCoupons, template: couponTemplates })
        .from(userCoupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
        .where(and(mineOnly, byTab[tab]))
        .orderBy(tab === 'usable' ? userCoupons.validUntil : desc(userCoupons.id), desc(userCoupons.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      ...(['usable', 'used', 'expired'] as const).map((key) => this.db.select({ n: count() }).from(userCoupons).where(and(mineOnly, byTab[key]))),
    ]);
    const [usable, used, expired] = counts.map((c) => c[0]?.n ?? 0) as [number, number, number];
    const totals = { usable, used, expired };
    return {
      lists: rows.map((r) => this.userCouponView(r.coupon, r.template, locale, now)),
      count: totals[tab],
      counts: totals,
      page_no: pageNo,
      page_size: pageSize,
    };
  }

  /** The user's sample vouchers (spec §9; /user/order/test, docs/design-service.md "Sample orders"), newest first. */
  async samples(userId: number, locale: Locale): Promise<Schemas['UserCoupon'][]> {
    const now = this.now();
    const rows = await this.db
      .select({ coupon: userCoupons, template: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(and(eq(userCoupons.userId, userId), inArray(couponTemplates.code, [...SAMPLE_VOUCHER_CODES])))
      .orderBy(desc(userCoupons.id));
    return rows.map((r) => this.userCouponView(r.coupon, r.template, locale, now));
  }

  /** The categories of each product (the goods row's category and its ancestors), for category-scoped coupons. */
  private async couponLines(db: Db | Tx, lines: readonly PricedLine[]): Promise<CouponLine[]> {
    const codes = [...new Set(lines.map((l) => l.productCode))];
    const [goodsRows, categoryRows] = await Promise.all([
      codes.length ? db.select({ code: goods.customCode, categoryId: goods.categoryId }).from(goods).where(inArray(goods.customCode, codes)) : Promise.resolve([]),
      db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
    ]);
    const parent = new Map(categoryRows.map((c) => [c.id, c.parentId]));
    const chain = (id: number): number[] => {
      const ids: number[] = [];
      for (let at: number | null | undefined = id; at && !ids.includes(at); at = parent.get(at)) ids.push(at);
      return ids;
    };
    const categoryOf = new Map(goodsRows.map((g) => [g.code, g.categoryId]));
    return lines.map((l) => {
      const category = l.categoryId ?? categoryOf.get(l.productCode);
      return { productCode: l.productCode, categoryIds: category ? chain(category) : [], subtotalFils: l.subtotalFils };
    });
  }

  /**
   * The user's usable coupons measured against these lines (goods subtotals excl. VAT): those that apply first, the
   * largest discount first, and the one to suggest.
   */
  async forCheckout(db: Db | Tx, userId: number, locale: Locale, lines: readonly PricedLine[]): Promise<{ coupons: Schemas['CheckoutCoupon'][]; best: number | null }> {
    const now = this.now();
    const rows = await db
      .select({ coupon: userCoupons, template: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.status, 'usable'), sql`${userCoupons.validUntil} > ${now.toISOString()}`));
    const couponLines = await this.couponLines(db, lines);
    const coupons: Schemas['CheckoutCoupon'][] = rows.map(({ coupon, template }) => {
      const fit = couponFit(ruleOf(template), { from: coupon.validFrom, until: coupon.validUntil }, couponLines, now);
      return {
        ...this.userCouponView(coupon, template, locale, now),
        applies: fit.applies,
        discount_fils: fit.applies ? fit.discountFils : 0,
        reason: fit.applies ? null : fit.reason,
        short_fils: !fit.applies && fit.shortFils ? fit.shortFils : 0,
      };
    });
    coupons.sort((a, b) => Number(b.applies) - Number(a.applies) || b.discount_fils - a.discount_fils || a.valid_until.localeCompare(b.valid_until) || a.id - b.id);
    const best = bestCoupon(coupons.filter((c) => c.applies).map((c) => ({ id: c.id, discountFils: c.discount_fils, validUntil: new Date(c.valid_until) })));
    return { coupons, best: best?.id ?? null };
  }

  /** The discount of one of the user's coupons on these lines now, or null when it is not theirs, not usable or does not apply. */
  async discountOf(db: Db | Tx, userId: number, userCouponId: number, lines: readonly PricedLine[]): Promise<number | null> {
    const now = this.now();
    const [row] = await db
      .select({ coupon: userCoupons, template: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), eq(userCoupons.status, 'usable')));
    if (!row) return null;
    const fit = couponFit(ruleOf(row.template), { from: row.coupon.validFrom, until: row.coupon.validUntil }, await this.couponLines(db, lines), now);
    return fit.applies ? fit.discountFils : null;
  }

  /**
   * Marks the coupon used by `orderId` in the order's transaction: an update conditional on it being usable and
   * valid, so two orders cannot both take it. False when another order took it first (or it expired).
   */
  async use(tx: Tx, userId: number, userCouponId: number, orderId: number): Promise<boolean> {
    const now = this.now();
    const move = statusMove(userCouponMachine, userCoupons.status, 'use');
    const [used] = await tx
      .update(userCoupons)
      .set({ status: move.to, orderId, usedAt: now })
      .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId), move.from, sql`${userCoupons.validUntil} > ${now.toISOString()}`))
      .returning();
    if (!used) return false;
    await tx.insert(couponLedger).values({ templateId: used.templateId, userCouponId: used.id, userId, event: 'use', orderId });
    return true;
  }

  /** Returns the coupon an order used (the order was cancelled or lapsed unpaid), in that change's transaction. */
  async release(tx: Db | Tx, orderId: number): Promise<void> {
    const move = statusMove(userCouponMachine, userCoupons.status, 'return');
    const returned = await tx
      .update(userCoupons)
      .set({ status: move.to, orderId: null, usedAt: null })
      .where(and(eq(userCoupons.orderId, orderId), move.from))
      .returning();
    for (const c of returned) await tx.insert(couponLedger).values({ templateId: c.templateId, userCouponId: c.id, userId: c.userId, event: 'return', orderId });
  }

  // --- staff console ---

  private async staffView(db: Db | Tx, t: TemplateRow): Promise<Schemas['StaffCouponTemplate']> {
    const [used] = await db.select({ n: count() }).from(userCoupons).where(and(eq(userCoupons.templateId, t.id), eq(userCoupons.status, 'used')));
    return this.staffRow(t, used?.n ?? 0);
  }

  private staffRow(t: TemplateRow, used: number): Schemas['StaffCouponTemplate'] {
    return {
      ...ruleView(t),
      id: t.id,
      code: t.code,
      name: { en: t.name.en, zh: t.name.zh ?? t.name.en, ar: t.name.ar ?? t.name.en, ja: t.name.ja ?? t.name.en },
      claim_from: t.claimFrom?.toISOString() ?? null,
      claim_until: t.claimUntil?.toISOString() ?? null,
      member_day: t.memberDay,
      valid_from: t.validFrom?.toISOString() ?? null,
      valid_until: t.validUntil?.toISOString() ?? null,
      valid_days: t.validDays,
      total_stock: t.totalStock,
      claimed: t.claimed,
      used,
      per_customer: t.perCustomer,
      audience: t.audience as CouponAudience,
      status: t.status === 'ended' ? 'ended' : 'active',
      created_at: t.createdAt.toISOString(),
      ended_at: t.endedAt?.toISOString() ?? null,
    };
  }

  async staffList(): Promise<{ lists: Schemas['StaffCouponTemplate'][] }> {
    const [rows, usedRows] = await Promise.all([
      this.db.select().from(couponTemplates).orderBy(desc(couponTemplates.id)),
      this.db.select({ templateId: userCoupons.templateId, n: count() }).from(userCoupons).where(eq(userCoupons.status, 'used')).groupBy(userCoupons.templateId),
    ]);
    const used = new Map(usedRows.map((r) => [r.templateId, r.n]));
    return { lists: rows.map((t) => this.staffRow(t, used.get(t.id) ?? 0)) };
  }

  async create(actorId: number, body: CreateBody): Promise<Outcome<Schemas['StaffCouponTemplate']>> {
    const invalid = (reason: string, field: string) => fail('coupon_template_invalid', { reason }, field);
    if (body.kind === 'amount' && !body.amount_fils) return invalid('amount_fils', 'amount_fils');
    if (body.kind === 'percent' && !body.percent) return invalid('percent', 'percent');
    if (body.scope === 'products' && !body.scope_products?.length) return invalid('scope_products', 'scope_products');
    if (body.scope === 'categories' && !body.scope_categories?.length) return invalid('scope_categories', 'scope_categories');
    const validFrom = body.valid_from ? new Date(body.valid_from) : null;
    const validUntil = body.valid_until ? new Date(body.valid_until) : null;
    if (!body.valid_days && !validUntil && !body.member_day) return invalid('valid_until', 'valid_until');
    if (validFrom && validUntil && validUntil <= validFrom) return invalid('valid_until', 'valid_until');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(couponTemplates)
        .values({
          name: body.name,
          kind: body.kind,
          amountFils: body.kind === 'amount' ? (body.amount_fils ?? 0) : 0,
          percent: body.kind === 'percent' ? (body.percent ?? 0) : 0,
          capFils: body.kind === 'percent' ? (body.cap_fils ?? 0) : 0,
          thresholdFils: body.threshold_fils,
          scope: body.scope,
          scopeProducts: body.scope === 'products' ? (body.scope_products ?? []) : [],
          scopeCategories: body.scope === 'categories' ? (body.scope_categories ?? []) : [],
          claimUntil: body.claim_until ? new Date(body.claim_until) : null,
          memberDay: body.member_day ?? false,
          validFrom: body.valid_days ? null : validFrom,
          validUntil: body.valid_days ? null : validUntil,
          validDays: body.valid_days ?? null,
          totalStock: body.total_stock,
          perCustomer: body.per_customer,
          audience: body.audience,
          status: couponTemplateMachine.initial,
          createdBy: actorId,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const view = this.staffRow(row, 0);
      await this.deps.audit.record(tx, { actorId, action: 'coupon_create', entityType: 'coupon', entityId: row.id, after: { ...view } });
      return ok(view, 'coupon_created');
    });
  }

  async end(actorId: number, id: number): Promise<Outcome<Schemas['StaffCouponTemplate']>> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id));
      if (!current) return fail('not_found', {}, 'id');
      const move = statusMove(couponTemplateMachine, couponTemplates.status, 'end');
      const [ended] = await tx.update(couponTemplates).set({ status: move.to, endedAt: this.now() }).where(and(eq(couponTemplates.id, id), move.from)).returning();
      if (!ended) return fail('coupon_already_ended', {}, 'id');
      await this.deps.audit.record(tx, { actorId, action: 'coupon_end', entityType: 'coupon', entityId: id, before: { status: current.status }, after: { status: ended.status } });
      return ok(await this.staffView(tx, ended), 'coupon_ended');
    });
  }
}
