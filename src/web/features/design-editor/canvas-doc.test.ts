// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { DesignObject } from '../../../domain/editor/editor';
import { fromFabric, normaliseScale, toFabric } from './canvas-doc';

const noImage = async () => null;

describe('design objects ⇄ Fabric objects (millimetres, turned about their centre)', () => {
  it.each<DesignObject>([
    { type: 'rect', x_mm: -3, y_mm: -3, width_mm: 9, height_mm: 60, angle: 0, fill: '#1b7f4b', stroke: null, stroke_mm: 0, radius_mm: 0 },
    { type: 'rect', x_mm: 34, y_mm: 150, width_mm: 80, height_mm: 16, angle: 12.5, fill: '#111827', stroke: '#f5c542', stroke_mm: 0.5, radius_mm: 8 },
    { type: 'ellipse', x_mm: 58, y_mm: -12, width_mm: 48, height_mm: 48, angle: 0, fill: null, stroke: '#ffffff', stroke_mm: 0.6, radius_mm: 0 },
    { type: 'line', x_mm: 12, y_mm: 23, width_mm: 66, height_mm: 0.3, angle: 90, stroke: '#1b7f4b', stroke_mm: 0.3 },
  ])('$type comes back as it went in', async (object) => {
    const made = await toFabric(object, noImage);
    expect(made).not.toBeNull();
    expect(fromFabric(made!)).toEqual(object);
  });

  it('a resize is baked into the size (scale back to 1), so the document keeps real millimetres', async () => {
    const made = (await toFabric({ type: 'rect', x_mm: 10, y_mm: 10, width_mm: 20, height_mm: 10, angle: 0, fill: '#000000', stroke: null, stroke_mm: 0, radius_mm: 0 }, noImage))!;
    made.set({ scaleX: 2, scaleY: 3 });
    normaliseScale(made);
    expect(made.scaleX).toBe(1);
    expect(fromFabric(made)).toMatchObject({ x_mm: 0, y_mm: 0, width_mm: 40, height_mm: 30 });
  });

  it('a line only grows in length; its thickness stays the stroke', async () => {
    const made = (await toFabric({ type: 'line', x_mm: 0, y_mm: 0, width_mm: 50, height_mm: 0.3, angle: 0, stroke: '#000000', stroke_mm: 0.3 }, noImage))!;
    made.set({ scaleX: 1.5 });
    normaliseScale(made);
    expect(fromFabric(made)).toMatchObject({ width_mm: 75, stroke_mm: 0.3 });
  });
});
