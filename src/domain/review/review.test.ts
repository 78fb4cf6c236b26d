import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, maskedName, REVIEW_CONTENT_MAX, reviewableOrder, reviewProblem } from './review';

describe('reviews', () => {
  it('only received or closed orders may be reviewed', () => {
    expect(['received', 'closed'].every((s) => reviewableOrder(s as 'received'))).toBe(true);
    expect(['delivered', 'shipped', 'unpaid', 'cancelled'].some((s) => reviewableOrder(s as 'delivered'))).toBe(false);
  });
  it('1 to 5 whole stars and a text of 2 to 500 characters', () => {
    expect(reviewProblem(5, 'Crisp print, fast delivery')).toBeNull();
    expect(reviewProblem(0, 'ok ok')).toEqual({ problem: 'review_rating', field: 'rating' });
    expect(reviewProblem(6, 'ok ok')).toEqual({ problem: 'review_rating', field: 'rating' });
    expect(reviewProblem(4.5, 'ok ok')).toEqual({ problem: 'review_rating', field: 'rating' });
    expect(reviewProblem(3, '   x   ')).toEqual({ problem: 'review_content', field: 'content' });
    expect(reviewProblem(3, 'ممتاز'.repeat(100))).toBeNull();
    expect(reviewProblem(3, 'a'.repeat(REVIEW_CONTENT_MAX + 1))).toEqual({ problem: 'review_content', field: 'content' });
  });
  it('names reviewers by the first and last character of their nickname', () => {
    expect(maskedName('Layla2026')).toBe('L***6');
    expect(maskedName('Jo')).toBe('J***');
    expect(maskedName('李明华')).toBe('李***华');
    expect(maskedName('')).toBe('***');
    fc.assert(
      fc.property(fc.string(), (nickname) => {
        // At most two characters of the nickname show, whatever its length.
        expect([...maskedName(nickname)].length).toBeLessThanOrEqual(5);
      }),
    );
  });
  it('averages to one decimal', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });
});
