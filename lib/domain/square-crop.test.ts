import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, squareCrop } from './square-crop';

describe('squareCrop', () => {
  it.each([
    ['landscape, centred', [400, 200, 1, 0, 0], { x: 100, y: 0, size: 200 }],
    ['landscape, slid left', [400, 200, 1, -1, 0], { x: 0, y: 0, size: 200 }],
    ['landscape, slid right', [400, 200, 1, 1, 0], { x: 200, y: 0, size: 200 }],
    ['portrait, zoom 2, top', [200, 400, 2, 0, -1], { x: 50, y: 0, size: 100 }],
    ['square, zoom 4, bottom right', [100, 100, 4, 1, 1], { x: 75, y: 75, size: 25 }],
    ['zoom and pan out of range are clamped', [100, 100, 9, 5, -5], { x: 75, y: 0, size: 25 }],
    ['NaN inputs act as their defaults', [100, 50, Number.NaN, Number.NaN, 0], { x: 25, y: 0, size: 50 }],
  ] as const)('%s', (_label, [w, h, zoom, px, py], expected) => {
    expect(squareCrop(w, h, zoom, px, py)).toEqual(expected);
  });

  it('refuses an image without a size', () => {
    expect(() => squareCrop(0, 10, 1, 0, 0)).toThrow(RangeError);
  });

  it('always stays inside the image', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 1, max: MAX_ZOOM, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (w, h, zoom, px, py) => {
          const { x, y, size } = squareCrop(w, h, zoom, px, py);
          expect(size).toBeGreaterThan(0);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(x + size).toBeLessThanOrEqual(w + 1e-9);
          expect(y + size).toBeLessThanOrEqual(h + 1e-9);
        },
      ),
    );
  });
});
