import 'server-only';
// Text in a width without pdfkit's line wrapper where the wrapper would set it on one line anyway.
// The wrapper (LineWrapper: the break opportunities of the `linebreak` package, then every word
// measured and placed) is the dearest thing pdfkit does for a text, and nearly every cell of a long
// table fits on one line. oneLineWidth() says when a text is certain to come out of the wrapper as
// one line holding all of it; such a text is then measured and drawn without the wrapper (the same
// glyphs at the same place, the same height), and any other text is left to the wrapper, so what
// wraps wraps exactly as it would.
import type { Doc } from './document';
import { lineText } from './line-text';

/**
 * Text made only of these characters has break opportunities only after its spaces (one-line.test.ts
 * checks every pair against pdfkit's line breaker), so the wrapper's words are measured in the same
 * space-ended runs pdfkit measures the whole text in: the whole text fits iff every word does.
 */
const PLAIN = /^[ A-Za-z0-9À-ÖØ-öø-ſ.,:;'"‘’“”&=#@*_<>~^`)\]²³%$(+]+$/;
/** The pairs of PLAIN characters the line breaker does break between. */
const BREAK_BETWEEN = /[.,:;)\]%$+][%$(+]/;
/** Whether pdfkit's line breaker can break `text` (not empty) only after a space. */
export function breaksOnlyAfterSpaces(text: string): boolean {
  return PLAIN.test(text) && !BREAK_BETWEEN.test(text);
}

/** The wrapper rounds each word's width down to single precision: stay clear of the edge. */
const ROUNDING = 1e-6;

/**
 * The width of `text` in the current font and size if pdfkit's wrapper would set it as one line
 * within `width`; null if it might not (it may still: the wrapper then decides).
 */
export function oneLineWidth(doc: Doc, text: string, width: number): number | null {
  if (!breaksOnlyAfterSpaces(text)) return null;
  const wide = doc.widthOfString(text);
  // The wrapper's line width is `width * horizontalScaling / 100`.
  return wide <= (width * 100) / 100 - ROUNDING ? wide : null;
}

/** A text measured in the font and size it will be drawn in. */
export interface TextBlock {
  text: string;
  width: number;
  oneLine: boolean;
  /** What doc.heightOfString(text, { width }) gives. */
  height: number;
}

/** Measures `text` within `width` as heightOfString does, running the wrapper only if it may wrap. */
export function measureBlock(doc: Doc, text: string, width: number): TextBlock {
  if (oneLineWidth(doc, text, width) === null) {
    return { text, width, oneLine: false, height: doc.heightOfString(text, { width }) };
  }
  // heightOfString adds the line's height to doc.y and takes doc.y away again: so, to the last bit.
  // (These documents set no line gap.)
  const { y } = doc;
  return { text, width, oneLine: true, height: y + doc.currentLineHeight(true) - y };
}

/**
 * Draws a measured block at (x, y) as doc.text(text, x, y, { width }) does, leaving doc.x and doc.y
 * where that leaves them, in the font and size it was measured in.
 */
export function drawBlock(doc: Doc, block: TextBlock, x: number, y: number): void {
  const lineHeight = doc.currentLineHeight(true);
  // A line that would cross the bottom margin makes the wrapper start a new page: leave that to it.
  if (!block.oneLine || y + lineHeight > doc.page.maxY() - ROUNDING) {
    doc.text(block.text, x, y, { width: block.width });
    return;
  }
  lineText(doc, block.text, x, y);
  doc.x = x;
  doc.y = y + lineHeight;
}
