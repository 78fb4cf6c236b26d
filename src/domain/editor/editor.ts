/**
 * The online design editor's rules (issue 14, spec §5 "Design rules: CMYK, curves, bleed 1 or 3 mm"): which products
 * can be designed in the browser, the page size of a design (trim plus bleed), the safe area, the image resolution a
 * print needs, and the design document — the JSON the editor saves, templates are written in and the PDF is made from.
 * Pure: the server decides with it (sizes, limits, template fitting), the editor draws with it.
 */

import { designKindOf, DESIGN_KINDS, EDITOR_PRODUCTS, type DesignKind } from './products';

export { designKindOf, DESIGN_KINDS, EDITOR_PRODUCTS, type DesignKind };

/** spec §5 and §9 (design rules): 1 mm bleed for digital printing, 3 mm for offset. */
export const BLEED_MM = { digital: 1, offset: 3 } as const;

/**
 * The bleed a design of this product carries. A product that any of its presses prints offset gets the offset bleed:
 * the cheapest press changes with the quantity (the cart may change it after the design is made), and a 3 mm bleed
 * prints on a digital press too (the extra is trimmed), while 1 mm on an offset press would leave white edges.
 */
export function bleedFor(processes: readonly string[]): number {
  return processes.some((process) => process.startsWith('offset')) ? BLEED_MM.offset : BLEED_MM.digital;
}

/** The safe area: text and logos stay this far inside the trim (cutting tolerance, spec §9 "5 mm cutting error" is the worst case of large sheets; cards use 3 mm). */
export function safeMarginMm(widthMm: number, heightMm: number): number {
  return Math.min(widthMm, heightMm) >= 200 ? 5 : 3;
}

/** Images below this resolution at their placed size print soft: the editor warns before "use this design". */
export const MIN_IMAGE_DPI = 300;

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;
export const mmToPt = (mm: number): number => (mm * PT_PER_INCH) / MM_PER_INCH;
export const ptToMm = (pt: number): number => (pt * MM_PER_INCH) / PT_PER_INCH;

/** The PDF page (MediaBox) of a design: trim plus bleed on every side, in points. */
export function pageSizePt(widthMm: number, heightMm: number, bleedMm: number): { width: number; height: number } {
  return { width: mmToPt(widthMm + 2 * bleedMm), height: mmToPt(heightMm + 2 * bleedMm) };
}

/** A PDF page box matches the expected size within this many points (rounding in PDF writers). */
export const PAGE_SIZE_TOLERANCE_PT = 0.5;

/** The effective resolution of an image of `pixels` across printed `mm` wide. */
export function effectiveDpi(pixels: number, mm: number): number {
  return mm > 0 ? (pixels * MM_PER_INCH) / mm : Infinity;
}

/** Bounds the contract repeats (DesignDoc in openapi/components/schemas/editor.yaml, openapi/paths/editor.yaml). */
export const EDITOR_LIMITS = {
  /** Front and back. */
  pagesMax: 2,
  objectsPerPageMax: 100,
  textMaxLength: 500,
  nameMaxLength: 60,
  /** Designs one account keeps. */
  designsPerUserMax: 200,
  /** Coordinates stay within this many mm of the trim (objects may hang into and past the bleed). */
  coordinateMaxMm: 2000,
  fontSizeMinPt: 4,
  fontSizeMaxPt: 400,
} as const;

/** Fonts the editor offers; each covers Latin and Arabic, and falls back to Noto Sans SC / JP for Chinese and Japanese. */
export const DESIGN_FONTS = ['cairo', 'amiri', 'montserrat'] as const;
export type DesignFont = (typeof DESIGN_FONTS)[number];

export type TextAlign = 'left' | 'center' | 'right';

interface Box {
  /** Top-left corner of the unrotated box, from the trim's top-left corner (negative: in the bleed). */
  x_mm: number;
  y_mm: number;
  width_mm: number;
  height_mm: number;
  /** Degrees clockwise, about the box's centre. */
  angle: number;
}

export interface TextObject extends Box {
  type: 'text';
  text: string;
  font: DesignFont;
  size_pt: number;
  colour: string;
  bold: boolean;
  italic: boolean;
  align: TextAlign;
  /** Line height as a multiple of the font size. */
  line_height: number;
}

export interface ShapeObject extends Box {
  type: 'rect' | 'ellipse';
  fill: string | null;
  stroke: string | null;
  stroke_mm: number;
  /** Rounded corners (rect only). */
  radius_mm: number;
}

export interface LineObject extends Box {
  type: 'line';
  stroke: string;
  stroke_mm: number;
}

export interface ImageObject extends Box {
  type: 'image';
  /** An image the owner uploaded for designs (POST upload/designImage). */
  upload_id: number;
}

export type DesignObject = TextObject | ShapeObject | LineObject | ImageObject;

export interface DesignPage {
  background: string;
  objects: DesignObject[];
}

export interface DesignDoc {
  version: 1;
  pages: DesignPage[];
}

/** A blank design: white pages, one per printed side. */
export function blankDoc(sides: number): DesignDoc {
  const pages = Math.max(1, Math.min(EDITOR_LIMITS.pagesMax, sides));
  return { version: 1, pages: Array.from({ length: pages }, () => ({ background: '#ffffff', objects: [] })) };
}

/** Upload ids of the images a design places. */
export function imageIdsOf(doc: DesignDoc): number[] {
  return [...new Set(doc.pages.flatMap((page) => page.objects.flatMap((object) => (object.type === 'image' ? [object.upload_id] : []))))];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A template (or another design) refitted to a new trim size: positions and boxes scale with each axis, text and
 * stroke sizes with the smaller factor so text keeps its proportions. Pages beyond `sides` are dropped; a missing back
 * page is added blank.
 */
export function fitDoc(doc: DesignDoc, from: { width_mm: number; height_mm: number }, to: { width_mm: number; height_mm: number }, sides: number): DesignDoc {
  const sx = to.width_mm / from.width_mm;
  const sy = to.height_mm / from.height_mm;
  const s = Math.min(sx, sy);
  const clampFont = (pt: number) => Math.min(EDITOR_LIMITS.fontSizeMaxPt, Math.max(EDITOR_LIMITS.fontSizeMinPt, round2(pt * s)));
  const pages = doc.pages.slice(0, Math.max(1, sides)).map((page) => ({
    background: page.background,
    objects: page.objects.map((object): DesignObject => {
      const box = { x_mm: round2(object.x_mm * sx), y_mm: round2(object.y_mm * sy), width_mm: round2(object.width_mm * sx), height_mm: round2(object.height_mm * sy), angle: object.angle };
      switch (object.type) {
        case 'text':
          return { ...object, ...box, size_pt: clampFont(object.size_pt) };
        case 'line':
          return { ...object, ...box, stroke_mm: round2(object.stroke_mm * s) };
        case 'image':
          return { ...object, ...box };
        default:
          return { ...object, ...box, stroke_mm: round2(object.stroke_mm * s), radius_mm: round2(object.radius_mm * s) };
      }
    }),
  }));
  while (pages.length < sides && pages.length < EDITOR_LIMITS.pagesMax) pages.push({ background: '#ffffff', objects: [] });
  return { version: 1, pages };
}

/** Printed sides of a configuration: the colours option's data says front/back inks (schemas/options/colours.json). */
export function sidesOf(colours: { front?: unknown; back?: unknown } | undefined): number {
  return colours && typeof colours.back === 'number' && colours.back > 0 ? 2 : 1;
}

/** Right-to-left scripts (Arabic, Hebrew, Syriac, Thaana…): text with them is laid out right to left. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** The direction of a text by its first strong character (Unicode's rule for a paragraph). */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL.test(char)) return 'rtl';
    if (/\p{L}/u.test(char)) return 'ltr';
  }
  return 'ltr';
}
