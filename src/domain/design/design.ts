/**
 * The design service's rules (issue 14; docs/design-service.md): the fee a design costs per product family (the
 * price book), the free revision rounds, the designer's share, and the limits of a brief. Pure: the server decides
 * with it, the browser shows the same figures.
 */
import { roundFils } from '../money';

/**
 * The design price book: the fee for designing one print line, per product family (fils, excluding VAT). A family
 * missing here cannot be ordered with the design service (`designFeeFils` answers null), and a test keeps every
 * family of the catalogue priced. Figures: the shop's list prices for a one-sided layout with the customer's text
 * and logo — cards and small items cheapest, multi-page and structural work dearest.
 */
export const DESIGN_FEES_FILS: Readonly<Record<string, number>> = {
  business_cards: 50_00,
  pvc_cards: 60_00,
  stationery: 60_00,
  labels: 60_00,
  stickers: 60_00,
  cups: 80_00,
  flyers: 90_00,
  leaflets: 120_00,
  posters: 100_00,
  photo: 60_00,
  ncr_forms: 80_00,
  office_paper: 50_00,
  plates: 80_00,
  acrylic: 100_00,
  signage: 150_00,
  banners: 120_00,
  boards: 120_00,
  displays: 150_00,
  lightboxes: 150_00,
  bags: 120_00,
  boxes: 200_00,
  calendars: 250_00,
  albums: 300_00,
  booklets: 350_00,
  books: 400_00,
};

/** The fee for a design of a product of `family`, or null when the family has no design service. */
export function designFeeFils(family: string): number | null {
  return DESIGN_FEES_FILS[family] ?? null;
}

/**
 * Rounds of changes the shopper may ask for at no charge. Beyond them a change request is refused: the shopper
 * approves one of the drafts they have (every version is kept) or contacts customer service — the shop then agrees
 * any further work by hand (docs/design-service.md, "Revision rounds").
 */
export const FREE_REVISION_ROUNDS = 2;

/** The rounds still free after `used` change requests. */
export function revisionRoundsLeft(used: number): number {
  return Math.max(0, FREE_REVISION_ROUNDS - used);
}

/** The designer's share of the design fee (excluding VAT) for an approved task, in percent. */
export const DESIGNER_SHARE_PERCENT = 60;

/** What the designer earns for an approved task with this fee (whole fils). */
export function designerShareFils(feeFils: number): number {
  return roundFils((feeFils * DESIGNER_SHARE_PERCENT) / 100);
}

/** Limits of a brief and of the answers around it (the contract repeats them). */
export const DESIGN_LIMITS = {
  briefMin: 10,
  briefMax: 2000,
  /** Reference files (logos, photos, old prints) one brief may carry. */
  referencesMax: 5,
  commentMax: 1000,
  noteMax: 500,
  /** Drafts one task may collect (the first plus one per round and some spare for the designer's alternatives). */
  draftsMax: 12,
  /**
   * Unpaid orders with a design still in progress one shopper may have at once: designers work before the order is
   * paid (the shopper pays once a draft is approved), so an abandoned order costs the shop their time.
   */
  openDesignOrdersMax: 3,
} as const;

/** Tasks per page in the task centre, the shopper's designs and the console. */
export const DESIGN_PAGE_SIZE = 20;

/**
 * A brief's problem, or null: the text (trimmed) must say what to design. The reference files are checked by the
 * server (each must be one of the shopper's own uploaded files).
 */
export function briefProblem(text: string): 'design_brief_short' | 'design_brief_long' | null {
  const length = text.trim().length;
  if (length < DESIGN_LIMITS.briefMin) return 'design_brief_short';
  if (length > DESIGN_LIMITS.briefMax) return 'design_brief_long';
  return null;
}

/** Draft files a shopper's browser can preview inline; the rest (PDF, AI…) are downloads. */
export function isPreviewable(fileType: string): boolean {
  return fileType === 'png' || fileType === 'jpeg';
}
