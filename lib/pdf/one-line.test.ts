// one-line.ts draws a text without pdfkit's line wrapper only where the wrapper would set it as one
// line: checked here against pdfkit itself — its line breaker, heightOfString and text().
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createDocument, type Doc } from './document';
import { FONT } from './fonts';
import { breaksOnlyAfterSpaces, drawBlock, lineIn, measureBlock, oneLineWidth, textIn } from './one-line';

/** The line breaker pdfkit wraps with (the `linebreak` package, pdfkit's own copy). */
const pdfkitRequire = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
type Breaker = { nextBreak(): { position: number } | null };
const LineBreaker = pdfkitRequire('linebreak') as new (text: string) => Breaker;

function breaks(text: string): number[] {
  const breaker = new LineBreaker(text);
  const found: number[] = [];
  for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) found.push(bk.position);
  return found;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
/** Printable Basic Latin, Latin-1 and Latin Extended-A, typographic punctuation, tab and newline. */
const ALPHABET = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0x17f),
  ...'‘’“”‚„–—…•€£¥§¶†‡\t\n\r\u00ad\u200b'.split(''),
];

/** A small deterministic generator, so a failure names the same text every run. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('texts the line breaker breaks only after spaces', () => {
  it('holds for every pair of characters it accepts', () => {
    const wrong: string[] = [];
    for (const a of ALPHABET) {
      for (const b of ALPHABET) {
        const text = a + b;
        if (!breaksOnlyAfterSpaces(text)) continue;
        if (breaks(text).some((at) => at < text.length && text[at - 1] !== ' ')) wrong.push(text);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds for longer texts, and accepts the plain words of a schedule', () => {
    const next = random(17);
    const letters = ALPHABET.filter((c) => breaksOnlyAfterSpaces(c));
    for (let i = 0; i < 3_000; i++) {
      const text = Array.from({ length: 1 + next(40) }, () =>
        next(5) === 0 ? ' ' : letters[next(letters.length)],
      ).join('');
      if (!breaksOnlyAfterSpaces(text)) continue;
      expect(
        breaks(text).filter((at) => at < text.length && text[at - 1] !== ' '),
        text,
      ).toEqual([]);
    }
    expect(breaksOnlyAfterSpaces('Reason: Measured on site, 1% less than claimed (12.5 m² at $85.50)')).toBe(
      true,
    );
    expect(breaksOnlyAfterSpaces('Tūranga Māori whare, kōwhaiwhai panels')).toBe(true);
    for (const text of ['', 'pre-cast', 'a/b', 'one\ntwo', 'tab\there', 'x—y', '設計']) {
      expect(breaksOnlyAfterSpaces(text), text).toBe(false);
    }
  });
});

const SENTENCES = [
  'Excavation and backfill, including disposal of spoil off site; 12.5 m3 at $85.50 (zone A)',
  'Pre-cast/in-situ concrete panels to the north-east stair core, A-V To Ty Wa',
  'Tūranga Māori whare — kōwhaiwhai panels, ā ē ī ō ū',
  '  Leading, trailing and  double  spaces   ',
  'Line one\nLine two',
  'Supercalifragilisticexpialidociousunbrokenwordthatiswaytoolongforanycolumn',
  '',
  '   ',
];

/** Every prefix of every sentence, each at widths just under, at and just over its own width. */
function* cases(doc: Doc) {
  for (const sentence of SENTENCES) {
    for (let n = 0; n <= sentence.length; n++) {
      const text = sentence.slice(0, n);
      const wide = doc.widthOfString(text);
      for (const width of [wide - 0.01, wide, wide + 1e-9, wide + 0.01, 60, 200]) {
        if (width > 0) yield { text, width };
      }
    }
  }
}

/** Every page's content stream so far. */
function pageContent(doc: Doc): string {
  const { start, count } = doc.bufferedPageRange();
  const pages: string[] = [];
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { content } = doc.page as unknown as { content: { buffer: Uint8Array[] } };
    pages.push(Buffer.concat(content.buffer).toString('latin1'));
  }
  return pages.join('\n--- page ---\n');
}

describe('a text measured and drawn without the wrapper where it fits on one line', () => {
  it.each([
    [FONT.regular, 7],
    [FONT.bold, 8],
  ])('has the height heightOfString gives (%s, %d pt)', (font, size) => {
    const { doc } = createDocument({ title: 't', author: 'a' });
    doc.font(font).fontSize(size);
    doc.y = 123.456;
    let oneLine = 0;
    for (const { text, width } of cases(doc)) {
      const block = measureBlock(doc, text, width);
      expect(block.height, `${JSON.stringify(text)} in ${width}`).toBe(doc.heightOfString(text, { width }));
      if (block.oneLine) oneLine++;
    }
    expect(oneLine).toBeGreaterThan(300);
  });

  it('is drawn as text() with a width draws it, and leaves the position where text() leaves it', () => {
    const wrapped = createDocument({ title: 't', author: 'a' }).doc;
    const direct = createDocument({ title: 't', author: 'a' }).doc;
    for (const doc of [wrapped, direct]) doc.font(FONT.regular).fontSize(7);
    let y = 70;
    for (const { text, width } of cases(direct)) {
      wrapped.text(text, 50, y, { width });
      drawBlock(direct, measureBlock(direct, text, width), 50, y);
      expect([direct.x, direct.y], JSON.stringify(text)).toEqual([wrapped.x, wrapped.y]);
      // And textIn, from where the text before left doc.y.
      wrapped.text(text, 60, undefined, { width });
      textIn(direct, text, 60, width);
      expect([direct.x, direct.y], JSON.stringify(text)).toEqual([wrapped.x, wrapped.y]);
      expect(direct.bufferedPageRange().count).toBe(wrapped.bufferedPageRange().count);
      y = direct.y > 700 ? 70 : direct.y;
    }
    expect(pageContent(direct)).toBe(pageContent(wrapped));
    expect(oneLineWidth(direct, 'Item 1', 200)).toBe(direct.widthOfString('Item 1'));
  });

  it.each([
    ['left', {}],
    ['right', { align: 'right' }],
    ['right, cut short within a height', { align: 'right', ellipsis: true, height: 10 }],
    ['left, within a height less than a line', { ellipsis: true, height: 5 }],
  ] as const)('sets one line in a width as text() without line breaks does (%s)', (_, options) => {
    const wrapped = createDocument({ title: 't', author: 'a' }).doc;
    const direct = createDocument({ title: 't', author: 'a' }).doc;
    for (const doc of [wrapped, direct]) doc.font(FONT.bold).fontSize(8);
    let y = 70;
    for (const { text, width } of cases(direct)) {
      wrapped.text(text, 50, y, { width, lineBreak: false, ...options });
      lineIn(direct, text, 50, y, width, options);
      expect([direct.x, direct.y], JSON.stringify(text)).toEqual([wrapped.x, wrapped.y]);
      y = y > 700 ? 70 : y + 11;
    }
    expect(pageContent(direct)).toBe(pageContent(wrapped));
  });

  it('leaves a line that would cross the bottom margin to the wrapper, which starts a new page', () => {
    const wrapped = createDocument({ title: 't', author: 'a' }).doc;
    const direct = createDocument({ title: 't', author: 'a' }).doc;
    const y = wrapped.page.maxY() - 3;
    wrapped.text('Item 1', 50, y, { width: 200 });
    drawBlock(direct, measureBlock(direct, 'Item 1', 200), 50, y);
    expect(direct.bufferedPageRange().count).toBe(2);
    expect([direct.x, direct.y]).toEqual([wrapped.x, wrapped.y]);
    expect(pageContent(direct)).toBe(pageContent(wrapped));
    wrapped.y = wrapped.page.maxY() - 3;
    direct.y = direct.page.maxY() - 3;
    wrapped.text('Item 2', 50, undefined, { width: 200 });
    textIn(direct, 'Item 2', 50, 200);
    expect(direct.bufferedPageRange().count).toBe(3);
    expect([direct.x, direct.y]).toEqual([wrapped.x, wrapped.y]);
    expect(pageContent(direct)).toBe(pageContent(wrapped));
  });
});
