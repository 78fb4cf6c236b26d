/**
 * Design document ⇄ Fabric objects. The canvas works in millimetres (the viewport transform scales them to pixels),
 * every object turns about its centre, and what an object is in the document (its type, its image's upload id) is
 * kept beside the Fabric object, never in it, so nothing of Fabric's own state leaks into what is saved.
 */
import { Ellipse, FabricImage, type FabricObject, Rect, Textbox } from 'fabric';
import { EDITOR_LIMITS, textDirection, type DesignFont, type DesignObject, type TextAlign, type TextObject } from '../../../domain/editor/editor';
import { cssFamily } from './fonts';

export const PT_TO_MM = 25.4 / 72;

export interface Meta {
  type: DesignObject['type'];
  /** Images: the upload placed and its size in pixels. */
  uploadId?: number;
  pixels?: { width: number; height: number };
  /** Text: the design font key (Fabric holds the CSS family list). */
  font?: DesignFont;
}

export const metaOf = new WeakMap<FabricObject, Meta>();

const round2 = (n: number) => Math.round(n * 100) / 100;
const clampMm = (n: number) => Math.max(-EDITOR_LIMITS.coordinateMaxMm, Math.min(EDITOR_LIMITS.coordinateMaxMm, round2(n)));
const clampLength = (n: number) => Math.max(0, Math.min(EDITOR_LIMITS.coordinateMaxMm, round2(n)));

const centred = { originX: 'center', originY: 'center' } as const;

/** Text: a Fabric Textbox (wraps at its width), right to left when its first strong character is. */
export function textbox(object: TextObject): Textbox {
  const direction = textDirection(object.text);
  const box = new Textbox(object.text, {
    ...centred,
    left: object.x_mm + object.width_mm / 2,
    top: object.y_mm + object.height_mm / 2,
    width: object.width_mm,
    angle: object.angle,
    fontFamily: cssFamily(object.font, object.text),
    fontSize: object.size_pt * PT_TO_MM,
    fontWeight: object.bold ? 'bold' : 'normal',
    fontStyle: object.italic ? 'italic' : 'normal',
    fill: object.colour,
    textAlign: object.align,
    lineHeight: object.line_height,
    direction,
    splitByGrapheme: false,
    lockScalingFlip: true,
  });
  metaOf.set(box, { type: 'text', font: object.font });
  return box;
}

/** Rebuilds a text's Fabric properties after its text, font or style changed (direction follows the text). */
export function restyleText(box: Textbox, font: DesignFont): void {
  const text = box.text ?? '';
  box.set({ fontFamily: cssFamily(font, text), direction: textDirection(text) });
  metaOf.set(box, { type: 'text', font });
  box.initDimensions();
  box.setCoords();
}

export async function toFabric(object: DesignObject, loadImage: (uploadId: number) => Promise<HTMLImageElement | null>): Promise<FabricObject | null> {
  const box = { ...centred, left: object.x_mm + object.width_mm / 2, top: object.y_mm + object.height_mm / 2, angle: object.angle };
  switch (object.type) {
    case 'text':
      return textbox(object);
    case 'rect': {
      const rect = new Rect({ ...box, width: object.width_mm, height: object.height_mm, rx: object.radius_mm, ry: object.radius_mm, fill: object.fill ?? 'transparent', stroke: object.stroke ?? undefined, strokeWidth: object.stroke ? object.stroke_mm : 0, strokeUniform: true });
      metaOf.set(rect, { type: 'rect' });
      return rect;
    }
    case 'ellipse': {
      const ellipse = new Ellipse({ ...box, rx: object.width_mm / 2, ry: object.height_mm / 2, fill: object.fill ?? 'transparent', stroke: object.stroke ?? undefined, strokeWidth: object.stroke ? object.stroke_mm : 0, strokeUniform: true });
      metaOf.set(ellipse, { type: 'ellipse' });
      return ellipse;
    }
    case 'line': {
      // A line is a thin bar: its length is the width, its thickness the stroke; only its length scales.
      const bar = new Rect({ ...box, width: object.width_mm, height: Math.max(object.stroke_mm, 0.05), fill: object.stroke, strokeWidth: 0, lockScalingY: true });
      bar.setControlsVisibility({ mt: false, mb: false, tl: false, tr: false, bl: false, br: false });
      metaOf.set(bar, { type: 'line' });
      return bar;
    }
    case 'image': {
      const element = await loadImage(object.upload_id);
      if (!element) return null;
      const image = new FabricImage(element, { ...box, lockScalingFlip: true });
      image.scaleX = object.width_mm / element.naturalWidth;
      image.scaleY = object.height_mm / element.naturalHeight;
      metaOf.set(image, { type: 'image', uploadId: object.upload_id, pixels: { width: element.naturalWidth, height: element.naturalHeight } });
      return image;
    }
  }
}

const colourOf = (value: unknown, fallback: string | null): string | null => (typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : fallback);

/** The document object a Fabric object stands for (null for the canvas's own helpers). */
export function fromFabric(object: FabricObject): DesignObject | null {
  const meta = metaOf.get(object);
  if (!meta) return null;
  const width = object.getScaledWidth() - (meta.type === 'rect' || meta.type === 'ellipse' ? (object.strokeWidth ?? 0) : 0);
  const height = object.getScaledHeight() - (meta.type === 'rect' || meta.type === 'ellipse' ? (object.strokeWidth ?? 0) : 0);
  const common = {
    x_mm: clampMm((object.left ?? 0) - width / 2),
    y_mm: clampMm((object.top ?? 0) - height / 2),
    width_mm: clampLength(width),
    height_mm: clampLength(height),
    angle: round2((((object.angle ?? 0) % 360) + 360) % 360 > 180 ? (object.angle ?? 0) % 360 - 360 : (object.angle ?? 0) % 360),
  };
  switch (meta.type) {
    case 'text': {
      const box = object as Textbox;
      return {
        type: 'text',
        ...common,
        text: (box.text ?? '').slice(0, EDITOR_LIMITS.textMaxLength) || ' ',
        font: meta.font ?? 'cairo',
        size_pt: Math.max(EDITOR_LIMITS.fontSizeMinPt, Math.min(EDITOR_LIMITS.fontSizeMaxPt, round2((box.fontSize * (box.scaleY ?? 1)) / PT_TO_MM))),
        colour: colourOf(box.fill, '#000000') ?? '#000000',
        bold: box.fontWeight === 'bold' || box.fontWeight === 700,
        italic: box.fontStyle === 'italic',
        align: (['left', 'center', 'right'].includes(box.textAlign) ? box.textAlign : 'left') as TextAlign,
        line_height: Math.max(0.8, Math.min(3, round2(box.lineHeight))),
      };
    }
    case 'rect':
    case 'ellipse': {
      const stroke = colourOf(object.stroke, null);
      return { type: meta.type, ...common, fill: colourOf(object.fill, null), stroke, stroke_mm: stroke ? round2(object.strokeWidth ?? 0) : 0, radius_mm: meta.type === 'rect' ? round2((object as Rect).rx ?? 0) : 0 };
    }
    case 'line':
      return { type: 'line', ...common, stroke: colourOf(object.fill, '#000000') ?? '#000000', stroke_mm: Math.max(0.05, round2(object.getScaledHeight())) };
    case 'image':
      return { type: 'image', ...common, upload_id: meta.uploadId ?? 0 };
  }
}

/** Bakes a resize into the object (scale back to 1) so sizes stay real millimetres: text keeps its size, boxes take the new one. */
export function normaliseScale(object: FabricObject): void {
  const meta = metaOf.get(object);
  if (!meta || meta.type === 'image') return;
  const sx = object.scaleX ?? 1;
  const sy = object.scaleY ?? 1;
  if (sx === 1 && sy === 1) return;
  if (meta.type === 'text') {
    const box = object as Textbox;
    box.set({ width: (box.width ?? 0) * sx, fontSize: box.fontSize * sy, scaleX: 1, scaleY: 1 });
    box.initDimensions();
  } else if (meta.type === 'ellipse') {
    const e = object as Ellipse;
    e.set({ rx: e.rx * sx, ry: e.ry * sy, scaleX: 1, scaleY: 1 });
  } else if (meta.type === 'line') {
    object.set({ width: (object.width ?? 0) * sx, scaleX: 1, scaleY: 1 });
  } else object.set({ width: (object.width ?? 0) * sx, height: (object.height ?? 0) * sy, scaleX: 1, scaleY: 1 });
  object.setCoords();
}

/** The lines a text wraps into on the canvas (for the PDF). */
export function wrappedLines(object: TextObject): string[] {
  const box = textbox(object);
  box.initDimensions();
  return box.textLines.map((line) => line);
}
