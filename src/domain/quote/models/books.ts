/**
 * The price books each pricing model reads (the engine itself reads `turnaround`). A quote page loads only its
 * product's model and these books: codegen emits one bundle per model (src/generated/quote/books/<model>.ts) without
 * the PRODUCT_BOOKS, whose share each product module carries itself (its UNIT items: unitBookFor). The lazy engine
 * test proves each product prices the same that way as with all the books.
 */
import type { PriceBooks, PricingModelName } from '../types';

export type BookName = keyof PriceBooks;

export const MODEL_BOOKS: Record<PricingModelName, readonly BookName[]> = {
  SHEET: ['paper', 'press', 'finishing', 'turnaround'],
  AREA: ['largeFormat', 'turnaround'],
  BOOK: ['paper', 'press', 'finishing', 'binding', 'turnaround'],
  BOX: ['paper', 'press', 'finishing', 'box', 'turnaround'],
  UNIT: ['unit', 'turnaround'],
  KIT: ['largeFormat', 'unit', 'turnaround'],
};

/** Books split by product rather than by model: the unit book lists every UNIT item of every product. */
export const PRODUCT_BOOKS: readonly BookName[] = ['unit'];
