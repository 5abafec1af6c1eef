import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import { shapedIn } from './fallback-fonts.ts';
import { fontRuns, type FontRun } from './font-runs.ts';
import type { ReceiptDocument } from './receipt-document.ts';

const bidi = bidiFactory();
/** Hebrew, Arabic, Syriac, Thaana, N'Ko… and their presentation forms: the text needs the bidirectional algorithm. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** Where the text goes: its lines start at `x` (or end at `x + width`), the first one's top at `y`. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
}

/** A run in one font at one bidirectional embedding level (odd: right to left). */
interface Piece extends FontRun {
  level: number;
}

function byLevel(runs: FontRun[], levels: Uint8Array | null): Piece[] {
  if (!levels) return runs.map((run) => ({ ...run, level: 0 }));
  const pieces: Piece[] = [];
  for (const run of runs) {
    let start = run.start;
    for (let index = run.start + 1; index <= run.end; index++) {
      if (index === run.end || levels[index] !== levels[start]) {
        pieces.push({ font: run.font, start, end: index, level: levels[start]! });
        start = index;
      }
    }
  }
  return pieces;
}

/** Unicode's rule L2: from the highest level down to 1, reverse every sequence of pieces at that level or above. */
function visualOrder(pieces: Piece[]): Piece[] {
  const ordered = [...pieces];
  const highest = Math.max(0, ...ordered.map((piece) => piece.level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < ordered.length;) {
      if (ordered[start]!.level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < ordered.length && ordered[end]!.level >= level) end++;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

/** Where lines end: at the line breaking algorithm's opportunities, or between characters for a word too long. */
function lineRanges(text: string, maxWidth: number, widthOf: (start: number, end: number) => number) {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineEnd = 0;
  let lineWidth = 0;
  const place = (start: number, end: number) => {
    const visibleEnd = start + text.slice(start, end).trimEnd().length;
    const visible = widthOf(start, visibleEnd);
    if (lineEnd > lineStart && lineWidth + visible > maxWidth) {
      lines.push([lineStart, lineEnd]);
      lineStart = start;
      lineWidth = 0;
    }
    lineWidth += widthOf(start, end);
    lineEnd = end;
  };
  const breaker = new LineBreaker(text);
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const end = next.position;
    const visibleEnd = start + text.slice(start, end).trimEnd().length;
    if (widthOf(start, visibleEnd) <= maxWidth) place(start, end);
    else {
      let at = start;
      for (const { segment } of graphemes.segment(text.slice(start, end))) {
        place(at, at + segment.length);
        at += segment.length;
      }
    }
    if (next.required && end < text.length) {
      lines.push([lineStart, end]);
      lineStart = lineEnd = end;
      lineWidth = 0;
    }
    start = end;
  }
  if (lineEnd > lineStart) lines.push([lineStart, lineEnd]);
  return lines;
}

/**
 * Draws text the standard fonts cannot draw whole (decision 53): each run in its font, lines wrapped at the box's
 * width, right-to-left runs in their visual order (Unicode's bidirectional algorithm in a left-to-right receipt),
 * every run on the standard font's baseline and lines as high as the standard font's, so the receipt keeps its
 * layout. Leaves the standard font in use and the position below the last line, as `text()` does.
 */
export function drawMixedText(doc: ReceiptDocument, value: string, box: TextBox): void {
  const standard = doc.standardFont;
  const { text, runs } = fontRuns(value);
  const levels = RIGHT_TO_LEFT.test(text) ? bidi.getEmbeddingLevels(text, 'ltr').levels : null;
  const pieces = byLevel(runs, levels);

  /** Selects the piece's font and gives its text as drawn: a right-to-left run in the standard font reversed. */
  const prepare = (piece: Piece, start: number, end: number) => {
    const slice = text.slice(start, end);
    if (piece.font) {
      doc.fallbackFont(piece.font);
      return slice;
    }
    doc.font(standard);
    if (piece.level % 2 === 0) return slice;
    return [...graphemes.segment(slice)]
      .map(({ segment }) => bidi.getMirroredCharacter(segment) ?? segment)
      .reverse()
      .join('');
  };
  const shaped = <T>(piece: Piece, draw: () => T) => shapedIn(piece.level % 2 ? 'rtl' : 'ltr', draw);
  const options = (piece: Piece) => (piece.font ? { features: [] } : {});
  const widthOf = (start: number, end: number) => {
    let width = 0;
    for (const piece of pieces) {
      const from = Math.max(start, piece.start);
      const to = Math.min(end, piece.end);
      if (from >= to) continue;
      const drawn = prepare(piece, from, to);
      width += shaped(piece, () => doc.widthOfString(drawn, options(piece)));
    }
    return width;
  };

  const lines = lineRanges(text, box.width, widthOf);
  doc.font(standard);
  const lineHeight = doc.currentLineHeight(true);
  const ascender = doc.currentAscender;
  let top = box.y;
  for (const [start, fullEnd] of lines) {
    const end = start + text.slice(start, fullEnd).trimEnd().length;
    const inLine = pieces
      .filter((piece) => piece.start < end && piece.end > start)
      .map((piece) => ({ ...piece, start: Math.max(start, piece.start), end: Math.min(end, piece.end) }));
    // Placed in their visual order, written in their logical one: readers (PDF.js) give a page's text in the
    // order it was written, so a name reads back as typed.
    let x = box.align === 'right' ? box.x + box.width - widthOf(start, end) : box.x;
    const placed = visualOrder(inLine).map((piece) => {
      const drawn = prepare(piece, piece.start, piece.end);
      const at = x;
      x += shaped(piece, () => doc.widthOfString(drawn, options(piece)));
      return { piece, drawn, at };
    });
    placed.sort((one, other) => one.piece.start - other.piece.start);
    for (const { piece, drawn, at } of placed) {
      prepare(piece, piece.start, piece.end);
      shaped(piece, () =>
        doc.text(drawn, at, top + ascender, { lineBreak: false, baseline: 'alphabetic', ...options(piece) }),
      );
    }
    top += lineHeight;
  }
  doc.font(standard);
  doc.x = box.x;
  doc.y = top;
}
