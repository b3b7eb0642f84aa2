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
 * Draws a one-line text at (x, y) as the wrapper would — `shift` to the right of x where it aligns
 * it right — unless the line would cross the bottom margin (the wrapper then starts a new page: that
 * is left to it). Says whether it drew it.
 */
function drawnOnOneLine(doc: Doc, text: string, x: number, y: number, shift = 0): boolean {
  const lineHeight = doc.currentLineHeight(true);
  if (y + lineHeight > doc.page.maxY() - ROUNDING) return false;
  lineText(doc, text, x + shift, y);
  doc.x = x;
  doc.y = y + lineHeight;
  return true;
}

/**
 * Draws a measured block at (x, y) as doc.text(text, x, y, { width }) does, leaving doc.x and doc.y
 * where that leaves them, in the font and size it was measured in.
 */
export function drawBlock(doc: Doc, block: TextBlock, x: number, y: number): void {
  if (!block.oneLine || !drawnOnOneLine(doc, block.text, x, y)) {
    doc.text(block.text, x, y, { width: block.width });
  }
}

/**
 * doc.text(text, x, undefined, { width }): a text at doc.y, wrapped within `width`, leaving doc.x
 * and doc.y where that leaves them — without the wrapper where it fits on one line.
 */
export function textIn(doc: Doc, text: string, x: number, width: number): void {
  const { y } = doc;
  if (oneLineWidth(doc, text, width) === null || !drawnOnOneLine(doc, text, x, y)) {
    doc.text(text, x, y, { width });
  }
}

/** What else a one-line text in a width may say to pdfkit: cut short with an ellipsis, within a height. */
type LineOptions = { align?: 'left' | 'right'; ellipsis?: boolean; height?: number };

/**
 * doc.text(text, x, y, { width, lineBreak: false, ...options }): one line in `width` at (x, y),
 * aligned left or right — drawn without the wrapper where it fits (a text with trailing spaces, which
 * pdfkit leaves out when it aligns right, is left to it), leaving doc.x and doc.y where it does.
 */
export function lineIn(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: LineOptions = {},
) {
  const wide = /\s$/.test(text) ? null : oneLineWidth(doc, text, width);
  const drawn =
    wide !== null &&
    (options.height === undefined || doc.currentLineHeight(true) <= options.height) &&
    drawnOnOneLine(doc, text, x, y, options.align === 'right' ? width - wide : 0);
  if (!drawn) doc.text(text, x, y, { width, lineBreak: false, ...options });
}
