/**
 * Reviews (docs/reviews.md; spec §2 /user/evaluation): after receipt the order's owner rates each order line once —
 * 1 to 5 stars, a text, up to 3 pictures — and the goods page shows the visible ones with their average. Staff hide
 * abusive reviews (and show them again) with a reason. Pure: the form pre-checks with these rules, the server decides.
 */
import { AFTER_SALE_IMAGE_MAX_BYTES, AFTER_SALE_IMAGE_MAX_MB } from '../after-sales/after-sales';
import type { OrderStatus } from '../order/status';
import { defineMachine } from '../state-machine';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The review's text, after trimming: at least this many characters, at most this many. */
export const REVIEW_CONTENT_MIN = 2;
export const REVIEW_CONTENT_MAX = 500;
/** Pictures: as for after-sales (spec §5) — at most 3, JPEG or PNG, 1 MB or less each. */
export const REVIEW_IMAGES_MAX = 3;
export const REVIEW_IMAGE_MAX_BYTES = AFTER_SALE_IMAGE_MAX_BYTES;
export const REVIEW_IMAGE_MAX_MB = AFTER_SALE_IMAGE_MAX_MB;

/** Order statuses whose lines may be reviewed: the customer has the goods (received, or closed after receipt). */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['received', 'closed'];

export function reviewableOrder(status: OrderStatus): boolean {
  return REVIEWABLE_ORDER_STATUSES.includes(status);
}

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_EVENTS = [
  'hide', // staff hid an abusive review (with a reason): the goods page no longer shows it
  'show', // staff showed a hidden review again (with a reason)
] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

/** A review is shown from the start; staff may hide it and show it again. */
export const reviewMachine = defineMachine({
  name: 'review',
  statuses: REVIEW_STATUSES,
  events: REVIEW_EVENTS,
  initial: 'visible',
  final: [],
  transitions: {
    visible: { hide: 'hidden' },
    hidden: { show: 'visible' },
  },
});

export type ReviewProblem = 'review_rating' | 'review_content';

/** Why a rating and text cannot be submitted (the first problem), or null. */
export function reviewProblem(rating: number, content: string): { problem: ReviewProblem; field: 'rating' | 'content' } | null {
  if (!Number.isInteger(rating) || rating < REVIEW_RATING_MIN || rating > REVIEW_RATING_MAX) return { problem: 'review_rating', field: 'rating' };
  const length = [...content.trim()].length;
  if (length < REVIEW_CONTENT_MIN || length > REVIEW_CONTENT_MAX) return { problem: 'review_content', field: 'content' };
  return null;
}

/**
 * How a reviewer is named on the goods page: the first and last character of the nickname around asterisks, so a
 * review is recognisably the same author without showing who (a one- or two-character nickname keeps its first).
 */
export function maskedName(nickname: string): string {
  const chars = [...nickname.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The average of ratings to one decimal (null without any), as the goods page shows it. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
