// fontkit (pdfkit's font engine) ships no types. Only what lib/pdf/fonts.ts uses: parse a font
// file into the object pdfkit accepts as a font source.
declare module 'fontkit' {
  export interface Font {
    readonly postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
