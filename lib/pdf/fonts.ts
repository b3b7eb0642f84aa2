import 'server-only';
// pdfkit's built-in fonts cover WinAnsi only, which lacks the macron vowels of Māori names
// (ā ē ī ō ū) that NZ parties and places carry. So documents embed DejaVu Sans, shipped by the
// `dejavu-fonts-ttf` npm package so a fresh install renders PDFs with nothing else installed.
// PDF_FONT_DIR may point at another folder holding the same files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { shapedWord } from './shaped-words';

const DEFAULT_DIR = path.resolve('node_modules/dejavu-fonts-ttf/ttf');

export const FONT = { regular: 'body', bold: 'body-bold' } as const;

function fontFile(name: string): string {
  const file = path.join(process.env.PDF_FONT_DIR ?? DEFAULT_DIR, name);
  if (!existsSync(file)) {
    throw new Error(
      `PDF font ${file} is missing: run npm install (dejavu-fonts-ttf) or set PDF_FONT_DIR to a folder holding ${name}.`,
    );
  }
  return file;
}

// Given a file, pdfkit reads and parses it again for every document, and parsing DejaVu's tables
// (glyph map, metrics, shaping rules) cost more than drawing a 200-line schedule. So each file is
// parsed once per process, and each document is handed that parse (pdfkit takes a parsed font in
// place of a file: its PDFFontFactory.open) through a view of its own (forDocument).
const parsed = new Map<string, Font>();

function parsedFont(name: string): Font {
  const file = fontFile(name);
  let font = parsed.get(file);
  if (!font) {
    font = create(readFileSync(file));
    parsed.set(file, font);
  }
  return font;
}

/**
 * The parsed font as one document's own: its decoded tables shared, everything fontkit works out
 * or caches on the font object (glyphs, the shaping engine) kept to this document, as with a fresh
 * parse. It matters for glyphs: fontkit keeps each with the characters it was first asked for,
 * and pdfkit maps what a document drew back to text from those. Shared, a letter first met as part
 * of another (the O of Ō, while a subset is written) would read back as nothing in every later
 * document. pdfkit holds each document's subset and word widths apart itself.
 *
 * Words are shaped once per process (shaped-words.ts): pdfkit lays text out word by word with no
 * features, and any other layout is the view's own.
 */
function forDocument(font: Font): Font {
  const view = Object.assign(Object.create(font) as Font, { _glyphs: {} });
  view.layout = (text, features, ...rest) =>
    features === undefined && rest.length === 0
      ? shapedWord(font, text)
      : font.layout.call(view, text, features, ...rest);
  return view;
}

/** The document's fonts, registered under FONT's names; the regular one becomes the current font. */
export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  // @types/pdfkit lists only files and buffers as font sources.
  const source = (name: string) => forDocument(parsedFont(name)) as unknown as PDFKit.Mixins.PDFFontSource;
  doc.registerFont(FONT.regular, source('DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, source('DejaVuSans-Bold.ttf'));
  doc.font(FONT.regular);
}
