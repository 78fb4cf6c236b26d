/** Small pure rules of the checkout pages (tested in checkout-rules.test.ts). */

/** `ids=1,2,3` (the confirm page's query) → [1, 2, 3]; malformed parts and repeats are dropped; at most 100. */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => n >= 1 && Number.isSafeInteger(n));
  return [...new Set(ids)].slice(0, 100);
}

/**
 * An order's timeline also records events that keep the status (a cancellation request and its withdrawal); a status
 * shown twice in a row says nothing, so only the first of a run is kept.
 */
export function collapseTimeline<T extends { status: string }>(steps: T[]): T[] {
  return steps.filter((step, index) => index === 0 || steps[index - 1]?.status !== step.status);
}
