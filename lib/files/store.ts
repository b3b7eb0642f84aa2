import 'server-only';
// The file store: a local folder by default (FILE_STORE_DIR, else .data/files). Keys are
// generated here, never taken from user input, so a file name cannot escape the folder.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

function root(): string {
  return path.resolve(process.env.FILE_STORE_DIR ?? '.data/files');
}

function fullPath(key: string): string {
  if (!/^[a-z0-9-]+\/[0-9a-f-]{36}$/.test(key)) throw new Error('Invalid file key');
  return path.join(root(), key);
}

/** Stores the bytes under a new key in `area` (e.g. 'contract-documents') and returns the key. */
export async function putFile(area: string, bytes: Uint8Array): Promise<string> {
  const key = `${area}/${randomUUID()}`;
  const file = fullPath(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return key;
}

export async function getFile(key: string): Promise<Buffer> {
  return readFile(fullPath(key));
}

export async function deleteFile(key: string): Promise<void> {
  await rm(fullPath(key), { force: true });
}
