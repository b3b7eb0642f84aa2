// Every document shares one parsed copy of each font (fonts.ts); what it embeds must still be its
// own: the glyphs it drew, in the fonts it used, whatever other documents drew meanwhile.
import { describe, expect, it } from 'vitest';
import { pdfFonts, pdfText } from '../../tests/support/pdf-read';
import { createDocument } from './document';
import { FONT } from './fonts';

const FRAME = { heading: 'TEST', subheading: 'Fonts', footer: 'ClaimCert' };

describe('documents sharing parsed fonts', () => {
  it('each embeds the glyphs and fonts it drew, though drawn and finished interleaved', async () => {
    const first = createDocument({ title: 'First', author: 'Test' });
    const second = createDocument({ title: 'Second', author: 'Test' });
    first.doc.font(FONT.bold).text('Ōtāhuhu Quarry Ltd');
    second.doc.text('Whāngārei Joinery'); // regular: the font createDocument sets
    first.doc.font(FONT.regular).text('Kia ora, Hēmi');
    // The second finishes first: its subsets are written while the first's are still open.
    const [secondPdf, firstPdf] = [await second.finish(FRAME), await first.finish(FRAME)];

    const firstText = pdfText(firstPdf);
    expect(firstText).toContain('Ōtāhuhu Quarry Ltd');
    expect(firstText).toContain('Kia ora, Hēmi');
    const secondText = pdfText(secondPdf);
    expect(secondText).toContain('Whāngārei Joinery');
    expect(secondText).not.toContain('Ōtāhuhu');

    // The frame draws its footer in bold, so both use both; no document carries pdfkit's Helvetica.
    expect(pdfFonts(firstPdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(pdfFonts(secondPdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('reads back a letter that an earlier document drew only as part of another', async () => {
    // DejaVu draws Ō as O plus a macron: writing the first document's subset meets O inside it.
    const first = createDocument({ title: 'First', author: 'Test' });
    first.doc.text('Ōtāhuhu');
    await first.finish(FRAME);
    const second = createDocument({ title: 'Second', author: 'Test' });
    second.doc.text('SOP Act 1999 (NSW)');
    expect(pdfText(await second.finish(FRAME))).toContain('SOP Act 1999 (NSW)');
  });

  it('reads back the same whether or not another document drew meanwhile', async () => {
    const draw = async () => {
      const { doc, finish } = createDocument({ title: 'Same', author: 'Test' });
      doc.text('Claim 7 — Te Awamutu, 1,234 m² at $56.78');
      return pdfText(await finish(FRAME));
    };
    const alone = await draw();
    const other = createDocument({ title: 'Other', author: 'Test' });
    other.doc.font(FONT.bold).text('Ngāruawāhia ŌŪĪ');
    expect(await draw()).toBe(alone);
    await other.finish(FRAME);
  });
});
