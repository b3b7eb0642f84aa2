import 'server-only';
// pdfkit's built-in fonts cover WinAnsi only, which lacks the macron vowels of Māori names
// (ā ē ī ō ū) that NZ parties and places carry. So documents embed DejaVu Sans, shipped by the
// `dejavu-fonts-ttf` npm package so a fresh install renders PDFs with nothing else installed.
// PDF_FONT_DIR may point at another folder holding the same files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

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

export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  doc.registerFont(FONT.regular, fontFile('DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, fontFile('DejaVuSans-Bold.ttf'));
}
