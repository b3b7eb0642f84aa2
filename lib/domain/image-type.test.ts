import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// Signatures from the PNG spec (§5.2), JFIF/Exif SOI marker, and the WebP RIFF container.
describe('sniffImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')), 'image/webp'],
    ['a WAV file (RIFF but not WebP)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVEfmt ')), null],
    ['SVG', bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')), null],
    ['GIF', bytes(...ascii('GIF89a')), null],
    ['a truncated PNG', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
  ])('%s', (_label, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});
