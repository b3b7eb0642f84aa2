// What every file store does (local folder or S3-compatible bucket), so the services never know
// which one holds the bytes. Keys are made by store.ts from an account id, an area and a random
// UUID, never from user input; each store still refuses any other shape, so no key can escape
// its folder or bucket prefix.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** The bytes to store: a Blob (an uploaded File streams from it) or bytes already in memory. */
export type FileBody = Blob | Uint8Array;

export function bodyStream(body: FileBody): Readable {
  return body instanceof Blob
    ? Readable.fromWeb(body.stream() as NodeReadableStream<Uint8Array>)
    : Readable.from([body]);
}

export const bodySize = (body: FileBody): number => (body instanceof Blob ? body.size : body.byteLength);

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStore {
  /** Writes the whole file under `key`; `contentType` is kept where the store keeps metadata (S3). */
  put(key: string, body: FileBody, options: { contentType: string }): Promise<void>;
  /** The file's bytes as a stream and its size, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error (a retried clean-up may repeat). */
  delete(key: string): Promise<void>;
}

/**
 * `<account id>/<area>/<uuid>`; files stored before keys named their account are `<area>/<uuid>`
 * and stay readable, so an existing installation keeps its files.
 */
const KEY = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/)?[a-z0-9-]+\/[0-9a-f-]{36}$/;

export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}
