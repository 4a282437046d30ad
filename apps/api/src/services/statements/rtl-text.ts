import type PDFDocument from 'pdfkit';
import { visualRuns } from './visual-runs';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * With no features pdfkit lays a string out word by word and puts the words side by side left to
 * right; any features array (even empty) makes it lay the whole run out at once, so fontkit turns a
 * right-to-left run around as a whole.
 */
const WHOLE_RUN = { features: [] };

/** Widths already measured, per document, by font and size: shaping a run is the costly part. */
const measured = new WeakMap<Doc, Map<string, number>>();

function runWidth(doc: Doc, run: string): number {
  let widths = measured.get(doc);
  if (!widths) measured.set(doc, (widths = new Map()));
  // pdfkit keeps the current font and size to itself
  const { _font: font, _fontSize: size } = doc as unknown as { _font: { name: string }; _fontSize: number };
  const key = `${font.name}\u0000${size}\u0000${run}`;
  let width = widths.get(key);
  if (width === undefined) widths.set(key, (width = doc.widthOfString(run, WHOLE_RUN)));
  return width;
}

/** The width of one line in the document's current font and size. */
export function lineWidth(doc: Doc, line: string): number {
  return visualRuns(line).reduce((width, run) => width + runWidth(doc, run.text), 0);
}

/** Draws one line (no wrapping) with its right edge at `right`, in bidi visual order. */
export function drawLineAtRight(doc: Doc, line: string, right: number, y: number): void {
  let x = right - lineWidth(doc, line);
  for (const run of visualRuns(line)) {
    doc.text(run.text, x, y, { ...WHOLE_RUN, lineBreak: false });
    x += runWidth(doc, run.text);
  }
}

/** Draws one line centred on `centre`. */
export function drawLineCentred(doc: Doc, line: string, centre: number, y: number): void {
  drawLineAtRight(doc, line, centre + lineWidth(doc, line) / 2, y);
}

/** A word wider than the width on its own (an e-mail address), cut where it must. */
function cutWord(doc: Doc, word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && lineWidth(doc, piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Text cut into lines no wider than `width` at spaces, in logical order (each line is reordered when drawn). */
export function wrapLines(doc: Doc, text: string, width: number): string[] {
  if (!/\s\s|^\s|\s$/.test(text) && lineWidth(doc, text) <= width) return text ? [text] : [];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (lineWidth(doc, candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = lineWidth(doc, word) > width ? cutWord(doc, word, width) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

const ARABIC_LETTER = /^[\u0621-\u064A\u0671-\u06D3]$/u;
const isArabicLetter = (codePoint: number) => ARABIC_LETTER.test(String.fromCodePoint(codePoint));

/** What pdfkit keeps of an embedded font until the document ends: the letters behind each glyph. */
interface EmbeddedFontLetters {
  unicode?: number[][];
}

/**
 * A reader copying text (or a text extractor) gets each glyph's letters from the font's ToUnicode
 * map, in the order glyphs are drawn, then turns an Arabic line around. A ligature (لا, لأ, الله)
 * stands for several letters in reading order, which that turn puts backwards («ال» for «لا»): stored
 * reversed, they come out right. Only Arabic letters are ever joined that way here. Call it once,
 * before doc.end(), which writes the maps; it reaches into pdfkit's font table, which has no public way.
 */
export function ligaturesInReadingOrder(doc: Doc): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontLetters> })._fontFamilies;
  // one font sits under several names (the registered one and its PostScript name): turn it once
  for (const font of new Set(Object.values(fonts ?? {}))) {
    const letters = font.unicode;
    letters?.forEach((codePoints, glyph) => {
      if (codePoints.length > 1 && codePoints.every(isArabicLetter))
        letters[glyph] = [...codePoints].reverse();
    });
  }
}
