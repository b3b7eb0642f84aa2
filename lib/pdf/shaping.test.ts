// A document with the fonts fonts.ts gives it (one parse per process, each word shaped once per
// process) is the document pdfkit makes from the font files itself, byte for byte: the same glyphs,
// the same places, the same subsets and the same map back to text — cold, and again once every word
// has been shaped, and whatever other documents drew first.
import { describe, expect, it } from 'vitest';
import type { Doc } from './document';
import { FONT } from './fonts';
import { comparableDocument } from '../../tests/support/pdf-bytes';

/** Texts of every kind a document sets: names with macrons (precomposed and combining), ligature
 *  and kerning candidates, figures, typographic punctuation, other scripts, wrapped paragraphs. */
const TEXTS = [
  'Ōtāhuhu Quarry Ltd — Whāngārei Joinery, Ngāruawāhia ŌŪĪ',
  'Combining: Ma\u0304ori, o\u0304, A\u0304, e\u0301',
  'office fluff affinity ﬁ ﬂ — AVAST WAVE To Ty Yo',
  '$1,234,567.89  −$0.01  12.50 m²  100.00%  ½ ¼',
  '‘quoted’ “double” … • † ‡ € £ ¥ §',
  'Ελληνικά Кириллица',
  'Claim 7 — Te Awamutu, 1,234 m² at $56.78',
  'A longer paragraph that wraps over several lines within the width it is given, with words of ' +
    'every length: construction, progress, payment, retention, adjudication, and so on to the end.',
];

async function both(draw: (doc: Doc) => void) {
  const ours = comparableDocument('ours');
  const pdfkit = comparableDocument('files');
  for (const d of [ours, pdfkit]) {
    draw(d.doc);
    d.doc.end();
  }
  return { ours: await ours.bytes, pdfkit: await pdfkit.bytes };
}

const drawAll = (texts: string[]) => (doc: Doc) => {
  for (const [i, text] of texts.entries()) {
    doc.font(i % 2 ? FONT.bold : FONT.regular).fontSize(7 + (i % 3));
    doc.text(text, 40, undefined, { width: 200 });
    doc.text(text, 300, 700, { lineBreak: false });
    doc.widthOfString(`${text} measured only`);
  }
};

describe('documents with the shared fonts', () => {
  it('are the documents pdfkit makes from the font files, cold and warm', async () => {
    const cold = await both(drawAll(TEXTS));
    expect(cold.ours).toBe(cold.pdfkit);
    const warm = await both(drawAll(TEXTS));
    expect(warm.ours).toBe(warm.pdfkit);
    // The comparison covers real text: every face embedded, with its map back to text.
    expect(cold.pdfkit.match(/\/ToUnicode/g)).toHaveLength(2);
  });

  it('do not depend on what other documents drew first, in any order', async () => {
    const reversed = [...TEXTS].reverse();
    await both(drawAll(reversed));
    const alone = await both(drawAll(TEXTS.slice(0, 3)));
    expect(alone.ours).toBe(alone.pdfkit);
    const mixed = await both(drawAll([TEXTS[1]!, TEXTS[0]!, 'Ō', 'O\u0304', 'Ma\u0304ori Māori']));
    expect(mixed.ours).toBe(mixed.pdfkit);
  });

  it('map each glyph back to the characters this document drew it for', async () => {
    // One glyph for two spellings (a ligature and its letters): which one a document's map gives
    // depends on which that document met first, never on another document.
    for (const [first, then] of [
      ['ﬁ ﬂ Ō', 'office fluff O\u0304'],
      ['office fluff O\u0304', 'ﬁ ﬂ Ō'],
    ]) {
      await both(drawAll([first!]));
      const after = await both(drawAll([then!]));
      expect(after.ours).toBe(after.pdfkit);
    }
  });
});
