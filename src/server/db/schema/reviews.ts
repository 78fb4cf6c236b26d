/** Reviews of received orders' products and their pictures (above ordering: a review names its order and line). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { reviewMachine, type ReviewStatus } from '../../../domain/review/review';
import { createdAt, statusCheck } from './columns';
import { uploads, users } from './accounts';
import { goods } from './catalogue';
import { orderLines, orders } from './ordering';

/**
 * Reviews (docs/reviews.md): the owner of a received order rates one of its lines, once (unique order line). The
 * goods page shows the visible ones; `status` moves only through src/domain/review/review.ts (staff hide and show
 * again, with a reason and an audit row).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id),
    orderLineId: integer('order_line_id').notNull().references(() => orderLines.id),
    productCode: text('product_code').notNull(),
    /** The goods row the goods page shows it on (the quote product's goods row when the review was written). */
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    /** Staff's reason for the last hide or show. */
    staffReason: text('staff_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_key').on(t.orderLineId),
    index('reviews_goods_idx').on(t.goodsId, t.status, t.id),
    index('reviews_user_idx').on(t.userId, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    statusCheck(t.status, reviewMachine.statuses),
  ],
);

/** A review's pictures (uploads of kind `review`); a picture belongs to one review. */
export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').notNull().references(() => uploads.id),
  },
  (t) => [uniqueIndex('review_images_file_key').on(t.fileId), index('review_images_review_idx').on(t.reviewId)],
);
