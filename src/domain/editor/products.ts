/**
 * Which products the online editor designs (kept apart from editor.ts so the quote page, which only shows the
 * "Design online" button, does not load the editor's rules).
 */

/** What an editable product is, for picking templates (a template is written for one kind). */
export const DESIGN_KINDS = ['business_card', 'flyer', 'postcard', 'sticker', 'poster'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/**
 * Flat products the editor designs (one or two printed sides, no folds, no panels). Folded cards, leaflets, books
 * and boxes need dielines the editor does not draw; large-format products exceed what a 5 MB print file can carry at
 * 300 dpi.
 */
export const EDITOR_PRODUCTS: Readonly<Record<string, DesignKind>> = {
  bc_standard: 'business_card',
  bc_premium: 'business_card',
  bc_special_paper: 'business_card',
  bc_square: 'business_card',
  flyer_digital: 'flyer',
  flyer_offset: 'flyer',
  postcard: 'postcard',
  sticker_die_cut: 'sticker',
  sticker_clear: 'sticker',
  sticker_kiss_cut_sheet: 'sticker',
  poster_digital: 'poster',
  poster_offset: 'poster',
};

export function designKindOf(code: string): DesignKind | null {
  return Object.hasOwn(EDITOR_PRODUCTS, code) ? (EDITOR_PRODUCTS[code] ?? null) : null;
}
