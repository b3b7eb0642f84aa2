// A PDF whose bytes can be compared with another's: uncompressed, with a fixed creation date (so its
// file ID is fixed too), with the documents' fonts as lib/pdf/fonts.ts registers them or, to compare
// with pdfkit itself, the same font files registered the plain pdfkit way.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Doc } from '@/lib/pdf/document';
import { FONT, registerFonts } from '@/lib/pdf/fonts';

const FILES = { [FONT.regular]: 'DejaVuSans.ttf', [FONT.bold]: 'DejaVuSans-Bold.ttf' };

/** An A4 document and its bytes (latin1, one character a byte) once it has ended. */
export function comparableDocument(fonts: 'ours' | 'files' = 'ours'): { doc: Doc; bytes: Promise<string> } {
  const doc = new PDFDocument({
    size: 'A4',
    compress: false,
    font: null as unknown as string,
    info: { CreationDate: new Date(0) },
  });
  if (fonts === 'ours') registerFonts(doc);
  else {
    for (const [name, file] of Object.entries(FILES)) {
      doc.registerFont(name, path.resolve('node_modules/dejavu-fonts-ttf/ttf', file));
    }
    doc.font(FONT.regular);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<string>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))),
  );
  return { doc, bytes };
}
