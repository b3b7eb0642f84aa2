// The files a contract document may be: what a construction contract's paperwork is made of
// (PDFs, photos, scans, Office documents, schedules as CSV, CAD drawings, a ZIP of a drawing set).
// A file is accepted only when its name's extension is on the list AND its first bytes are what
// that kind of file starts with, so neither a renamed executable nor an HTML page passed off as a
// PDF gets stored and served back. The browser's claimed content type is ignored.

import { sniffImageType, type ImageType } from './image-type';

type Kind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' | 'zip' | 'ole' | 'dwg' | 'dxf' | 'text';

export const DOCUMENT_EXTENSIONS: Readonly<Record<string, Kind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  tif: 'tiff',
  tiff: 'tiff',
  // Office Open XML and OpenDocument files are ZIP containers.
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  zip: 'zip',
  // Word, Excel and PowerPoint 97–2003 are OLE compound files.
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  dwg: 'dwg',
  dxf: 'dxf',
  csv: 'text',
  txt: 'text',
};

/** For the file input's `accept`: the browser's picker offers these first. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(',');

export const DOCUMENT_TYPES_MESSAGE =
  'Upload a PDF; an image (PNG, JPEG, GIF, WebP or TIFF); a Word, Excel, PowerPoint or OpenDocument file; a CSV or text file; a DWG or DXF drawing; or a ZIP archive. This file is not one of these, by its name or its content.';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

// Signatures from each format's specification: ISO 32000 (PDF "%PDF-"), GIF87a/89a, TIFF (II*\0 / MM\0*), ZIP local header or empty-archive
// record (APPNOTE 4.3.7 / 4.3.16), OLE2 (MS-CFB 2.2), DWG ("AC10" version string, R13 onwards),
// binary DXF (its sentinel line).
// PNG, JPEG and WebP are recognised by image-type.ts.
const IMAGE_KINDS: Readonly<Partial<Record<Kind, ImageType>>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const SIGNATURES: Readonly<
  Record<Exclude<Kind, 'text' | 'dxf' | 'png' | 'jpeg' | 'webp'>, readonly (readonly (number | null)[])[]>
> = {
  pdf: [ascii('%PDF-')],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  zip: [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
  ],
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  dwg: [ascii('AC10')],
};
const BINARY_DXF = ascii('AutoCAD Binary DXF\r\n\x1a\0');

/** How many leading bytes `isAllowedDocument` needs to see. */
export const SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, signature: readonly (number | null)[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => b === null || bytes[i] === b);
}

/** Text: no NUL or other C0 control bar tab, CR, LF and form feed, and valid UTF-8 (a cut last character is fine). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether a file with this name, starting with these bytes (the first SNIFF_BYTES), is accepted. */
export function isAllowedDocument(fileName: string, head: Uint8Array): boolean {
  const kind = DOCUMENT_EXTENSIONS[extensionOf(fileName)];
  if (!kind || head.length === 0) return false;
  if (kind === 'text') return isText(head);
  if (kind === 'dxf') return startsWith(head, BINARY_DXF) || isText(head);
  const image = IMAGE_KINDS[kind];
  if (image) return sniffImageType(head) === image;
  return SIGNATURES[kind as keyof typeof SIGNATURES].some((signature) => startsWith(head, signature));
}
