import 'server-only';
// Shaping a word — fontkit's OpenType layout: its characters' glyphs after substitution, and their
// kerning — was a third or more of a PDF's time, and pdfkit shapes every distinct word again in each
// document (it keeps the runs per document). Here each word is shaped once per process and font,
// and every document is handed a fresh copy of the run, in the form fontkit gives it.
//
// What a glyph says it stands for (its characters: pdfkit's map back to text) is what fontkit's
// glyph cache held first. So each word is shaped in a view of the font whose glyph cache is emptied
// first: its glyphs stand for that word's own characters, as in a document that draws it first —
// never for a glyph another word or a written subset met first (see fonts.ts). A document is then
// the document pdfkit makes from the font file itself, byte for byte (shaping.test.ts).
import type { Font, Glyph, GlyphPosition, GlyphRun } from 'fontkit';

/** A shaped word, compactly: its glyphs, and their positions four numbers each (as GlyphPosition). */
interface Shaped {
  glyphs: Glyph[];
  positions: Float64Array;
}

/**
 * Words kept per font before the store starts again: a long schedule has tens of thousands. About
 * half a kilobyte each (50,000 amounts: 22 MB).
 */
const LIMIT = 50_000;

interface Shaper {
  /** The font with a glyph cache of its own, emptied before each word. */
  view: Font & { _glyphs: object };
  words: Map<string, Shaped>;
  /** One record per glyph and the characters it stands for: words share them. */
  glyphs: Map<string, Glyph>;
}

const shapers = new WeakMap<Font, Shaper>();

function shaperOf(font: Font): Shaper {
  let shaper = shapers.get(font);
  if (!shaper) {
    shaper = {
      view: Object.assign(Object.create(font) as Font, { _glyphs: {} }),
      words: new Map(),
      glyphs: new Map(),
    };
    shapers.set(font, shaper);
  }
  return shaper;
}

/** A plain record of what pdfkit reads of a glyph, holding nothing of the view it came from. */
function glyphRecord(shaper: Shaper, g: Glyph): Glyph {
  const key = `${g.id} ${g.codePoints.join(' ')}`;
  let record = shaper.glyphs.get(key);
  if (!record) {
    record = { id: g.id, codePoints: [...g.codePoints], advanceWidth: g.advanceWidth };
    shaper.glyphs.set(key, record);
  }
  return record;
}

function shaped(font: Font, word: string): Shaped {
  const shaper = shaperOf(font);
  let done = shaper.words.get(word);
  if (!done) {
    shaper.view._glyphs = {};
    const run = shaper.view.layout(word);
    const positions = new Float64Array(run.positions.length * 4);
    run.positions.forEach((p, i) => positions.set([p.xAdvance, p.yAdvance, p.xOffset, p.yOffset], i * 4));
    done = { glyphs: run.glyphs.map((g) => glyphRecord(shaper, g)), positions };
    if (shaper.words.size >= LIMIT) shaper.words.clear();
    shaper.words.set(word, done);
  }
  return done;
}

/** A glyph's position, as fontkit's GlyphPosition: one shape for every copy. */
class Position implements GlyphPosition {
  constructor(
    public xAdvance: number,
    public yAdvance: number,
    public xOffset: number,
    public yOffset: number,
  ) {}
}

/** A run as fontkit's GlyphRun: its width is its positions' advances as they are when asked. */
class Run implements GlyphRun {
  constructor(
    public glyphs: Glyph[],
    public positions: GlyphPosition[],
  ) {}

  get advanceWidth(): number {
    let width = 0;
    for (const p of this.positions) width += p.xAdvance;
    return width;
  }
}

/** `word` shaped in `font`, as fontkit's layout(word) gives it; the positions are the caller's to change. */
export function shapedWord(font: Font, word: string): GlyphRun {
  const { glyphs, positions: p } = shaped(font, word);
  // pdfkit scales each position in place and keeps the run for the document.
  const positions: Position[] = [];
  for (let i = 0; i < p.length; i += 4) positions.push(new Position(p[i]!, p[i + 1]!, p[i + 2]!, p[i + 3]!));
  return new Run(glyphs, positions);
}
