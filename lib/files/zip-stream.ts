import 'server-only';
// A zip archive written as it is downloaded (the shared files export, spec §7 "Exports as blob"):
// each file is read from the store and passed into the archive a chunk at a time, only as fast as
// the browser takes it, so a contract's 100 MB drawings never sit in memory together.
//
// Node has deflate and CRC-32 but no zip writer; fflate (already installed for pdfkit, no
// dependencies of its own) writes the archive. Files are stored, not compressed: what contracts
// carry — PDFs, photos, spreadsheets, drawings — is compressed already, and storing costs no CPU.
// fflate writes no zip64 records, so an archive stays under 4 GiB and 65,535 entries
// (ZIP_LIMITS); callers check their files against them before starting.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive ("Claims/Claim 3/photo.jpg"), already made safe. */
  name: string;
  /** Shown as the file's date when unpacked. */
  modified: Date;
  /** Its bytes, opened only when the archive reaches it. */
  open(): Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array>>;
}

export const ZIP_LIMITS = {
  /** Room left below 4 GiB for the headers and the central directory. */
  bytes: 4 * 1024 ** 3 - 64 * 1024 ** 2,
  entries: 65_535,
} as const;

async function* archive(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  // fflate hands each chunk over synchronously as it is pushed: pass them on at once.
  function* drain() {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  }
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    file.mtime = entry.modified;
    zip.add(file);
    for await (const chunk of await entry.open()) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/**
 * The archive as a web stream for a Response body. A file that cannot be read mid-way aborts the
 * download (the browser reports it failed) and is logged: a zip cut short is never mistaken for a
 * whole one, as it lacks the directory at its end.
 */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  async function* logged() {
    try {
      yield* archive(entries);
    } catch (error) {
      console.error('[zip] archive failed', error);
      throw error;
    }
  }
  return Readable.toWeb(
    Readable.from(logged()),
  ) as NodeReadableStream<Uint8Array> as ReadableStream<Uint8Array>;
}
