import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../generated/quote';
import { blankSize } from './box';
import { markupAt, pressRun, ups, type Colours } from './common';
import { unitPrice } from './unit';

const { books } = catalogue;
const press = (name: string) => {
  const p = books.press.processes[name];
  if (!p) throw new Error(name);
  return p;
};
const stock = books.paper.stocks['art_gloss_150'];
const fourFour: Colours = { front: 4, back: 4, pantone: false };

/** Cost (AED, no markup) of q A5 flyers 4/4 on 150 gsm: catalogue.md's worked example. */
function a5Cost(process: string, quantity: number): number {
  if (!stock) throw new Error('stock');
  const p = press(process);
  const perSheet = ups(p, 148, 210, 0);
  const run = pressRun({ press: p, stock, ups: perSheet, netSheets: Math.ceil(quantity / perSheet), forms: 1, colours: fourFour });
  return (run.paper + run.print) / 100;
}

describe('SHEET arithmetic — catalogue.md worked example (1000 A5 4/4 150 gsm)', () => {
  it('imposes A5 4-up on SRA3 and 10-up on 620×860', () => {
    expect(ups(press('digital'), 148, 210, 0)).toBe(4);
    expect(ups(press('offset'), 148, 210, 0)).toBe(10);
  });

  it('digital ≈ AED 210 and offset ≈ AED 531 at 1,000', () => {
    expect(a5Cost('digital', 1000)).toBeCloseTo(210, -1);
    expect(Math.abs(a5Cost('digital', 1000) - 210)).toBeLessThan(210 * 0.02);
    expect(Math.abs(a5Cost('offset', 1000) - 531)).toBeLessThan(531 * 0.02);
  });

  it('offset wins at 10,000 (≈ 1,014 vs 2,064)', () => {
    const offset = a5Cost('offset', 10000);
    const digital = a5Cost('digital', 10000);
    expect(Math.abs(offset - 1014)).toBeLessThan(1014 * 0.02);
    expect(Math.abs(digital - 2064)).toBeLessThan(2064 * 0.02);
    expect(offset).toBeLessThan(digital);
  });

  it('markup falls from first to last ladder step, log-linearly, clamped outside', () => {
    const m = { first: 1.8, last: 1.35 };
    expect(markupAt(m, 50, [100, 10000])).toBe(1.8);
    expect(markupAt(m, 1000, [100, 10000])).toBeCloseTo(1.575, 6);
    expect(markupAt(m, 20000, [100, 10000])).toBe(1.35);
  });
});

describe('BOX blanks (catalogue.md)', () => {
  it('tuck end: 2L+2W+15+4t × H+2(W+15)', () => {
    expect(blankSize('tuck_end', 80, 40, 120, 0.5, 0)).toEqual([2 * 80 + 2 * 40 + 15 + 2, 120 + 2 * 55]);
  });
  it('mailer, RSC, paper bag', () => {
    expect(blankSize('mailer', 200, 150, 50, 3, 0)).toEqual([200 + 200 + 10, 300 + 200 + 20]);
    expect(blankSize('rsc', 300, 200, 200, 3, 0)).toEqual([1035, 406]);
    expect(blankSize('paper_bag', 0, 250, 300, 0, 100)).toEqual([720, 415]);
  });
});

describe('UNIT ladder', () => {
  const card = books.unit.items['pvc_card'];
  it('takes the ladder price at its points and interpolates between them', () => {
    if (!card) throw new Error('pvc_card');
    expect(unitPrice(card, 100)).toBe(2.5);
    expect(unitPrice(card, 50)).toBe(2.5);
    expect(unitPrice(card, 500)).toBe(1.1);
    expect(unitPrice(card, 300)).toBeCloseTo(1.8, 9);
    expect(unitPrice(card, 9000)).toBe(0.45);
  });
});
