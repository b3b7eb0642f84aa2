import 'server-only';
// An A4 document with a running header and a "Page n of N" footer on every page. Pages are
// buffered so the page count is known when the header and footer are drawn at the end.
import PDFDocument from 'pdfkit';
import { FONT, registerFonts } from './fonts';
import { lineIn } from './one-line';

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 595.28, height: 841.89, left: 40, right: 40, top: 64, bottom: 56 } as const;
/** Width between the margins. */
export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
export const INK = { text: '#1b2430', muted: '#586474', rule: '#c6ccd4', fill: '#eef1f5' } as const;

export interface Frame {
  /** Left of the header, e.g. 'PAYMENT CLAIM'. */
  heading: string;
  /** Right of the header, e.g. the claim's name. */
  subheading: string;
  /** Left of the footer, e.g. the issuing party. */
  footer: string;
}

export function createDocument(info: { title: string; author: string }): {
  doc: Doc;
  finish(frame: Frame): Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    info: { Title: info.title, Author: info.author, Creator: 'ClaimCert' },
    // No default font: pdfkit would parse Helvetica's metrics for every document, never drawn in.
    font: null as unknown as string,
  });
  registerFonts(doc);
  doc.fontSize(9).fillColor(INK.text);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish(frame) {
      const { start, count } = doc.bufferedPageRange();
      for (let i = start; i < start + count; i++) {
        doc.switchToPage(i);
        drawFrame(doc, frame, i - start + 1, count);
      }
      doc.end();
      return done;
    },
  };
}

function drawFrame(doc: Doc, frame: Frame, page: number, pages: number): void {
  // Writing inside the margins would make pdfkit start a new page; lift them while drawing.
  const { top, bottom } = doc.page.margins;
  doc.page.margins.top = 0;
  doc.page.margins.bottom = 0;
  const width = CONTENT_WIDTH;
  doc.font(FONT.bold).fontSize(8).fillColor(INK.muted);
  lineIn(doc, frame.heading, PAGE.left, 30, width / 2);
  doc.font(FONT.regular);
  lineIn(doc, frame.subheading, PAGE.left + width / 2, 30, width / 2, { align: 'right' });
  doc
    .moveTo(PAGE.left, 44)
    .lineTo(PAGE.width - PAGE.right, 44)
    .lineWidth(0.5)
    .strokeColor(INK.rule)
    .stroke();
  const y = PAGE.height - 36;
  doc
    .moveTo(PAGE.left, y - 6)
    .lineTo(PAGE.width - PAGE.right, y - 6)
    .stroke();
  lineIn(doc, frame.footer, PAGE.left, y, width * 0.7, { ellipsis: true, height: 10 });
  lineIn(doc, `Page ${page} of ${pages}`, PAGE.left + width * 0.7, y, width * 0.3, { align: 'right' });
  doc.page.margins.top = top;
  doc.page.margins.bottom = bottom;
  doc.fillColor(INK.text);
}
