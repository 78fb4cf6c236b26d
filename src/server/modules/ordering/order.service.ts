/**
 * Orders: preview and submit from cart lines (every figure recomputed here), lists, detail, cancellation, design
 * files, and the unpaid-order expiry sweep. Status changes go through the transition tables only (applyEvent).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import { dubaiDay } from '../../../domain/time/calendar';
import type { Locale } from '../../../domain/i18n';
import { orderBalance } from '../../../domain/order/balance';
import { cancelDecision, nextStatus, ORDER_TABS, type OrderTab } from '../../../domain/order/status';
import { orderTotals, type DeliveryMethod } from '../../../domain/order/totals';
import { isMembershipLine, MEMBERSHIP_ANNUAL_CODE, MEMBERSHIP_ANNUAL_IMAGE, MEMBERSHIP_ANNUAL_TITLE, rushSurchargeFils } from '../../../domain/membership';
import { getProduct, price } from '../../../domain/quote';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { cartLines, orderEvents, orderLines, orderProofs, orders, payments, uploads, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, Refusal, type Outcome } from '../../http/envelope';
import { translateQuote } from '../../http/i18n';
import { overAmountLimit } from './amount-limit';
import { applyEvent, createOrder, updateOrder, type OrderRow } from './order-writer';
import { snapshotOf, type AddressService } from './address.service';
import type { CartService } from './cart.service';
import type { CouponService } from './coupon.service';
import type { DesignLineRequest, DesignService } from '../design';
import type { MembershipService } from './membership.service';
import type { MessageService } from '../messaging';
import type { PaymentAttemptService } from '../money';
import { refundView, type RefundService } from '../money';
import { uploadView } from '../files';
import { fullText, stockItemName, stockLineGoods, type PricedStockLine, type StockService } from './stock.service';
import { pickLocale } from '../../../domain/localized';
import type { PricedLine as CouponPricedLine } from './coupon.service';

type Schemas = components['schemas'];
export type { Actor } from './order-writer';

/** A cart line priced for an order: by the quote engine, or (`stock`) from the database. */
interface PricedOrderLine {
  row: typeof cartLines.$inferSelect;
  /** `lines`: the price breakdown (a stock line has none: no rush surcharge to waive). */
  quote: { config: Schemas['QuoteConfig']; quantity: number; subtotal_fils: number; total_fils: number; lines: readonly { key: string; amount_fils: number }[] };
  changed: boolean;
  stock: PricedStockLine | null;
}

/**
 * What coupons measure of the lines: each line's product (or, for stock, its goods' category) and goods subtotal.
 * Flash-sale lines are at a final price: no coupon counts them, and no member discount applies to them.
 */
function couponLinesOf(lines: PricedOrderLine[]): CouponPricedLine[] {
  return lines.filter((p) => !p.stock?.sale).map((p) => ({ productCode: p.row.productCode, subtotalFils: p.quote.subtotal_fils, ...(p.stock ? { categoryId: p.stock.goods.categoryId } : {}) }));
}

function finalPriceFils(lines: PricedOrderLine[]): number {
  return lines.reduce((sum, p) => sum + (p.stock?.sale ? p.quote.subtotal_fils : 0), 0);
}

export interface OrderServiceDeps {
  stock: StockService;
  cart: CartService;
  addresses: AddressService;
  messages: MessageService;
  attempts: PaymentAttemptService;
  refunds: RefundService;
  coupons: CouponService;
  designs: DesignService;
  membership: MembershipService;
  /** The shop's clock (SHOP_CLOCK): order times, the day's free freight, payment deadlines and their lapse. */
  clock: Clock;
}

export class OrderService {

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly deps: OrderServiceDeps,
  ) {}

  /**
   * Prices the user's chosen cart lines now; refuses missing lines and lines that can no longer be made (a quote the
   * engine refuses; a stock line not sold, beyond the stock or outside its flash sale).
   */
  private async priceLines(db: Db | Tx, userId: number, locale: Locale, ids: number[]): Promise<Outcome<PricedOrderLine[]>> {
    const unique = [...new Set(ids)];
    const rows = await db.select().from(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, unique)));
    if (rows.length !== unique.length) return fail('cart_lines_missing', {}, 'cart_ids');
    const stock = new Map((await this.deps.stock.priceCartLines(db, userId, locale, rows)).map((p) => [p.row.id, p]));
    const priced: PricedOrderLine[] = [];
    for (const row of rows) {
      const stockLine = stock.get(row.id);
      if (row.variantId !== null) {
        if (!stockLine) return fail('stock_unavailable', {}, 'cart_ids');
        if (stockLine.problem) return stockLine.problem.error;
        const quote = { config: {}, quantity: row.quantity, subtotal_fils: stockLine.subtotal_fils, total_fils: stockLine.total_fils, lines: [] };
        priced.push({ row, quote, changed: quote.total_fils !== row.priceFils, stock: stockLine });
        continue;
      }
      const result = price(row.productCode, row.config);
      if (!result.ok) {
        const issue = result.issues.find((i) => i.severity === 'error') ?? result.issues[0];
        return fail('quote_invalid', { reason: issue ? translateQuote(locale, issue.message, issue.params) : '' }, 'cart_ids');
      }
      priced.push({ row, quote: result.quote, changed: result.quote.total_fils !== row.priceFils, stock: null });
    }
    return ok(priced);
  }

  /**
   * The day's free freight goes to the user's first order of the (Dubai) day that was paid or is still open: an
   * order cancelled after payment keeps it (cancelling does not bring it back for another order); an order
   * cancelled or lapsed unpaid releases it. docs/operations.md, Security.
   */
  private async isFirstOrderToday(db: Db | Tx, userId: number, day: string): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      // The annual membership's order ships nothing: it neither pays nor takes the day's freight.
      .where(and(eq(orders.userId, userId), eq(orders.day, day), ne(orders.orderType, 'membership'), or(ne(orders.status, 'cancelled'), isNotNull(orders.paidAt))));
    return (row?.n ?? 0) === 0;
  }

  /**
   * The order's totals now, with the user's usable coupons measured against these lines (the best one suggested) and
   * `coupon_id`'s discount applied when given — refused with coupon_unavailable when it is not a usable coupon of
   * theirs that applies.
   */
  async preview(userId: number, locale: Locale, input: { cart_ids: number[]; delivery: DeliveryMethod; coupon_id?: number; design_ids?: number[] }) {
    const priced = await this.priceLines(this.db, userId, locale, input.cart_ids);
    if (!priced.ok) return priced;
    // "Design it for me" lines: their design fees join the goods (docs/design-service.md).
    const designIds = [...new Set(input.design_ids ?? [])];
    if (designIds.some((id) => !input.cart_ids.includes(id))) return fail('cart_lines_missing', {}, 'design_ids');
    const fees = this.deps.designs.fees(priced.data.filter((p) => designIds.includes(p.row.id)).map((p) => ({ cartId: p.row.id, productCode: p.row.productCode })));
    if (!fees.ok) return fees;
    const first = await this.isFirstOrderToday(this.db, userId, dubaiDay(this.deps.clock.now()));
    const couponLines = couponLinesOf(priced.data);
    const { coupons, best } = await this.deps.coupons.forCheckout(this.db, userId, locale, couponLines);
    let couponFils = 0;
    if (input.coupon_id !== undefined) {
      const chosen = coupons.find((c) => c.id === input.coupon_id && c.applies);
      if (!chosen) return fail('coupon_unavailable', {}, 'coupon_id');
      couponFils = chosen.discount_fils;
    }
    // The member's perks (docs/membership.md): the level's discount, and a free rush when the order is rushed and
    // the year has one left.
    const perks = await this.deps.membership.orderPerks(this.db, userId);
    const rush = rushSurchargeFils(priced.data.map((p) => p.quote));
    const totals = orderTotals({
      lineSubtotals: [...priced.data.map((p) => p.quote.subtotal_fils), ...fees.data.values()],
      finalPriceFils: finalPriceFils(priced.data),
      level: perks.level,
      delivery: input.delivery,
      firstOrderToday: first,
      couponFils,
      freeRushFils: perks.freeRushesLeft > 0 ? rush : 0,
    });
    const tooLarge = overAmountLimit(totals.amount_due_fils, locale, 'cart_ids');
    if (tooLarge) return tooLarge;
    return ok({
      free_rushes_left: perks.freeRushesLeft,
      lines: await this.deps.cart.lines(userId, input.cart_ids, locale),
      totals,
      first_order_today: first,
      price_changed: priced.data.some((p) => p.changed),
      coupons,
      best_coupon_id: best,
      coupon_id: input.coupon_id ?? null,
      design_fees: [...fees.data].map(([cart_id, fee_fils]) => ({ cart_id, fee_fils })),
    });
  }

  async submit(
    userId: number,
    locale: Locale,
    input: {
      cart_ids: number[];
      address_id: number;
      delivery: DeliveryMethod;
      note?: string;
      agree_terms: boolean;
      idempotency_key: string;
      expected_amount_due_fils: number;
      coupon_id?: number;
      design?: { cart_id: number; brief: string; reference_file_ids?: number[] }[];
    },
  ): Promise<Outcome<{ order_id: number; order_sn: string; amount_due_fils: number }>> {
    if (!input.agree_terms) return fail('agree_terms_required', {}, 'agree_terms');
    const existing = async (db: Db | Tx) => {
      const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotency_key)));
      return row ? ok({ order_id: row.id, order_sn: row.orderSn, amount_due_fils: row.amountDueFils }) : null;
    };
    try {
      return await this.db.transaction(async (tx) => {
        // One submit per user at a time: makes "first order of the day" and the idempotency key exact.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const again = await existing(tx);
        if (again) return again;
        const address = await this.deps.addresses.owned(userId, input.address_id, tx);
        if (!address) return fail('address_required', {}, 'address_id');
        const priced = await this.priceLines(tx, userId, locale, input.cart_ids);
        if (!priced.ok) return priced;
        if (priced.data.some((p) => p.changed)) return fail('price_changed', {}, 'cart_ids');
        const designs: DesignLineRequest[] = [];
        for (const request of input.design ?? []) {
          const line = priced.data.find((p) => p.row.id === request.cart_id);
          if (!line) return fail('cart_lines_missing', {}, 'design');
          designs.push({ cartId: line.row.id, productCode: line.row.productCode, hasFile: line.row.fileId !== null, brief: request.brief, referenceFileIds: request.reference_file_ids ?? [] });
        }
        const fees = await this.deps.designs.check(tx, userId, designs);
        if (!fees.ok) return fees;
        const now = this.deps.clock.now();
        const day = dubaiDay(now);
        // The coupon's discount is the server's own figure for these lines (whatever the client showed).
        let couponFils = 0;
        if (input.coupon_id !== undefined) {
          const lines = couponLinesOf(priced.data);
          const discount = await this.deps.coupons.discountOf(tx, userId, input.coupon_id, lines);
          if (discount === null) return fail('coupon_unavailable', {}, 'coupon_id');
          couponFils = discount;
        }
        // Read under the user's row lock: two orders at once cannot both take the year's last free rush.
        const perks = await this.deps.membership.orderPerks(tx, userId, now);
        const rush = rushSurchargeFils(priced.data.map((p) => p.quote));
        const totals = orderTotals({
          lineSubtotals: [...priced.data.map((p) => p.quote.subtotal_fils), ...fees.data.values()],
          finalPriceFils: finalPriceFils(priced.data),
          level: perks.level,
          delivery: input.delivery,
          firstOrderToday: await this.isFirstOrderToday(tx, userId, day),
          couponFils,
          freeRushFils: perks.freeRushesLeft > 0 ? rush : 0,
        });
        const tooLarge = overAmountLimit(totals.amount_due_fils, locale, 'cart_ids');
        if (tooLarge) return tooLarge;
        if (totals.amount_due_fils !== input.expected_amount_due_fils) return fail('price_changed', {}, 'expected_amount_due_fils');
        const order = await createOrder(
          tx,
          {
            userId,
            idempotencyKey: input.idempotency_key,
            delivery: input.delivery,
            address: snapshotOf(address),
            note: input.note?.trim() ?? '',
            goodsFils: totals.goods_fils,
            discountFils: totals.discount_fils,
            memberDiscountFils: totals.member_discount_fils,
            freeRushFils: totals.free_rush_fils,
            shippingFils: totals.shipping_fils,
            taxFils: totals.tax_fils,
            amountDueFils: totals.amount_due_fils,
            day,
            createdAt: now,
            // spec §6: the level's deadline extension gives the order more time to be paid.
            expiresAt: new Date(now.getTime() + (this.config.unpaidOrderTtlMinutes + perks.deadlineExtensionMinutes) * 60_000),
          },
          now,
          { actor: 'customer' },
        );
        const inserted = await tx.insert(orderLines).values(
          priced.data.map(({ row, quote, stock }) => ({
            orderId: order.id,
            productCode: row.productCode,
            config: quote.config,
            quantity: quote.quantity,
            subtotalFils: quote.subtotal_fils,
            totalFils: quote.total_fils,
            fileId: stock ? null : row.fileId,
            variantId: stock?.variant.id ?? null,
            saleId: stock?.sale?.id ?? null,
            itemName: stock ? stockItemName(stock.goods.name, stock.variant.name) : null,
          })),
        ).returning({ id: orderLines.id, productCode: orderLines.productCode, config: orderLines.config });
        // One design task per "design it for me" line, opened with the order (rows come back in insertion order).
        const lineOf = new Map(priced.data.map((p, i) => [p.row.id, inserted[i]!]));
        await this.deps.designs.open(tx, { id: order.id, userId }, designs, lineOf, fees.data);
        // The units of stock lines (and flash sales) are taken now, conditionally: not enough left rolls the order back.
        const stockLines = priced.data.flatMap(({ quote, stock }) =>
          stock ? [{ variantId: stock.variant.id, saleId: stock.sale?.id ?? null, quantity: quote.quantity, name: pickLocale(stockItemName(stock.goods.name, stock.variant.name), locale) }] : [],
        );
        if (stockLines.length > 0) await this.deps.stock.take(tx, userId, order.id, stockLines);
        // Conditional on the coupon being usable still: of two orders taking it at once, one gets it; the other rolls back.
        if (input.coupon_id !== undefined && !(await this.deps.coupons.use(tx, userId, input.coupon_id, order.id))) throw new Refusal(fail('coupon_unavailable', {}, 'coupon_id'));
        await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, input.cart_ids)));
        return ok({ order_id: order.id, order_sn: order.orderSn, amount_due_fils: order.amountDueFils }, 'order_submitted');
      });
    } catch (error) {
      if (error instanceof Refusal) return error.outcome;
      if (isUniqueViolation(error, 'orders_idempotency_key')) {
        const again = await existing(this.db);
        if (again) return again;
      }
      throw error;
    }
  }

  private async linesOf(orderIds: number[]): Promise<Map<number, Schemas['OrderLine'][]>> {
    const map = new Map<number, Schemas['OrderLine'][]>();
    if (orderIds.length === 0) return map;
    const rows = await this.db
      .select({ line: orderLines, file: uploads })
      .from(orderLines)
      .leftJoin(uploads, eq(uploads.id, orderLines.fileId))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
    const designs = await this.deps.designs.ofLines(rows.map((r) => r.line.id));
    const stockGoods = await stockLineGoods(this.db, rows.flatMap(({ line }) => (line.variantId === null ? [] : [line.variantId])));
    for (const { line, file } of rows) {
      const product = getProduct(line.productCode);
      const list = map.get(line.orderId) ?? [];
      const stock = line.variantId === null ? undefined : stockGoods.get(line.variantId);
      list.push({
        id: line.id,
        code: line.productCode,
        stock: stock && line.variantId !== null ? { goods_id: stock.goodsId, variant_id: line.variantId, name: line.itemName ? fullText(line.itemName) : stock.name, sale_id: line.saleId } : null,
        title: stock ? (line.itemName ? fullText(line.itemName) : stock.name).en : (product?.title ?? (isMembershipLine(line.productCode) ? MEMBERSHIP_ANNUAL_TITLE : line.productCode)),
        image: stock ? stock.image : (product?.image ?? (isMembershipLine(line.productCode) ? MEMBERSHIP_ANNUAL_IMAGE : '')),
        config: line.config,
        quantity: line.quantity,
        subtotal_fils: line.subtotalFils,
        total_fils: line.totalFils,
        file: file ? uploadView(file) : null,
        design: designs.get(line.id) ?? null,
      });
      map.set(line.orderId, list);
    }
    return map;
  }

  private summary(row: OrderRow, lines: Schemas['OrderLine'][]): Schemas['OrderSummary'] {
    return {
      id: row.id,
      order_sn: row.orderSn,
      status: row.status,
      amount_due_fils: row.amountDueFils,
      ...orderBalance({ status: row.status, paymentStatus: row.paymentStatus, amountDueFils: row.amountDueFils, paidFils: row.paidFils }),
      created_at: row.createdAt.toISOString(),
      lines,
      cancel_requested: row.cancelRequested,
      payment_status: row.paymentStatus as Schemas['OrderSummary']['payment_status'],
    };
  }

  async list(userId: number, tab: OrderTab, pageNo: number, pageSize: number) {
    const where = and(eq(orders.userId, userId), inArray(orders.status, [...ORDER_TABS[tab]]));
    const [rows, total] = await Promise.all([
      this.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    const lines = await this.linesOf(rows.map((r) => r.id));
    return { lists: rows.map((r) => this.summary(r, lines.get(r.id) ?? [])), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /** The user's orders among `ids` (others' ids are left out), newest first: the sample orders page. */
  async summaries(userId: number, ids: readonly number[]): Promise<Schemas['OrderSummary'][]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(orders).where(and(eq(orders.userId, userId), inArray(orders.id, [...ids]))).orderBy(desc(orders.createdAt), desc(orders.id));
    const lines = await this.linesOf(rows.map((r) => r.id));
    return rows.map((r) => this.summary(r, lines.get(r.id) ?? []));
  }

  async owned(userId: number, id: number, db: Db | Tx = this.db): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row;
  }

  async view(row: OrderRow): Promise<Schemas['Order']> {
    const [lines, events, refunds, life, original] = await Promise.all([
      this.linesOf([row.id]),
      this.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
      this.deps.refunds.ofOrder(row.id),
      this.lifeView(row),
      row.reprintOf ? this.db.select({ id: orders.id, order_sn: orders.orderSn }).from(orders).where(eq(orders.id, row.reprintOf)) : Promise.resolve([]),
    ]);
    const a = row.address;
    return {
      ...this.summary(row, lines.get(row.id) ?? []),
      online_sn: row.onlineSn,
      order_type: row.orderType === 'offline' || row.orderType === 'membership' ? row.orderType : 'online',
      paid_at: row.paidAt?.toISOString() ?? null,
      payment_method: (row.paymentMethod as Schemas['PaymentMethod'] | null) ?? null,
      delivery: row.delivery as DeliveryMethod,
      recipient: a.recipient,
      phone: a.phone,
      shipping_address: [a.address, a.area, a.city, a.province, a.postal_code].filter(Boolean).join(', '),
      note: row.note,
      totals: {
        goods_fils: row.goodsFils,
        discount_fils: row.discountFils,
        member_discount_fils: row.memberDiscountFils,
        free_rush_fils: row.freeRushFils,
        shipping_fils: row.shippingFils,
        tax_fils: row.taxFils,
        amount_due_fils: row.amountDueFils,
      },
      timeline: events.map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
      cancel: cancelDecision(row.status),
      expires_at: row.status === 'unpaid' && row.paymentStatus === 'none' ? (row.expiresAt?.toISOString() ?? null) : null,
      refunds: refunds.map(refundView),
      reprint_of: original[0] ?? null,
      ...life,
    };
  }

  /** The customer's side of the order view: proofs, shipment, what they may do now. */
  private async lifeView(row: OrderRow) {
    const proofs = await this.db
      .select({ proof: orderProofs, file: uploads })
      .from(orderProofs)
      .innerJoin(uploads, eq(uploads.id, orderProofs.fileId))
      .where(eq(orderProofs.orderId, row.id))
      .orderBy(desc(orderProofs.version));
    const status = row.status;
    return {
      proofs: proofs.map(({ proof, file }) => ({
        id: proof.id,
        version: proof.version,
        file: uploadView(file),
        file_type: file.fileType,
        status: proof.status as Schemas['Proof']['status'],
        comment: proof.comment,
        created_at: proof.createdAt.toISOString(),
        answered_at: proof.answeredAt?.toISOString() ?? null,
      })),
      shipment:
        row.courier && row.trackingNo && row.shippedAt
          ? { courier: row.courier, tracking_no: row.trackingNo, shipped_at: row.shippedAt.toISOString(), delivered_at: row.deliveredAt?.toISOString() ?? null }
          : null,
      cancel_reason: row.cancelRequested ? row.cancelReason : null,
      staff_reason: row.staffReason,
      can_answer_proof: status === 'pending_proof_approval' && proofs[0]?.proof.status === 'pending',
      can_confirm_receipt: nextStatus(status, 'receive') !== null,
      auto_receive_at: status === 'delivered' && row.deliveredAt ? new Date(row.deliveredAt.getTime() + this.config.autoReceiveDays * 86_400_000).toISOString() : null,
    };
  }

  async detail(userId: number, id: number): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    return row ? ok(await this.view(row)) : fail('not_found', {}, 'id');
  }

  async cancel(userId: number, id: number, reason = '', retried = false): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    const decision = cancelDecision(row.status);
    if (decision === 'contact_service') return fail('contact_service');
    if (decision === 'not_cancellable') return fail('not_cancellable');
    if (decision === 'cancel_now') {
      // Close the card provider's open sessions first, so none can be paid once the order is cancelled; one the
      // shopper paid meanwhile is recorded instead, and the cancellation is decided again for the paid order.
      if ((await this.deps.attempts.closeOpenCheckouts(row.id)) === 'paid' && !retried) return this.cancel(userId, id, reason, true);
      const moved = await this.db.transaction(async (tx) => {
        const to = await applyEvent(tx, row, 'cancel', 'customer');
        if (to) {
          await this.deps.attempts.cancelPending(tx, row.id);
          // Cancelled unpaid: the coupon it used is usable again, and its designs in progress stop.
          await this.deps.coupons.release(tx, row.id);
          await this.deps.designs.cancelForOrder(tx, row.id);
          await this.deps.messages.notify(tx, userId, 'order_cancelled', { order_id: row.id, order_sn: row.orderSn });
        }
        return to;
      });
      if (!moved) return fail('not_cancellable');
      const fresh = await this.owned(userId, id);
      return ok(await this.view(fresh ?? row), 'order_cancelled');
    }
    // A request needs the customer's reason — except when they cancelled an unpaid order that a card payment landing
    // meanwhile had just paid: their cancellation becomes a request as it is.
    const why = reason.trim();
    if (!why && !retried) return fail('reason_required', {}, 'reason');
    // Conditional on the status it was decided for; raises the version staff act on.
    const requested = await updateOrder(
      this.db,
      and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.status, row.status)),
      { cancelRequested: true, cancelReason: why || null, cancelRequestedAt: this.deps.clock.now() },
      { bumpVersion: true, note: { orderId: id, event: 'request_cancel', status: row.status, actor: 'customer', actorId: userId } },
    );
    if (requested.length === 0) return fail('order_changed', {}, 'id');
    const fresh = await this.owned(userId, id);
    return ok(await this.view(fresh ?? row), 'cancel_requested');
  }

  async withdrawCancel(userId: number, id: number): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, id);
    if (!row) return fail('not_found', {}, 'id');
    if (!row.cancelRequested) return fail('no_cancel_request');
    await updateOrder(
      this.db,
      and(eq(orders.id, id), eq(orders.userId, userId)),
      { cancelRequested: false, cancelReason: null },
      { bumpVersion: true, note: { orderId: id, event: 'withdraw_cancel', status: row.status, actor: 'customer' } },
    );
    const fresh = await this.owned(userId, id);
    return ok(await this.view(fresh ?? row), 'cancel_withdrawn');
  }

  async attachFile(userId: number, input: { id: number; line_id: number; file_id: number }): Promise<Outcome<Schemas['Order']>> {
    const row = await this.owned(userId, input.id);
    if (!row) return fail('not_found', {}, 'id');
    if (row.status !== 'unpaid') return fail('order_not_payable', { status: row.status });
    // A line being designed gets its file from the approved draft.
    if (await this.deps.designs.lineInProgress(input.line_id)) return fail('design_in_progress', {}, 'line_id');
    if (row.orderType === 'membership') return fail('not_found', {}, 'line_id');
    const [file] = await this.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.id, input.file_id), eq(uploads.userId, userId), eq(uploads.kind, 'design'), isNull(uploads.deletedAt)));
    if (!file) return fail('not_found', {}, 'file_id');
    const updated = await this.db
      .update(orderLines)
      .set({ fileId: file.id })
      .where(and(eq(orderLines.id, input.line_id), eq(orderLines.orderId, row.id)))
      .returning({ id: orderLines.id });
    if (updated.length === 0) return fail('not_found', {}, 'line_id');
    return ok(await this.view(row), 'file_attached');
  }

  /** Print lines of an order still without a design file (ready stock and the annual membership have nothing to print). */
  async missingFiles(orderId: number): Promise<number> {
    // Ready-stock lines are sold as they are and the annual membership's line has nothing to print: only print lines
    // need a design file.
    const [row] = await this.db
      .select({ n: count() })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.fileId), isNull(orderLines.variantId), ne(orderLines.productCode, MEMBERSHIP_ANNUAL_CODE)));
    return row?.n ?? 0;
  }

  /**
   * Cancels unpaid orders past their expiry (bank transfers awaiting confirmation are kept). Safe to run from several
   * servers at once: rows are claimed with FOR UPDATE SKIP LOCKED and moved with a status-conditional update. Open
   * card sessions are closed first; an order whose session was paid meanwhile, or whose provider did not answer, is
   * left for its payment (or the next sweep).
   */
  async expireUnpaid(now = this.deps.clock.now(), batch = 200): Promise<number> {
    // An order whose design is still in progress waits for it (its time to pay starts when a draft is approved).
    const due = and(eq(orders.status, 'unpaid'), eq(orders.paymentStatus, 'none'), lt(orders.expiresAt, now), this.deps.designs.noDesignInProgress());
    const withSessions = await this.db
      .selectDistinct({ id: orders.id })
      .from(orders)
      .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'pending'), isNotNull(payments.providerRef)))
      .where(due)
      .limit(batch);
    const keep: number[] = [];
    for (const { id } of withSessions) if ((await this.deps.attempts.closeOpenCheckouts(id)) !== 'closed') keep.push(id);
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: orders.id, status: orders.status, userId: orders.userId, orderSn: orders.orderSn })
        .from(orders)
        .where(and(due, keep.length > 0 ? notInArray(orders.id, keep) : undefined))
        .limit(batch)
        .for('update', { skipLocked: true });
      let expired = 0;
      for (const order of rows) {
        if (await applyEvent(tx, order, 'cancel', 'system')) {
          expired++;
          await this.deps.coupons.release(tx, order.id);
          await this.deps.messages.notify(tx, order.userId, 'order_expired', { order_id: order.id, order_sn: order.orderSn });
        }
        await this.deps.attempts.cancelPending(tx, order.id);
      }
      return expired;
    });
  }
}
