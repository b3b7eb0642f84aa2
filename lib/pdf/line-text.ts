import 'server-only';
// One line of text at a point, written as pdfkit's doc.text(text, x, y, { lineBreak: false }) writes
// it — the same operators, byte for byte (line-text.test.ts) — for a fraction of the work. For each
// text pdfkit parses its options, measures the text twice more after encoding it (for links and
// underlines these documents never draw, and to move doc.x), and writes eight operators as eight
// buffers; a long schedule draws tens of thousands of cells, and that was most of its PDF's time.
// Here each distinct text of a document is encoded once (its glyphs enter the font's subset, as
// pdfkit's encoding does), and its operators go out as one write.
//
// It reads pdfkit's own state (the current font, its size, the page), which pdfkit keeps in fields
// it does not document: pdfkit is pinned (package.json), and line-text.test.ts compares the bytes
// with pdfkit's on every run. A text pdfkit would set differently — a line break, or a glyph placed
// off its baseline (a combining mark) — is left to pdfkit.
import type { Doc } from './document';

/** A glyph's placement in thousandths of the font size, as pdfkit's font encoding gives it. */
interface Position {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** The parts of pdfkit's document this writes with (pdfkit 0.20 PDFDocument and EmbeddedFont). */
interface Internals {
  _font: {
    id: string;
    ascender: number;
    encode(text: string): [glyphs: string[], positions: Position[]];
    ref(): unknown;
  };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  /** A string is written as its bytes and a newline; bytes are written as they are. */
  addContent(data: string | Uint8Array): unknown;
}

/** A text as a TJ operator in one font, and its width in thousandths of the size; null: pdfkit's. */
type Encoded = { tj: string; width: number } | null;

/** pdfkit's number format in content streams (PDFObject.number). */
const number = (n: number) => Math.round(n * 1e6) / 1e6;

/** The TJ operator pdfkit's _fragment writes for these glyphs: a segment ends after each kerned one. */
function encode(internals: Internals, text: string): Encoded {
  const [glyphs, positions] = internals._font.encode(text);
  const segments: string[] = [];
  let last = 0;
  let width = 0;
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i]!;
    if (pos.xOffset || pos.yOffset) return null;
    width += pos.xAdvance;
    const kern = pos.xAdvance - pos.advanceWidth;
    if (kern !== 0 || i === positions.length - 1) {
      segments.push(`<${glyphs.slice(last, i + 1).join('')}> ${number(-kern)}`);
      last = i + 1;
    }
  }
  return { tj: segments.length ? `[${segments.join(' ')}] TJ\n` : '', width };
}

/** Each document's texts as encoded, by font. */
const encoded = new WeakMap<Doc, Map<string, Map<string, Encoded>>>();

function encodedText(doc: Doc, internals: Internals, text: string): Encoded {
  let byFont = encoded.get(doc);
  if (!byFont) encoded.set(doc, (byFont = new Map()));
  let texts = byFont.get(internals._font.id);
  if (!texts) byFont.set(internals._font.id, (texts = new Map()));
  let done = texts.get(text);
  if (done === undefined) texts.set(text, (done = encode(internals, text)));
  return done;
}

/**
 * Draws `text` on one line with its top-left at (x, y) in the current font, size and colour, and
 * leaves doc.x after it and doc.y at y, as doc.text(text, x, y, { lineBreak: false }) does.
 */
export function lineText(doc: Doc, text: string, x: number, y: number): void {
  const internals = doc as unknown as Internals;
  const done = text.includes('\n') ? null : encodedText(doc, internals, text);
  if (done === null) {
    doc.text(text, x, y, { lineBreak: false });
    return;
  }
  const { _font: font, _fontSize: size, page } = internals;
  doc.x = x + (done.width * size) / 1000;
  doc.y = y;
  if (!done.tj) return;
  page.fonts[font.id] ??= font.ref();
  // Text space is flipped back to PDF's upward y for the text, as pdfkit does, and the baseline set
  // one ascender below the top.
  const baseline = page.height - y - (font.ascender / 1000) * size;
  // As bytes: pdfkit turns a string into bytes a character at a time. (Operators are ASCII.)
  internals.addContent(
    Buffer.from(
      `q\n1 0 0 -1 0 ${number(page.height)} cm\nBT\n1 0 0 1 ${number(x)} ${number(baseline)} Tm\n` +
        `/${font.id} ${number(size)} Tf\n${done.tj}ET\nQ\n`,
      'latin1',
    ),
  );
}
