import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** A piece of a line with one direction, in the order it is drawn from left to right. */
export interface VisualRun {
  /** what to hand to the font: for a right-to-left run with Arabic, logical order (the shaper reverses it) */
  text: string;
  rtl: boolean;
}

/**
 * A line of text in a right-to-left paragraph, cut into runs of one direction and put in visual order
 * (the Unicode Bidirectional Algorithm, rules L1–L4), ready to be drawn from left to right.
 *
 * fontkit shapes Arabic and lays a run of Arabic script out right to left, but knows nothing of a line
 * that mixes directions: given «المجموع 1,250 ج.م» whole it would draw the digits backwards. So the
 * line is cut here, a right-to-left run's brackets are mirrored, and a right-to-left run without any
 * Arabic letter (punctuation between numbers) is reversed here, since the shaper would not.
 */
export function visualRuns(line: string): VisualRun[] {
  let runs = known.get(line);
  if (!runs) {
    if (known.size >= KNOWN_LINES) known.clear();
    known.set(line, (runs = reorder(line)));
  }
  return runs;
}

/** A line is measured, then drawn, and dates, channels and labels come back row after row. */
const KNOWN_LINES = 5000;
const known = new Map<string, VisualRun[]>();

function reorder(line: string): VisualRun[] {
  if (line === '') return [];
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const chars = Array.from(line.matchAll(/[\s\S]/gu), (match) => ({
    char: match[0],
    index: match.index,
  }));

  // logical runs of one embedding level; a surrogate pair takes the level of its first unit
  const runs: { level: number; chars: string[] }[] = [];
  for (const { char, index } of chars) {
    const level = levels[index]!;
    const shown = mirrored.get(index) ?? char;
    const last = runs.at(-1);
    if (last && last.level === level) last.chars.push(shown);
    else runs.push({ level, chars: [shown] });
  }

  // L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  const order = runs.map((_, index) => index);
  for (let level = highest; level >= Math.min(lowestOdd, highest); level--) {
    let start = 0;
    while (start < order.length) {
      if (runs[order[start]!]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < order.length && runs[order[end]!]!.level >= level) end++;
      order.splice(start, end - start, ...order.slice(start, end).reverse());
      start = end;
    }
  }

  return order.map((index) => {
    const run = runs[index]!;
    const rtl = run.level % 2 === 1;
    const text = run.chars.join('');
    if (!rtl || ARABIC_LETTER.test(text)) return { text, rtl };
    return { text: [...run.chars].reverse().join(''), rtl };
  });
}
