import { describe, expect, it } from 'vitest';
import { rtlPieceText, visualLevelRuns } from './bidi-runs';

const strip = (runs: { text: string; level: number }[]) => runs.map((r) => [r.text.replace(/[\u2066-\u2069]/g, ''), r.level % 2 === 1 ? 'rtl' : 'ltr']);

describe('bidi runs for the PDF (UAX #9)', () => {
  it('a Latin line is one left-to-right run', () => {
    expect(strip(visualLevelRuns('Jane Doe, Sales', 'ltr'))).toEqual([['Jane Doe, Sales', 'ltr']]);
  });

  it('an Arabic line is one right-to-left run, handed over in logical order', () => {
    expect(strip(visualLevelRuns('أحمد المنصوري', 'rtl'))).toEqual([['أحمد المنصوري', 'rtl']]);
  });

  it('a phone number in an isolate keeps its order, drawn left of the Arabic label', () => {
    const runs = strip(visualLevelRuns('هاتف: \u2066+971 50 123 4567\u2069', 'rtl')).filter(([text]) => text !== '');
    expect(runs).toEqual([
      ['+971 50 123 4567', 'ltr'],
      ['هاتف: ', 'rtl'],
    ]);
  });

  it('an English word inside Arabic stays left to right, between the Arabic words in visual order', () => {
    const runs = strip(visualLevelRuns('مطبعة printfront دبي', 'rtl'));
    expect(runs.map(([text]) => (text ?? '').trim())).toEqual(['دبي', 'printfront', 'مطبعة']);
    expect(runs[1]).toEqual(['printfront', 'ltr']);
  });

  it('an Arabic word in an English line is a right-to-left run in its place', () => {
    expect(strip(visualLevelRuns('Welcome أهلاً friends', 'ltr'))).toEqual([
      ['Welcome ', 'ltr'],
      ['أهلاً', 'rtl'],
      [' friends', 'ltr'],
    ]);
  });

  it('pieces without Arabic letters in a right-to-left run are reversed, brackets mirrored', () => {
    expect(rtlPieceText(': ')).toBe(' :');
    expect(rtlPieceText('(')).toBe(')');
    expect(rtlPieceText('مرحبا')).toBe('مرحبا');
  });
});
