// The file store the environment configures (file-store-config.ts), made afresh: for scripts
// (backup, restore) outside the app, which keeps its own cached one (store.ts).
import type { FileStore } from './file-store';
import { fileStoreConfig, type FileStoreConfig } from './file-store-config';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

export function storeFor(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? s3FileStore(config) : localFileStore(config.dir);
}

export const configuredFileStore = (env: Record<string, string | undefined> = process.env): FileStore =>
  storeFor(fileStoreConfig(env));
