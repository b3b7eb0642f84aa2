// line-text.ts writes what pdfkit's doc.text(text, x, y, { lineBreak: false }) writes: checked here
// byte for byte against pdfkit itself, page content and the embedded fonts (subset, widths and the
// map back to text), for the texts a schedule draws and for ones it leaves to pdfkit.
import { describe, expect, it } from 'vitest';
import type { Doc } from './document';
import { FONT } from './fonts';
import { lineText } from './line-text';
import { comparableDocument as document } from '../../tests/support/pdf-bytes';

type Cell = { text: string; x: number; y: number; bold?: boolean; size?: number };

/** The same cells drawn by pdfkit and by lineText: both documents' bytes, and where each left doc.x, doc.y. */
async function both(cells: Cell[]) {
  const draw = (write: (doc: Doc, c: Cell) => void) => {
    const { doc, bytes } = document();
    const after: [number, number][] = [];
    for (const c of cells) {
      doc.font(c.bold ? FONT.bold : FONT.regular).fontSize(c.size ?? 7);
      write(doc, c);
      after.push([doc.x, doc.y]);
    }
    doc.end();
    return bytes.then((b) => ({ bytes: b, after }));
  };
  const [pdfkit, ours] = await Promise.all([
    draw((doc, c) => doc.text(c.text, c.x, c.y, { lineBreak: false })),
    draw((doc, c) => lineText(doc, c.text, c.x, c.y)),
  ]);
  return { pdfkit, ours };
}

const SCHEDULE_TEXTS = [
  '1.2.3',
  'Excavation and foundations to gridlines A–F, including disposal off site',
  '$1,234,567.89',
  '-$0.01',
  '$0.00',
  '100.00%',
  '12.50 m²',
  'AVAST WAVE To Ty Yo', // kerned pairs: several TJ segments
  'Reason: Measured on site: 1% less than claimed.',
  'Ōtautahi – Tāmaki Makaurau ‘quoted’ “double”',
  ' leading and trailing spaces ',
  '',
];

describe('lineText', () => {
  it('writes the bytes pdfkit writes, and leaves doc.x and doc.y where pdfkit does', async () => {
    const cells = SCHEDULE_TEXTS.flatMap((text, i) => [
      { text, x: 40 + i * 3.1, y: 70 + i * 12 },
      { text, x: 300.123456789, y: 500 + i * 9.5, bold: true, size: 6.5 },
      // Again: the second time a text is drawn comes from the document's cache.
      { text, x: 41, y: 72 + i * 12 },
    ]);
    const { pdfkit, ours } = await both(cells);
    expect(ours.bytes).toBe(pdfkit.bytes);
    for (let i = 0; i < cells.length; i++) {
      expect(ours.after[i]![0]).toBeCloseTo(pdfkit.after[i]![0], 9);
      expect(ours.after[i]![1]).toBe(pdfkit.after[i]![1]);
    }
    // The kerned text really is split into segments, so the comparison covers them.
    expect(pdfkit.bytes).toMatch(/\[<[0-9a-f]+> -?[0-9.]+ <[0-9a-f]+> [^\]]*\] TJ/);
  });

  it('leaves to pdfkit a text with a line break or a combining mark, with the same result', async () => {
    const { pdfkit, ours } = await both([
      { text: 'two\nlines', x: 40, y: 100 },
      { text: 'A combining macron: a\u0304 o\u0304', x: 40, y: 120 },
    ]);
    expect(ours.bytes).toBe(pdfkit.bytes);
  });

  it('keeps each document to its own encodings', async () => {
    const first = await both([{ text: 'Ō only here', x: 40, y: 100 }]);
    const second = await both([{ text: 'Plain', x: 40, y: 100 }]);
    expect(second.ours.bytes).toBe(second.pdfkit.bytes);
    expect(first.ours.bytes).toBe(first.pdfkit.bytes);
  });
});
