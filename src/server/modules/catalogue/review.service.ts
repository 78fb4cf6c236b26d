/**
 * Reviews (docs/reviews.md): after receipt the order's owner rates each order line once — 1–5 stars, a text, up to 3
 * pictures (uploads of kind `review`: JPEG or PNG by their content, 1 MB or less, stored under generated names by
 * UploadService) — the goods page shows the visible ones with their average, and staff hide abusive ones (and show
 * them again) with a reason, audited. A review's status moves only through src/domain/review/review.ts.
 *
 * One review per order line: the unique index decides when two submits race. Pictures belong to one review (unique
 * too), and only the uploader's own, unused pictures are accepted.
 */
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { components } from '../../../generated/shop-api.d';
import type { Locale } from '../../../domain/i18n';
import { pickLocale } from '../../../domain/localized';
import { MEMBERSHIP_ANNUAL_CODE } from '../../../domain/membership';
import type { OrderStatus } from '../../../domain/order/status';
import { getProduct } from '../../../domain/quote';
import { averageRating, maskedName, REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_IMAGES_MAX, reviewableOrder, reviewMachine, reviewProblem, REVIEWABLE_ORDER_STATUSES, type ReviewEvent, type ReviewStatus } from '../../../domain/review/review';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { goods, orderLines, orders, reviewImages, reviews, uploads, users } from '../../db/schema';
import { isUniqueViolation } from '../../infra/db-errors';
import { fail, ok, Refusal, refusedWith, type Outcome } from '../../http/envelope';
import { statusMove } from '../../infra/status-move';
import type { AuditService } from '../accounts';
import type { CatalogueService } from './catalogue.service';
import type { MessageService } from '../messaging';
import { uploadView, type UploadService } from '../files';

type Schemas = components['schemas'];
type ReviewRow = typeof reviews.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface ReviewDeps {
  uploads: UploadService;
  catalogue: CatalogueService;
  messages: MessageService;
  audit: AuditService;
  /** The shop's clock (SHOP_CLOCK): when a review was moderated. */
  clock: Clock;
}

/** Lines that can be reviewed: of a received or closed order, a product (not the annual membership's line). */
const reviewableLine = and(inArray(orders.status, [...REVIEWABLE_ORDER_STATUSES]), sql`${orderLines.productCode} <> ${MEMBERSHIP_ANNUAL_CODE}`);

function productOf(line: Pick<LineRow, 'productCode'>) {
  const product = getProduct(line.productCode);
  return { code: line.productCode, title: product?.title ?? line.productCode, image: product?.image ?? '' };
}

function lineView(line: LineRow, order: { id: number; orderSn: string; status: OrderStatus }): Schemas['ReviewLine'] {
  return {
    line_id: line.id,
    order_id: order.id,
    order_sn: order.orderSn,
    order_status: order.status,
    ...productOf(line),
    config: line.config,
    quantity: line.quantity,
  };
}

export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly deps: ReviewDeps,
  ) {}

  /** A picture for a review (kind `review`: JPEG or PNG, 1 MB or less). */
  storeImage(userId: number, name: string, content: Buffer, truncated: boolean) {
    return this.deps.uploads.store(userId, name || 'picture', content, truncated, 'review');
  }

  private async imagesOf(ids: number[]): Promise<Map<number, Schemas['Upload'][]>> {
    const map = new Map<number, Schemas['Upload'][]>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .select({ reviewId: reviewImages.reviewId, file: uploads })
      .from(reviewImages)
      .innerJoin(uploads, eq(uploads.id, reviewImages.fileId))
      .where(inArray(reviewImages.reviewId, ids))
      .orderBy(asc(reviewImages.id));
    for (const { reviewId, file } of rows) map.set(reviewId, [...(map.get(reviewId) ?? []), uploadView(file)]);
    return map;
  }

  // ── The customer ───────────────────────────────────────────────────────────────────────────────────────────────

  /** Lines of the user's received orders still without a review, newest order first (/user/evaluation). */
  async toWrite(userId: number, pageNo: number, pageSize: number) {
    const where = and(
      eq(orders.userId, userId),
      reviewableLine,
      notExists(this.db.select({ one: sql`1` }).from(reviews).where(eq(reviews.orderLineId, orderLines.id))),
    );
    const [rows, total] = await Promise.all([
      this.db
        .select({ line: orderLines, order: { id: orders.id, orderSn: orders.orderSn, status: orders.status } })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(where)
        .orderBy(desc(orders.id), asc(orderLines.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId)).where(where),
    ]);
    return { lists: rows.map((r) => lineView(r.line, r.order)), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  /**
   * One line of the user's own order for the review form: what it is, whether it may be reviewed now, and the review
   * when there is one already. Another user's line is "not found".
   */
  async line(userId: number, lineId: number): Promise<Outcome<Schemas['ReviewLineInfo']>> {
    const [row] = await this.db
      .select({ line: orderLines, order: { id: orders.id, orderSn: orders.orderSn, status: orders.status } })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, lineId), eq(orders.userId, userId), sql`${orderLines.productCode} <> ${MEMBERSHIP_ANNUAL_CODE}`));
    if (!row) return fail('not_found', {}, 'line_id');
    const [existing] = await this.db.select().from(reviews).where(eq(reviews.orderLineId, lineId));
    return ok({
      line: lineView(row.line, row.order),
      can_review: !existing && reviewableOrder(row.order.status),
      review: existing ? (await this.ownViews([existing]))[0] ?? null : null,
    });
  }

  async submit(userId: number, input: { line_id: number; rating: number; content: string; image_ids: number[] }): Promise<Outcome<Schemas['MyReview']>> {
    const [row] = await this.db
      .select({ line: orderLines, order: { id: orders.id, status: orders.status } })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, input.line_id), eq(orders.userId, userId), sql`${orderLines.productCode} <> ${MEMBERSHIP_ANNUAL_CODE}`));
    if (!row) return fail('not_found', {}, 'line_id');
    if (!reviewableOrder(row.order.status)) return fail('review_not_received', {}, 'line_id');
    const problem = reviewProblem(input.rating, input.content);
    if (problem) return fail(problem.problem, problem.problem === 'review_content' ? { min: REVIEW_CONTENT_MIN, max: REVIEW_CONTENT_MAX } : {}, problem.field);
    const imageIds = [...new Set(input.image_ids)];
    if (imageIds.length > REVIEW_IMAGES_MAX) return fail('review_images_max', { max: REVIEW_IMAGES_MAX }, 'image_ids');
    if (imageIds.length > 0) {
      const owned = await this.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(inArray(uploads.id, imageIds), eq(uploads.userId, userId), eq(uploads.kind, 'review'), isNull(uploads.deletedAt)));
      if (owned.length !== imageIds.length) return fail('not_found', {}, 'image_ids');
    }
    const goodsId = await this.deps.catalogue.goodsIdForQuote(row.line.productCode);
    try {
      const review = await this.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(reviews)
          .values({ userId, orderId: row.order.id, orderLineId: row.line.id, productCode: row.line.productCode, goodsId, rating: input.rating, content: input.content.trim(), status: reviewMachine.initial })
          .returning();
        if (!made) throw new Error('insert returned no row');
        if (imageIds.length > 0) await tx.insert(reviewImages).values(imageIds.map((fileId) => ({ reviewId: made.id, fileId })));
        return made;
      });
      const [view] = await this.ownViews([review]);
      if (!view) throw new Error('review view missing');
      return ok(view, 'review_submitted');
    } catch (error) {
      // The line reviewed meanwhile (a double submit), or a picture another review took.
      if (isUniqueViolation(error, 'reviews_order_line_key')) return fail('review_exists', {}, 'line_id');
      if (isUniqueViolation(error, 'review_images_file_key')) return fail('not_found', {}, 'image_ids');
      throw error;
    }
  }

  /** The author's view: their review with its status and, when staff hid it, why. */
  private async ownViews(rows: ReviewRow[]): Promise<Schemas['MyReview'][]> {
    if (rows.length === 0) return [];
    const [images, lines] = await Promise.all([
      this.imagesOf(rows.map((r) => r.id)),
      this.db
        .select({ line: orderLines, order: { id: orders.id, orderSn: orders.orderSn, status: orders.status } })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(inArray(orderLines.id, rows.map((r) => r.orderLineId))),
    ]);
    const lineOf = new Map(lines.map((l) => [l.line.id, l]));
    return rows.flatMap((r) => {
      const line = lineOf.get(r.orderLineId);
      if (!line) return [];
      return [
        {
          id: r.id,
          rating: r.rating,
          content: r.content,
          images: images.get(r.id) ?? [],
          status: r.status,
          hidden_reason: r.status === 'hidden' ? r.staffReason : null,
          goods_id: r.goodsId,
          line: lineView(line.line, line.order),
          created_at: r.createdAt.toISOString(),
        },
      ];
    });
  }

  /** The user's reviews, newest first (/user/evaluation, "My reviews"). */
  async mine(userId: number, pageNo: number, pageSize: number) {
    const where = eq(reviews.userId, userId);
    const [rows, total] = await Promise.all([
      this.db.select().from(reviews).where(where).orderBy(desc(reviews.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(reviews).where(where),
    ]);
    return { lists: await this.ownViews(rows), count: total[0]?.n ?? 0, page_no: pageNo, page_size: pageSize };
  }

  // ── The goods page ─────────────────────────────────────────────────────────────────────────────────────────────

  /** A goods item's visible reviews, newest first, with the average and the count of each star. */
  async forGoods(goodsId: number, pageNo: number, pageSize: number): Promise<Schemas['GoodsReviews']> {
    const where = and(eq(reviews.goodsId, goodsId), eq(reviews.status, 'visible'));
    const [rows, stars] = await Promise.all([
      this.db
        .select({ review: reviews, nickname: users.nickname })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ rating: reviews.rating, n: count() }).from(reviews).where(where).groupBy(reviews.rating),
    ]);
    const images = await this.imagesOf(rows.map((r) => r.review.id));
    const total = stars.reduce((sum, s) => sum + s.n, 0);
    const points = stars.reduce((sum, s) => sum + s.rating * s.n, 0);
    return {
      goods_id: goodsId,
      average: averageRating(points, total),
      count: total,
      stars: [1, 2, 3, 4, 5].map((rating) => stars.find((s) => s.rating === rating)?.n ?? 0),
      lists: rows.map(({ review, nickname }) => ({
        id: review.id,
        rating: review.rating,
        content: review.content,
        author: maskedName(nickname),
        images: images.get(review.id) ?? [],
        created_at: review.createdAt.toISOString(),
      })),
      page_no: pageNo,
      page_size: pageSize,
    };
  }

  /**
   * A picture of a review: anyone may see those of a visible review (the goods page), the author those of their own
   * review whatever its status. Anything else is "not found".
   */
  async image(viewerId: number | null, reviewId: number, fileId: number) {
    const [row] = await this.db
      .select({ file: uploads, review: { userId: reviews.userId, status: reviews.status } })
      .from(reviewImages)
      .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
      .innerJoin(uploads, eq(uploads.id, reviewImages.fileId))
      .where(and(eq(reviewImages.reviewId, reviewId), eq(reviewImages.fileId, fileId), isNull(uploads.deletedAt)));
    if (!row || (row.review.status !== 'visible' && row.review.userId !== viewerId)) return fail('not_found', {}, 'file_id');
    return ok(row.file);
  }

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────────────────

  private async staffViews(rows: ReviewRow[], locale: Locale): Promise<Schemas['StaffReview'][]> {
    if (rows.length === 0) return [];
    const [own, authors, goodsRows] = await Promise.all([
      this.ownViews(rows),
      this.db.select({ id: users.id, nickname: users.nickname, mobile: users.mobile }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
      this.db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, rows.flatMap((r) => (r.goodsId === null ? [] : [r.goodsId])).concat([0]))),
    ]);
    const author = new Map(authors.map((a) => [a.id, a]));
    const goodsName = new Map(goodsRows.map((g) => [g.id, pickLocale(g.name, locale)]));
    const viewOf = new Map(own.map((v) => [v.id, v]));
    return rows.flatMap((row) => {
      const view = viewOf.get(row.id);
      const who = author.get(row.userId);
      if (!view || !who) return [];
      // Staff see the reason of the last move either way (the author only that of a hiding).
      return [{ ...view, hidden_reason: row.staffReason, customer: who, goods_name: row.goodsId === null ? null : (goodsName.get(row.goodsId) ?? null), moderated_at: row.moderatedAt?.toISOString() ?? null }];
    });
  }

  /** The console's reviews, newest first, by status (all when none is given). */
  async staffList(status: ReviewStatus | undefined, locale: Locale, pageNo: number, pageSize: number) {
    const where = status ? eq(reviews.status, status) : undefined;
    const [rows, total, counts] = await Promise.all([
      this.db.select().from(reviews).where(where).orderBy(desc(reviews.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.db.select({ n: count() }).from(reviews).where(where),
      this.db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
    ]);
    return {
      lists: await this.staffViews(rows, locale),
      count: total[0]?.n ?? 0,
      counts: { visible: counts.find((c) => c.status === 'visible')?.n ?? 0, hidden: counts.find((c) => c.status === 'hidden')?.n ?? 0 },
      page_no: pageNo,
      page_size: pageSize,
    };
  }

  /**
   * Staff hide a review (abusive, not about the product…) or show it again, with a reason: one status-conditional
   * update through the review table, its audit row and — when hidden — a message to the author saying why, in one
   * transaction. A review already in that status answers `review_event_refused`.
   */
  async moderate(staffId: number, locale: Locale, input: { id: number; event: ReviewEvent; reason: string }): Promise<Outcome<Schemas['StaffReview']>> {
    const why = input.reason.trim();
    if (!why) return fail('reason_required', {}, 'reason');
    const step = statusMove(reviewMachine, reviews.status, input.event);
    const moved = await refusedWith(() =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, input.id));
        if (!before) throw new Refusal(fail('not_found', {}, 'id'));
        const [row] = await tx
          .update(reviews)
          .set({ status: step.to, staffReason: why, moderatedBy: staffId, moderatedAt: this.deps.clock.now() })
          .where(and(eq(reviews.id, input.id), step.from))
          .returning();
        if (!row) throw new Refusal(fail('review_event_refused', {}, 'id'));
        await this.deps.audit.record(tx, {
          actorId: staffId,
          action: `review_${input.event}`,
          entityType: 'review',
          entityId: row.id,
          orderId: row.orderId,
          userId: row.userId,
          before: { status: before.status },
          after: { status: row.status },
          reason: why,
        });
        if (input.event === 'hide') await this.deps.messages.notify(tx, row.userId, 'review_hidden', { order_id: row.orderId, reason: why });
        return row;
      }),
    );
    if ('error' in moved) return moved;
    const [view] = await this.staffViews([moved], locale);
    return view ? ok(view, input.event === 'hide' ? 'review_hidden' : 'review_shown') : fail('not_found', {}, 'id');
  }
}
