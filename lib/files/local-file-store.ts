// The zero-configuration file store: a folder on this machine's disk. Right for one app instance;
// a second instance cannot read the first one's folder unless it is a shared volume (see
// s3-file-store.ts for the store several instances share).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, bodyStream, type FileStore } from './file-store';

export function localFileStore(root: string): FileStore {
  const fullPath = (key: string) => {
    assertFileKey(key);
    return path.join(root, key);
  };

  return {
    async put(key, body) {
      const file = fullPath(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await pipeline(bodyStream(body), createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fullPath(key);
      const size = await stat(file).then(
        (s) => s.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      return size === null ? null : { body: createReadStream(file), size };
    },

    async delete(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}
