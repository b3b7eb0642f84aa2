// Pictures users upload (account logo, avatar): spec §2's image cropper produces them, and they
// are kept as data URLs on the row. The type is read from the bytes, never from the file name or
// the browser's claim, so nothing but a real PNG, JPEG or WebP is ever served back.

/** 2 MB: ample for a cropped square logo; anything larger is refused before it is read. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const SIGNATURES: { type: ImageType; bytes: (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "RIFF" <4-byte size> "WEBP"
  { type: 'image/webp', bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** The image type the bytes start with, or null when they are not one we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => b === null || bytes[i] === b));
  return match?.type ?? null;
}
