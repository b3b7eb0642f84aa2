import 'server-only';
// The app's file store, chosen from the environment (file-store-config.ts): a local folder by
// default, an S3-compatible bucket when S3_BUCKET is set. Keys are made here, never from user
// input, and start with the owning account's id, so each account's files sit under one prefix.
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FileBody, FileStore } from './file-store';
import { fileStoreConfig } from './file-store-config';
import { storeFor } from './configured-store';

export type FileArea =
  'contract-documents' | 'claim-attachments' | 'cert-attachments' | 'payment-remittances';

// Made again only when the settings change (never in a running app; between test files, which share
// one process, it can): like the SMTP transport, the store is cached by the settings it was made from.
let chosen: { settings: string; store: FileStore } | undefined;

export function fileStore(): FileStore {
  const config = fileStoreConfig(process.env);
  const settings = JSON.stringify(config);
  if (chosen?.settings !== settings) {
    chosen = { settings, store: storeFor(config) };
  }
  return chosen.store;
}

/** Stores an upload (or bytes) as a new file of `accountId` in `area` and returns its key. */
export async function putFile(accountId: string, area: FileArea, body: FileBody): Promise<string> {
  const key = `${accountId}/${area}/${randomUUID()}`;
  const contentType = body instanceof Blob && body.type ? body.type : 'application/octet-stream';
  await fileStore().put(key, body, { contentType });
  return key;
}

/** The whole file in memory, for an email attachment or a download response. */
export async function getFile(key: string): Promise<Buffer> {
  const file = await fileStore().get(key);
  if (!file) throw new Error(`The stored file ${key} is missing`);
  return buffer(file.body);
}

export async function deleteFile(key: string): Promise<void> {
  await fileStore().delete(key);
}
