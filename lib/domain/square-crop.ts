// The image cropper (spec §2) cuts a square out of a picture: the user zooms in and slides the
// square across; this works out which part of the source image that square covers.

export const MAX_ZOOM = 4;

export interface SquareCrop {
  /** Top-left corner and side of the square in source pixels. */
  x: number;
  y: number;
  size: number;
}

/**
 * @param zoom 1 = the largest square that fits, up to MAX_ZOOM.
 * @param panX, panY -1 … 1: from the left/top edge to the right/bottom edge; 0 centres the square.
 */
export function squareCrop(
  width: number,
  height: number,
  zoom: number,
  panX: number,
  panY: number,
): SquareCrop {
  if (!(width > 0 && height > 0)) throw new RangeError('The image has no size');
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : 0));
  const size = Math.min(width, height) / clamp(zoom, 1, MAX_ZOOM);
  const place = (room: number, pan: number) => (room / 2) * (1 + clamp(pan, -1, 1));
  return { x: place(width - size, panX), y: place(height - size, panY), size };
}
