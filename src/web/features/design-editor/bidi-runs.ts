/**
 * A line of text cut into runs of one direction, in the order they are drawn left to right — the Unicode
 * Bidirectional Algorithm (UAX #9) as bidi-js computes the levels, with rule L2 applied to whole runs. The PDF hands
 * each right-to-left run to fontkit in logical order: fontkit shapes it and lays a right-to-left script's glyphs out
 * right to left itself; pieces of such a run without right-to-left letters are reversed (and their brackets
 * mirrored) by rtlPieceText.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Bidi controls (marks, embeddings, isolates) steer the order and draw nothing: the PDF leaves them out. */
export const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Letters of right-to-left scripts: fontkit reverses the glyphs of a piece holding them itself. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

export interface LevelRun {
  /** The run's characters in logical order. */
  text: string;
  /** Its embedding level: odd runs right to left. */
  level: number;
}

export function visualLevelRuns(line: string, direction: 'ltr' | 'rtl'): LevelRun[] {
  if (line.length === 0) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const level = levels[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  const highest = Math.max(...runs.map((r) => r.level));
  const odd = runs.filter((r) => r.level % 2 === 1).map((r) => r.level);
  const lowestOdd = odd.length > 0 ? Math.min(...odd) : highest + 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map((r) => ({ text: line.slice(r.start, r.end), level: r.level }));
}

/** A piece of a right-to-left run as fontkit must receive it: unchanged when it holds right-to-left letters, else reversed with brackets mirrored (L4). */
export function rtlPieceText(text: string): string {
  if (RTL_LETTER.test(text)) return text;
  return [...text]
    .reverse()
    .map((c) => bidi.getMirroredCharacter(c) ?? c)
    .join('');
}
