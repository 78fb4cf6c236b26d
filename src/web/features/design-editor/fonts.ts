/**
 * The editor's fonts: open fonts from npm (@fontsource), loaded only on the editor route. Each design font covers
 * Latin and Arabic (Cairo, Amiri; Montserrat falls back to Cairo for Arabic) and falls back to Noto Sans SC and JP for
 * Chinese and Japanese. The style sheets declare every face in slices by unicode-range, so the browser downloads only
 * the slices a text needs (a CJK face is ~100 slices of ~40 KB, not a 10 MB file), and the PDF embeds the same slices
 * (their WOFF files: pdf-lib's fontkit cannot subset WOFF2).
 */
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import '@fontsource/amiri/400.css';
import '@fontsource/amiri/700.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-jp/400.css';
import type { DesignFont } from '../../../domain/editor/editor';

const FAMILIES: Record<DesignFont, string[]> = {
  cairo: ['Cairo'],
  amiri: ['Amiri', 'Cairo'],
  montserrat: ['Montserrat', 'Cairo'],
};

const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/;

/** The families a text is drawn with, in order: the design font, then Japanese before Chinese when the text has kana. */
export function fontStack(font: DesignFont, text: string): string[] {
  const cjk = KANA.test(text) ? ['Noto Sans JP', 'Noto Sans SC'] : ['Noto Sans SC', 'Noto Sans JP'];
  return [...FAMILIES[font], ...cjk];
}

/** The CSS font-family list for the canvas. */
export function cssFamily(font: DesignFont, text: string): string {
  return fontStack(font, text)
    .map((family) => `"${family}"`)
    .join(', ');
}

/** Waits until the faces a text needs are downloaded (the canvas measures text with them). */
export async function loadFontsFor(font: DesignFont, text: string, bold: boolean): Promise<void> {
  const family = cssFamily(font, text);
  await Promise.all([document.fonts.load(`${bold ? 700 : 400} 16px ${family}`, text), document.fonts.load(`400 16px ${family}`, text)]).catch(() => undefined);
}

export interface FontSlice {
  family: string;
  weight: number;
  /** The slice's WOFF file (for the PDF). */
  url: string;
  ranges: [number, number][];
}

let slices: FontSlice[] | null = null;

function parseRanges(value: string): [number, number][] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part): [number, number] => {
      const [lo, hi] = part.split('-');
      const start = parseInt((lo ?? '').replace(/\?/g, '0'), 16);
      const end = hi ? parseInt(hi, 16) : parseInt((lo ?? '').replace(/\?/g, 'f'), 16);
      return [start, end];
    });
}

/** Every @font-face slice of the editor's style sheets, read from the page (the bundler gave the files their URLs). */
export function fontSlices(): FontSlice[] {
  if (slices) return slices;
  const found: FontSlice[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim();
      const src = rule.style.getPropertyValue('src');
      const woff = /url\("?([^")]+\.woff)"?\)/.exec(src)?.[1];
      if (!woff) continue;
      const weight = parseInt(rule.style.getPropertyValue('font-weight'), 10) || 400;
      const range = rule.style.getPropertyValue('unicode-range');
      found.push({ family, weight, url: new URL(woff, sheet.href ?? document.baseURI).href, ranges: range ? parseRanges(range) : [[0, 0x10ffff]] });
    }
  }
  slices = found;
  return found;
}

/** The slice of `family` that holds this character at (or nearest below) `weight`. */
export function sliceFor(family: string, weight: number, codePoint: number): FontSlice | null {
  const candidates = fontSlices().filter((s) => s.family === family && s.ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi));
  if (candidates.length === 0) return null;
  const exact = candidates.find((s) => s.weight === weight);
  return exact ?? candidates.reduce((best, s) => (Math.abs(s.weight - weight) < Math.abs(best.weight - weight) ? s : best));
}
