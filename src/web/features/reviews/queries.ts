/** What a review write changes: the lines to review, my reviews, the form's line and the goods page's reviews. */
export const REVIEW_QUERIES = [
  ['get', '/review/toWrite'],
  ['get', '/review/mine'],
  ['get', '/review/line'],
  ['get', '/review/goods'],
] as const;
