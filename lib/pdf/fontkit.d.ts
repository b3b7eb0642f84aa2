// fontkit (pdfkit's font engine) ships no types. Only what lib/pdf uses: parse a font file into the
// object pdfkit accepts as a font source, and shape text with it (lib/pdf/shaped-words.ts).
declare module 'fontkit' {
  export interface Glyph {
    readonly id: number;
    /** The characters it stands for: pdfkit's map back to text. */
    readonly codePoints: number[];
    readonly advanceWidth: number;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly postscriptName: string;
    layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
