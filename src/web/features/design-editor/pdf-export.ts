/**
 * The print-ready PDF of a design (pdf-lib): one page per printed side at trim plus bleed (MediaBox and BleedBox),
 * the TrimBox inset by the bleed; colours as DeviceCMYK; shapes as vector paths; images embedded as uploaded (JPEG as
 * is, PNG losslessly); text as vector text in embedded font subsets. Text is laid out like the canvas draws it (the
 * same wrapped lines and Fabric's line metrics), shaped by fontkit (Arabic joining included) and ordered by the
 * Unicode bidirectional algorithm (bidi-js), so Arabic runs right to left and mixed lines keep their numbers and Latin
 * words in place.
 */
import fontkit from '@pdf-lib/fontkit';
import { cmyk, concatTransformationMatrix, degrees, PDFDocument, type PDFFont, type PDFPage, popGraphicsState, pushGraphicsState, setLineWidth, setStrokingColor, setTextRenderingMode, TextRenderingMode } from 'pdf-lib';
import { mmToPt, pageSizePt, textDirection, type DesignDoc, type DesignObject, type TextObject } from '../../../domain/editor/editor';
import { BIDI_CONTROL, rtlPieceText, visualLevelRuns } from './bidi-runs';
import { fontStack, sliceFor, type FontSlice } from './fonts';

/** Fabric's text metrics (Text._fontSizeMult, _fontSizeFraction): the PDF puts baselines where the canvas does. */
const FONT_SIZE_MULT = 1.13;
const FONT_SIZE_FRACTION = 0.222;
/** Synthetic italic (the fonts are loaded upright; the canvas slants them the same way). */
const ITALIC_SKEW_DEG = 12;

export interface ExportInput {
  width_mm: number;
  height_mm: number;
  bleed_mm: number;
  doc: DesignDoc;
  /** The lines a text object wraps into on the canvas. */
  wrap(object: TextObject): string[];
  /** The bytes of one of the user's design images. */
  imageBytes(uploadId: number): Promise<Uint8Array>;
}

type Cmyk = ReturnType<typeof cmyk>;

/** #rrggbb → DeviceCMYK by the plain formula (K from the darkest channel): black text stays pure K. */
export function toCmyk(hex: string): Cmyk {
  const r = parseInt(hex.slice(1, 3), 16) / 255;
  const g = parseInt(hex.slice(3, 5), 16) / 255;
  const b = parseInt(hex.slice(5, 7), 16) / 255;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return cmyk(0, 0, 0, 1);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return cmyk(round((1 - r - k) / (1 - k)), round((1 - g - k) / (1 - k)), round((1 - b - k) / (1 - k)), round(k));
}

export async function exportPdf(input: ExportInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle('printfront design');
  pdf.setCreator('printfront online editor');
  const fonts = new FontCache(pdf);
  const images = new Map<number, Promise<Awaited<ReturnType<PDFDocument['embedPng']>>>>();
  const embedImage = (id: number) => {
    let found = images.get(id);
    if (!found) {
      found = input.imageBytes(id).then((bytes) => (bytes[0] === 0xff && bytes[1] === 0xd8 ? pdf.embedJpg(bytes) : pdf.embedPng(bytes)));
      images.set(id, found);
    }
    return found;
  };
  const size = pageSizePt(input.width_mm, input.height_mm, input.bleed_mm);
  const bleed = mmToPt(input.bleed_mm);
  for (const sheet of input.doc.pages) {
    const page = pdf.addPage([size.width, size.height]);
    page.setBleedBox(0, 0, size.width, size.height);
    page.setTrimBox(bleed, bleed, mmToPt(input.width_mm), mmToPt(input.height_mm));
    page.drawRectangle({ x: 0, y: 0, width: size.width, height: size.height, color: toCmyk(sheet.background) });
    for (const object of sheet.objects) {
      // The object's own space: origin at its centre, y up, turned clockwise by its angle.
      const cx = mmToPt(input.bleed_mm + object.x_mm + object.width_mm / 2);
      const cy = size.height - mmToPt(input.bleed_mm + object.y_mm + object.height_mm / 2);
      const radians = (-object.angle * Math.PI) / 180;
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(Math.cos(radians), Math.sin(radians), -Math.sin(radians), Math.cos(radians), cx, cy));
      await drawObject(page, object, { fonts, embedImage, wrap: input.wrap });
      page.pushOperators(popGraphicsState());
    }
  }
  return pdf.save();
}

interface DrawContext {
  fonts: FontCache;
  embedImage(id: number): Promise<Awaited<ReturnType<PDFDocument['embedPng']>>>;
  wrap(object: TextObject): string[];
}

async function drawObject(page: PDFPage, object: DesignObject, ctx: DrawContext): Promise<void> {
  const w = mmToPt(object.width_mm);
  const h = mmToPt(object.height_mm);
  switch (object.type) {
    case 'rect':
    case 'ellipse': {
      const stroke = object.stroke && object.stroke_mm > 0 ? { borderColor: toCmyk(object.stroke), borderWidth: mmToPt(object.stroke_mm) } : {};
      const fill = object.fill ? { color: toCmyk(object.fill) } : {};
      if (object.type === 'ellipse') page.drawEllipse({ x: 0, y: 0, xScale: w / 2, yScale: h / 2, ...fill, ...stroke });
      else if (object.radius_mm > 0) {
        const r = Math.min(mmToPt(object.radius_mm), w / 2, h / 2);
        const path = `M ${-w / 2 + r} ${-h / 2} H ${w / 2 - r} A ${r} ${r} 0 0 1 ${w / 2} ${-h / 2 + r} V ${h / 2 - r} A ${r} ${r} 0 0 1 ${w / 2 - r} ${h / 2} H ${-w / 2 + r} A ${r} ${r} 0 0 1 ${-w / 2} ${h / 2 - r} V ${-h / 2 + r} A ${r} ${r} 0 0 1 ${-w / 2 + r} ${-h / 2} Z`;
        page.drawSvgPath(path, { x: 0, y: 0, ...fill, ...stroke });
      } else page.drawRectangle({ x: -w / 2, y: -h / 2, width: w, height: h, ...fill, ...stroke });
      return;
    }
    case 'line':
      page.drawLine({ start: { x: -w / 2, y: 0 }, end: { x: w / 2, y: 0 }, thickness: mmToPt(object.stroke_mm), color: toCmyk(object.stroke) });
      return;
    case 'image': {
      const image = await ctx.embedImage(object.upload_id);
      page.drawImage(image, { x: -w / 2, y: -h / 2, width: w, height: h });
      return;
    }
    case 'text':
      await drawText(page, object, ctx);
  }
}

/** One run of text drawn with one font slice, in visual order. */
interface Run {
  text: string;
  slice: FontSlice | null;
  font: PDFFont;
  width: number;
  /** The slice is regular but the text is bold: drawn filled and outlined. */
  fakeBold: boolean;
}

async function drawText(page: PDFPage, object: TextObject, ctx: DrawContext): Promise<void> {
  const size = object.size_pt;
  const w = mmToPt(object.width_mm);
  const h = mmToPt(object.height_mm);
  const direction = textDirection(object.text);
  const lines = ctx.wrap(object);
  const lineImpl = size * FONT_SIZE_MULT;
  const color = toCmyk(object.colour);
  let top = 0;
  for (const line of lines) {
    const runs = await ctx.fonts.runs(line, object, direction);
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    const x = object.align === 'center' ? -width / 2 : object.align === 'right' ? w / 2 - width : -w / 2;
    const baseline = h / 2 - (top + lineImpl * (1 - FONT_SIZE_FRACTION));
    let at = x;
    for (const run of runs) {
      if (run.fakeBold) page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.FillAndOutline), setLineWidth(size * 0.03), setStrokingColor(color));
      page.drawText(run.text, { x: at, y: baseline, size, font: run.font, color, ...(object.italic ? { xSkew: degrees(ITALIC_SKEW_DEG) } : {}) });
      if (run.fakeBold) page.pushOperators(popGraphicsState());
      at += run.width;
    }
    top += lineImpl * object.line_height;
  }
}

interface SubsetInternals {
  glyf: { length: number; constructor: { concat(list: unknown[]): unknown; alloc(n: number): unknown } }[];
  offset: number;
  _addGlyph(gid: number): number;
}

/**
 * fontkit 1.x (the fork pdf-lib uses) copies each glyph into a subset unpadded, and writes short `loca` offsets
 * (halved) when the subset is small: one glyph of odd length — Amiri has many — shifts every glyph after it, and
 * readers reject the font. Pads each glyph to an even length (once, on fontkit's subset class).
 */
function padSubsetGlyphs(face: { createSubset(): object }): void {
  const proto = Object.getPrototypeOf(face.createSubset()) as SubsetInternals & { padded?: boolean };
  if (proto.padded) return;
  proto.padded = true;
  const original = proto._addGlyph;
  proto._addGlyph = function (this: SubsetInternals, gid: number) {
    const index = original.call(this, gid);
    const buffer = this.glyf[index];
    if (buffer && buffer.length % 2 === 1) {
      this.glyf[index] = buffer.constructor.concat([buffer, buffer.constructor.alloc(1)]) as SubsetInternals['glyf'][number];
      this.offset += 1;
    }
    return index;
  };
}

/** Embedded font slices, each fetched and embedded (as a subset) once per PDF. */
class FontCache {
  private readonly embedded = new Map<string, Promise<{ font: PDFFont; has(cp: number): boolean }>>();

  constructor(private readonly pdf: PDFDocument) {}

  private embed(slice: FontSlice) {
    let found = this.embedded.get(slice.url);
    if (!found) {
      found = fetch(slice.url)
        .then((response) => {
          if (!response.ok) throw new Error(`font ${slice.url}: HTTP ${response.status}`);
          return response.arrayBuffer();
        })
        .then(async (buffer) => {
          const bytes = new Uint8Array(buffer);
          const face = fontkit.create(bytes);
          padSubsetGlyphs(face);
          const font = await this.pdf.embedFont(bytes, { subset: true });
          return { font, has: (cp: number) => face.hasGlyphForCodePoint(cp) };
        });
      this.embedded.set(slice.url, found);
    }
    return found;
  }

  /** The slice that draws a character: the first family of the stack whose slice has a glyph for it. */
  private async sliceOf(cp: number, families: string[], weight: number): Promise<FontSlice | null> {
    for (const family of families) {
      const slice = sliceFor(family, weight, cp);
      if (slice && (await this.embed(slice)).has(cp)) return slice;
    }
    return null;
  }

  /**
   * A line cut into runs of one direction level and one font slice, in visual order. A right-to-left run is handed
   * to fontkit in logical order: it shapes it (joining forms) and lays its glyphs right to left itself.
   */
  async runs(line: string, object: TextObject, direction: 'ltr' | 'rtl'): Promise<Run[]> {
    if (line.length === 0) return [];
    const families = fontStack(object.font, object.text);
    const weight = object.bold ? 700 : 400;
    const order = visualLevelRuns(line, direction);
    const runs: Run[] = [];
    for (const levelRun of order) {
      const text = levelRun.text;
      // Split by font slice (spaces and marks stay with the run before them).
      const pieces: { text: string; slice: FontSlice | null }[] = [];
      for (const char of text) {
        if (BIDI_CONTROL.test(char)) continue;
        const cp = char.codePointAt(0) ?? 32;
        const last = pieces[pieces.length - 1];
        if (last && (/[\s\p{M}]/u.test(char) || (last.slice && (await this.embed(last.slice)).has(cp) && last.slice.family === (await this.sliceOf(cp, families, weight))?.family))) {
          last.text += char;
          continue;
        }
        pieces.push({ text: char, slice: await this.sliceOf(cp, families, weight) });
      }
      if (levelRun.level % 2 === 1) {
        pieces.reverse();
        // fontkit lays out right to left only text in a right-to-left script; a piece of neutrals in this run (a
        // colon, a bracket from another font slice) is reversed here, its brackets mirrored (UAX #9 L4).
        for (const piece of pieces) piece.text = rtlPieceText(piece.text);
      }
      for (const piece of pieces) {
        const slice = piece.slice ?? sliceFor(families[0] ?? 'Cairo', weight, 32);
        if (!slice) continue;
        const { font } = await this.embed(slice);
        const size = object.size_pt;
        runs.push({ text: piece.text, slice, font, width: font.widthOfTextAtSize(piece.text, size), fakeBold: object.bold && slice.weight < 700 });
      }
    }
    return runs;
  }
}
