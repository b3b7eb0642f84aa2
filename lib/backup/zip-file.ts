// A backup's container: one ZIP file (fflate), written and read as a stream, entry by entry, so
// neither a large database nor large files are ever held whole in memory. Anyone can open it with
// an ordinary ZIP tool: manifest.json, db/*.ndjson (one JSON row per line), files/<key>.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Unzip, UnzipInflate, Zip, ZipDeflate } from 'fflate';

export interface EntrySummary {
  bytes: number;
  sha256: string;
}

/** Writes entries one after another; each waits for the disk when its buffer is full. */
export function zipWriter(file: string) {
  const out = createWriteStream(file);
  let failure: Error | null = null;
  let finished: Promise<void> | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final)
      finished = new Promise((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  });
  out.on('error', (e) => (failure = e));
  const settle = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    /**
     * Adds an entry fed by `write(chunk)` calls; `stored` (files, mostly compressed already) packs
     * them at deflate level 0: still a self-terminating stream, which a streaming reader needs.
     */
    async entry(
      name: string,
      fill: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
      { stored = false } = {},
    ): Promise<EntrySummary> {
      const entry = new ZipDeflate(name, { level: stored ? 0 : 6 });
      zip.add(entry);
      const hash = createHash('sha256');
      let bytes = 0;
      await fill(async (chunk) => {
        hash.update(chunk);
        bytes += chunk.byteLength;
        entry.push(chunk);
        await settle();
      });
      entry.push(new Uint8Array(0), true);
      await settle();
      return { bytes, sha256: hash.digest('hex') };
    },
    async close(): Promise<void> {
      zip.end();
      await settle();
      await finished;
      if (failure) throw failure;
    },
  };
}

/** What to do with an entry: its chunks in order, then its end; null to skip it. */
export interface EntryReader {
  chunk(bytes: Uint8Array): Promise<void> | void;
  end(summary: EntrySummary): Promise<void> | void;
}

/**
 * Reads the ZIP file's entries in order. `open(name)` says how to read one (or null to skip it);
 * each entry's chunks are handed over one at a time, so the reader may wait on a database.
 */
export async function readZip(file: string, open: (name: string) => EntryReader | null): Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const later = (task: () => Promise<void> | void) => {
    queue = queue.then(task).catch((error) => {
      failure ??= error;
    });
  };
  const unzip = new Unzip((entry) => {
    const reader = open(entry.name);
    if (!reader) return;
    const hash = createHash('sha256');
    let bytes = 0;
    entry.ondata = (error, chunk, final) => {
      if (error) {
        failure ??= error;
        return;
      }
      hash.update(chunk);
      bytes += chunk.byteLength;
      const copy = chunk.slice();
      later(() => reader.chunk(copy));
      if (final) {
        const summary = { bytes, sha256: hash.digest('hex') };
        later(() => reader.end(summary));
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    unzip.push(chunk as Buffer);
    await queue;
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  await queue;
  if (failure) throw failure;
}

/** Splits a stream of UTF-8 chunks into lines, whole lines only, across chunk boundaries. */
export function lineSplitter(onLines: (lines: string[]) => Promise<void> | void) {
  const decoder = new TextDecoder();
  let rest = '';
  return {
    async chunk(bytes: Uint8Array) {
      const text = rest + decoder.decode(bytes, { stream: true });
      const lines = text.split('\n');
      rest = lines.pop()!;
      if (lines.length) await onLines(lines);
    },
    async end() {
      const last = rest + decoder.decode();
      rest = '';
      if (last) await onLines([last]);
    },
  };
}
