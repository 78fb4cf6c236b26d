// @vitest-environment jsdom
import fc from 'fast-check';
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

describe('property: shapes and lines keep what they hold through canvas → document → canvas (a save, an open, a save)', () => {
  const colour = fc.stringMatching(/^#[0-9a-f]{6}$/);
  const hundredths = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
  const box = { x_mm: hundredths(-50, 150), y_mm: hundredths(-50, 150), width_mm: hundredths(1, 200), height_mm: hundredths(1, 200), angle: fc.constantFrom(0, 90, -45, 12.5) };
  const shape = fc
    .record({ type: fc.constantFrom('rect' as const, 'ellipse' as const), ...box, fill: fc.option(colour, { nil: null }), stroke: fc.option(colour, { nil: null }), stroke_mm: hundredths(0.1, 5), radius_mm: hundredths(0, 10) })
    .map((o): DesignObject => ({ ...o, stroke_mm: o.stroke ? o.stroke_mm : 0, radius_mm: o.type === 'rect' ? o.radius_mm : 0 }));
  const line = fc.record({ type: fc.constant('line' as const), ...box, stroke: colour, stroke_mm: hundredths(0.1, 5) }).map((o): DesignObject => ({ ...o, height_mm: o.stroke_mm }));

  it('fills, strokes, corner radii and colours survive unchanged; a second pass changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(shape, line), async (object) => {
        const once = fromFabric((await toFabric(object, noImage))!)!;
        const twice = fromFabric((await toFabric(once, noImage))!)!;
        expect(twice).toEqual(once);
        if (object.type === 'line') expect(once).toMatchObject({ stroke: object.stroke, stroke_mm: object.stroke_mm });
        else if (object.type === 'rect' || object.type === 'ellipse') expect(once).toMatchObject({ fill: object.fill, stroke: object.stroke, stroke_mm: object.stroke_mm, radius_mm: object.radius_mm });
      }),
      { numRuns: 200, seed: 20260514 },
    );
  });
});
