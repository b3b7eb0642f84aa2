import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS, isAllowedDocument } from './document-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

// One real start of each format (the signature sources are cited in document-type.ts).
const SAMPLES: [string, Uint8Array][] = [
  ['plan.pdf', bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3])],
  ['site.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  ['site.JPG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
  ['site.jpeg', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif')],
  ['logo.gif', bytes('GIF89a', [1, 0, 1, 0])],
  ['photo.webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ['scan.tif', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
  ['scan.tiff', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8])],
  ['contract.docx', bytes('PK', [3, 4, 20, 0, 6, 0])],
  ['schedule.xlsx', bytes('PK', [3, 4, 20, 0])],
  ['deck.pptx', bytes('PK', [3, 4])],
  ['minutes.odt', bytes('PK', [3, 4])],
  ['rates.ods', bytes('PK', [3, 4])],
  ['drawings.zip', bytes('PK', [3, 4, 10, 0])],
  ['empty.zip', bytes('PK', [5, 6, 0, 0])],
  ['old.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['old.xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
  ['old.ppt', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['level2.dwg', bytes('AC1032', [0, 0, 0, 0])],
  ['level2.dxf', bytes('  0\r\nSECTION\r\n  2\r\nHEADER\r\n')],
  ['level2-bin.dxf', bytes('AutoCAD Binary DXF\r\n\x1a\0', [0, 0])],
  ['items.csv', bytes('Item,Qty,Rate\r\nPaint,12,4.50\r\n')],
  ['notes.txt', bytes('Tēnā koe — site notes\tline 2\n')],
  ['bom.csv', bytes([0xef, 0xbb, 0xbf], 'a,b\n')],
];

describe('isAllowedDocument', () => {
  it.each(SAMPLES)('accepts %s', (name, head) => {
    expect(isAllowedDocument(name, head)).toBe(true);
  });

  it.each<[string, string, Uint8Array]>([
    ['an executable renamed to .pdf', 'invoice.pdf', bytes('MZ', [0x90, 0, 3, 0])],
    ['an HTML page named .pdf', 'invoice.pdf', bytes('<!doctype html><script>')],
    ['an executable', 'setup.exe', bytes('MZ', [0x90, 0])],
    ['an HTML page', 'page.html', bytes('<html>')],
    ['an SVG (it can hold script)', 'logo.svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['no extension', 'README', bytes('hello')],
    ['an empty file', 'empty.txt', bytes()],
    ['a PNG named .jpg', 'site.jpg', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a ZIP named .doc', 'old.doc', bytes('PK', [3, 4])],
    ['binary named .csv', 'items.csv', bytes('a,b', [0], 'c')],
    ['Latin-1 text named .txt', 'notes.txt', bytes('caf', [0xe9], ' ok')],
    ['a truncated PDF signature', 'a.pdf', bytes('%PD')],
  ])('refuses %s', (_why, name, head) => {
    expect(isAllowedDocument(name, head)).toBe(false);
  });

  it('a name outside the list is refused whatever the bytes', () => {
    const allowed = new Set(Object.keys(DOCUMENT_EXTENSIONS));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,5}$/).filter((ext) => !allowed.has(ext)),
        fc.constantFrom(...SAMPLES.map(([, head]) => head)),
        (ext, head) => !isAllowedDocument(`file.${ext}`, head),
      ),
    );
  });

  it('what follows an accepted start does not matter (except for text)', () => {
    const binary = SAMPLES.filter(([name]) => !/\.(csv|txt|dxf)$/.test(name));
    fc.assert(
      fc.property(fc.constantFrom(...binary), fc.uint8Array({ maxLength: 64 }), ([name, head], tail) =>
        isAllowedDocument(name, new Uint8Array([...head, ...tail])),
      ),
    );
  });
});
