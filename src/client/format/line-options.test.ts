import { describe, expect, it } from 'vitest';
import { describeConfig, type OptionTranslator } from './line-options';

const dictionary: Record<string, string> = {
  'quote.field.size': 'Size',
  'quote.field.stock': 'Paper',
  'quote.field.round_corners': 'Rounded corners',
  'quote.field.pages': 'Inner pages',
  'quote.option.sizes-business-card.90x54': '90 × 54 mm (standard)',
  'quote.option.stocks.art_matt_350': 'Matt art paper 350 gsm',
  'quote.option.turnaround.standard': 'Standard',
};
const tr: OptionTranslator = {
  lists: { 'sizes-business-card': { '90x54': 'x' }, stocks: { art_matt_350: 'x' }, turnaround: { standard: 'x' }, 'laminating-types': { none: 'x' } },
  t: (key) => dictionary[key] ?? key,
  has: (key) => key in dictionary,
  yes: 'Yes',
};

describe('describeConfig', () => {
  it('names fields and choices, hides quantity, preset dimensions and empty choices', () => {
    const out = describeConfig({ size: '90x54', width_mm: 90, height_mm: 54, stock: 'art_matt_350', lamination: 'none', round_corners: true, quantity: 500, pages: 16, turnaround: 'standard' }, tr);
    expect(out.map((o) => `${o.label}: ${o.value}`)).toEqual([
      'Size: 90 × 54 mm (standard)',
      'Paper: Matt art paper 350 gsm',
      'Rounded corners: Yes',
      'Inner pages: 16',
      'quote.field.turnaround: Standard',
    ].map((s) => s.replace('quote.field.turnaround', 'turnaround')));
  });

  it('keeps typed dimensions of a custom size and shows unknown values as they are', () => {
    const out = describeConfig({ size: 'custom', width_mm: 85, colour_code: 'P123' }, tr);
    expect(out.map((o) => o.value)).toEqual(['custom', '85', 'P123']);
  });
});
