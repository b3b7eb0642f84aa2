// A PDF read back the way a recipient's tools read it: poppler's pdftotext, pdfinfo and pdffonts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The output of one poppler tool run on the PDF. */
function poppler(tool: string, args: string[], bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'claim-pdf-')), 'claim.pdf');
  writeFileSync(file, bytes);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
}

/** The text of a PDF, as poppler's pdftotext reads it (layout kept, so table rows stay on one line). */
export function pdfText(bytes: Uint8Array): string {
  return poppler('pdftotext', ['-layout'], bytes);
}

/** The number of pages, from pdfinfo. */
export function pdfPages(bytes: Uint8Array): number {
  return Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [], bytes))?.[1] ?? 0);
}

/** The fonts the PDF embeds, by base name without the subset tag (e.g. 'DejaVuSans-Bold'), from pdffonts. */
export function pdfFonts(bytes: Uint8Array): string[] {
  const rows = poppler('pdffonts', [], bytes).split('\n').slice(2).filter(Boolean);
  return rows.map((row) => row.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).sort();
}
