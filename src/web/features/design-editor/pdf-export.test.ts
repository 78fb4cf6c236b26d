import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mmToPt } from '../../../domain/editor/editor';
import { exportPdf, toCmyk } from './pdf-export';

describe('the print PDF (shapes; text is proven in the browser journey, tests/e2e/editor.spec.ts)', () => {
  it('one page per side at trim + bleed, the TrimBox inset by the bleed, the BleedBox the page', async () => {
    const bytes = await exportPdf({
      width_mm: 90,
      height_mm: 54,
      bleed_mm: 3,
      doc: {
        version: 1,
        pages: [
          { background: '#ffffff', objects: [{ type: 'rect', x_mm: -3, y_mm: -3, width_mm: 9, height_mm: 60, angle: 0, fill: '#1b7f4b', stroke: null, stroke_mm: 0, radius_mm: 2 }] },
          { background: '#1b7f4b', objects: [{ type: 'line', x_mm: 10, y_mm: 20, width_mm: 70, height_mm: 0.3, angle: 45, stroke: '#000000', stroke_mm: 0.3 }, { type: 'ellipse', x_mm: 30, y_mm: 10, width_mm: 30, height_mm: 30, angle: 0, fill: null, stroke: '#ffffff', stroke_mm: 0.5, radius_mm: 0 }] },
        ],
      },
      wrap: () => [],
      imageBytes: () => Promise.reject(new Error('no images here')),
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    for (const page of pdf.getPages()) {
      const media = page.getMediaBox();
      expect(media.width).toBeCloseTo(272.13, 2);
      expect(media.height).toBeCloseTo(170.08, 2);
      const trim = page.getTrimBox();
      expect(trim.x).toBeCloseTo(mmToPt(3), 3);
      expect(trim.width).toBeCloseTo(mmToPt(90), 3);
      expect(page.getBleedBox()).toEqual(media);
    }
  });

  it('colours go to DeviceCMYK; black is pure K', () => {
    expect(toCmyk('#000000')).toMatchObject({ type: 'CMYK', cyan: 0, magenta: 0, yellow: 0, key: 1 });
    expect(toCmyk('#ffffff')).toMatchObject({ cyan: 0, magenta: 0, yellow: 0, key: 0 });
    expect(toCmyk('#ff0000')).toMatchObject({ cyan: 0, magenta: 1, yellow: 1, key: 0 });
  });
});
